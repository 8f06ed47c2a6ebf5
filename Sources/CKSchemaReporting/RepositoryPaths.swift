import CKSchemaCore
import CKSchemaProject
import Foundation

/// Turns the file names findings carry into what code hosts open: paths relative to the
/// repository root, a file at a git revision (`git:main:schemas/v3.yaml`) as its path plus the
/// revision.
///
/// Findings name files relative to the current folder (or absolute, or as git references); code
/// scanning and annotations need them relative to the repository root.
public struct RepositoryPaths: Sendable, Hashable {
    /// The repository root (absolute); nil leaves paths as they are.
    public var root: String?
    /// The folder relative paths are relative to (absolute).
    public var current: String

    public init(root: String? = nil, current: String = FileManager.default.currentDirectoryPath) {
        self.root = root.map(Self.normalized)
        self.current = Self.normalized(current)
    }

    /// A file as the repository knows it.
    public struct Reference: Sendable, Hashable {
        /// The path relative to the repository root (absolute when the file lies outside it).
        public var path: String
        /// The git revision it was read at (`main` for `git:main:schemas/v3.yaml`); nil for the
        /// working tree.
        public var revision: String?
        /// Whether ``path`` lies inside the repository.
        public var inRepository: Bool
    }

    /// The repository reference of `file`.
    public func reference(for file: String) -> Reference {
        var path = file, revision: String?
        if file.hasPrefix("git:"), case .git(let rev, let gitPath)? = try? ComparisonReference(parsing: file) {
            path = gitPath
            revision = rev
        }
        guard let root else { return Reference(path: path, revision: revision, inRepository: !path.hasPrefix("/")) }
        let absolute = Self.normalized(path.hasPrefix("/") ? path : current + "/" + path)
        if absolute == root { return Reference(path: ".", revision: revision, inRepository: true) }
        if absolute.hasPrefix(root + "/") {
            return Reference(path: String(absolute.dropFirst(root.count + 1)), revision: revision, inRepository: true)
        }
        return Reference(path: absolute, revision: revision, inRepository: false)
    }

    /// `file` as a URI reference: repository-relative and percent-encoded, or `file://` for a file
    /// outside the repository.
    public func uri(for file: String) -> String {
        let reference = reference(for: file)
        let encoded = reference.path.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? reference.path
        return reference.inRepository ? encoded : "file://" + encoded
    }

    /// "schemas/v3.yaml:9" or "schemas/v3.yaml:9 at main": a location as a reviewer reads it.
    public func describe(_ location: SourceLocation) -> String {
        let reference = reference(for: location.file)
        return "\(reference.path):\(location.line)" + (reference.revision.map { " at \($0)" } ?? "")
    }

    /// Path characters allowed unescaped in a URI (RFC 3986 `pchar` and `/`).
    private static let pathCharacters: CharacterSet = {
        var set = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        set.insert(charactersIn: "-._~!$&'()*+,;=:@/")
        return set
    }()

    /// `path` without `.`/`..` components, symbolic links resolved where they exist.
    private static func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
