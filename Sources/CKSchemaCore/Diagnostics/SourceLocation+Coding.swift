extension CodingUserInfoKey {
    /// A file path: a coder whose `userInfo` holds it codes the locations in that file as
    /// `[line, column]`. The SwiftData reader's per-file cache uses it, where every location is in
    /// the file the facts come from; reports never set it.
    package static let locationFile = CodingUserInfoKey(rawValue: "ckschema.locationFile")!
}

extension SourceLocation {
    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    public init(from decoder: any Decoder) throws {
        if let file = decoder.userInfo[.locationFile] as? String, var pair = try? decoder.unkeyedContainer() {
            self.init(file: file, line: try pair.decode(Int.self), column: try pair.decode(Int.self))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
                  column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        if let file = encoder.userInfo[.locationFile] as? String, file == self.file {
            var pair = encoder.unkeyedContainer()
            try pair.encode(line)
            try pair.encode(column)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
