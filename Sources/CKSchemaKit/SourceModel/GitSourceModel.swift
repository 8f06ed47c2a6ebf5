import CKSchemaCore
import CKSchemaProject
import CKSchemaSwiftSource
import Foundation

/// A model where it lives as it was at a git revision: `git:HEAD~1:App/Model.xcdatamodeld`, or
/// SwiftData code, `git:origin/main:App/Models` (a folder) or `…:App/Models/Item.swift`.
///
/// Its files are copied from git into a private temporary folder (regular files only: the bundle's
/// `contents` and `.xccurrentversion`, the `.swift` and `.entitlements` files), read as the model
/// where it lives is read, and every position is reported at `git:REVISION:PATH/…`, never at the copy.
enum GitSourceModel {
    /// The model's newest version at the revision `reference` names, or nil when `reference` is no
    /// `git:` reference to a model where it lives (a YAML file at a revision is the resolver's).
    ///
    /// - Parameters:
    ///   - folder: the schemas folder, whose YAML settings and model name the version takes.
    ///   - git: where git runs (the current folder by default).
    static func current(_ reference: String, folder: String, model: String?, scopes: ScopeSettings,
                        git: GitFileReader = GitFileReader()) throws -> Schema? {
        guard reference.hasPrefix("git:"), case .git(let revision, let path) = try ComparisonReference(parsing: reference) else { return nil }
        let coreData = SourceModel.isCoreDataModel(path)
        let swiftFile = path.hasSuffix(".swift")
        let swiftFolder = !coreData && !swiftFile && !Self.isYAML(path) ? try git.isFolder(path, at: revision) : false
        guard coreData || swiftFile || swiftFolder else { return nil }

        let copy = try TemporaryCopy()
        defer { copy.remove() }
        // The path's own folders, so that names read from them (SwiftData code with no
        // VersionedSchema is named after its folder) are the same as in the working tree.
        let components = path.split(separator: "/").filter { $0 != "." && $0 != ".." }
        let root = copy.url.appendingPathComponent(components.isEmpty ? "model" : components.joined(separator: "/"))
        if swiftFile || PathName.last(path) == "contents" {
            // One file: a Swift file, or one Xcode version's `contents`.
            try write(git.read(path: path, at: revision), to: root)
        } else {
            let wanted: (String) -> Bool = coreData
                ? { PathName.last($0) == "contents" || PathName.last($0) == ".xccurrentversion" }
                : { $0.hasSuffix(".swift") || $0.hasSuffix(".entitlements") }
            let files = try git.files(under: path, at: revision).filter { wanted($0.path) }
            if !coreData && !files.contains(where: { $0.path.hasSuffix(".swift") }) {
                throw InputError(ReferenceProblems.gitPathMissing,
                                 message: "'\(path)' at git revision '\(revision)' is a folder with no Swift file",
                                 fix: "a git reference names one schema file ('git:\(revision):schemas/v3.yaml'), an .xcdatamodeld, or a folder of SwiftData code")
            }
            for file in files {
                try write(git.blob(file.object, reportedAs: "\(reference)/\(file.path)"), to: root.appendingPathComponent(file.path))
            }
        }
        // Positions in the copy are positions at the revision.
        let prefixes = [root.path, root.resolvingSymlinksInPath().path]
        let shown = "git:\(revision):" + (path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path)
        let relocate = { (file: String) -> String in
            guard let prefix = prefixes.first(where: { file.hasPrefix($0) }) else { return file }
            return shown + file.dropFirst(prefix.count)
        }
        do {
            return try SourceModelHistory.read(root.path, folder: folder, model: model, scopes: scopes).current.relocated(relocate)
        } catch let error as InputError {
            // What cannot be read is reported at the revision too, never at the copy.
            throw InputError(error.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if let file = diagnostic.location?.file { diagnostic.location?.file = relocate(file) }
                if let file = diagnostic.relatedLocation?.file { diagnostic.relatedLocation?.file = relocate(file) }
                for prefix in prefixes { diagnostic.message = diagnostic.message.replacingOccurrences(of: prefix, with: shown) }
                return diagnostic
            })
        }
    }

    private static func isYAML(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }

    private static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// A folder of its own under the system's temporary folder, removed after the read.
    private struct TemporaryCopy {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("ckschema-git-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }
}

extension Schema {
    /// The schema with every position's file (and ``file``) passed through `transform`.
    func relocated(_ transform: (String) -> String) -> Schema {
        func moved(_ info: SourceInfo) -> SourceInfo {
            var info = info
            if let location = info.location {
                info.location = SourceLocation(file: transform(location.file), line: location.line, column: location.column)
            }
            info.keys = SourceKeys(info.keys.dictionary.mapValues { location in
                var location = location
                location.file = transform(location.file)
                return location
            })
            return info
        }
        var schema = self
        schema.file = file.map(transform)
        schema.source = moved(source)
        for index in schema.configurations.indices { schema.configurations[index].source = moved(schema.configurations[index].source) }
        for e in schema.entities.indices {
            schema.entities[e].source = moved(schema.entities[e].source)
            for a in schema.entities[e].attributes.indices {
                schema.entities[e].attributes[a].source = moved(schema.entities[e].attributes[a].source)
            }
            for r in schema.entities[e].relationships.indices {
                schema.entities[e].relationships[r].source = moved(schema.entities[e].relationships[r].source)
            }
            for u in schema.entities[e].uniqueConstraints.indices {
                schema.entities[e].uniqueConstraints[u].source = moved(schema.entities[e].uniqueConstraints[u].source)
            }
            if let key = schema.entities[e].logicalKey { schema.entities[e].logicalKey?.source = moved(key.source) }
        }
        return schema
    }
}
