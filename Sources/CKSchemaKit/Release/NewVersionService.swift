import CKSchemaCore
import CKSchemaProject
import Foundation

/// `ckschema new-version`: starts the next version of a model from its newest YAML file — the
/// same text (comments and layout kept), with `version:` and every version attribute's default
/// bumped, and without the header lines ckschema wrote for the file it copied.
public struct NewVersionService {
    public let project: Project

    public init(project: Project) {
        self.project = project
    }

    /// What `new-version` wrote.
    public struct Outcome: Sendable {
        /// The new file.
        public var file: String
        /// The file it was copied from.
        public var source: String
        public var model: String
        public var version: Int
        /// The version attributes whose default was bumped (`Score.schemaVersion`).
        public var bumped: [String]
    }

    /// Writes version N+1 of `model` (the only model when nil) beside version N in `schemas`.
    ///
    /// - Throws: ``InputError`` (exit 2) when the folder has no version, the model is ambiguous, or
    ///   the new file exists (nothing is written then).
    public func start(model: String? = nil, schemas: String? = nil) throws -> Outcome {
        if let sourceModel = project.sourceModelPath {
            let key = project.configuration.coreData != nil ? "coreData" : "swiftData"
            let how = key == "coreData" ? "in Xcode, Editor › Add Model Version, and make it current"
                : "add a VersionedSchema to the migration plan"
            throw InputError(ReleaseLockProblems.modelLivesElsewhere,
                             message: "the model lives in '\(sourceModel)' (\(key): in ckschema.yaml): new-version starts YAML versions, which nothing reads there",
                             location: project.configuration.file.map { SourceLocation(file: project.relative($0), line: 1, column: 1) },
                             fix: how)
        }
        let folder = project.schemasDirectory(schemas)
        let history = try project.schemasHistory(schemas: schemas, model: model)
        guard let newest = history.latest, let file = newest.file else {
            throw InputError(SelectionProblems.noSchemas, message: "no schema files in '\(folder)'", location: SourceLocation(file: folder, line: 1, column: 1))
        }
        let next = newest.version + 1
        let destination = (folder as NSString).appendingPathComponent(
            VersionFileNaming.name(for: next, model: newest.model, after: file))
        guard !FileManager.default.fileExists(atPath: destination) else {
            throw InputError(ReleaseLockProblems.versionFileExists, message: "'\(destination)' already exists; nothing written",
                             location: SourceLocation(file: destination, line: 1, column: 1),
                             fix: "edit it, or remove it to start version \(next) again from version \(newest.version)")
        }
        guard let bytes = try InputFile.read(file, format: .yamlSchema) else {
            throw InputError(SelectionProblems.noSchemas, message: "cannot read '\(file)'", location: SourceLocation(file: file, line: 1, column: 1))
        }
        var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        var edits: [(line: Int, column: Int)] = []
        if let at = newest.source["version"] { edits.append((at.line, at.column)) }
        var bumped: [String] = []
        for entity in newest.entities {
            guard let name = newest.versionAttributeName(for: entity), let attribute = entity.attribute(named: name),
                  attribute.defaultValue == .integer(Int64(newest.version)),
                  let at = attribute.source.keys["default"] ?? attribute.source.location else { continue }
            edits.append((at.line, at.column))
            bumped.append("\(entity.name).\(name)")
        }
        for edit in edits where edit.line >= 1 && edit.line <= lines.count {
            lines[edit.line - 1] = Self.bump(lines[edit.line - 1], from: newest.version, atOrAfter: edit.column)
        }
        // The comment an import wrote names the Xcode version or the VersionedSchema the copied
        // file came from; the copy comes from neither (and `generate swift` would print it).
        if let comment = newest.comment, Self.isSourceComment(comment), let at = newest.source.keys["comment"],
           at.line >= 1, at.line <= lines.count, lines[at.line - 1].hasPrefix("comment:") {
            lines.remove(at: at.line - 1)
        }
        let text = Self.droppingHeader(lines).joined(separator: "\n")
        // What is written must load as the next version.
        let loaded = try SchemaLoader.load(bytes: Array(text.utf8), file: destination)
        guard loaded.version == next else {
            throw InputError(SelectionProblems.noSchemas, message: "could not find 'version: \(newest.version)' in '\(file)'",
                             location: newest.source["version"])
        }
        try AtomicFile.write(text, to: destination)
        return Outcome(file: destination, source: file, model: newest.model, version: next, bumped: bumped)
    }

    /// `line` with the first standalone `version` at or after `column` (1-based, in characters)
    /// replaced by `version + 1`.
    static func bump(_ line: String, from version: Int, atOrAfter column: Int) -> String {
        let characters = Array(line)
        let digits = Array(String(version))
        var index = max(0, column - 1)
        while index + digits.count <= characters.count {
            let standsAlone = (index == 0 || !Self.isWordCharacter(characters[index - 1]))
                && (index + digits.count == characters.count || !Self.isWordCharacter(characters[index + digits.count]))
            if standsAlone && Array(characters[index..<index + digits.count]) == digits {
                return String(characters[..<index]) + String(version + 1) + String(characters[(index + digits.count)...])
            }
            index += 1
        }
        return line
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "."
    }

    /// Whether a version's `comment:` is the one an import wrote about where the version came from
    /// (`Xcode model version 'Model 4'`, `SwiftData VersionedSchema 'SchemaV4'`).
    static func isSourceComment(_ comment: String) -> Bool {
        comment.hasPrefix("Xcode model version '") || comment.hasPrefix("SwiftData VersionedSchema '")
            || comment == "SwiftData @Model classes"
    }

    /// The header comments ckschema wrote at the top of a file it imported or released: they
    /// describe that file, not its copy.
    static let headerPrefixes = ["# Imported by ckschema", "# Xcode model version", "# Released by ckschema", "# Started by ckschema"]

    static func droppingHeader(_ lines: [String]) -> [String] {
        var index = 0
        while index < lines.count, headerPrefixes.contains(where: { lines[index].hasPrefix($0) }) { index += 1 }
        return Array(lines[index...])
    }
}

/// How version files of a schemas folder are named: like the newest one (`Journal-v3.yaml` →
/// `Journal-v4.yaml`, `v3.yaml` → `v4.yaml`), else `<Model>-v<N>.yaml`.
enum VersionFileNaming {
    static func name(for version: Int, model: String, after file: String?) -> String {
        if let file {
            let name = PathName.last(file)
            if let range = name.range(of: "[0-9]+(?=\\.ya?ml$)", options: .regularExpression) {
                return name.replacingCharacters(in: range, with: String(version))
            }
        }
        return "\(model)-v\(version).yaml"
    }
}
