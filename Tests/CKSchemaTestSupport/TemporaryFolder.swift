import Foundation

/// The one way tests name and make temporary folders and files: under the system's temporary
/// folder, `PREFIX-UUID`, removed by the caller.
public enum TemporaryFolder {
    /// A new, unique path (nothing is created there).
    public static func url(_ prefix: String, extension pathExtension: String? = nil) -> URL {
        let name = "\(prefix)-\(UUID().uuidString)" + (pathExtension.map { ".\($0)" } ?? "")
        return FileManager.default.temporaryDirectory.appendingPathComponent(name)
    }

    /// A new, empty folder.
    public static func make(_ prefix: String) throws -> URL {
        let folder = url(prefix)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A new folder holding `files` (path → text) and a `.git` folder, so the search for
    /// ckschema.yaml stops there as at a repository's root.
    public static func repository(_ files: [String: String]) throws -> URL {
        let root = try make("ckschema-repository")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }
}
