import Foundation

/// Loads schema files: reads them, parses them (``YAMLParser``) and decodes the tree (``SchemaDecoder``).
///
/// Every function collects all problems it can find (of every file) and throws them as one
/// ``InputError``.
public enum SchemaLoader {
    /// File extensions of schema files.
    public static let fileExtensions = ["yaml", "yml"]

    /// Loads one schema file; `schema.file` is `path`.
    public static func load(contentsOf path: String, limits: YAMLLimits = .default) throws -> Schema {
        do {
            return try load(bytes: readFile(path, limit: limits.maxBytes), file: path, limits: limits)
        } catch var error as InputError where path.hasSuffix(".ckdb") && !error.diagnostics.isEmpty {
            // A CloudKit schema named where a schema version belongs: its first problem says what it is.
            error.diagnostics = [error.diagnostics[0]]
            error.diagnostics[0].fix = "'\(path)' is a CloudKit schema, not a schema version: read it with 'ckschema inspect \(path)', or compare a version with it with 'ckschema check --against \(path)'"
            throw error
        }
    }

    /// Loads a schema from `bytes`, reporting positions in `file`.
    public static func load(bytes: [UInt8], file: String, limits: YAMLLimits = .default) throws -> Schema {
        var schema = try SchemaDecoder.decode(bytes: bytes, file: file, limits: limits)
        schema.file = file
        return schema
    }

    /// Loads every `*.yaml` / `*.yml` file of a folder (not recursive, sorted by name; hidden files
    /// skipped) and groups them by model.
    /// - Throws: ``InputError`` (`schema.none_found`) when the folder holds no schema file.
    public static func loadDirectory(_ path: String, limits: YAMLLimits = .default) throws -> SchemaCatalog {
        let files = try schemaFiles(in: path)
        if files.isEmpty { throw InputError([noneFound(in: path)]) }
        return try loadFiles(files, limits: limits)
    }

    /// Loads files and folders as `ckschema lint [PATH…]` names them: a folder contributes its schema
    /// files (see ``loadDirectory(_:limits:)``), a file itself. Paths are visited in order; a file
    /// named twice is loaded once.
    public static func load(paths: [String], limits: YAMLLimits = .default) throws -> SchemaCatalog {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(unreadable(path, reason: "no such file or folder"))
                continue
            }
            if isDirectory.boolValue {
                do {
                    let found = try schemaFiles(in: path)
                    if found.isEmpty { diagnostics.append(noneFound(in: path)) }
                    files += found
                } catch let error as InputError {
                    diagnostics += error.diagnostics
                }
            } else {
                files.append(path)
            }
        }
        var seen: Set<String> = []
        files = files.filter { seen.insert($0).inserted }
        var catalog: SchemaCatalog?
        do {
            catalog = try loadFiles(files, limits: limits)
        } catch let error as InputError {
            diagnostics += error.diagnostics
        }
        guard diagnostics.isEmpty, let catalog else { throw InputError(diagnostics) }
        return catalog
    }

    /// The schema files of a folder, sorted by name.
    public static func schemaFiles(in path: String) throws -> [String] {
        // One miss, one message, whichever command reads the folder.
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputError([unreadable(path, reason: "no such file or folder")])
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw InputError([unreadable(path, reason: "cannot list the folder")])
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        return names
            .filter { name in
                !name.hasPrefix(".") && fileExtensions.contains { name.hasSuffix("." + $0) }
            }
            .sorted()
            .map { folder + $0 }
            .filter { file in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }

    /// Loads `files`, collecting the problems of all of them in file order, then groups them by
    /// model.
    static func loadFiles(_ files: [String], limits: YAMLLimits) throws -> SchemaCatalog {
        var schemas: [Schema] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            do {
                schemas.append(try load(contentsOf: file, limits: limits))
            } catch let error as InputError {
                diagnostics += error.diagnostics
            } catch {
                diagnostics.append(unreadable(file, reason: "\(error)"))
            }
        }
        var catalog: SchemaCatalog?
        do {
            catalog = try SchemaCatalog.grouping(schemas)
        } catch let error as InputError {
            diagnostics += error.diagnostics
        }
        guard diagnostics.isEmpty, let catalog else { throw InputError(diagnostics) }
        return catalog
    }

    /// The bytes of a file, or an ``InputError`` saying why it cannot be read (a file over
    /// `limit` bytes is refused before it is read).
    static func readFile(_ path: String, limit: Int = InputFormat.yamlSchema.byteLimit) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError([unreadable(path, reason: "no such file")])
        }
        guard !isDirectory.boolValue else { throw InputError([unreadable(path, reason: "it is a folder")]) }
        guard let bytes = try InputFile.read(path, format: .yamlSchema, limit: limit) else {
            throw InputError([unreadable(path, reason: "permission denied or I/O error")])
        }
        return bytes
    }

    /// A folder without schema files, saying what was looked for and where the versions may be
    /// instead (a subfolder holding schema files, a Core Data bundle to import).
    static func noneFound(in path: String) -> Diagnostic {
        let location = SourceLocation(file: path, line: 1, column: 1)
        let name = PathName.last(path)
        if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
            return Diagnostic(SchemaProblems.noneFound,
                              message: "no schema version in '\(path)': it is a Core Data model, not a folder of YAML versions",
                              location: location,
                              fix: "import it first: 'ckschema import xcdatamodel \(path)', then lint the schemas folder")
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        let subfolders = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().compactMap { sub -> (String, Int)? in
            guard !sub.hasPrefix(".") else { return nil }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + sub, isDirectory: &isDirectory), isDirectory.boolValue,
                  let count = try? schemaFiles(in: folder + sub).count, count > 0 else { return nil }
            return (sub, count)
        }
        var message = "no schema version in '\(path)': looked for *.yaml and *.yml files directly in it"
        var fix = "write the first version (model:, version:, entities:), import a model ('ckschema import xcdatamodel' or 'ckschema import swiftdata'), or name the folder that holds the versions"
        if !subfolders.isEmpty {
            message += "; " + subfolders.map { "its subfolder '\($0.0)' holds \($0.1)" }.joined(separator: ", ")
            fix = "name the folder that holds the versions: 'ckschema lint \(folder + subfolders[0].0)' (or set 'schemas:' in ckschema.yaml)"
        }
        return Diagnostic(SchemaProblems.noneFound, message: message, location: location, fix: fix)
    }

    static func unreadable(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(SchemaProblems.unreadable, message: "cannot read '\(path)': \(reason)",
                   location: SourceLocation(file: path, line: 1, column: 1))
    }
}
