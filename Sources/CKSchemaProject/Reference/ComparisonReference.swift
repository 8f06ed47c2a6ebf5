import CKSchemaCore
import Foundation

/// A reference to an earlier state of a schema, as `check --against` and `diff` accept it.
///
/// - `schemas/v2.yaml` (any `.yaml`/`.yml` path): a schema file;
/// - `2`: that version in the schemas folder;
/// - `prod.ckdb`: a CloudKit schema file (what `cktool export-schema` writes);
/// - `git:origin/main:schemas/v3.yaml`: a file at a git revision (read with `git show`).
public enum ComparisonReference: Sendable, Hashable, CustomStringConvertible {
    case schemaFile(String)
    case version(Int)
    case cloudKitSchema(String)
    case git(revision: String, path: String)

    /// Parses a reference; throws for `git:` references without a path.
    public init(parsing text: String) throws {
        if text.hasPrefix("git:") {
            let rest = text.dropFirst(4)
            guard let colon = rest.lastIndex(of: ":"), colon != rest.startIndex, rest.index(after: colon) != rest.endIndex else {
                throw InputError(ReferenceProblems.invalidReference,
                                 message: "git reference '\(text)' must name a revision and a path",
                                 fix: "write it as 'git:REVISION:PATH', for example 'git:origin/main:schemas/v3.yaml'")
            }
            let revision = String(rest[..<colon])
            try GitFileReader.validate(revision: revision)
            self = .git(revision: revision, path: String(rest[rest.index(after: colon)...]))
        } else if let number = Int(text), number >= 1 {
            self = .version(number)
        } else if text.lowercased().hasSuffix(".ckdb") {
            self = .cloudKitSchema(text)
        } else {
            self = .schemaFile(text)
        }
    }

    public var description: String {
        switch self {
        case .schemaFile(let path), .cloudKitSchema(let path): path
        case .version(let number): "version \(number)"
        case .git(let revision, let path): "git:\(revision):\(path)"
        }
    }
}
