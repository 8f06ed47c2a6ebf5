/// A position in a source file: 1-based line and column, as editors and CI annotations expect.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file path as the user gave it (relative paths stay relative).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number, counted in Unicode scalars.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers print.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Where a schema element and its keys were written.
///
/// Equality and hashing deliberately ignore it, so two schemas that say the same thing compare
/// equal wherever they were written. Elements built in code have no locations.
public struct SourceInfo: Sendable, Hashable, Codable {
    /// The position of the element itself (for a keyed element, its key).
    public var location: SourceLocation?
    /// Positions of the element's keys or values, by key name (`"type"`, `"default"`, `"inverse"`…).
    public var keys: SourceKeys

    public init(_ location: SourceLocation? = nil, keys: SourceKeys = SourceKeys()) {
        self.location = location
        self.keys = keys
    }

    /// The loader's start for an element written at `location` (no keys yet).
    package init(at location: SourceLocation) {
        self.init(location)
    }

    public init(_ location: SourceLocation? = nil, keys: [String: SourceLocation]) {
        self.init(location, keys: SourceKeys(keys))
    }

    /// Records the position of the key `name`.
    package mutating func insertKey(_ name: String, at location: SourceLocation) {
        keys[name] = location
    }

    /// The position of `key` if it was written, else the element's own position.
    public subscript(key: String) -> SourceLocation? { keys[key] ?? location }

    public static func == (lhs: SourceInfo, rhs: SourceInfo) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}

    private enum CodingKeys: String, CodingKey {
        case location, keys
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decodeIfPresent(SourceLocation.self, forKey: .location),
                  keys: try container.decode(SourceKeys.self, forKey: .keys))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(keys, forKey: .keys)
    }
}

/// The positions of an element's keys, by key name; coded as a plain JSON object.
public struct SourceKeys: Sendable, Hashable, Codable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// The positions as a dictionary.
    public private(set) var dictionary: [String: SourceLocation]

    public init() { dictionary = [:] }

    public init(_ dictionary: [String: SourceLocation]) { self.dictionary = dictionary }

    public init(dictionaryLiteral elements: (String, SourceLocation)...) {
        dictionary = Dictionary(elements, uniquingKeysWith: { $1 })
    }

    /// The position of `name`, nil when it was not written; setting nil removes it.
    public subscript(name: String) -> SourceLocation? {
        get { dictionary[name] }
        set { dictionary[name] = newValue }
    }

    /// Whether no key has a position.
    public var isEmpty: Bool { dictionary.isEmpty }

    /// The number of keys with a position.
    public var entryCount: Int { dictionary.count }

    public var description: String { dictionary.description }

    public init(from decoder: Decoder) throws {
        self.init(try [String: SourceLocation](from: decoder))
    }

    public func encode(to encoder: Encoder) throws { try dictionary.encode(to: encoder) }
}
