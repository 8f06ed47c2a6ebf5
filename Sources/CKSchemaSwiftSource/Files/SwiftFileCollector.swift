import CKSchemaCore
import Foundation

/// Finds the Swift files a list of paths names: files as given, folders searched recursively
/// (hidden folders, `.build` and `DerivedData` skipped), each folder's files in name order.
enum SwiftFileCollector {
    static func files(at paths: [String]) throws -> [String] {
        var files: [String] = []
        var problems: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(unreadable("no such file or folder '\(path)'", path))
                continue
            }
            if !isDirectory.boolValue {
                if !path.hasSuffix(".entitlements") { files.append(path) }
                continue
            }
            guard let found = search(path, suffix: ".swift") else {
                problems.append(unreadable("cannot read the folder '\(path)'", path))
                continue
            }
            files += found
        }
        if !problems.isEmpty { throw InputError(problems) }
        var seen: Set<String> = []
        return files.filter { seen.insert($0).inserted }
    }

    /// The files below `folder` whose names end in `suffix`, in name order, walked as every
    /// project folder is (``ProjectTree``: hidden entries, build products and dependency
    /// checkouts skipped); nil when the folder cannot be read.
    private static func search(_ folder: String, suffix: String) -> [String]? {
        guard FileManager.default.isReadableFile(atPath: folder) else { return nil }
        return ProjectTree.paths(below: folder) { $0.hasSuffix(suffix) }
    }

    /// The `*.entitlements` files that go with `paths`: those given, those in the folders given
    /// (searched as for Swift files), and those directly beside a path given (in its parent folder).
    static func entitlements(at paths: [String]) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        var listed: Set<String> = []
        func add(_ path: String) { if !found.contains(path) { found.append(path) } }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if path.hasSuffix(".entitlements") { add(path) }
            } else {
                search(path, suffix: ".entitlements")?.forEach(add)
            }
            let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            let parent = PathName.parent(trimmed)
            let folder = parent.isEmpty ? "." : parent
            // Each folder once: a target's files share a few (the build plugin gives hundreds).
            guard listed.insert(folder).inserted else { continue }
            for name in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted() where name.hasSuffix(".entitlements") {
                add(parent.isEmpty ? name : (parent as NSString).appendingPathComponent(name))
            }
        }
        return found
    }

    /// Whether `path` holds SwiftData code rather than YAML schemas: a `.swift` file, or a folder
    /// with no `.yaml`/`.yml` file directly inside (but hidden ones and `ckschema.yaml`) and some
    /// `.swift` file below.
    static func isSwiftSource(_ path: String) -> Bool {
        if path.hasSuffix(".swift") || path.hasSuffix(".entitlements") { return true }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        // A folder holding YAML versions is a schemas folder; hidden files (`.swiftlint.yml`) and
        // the configuration (`ckschema.yaml`) beside an app's code are not versions.
        let versions = names.filter { !$0.hasPrefix(".") && $0 != "ckschema.yaml" }
        if versions.contains(where: { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }) { return false }
        return (try? files(at: [path]))?.isEmpty == false
    }

    /// The text of a Swift file; one over the Swift source limit is refused before it is read
    /// (`input.too_large`).
    static func read(_ path: String) throws -> String {
        guard let bytes = try InputFile.read(path, format: .swiftSource) else {
            throw InputError([unreadable("cannot read '\(path)'", path)])
        }
        if let offset = UTF8Text.firstInvalidByte(in: bytes) {
            let (line, column) = LineIndex(bytes).position(ofByte: offset)
            throw InputError([SwiftDataDiagnostics.unreadable.diagnostic(
                "'\(path)' is not UTF-8 text: the bytes at line \(line), column \(column) are no UTF-8 character",
                at: SourceLocation(file: path, line: line, column: column), fix: "save the file as UTF-8")])
        }
        return UTF8Text.decoded(bytes)
    }

    private static func unreadable(_ message: String, _ path: String) -> Diagnostic {
        SwiftDataDiagnostics.unreadable.diagnostic(message, at: SourceLocation(file: path, line: 1, column: 1),
                                                   fix: "give .swift files or folders that contain them")
    }
}
