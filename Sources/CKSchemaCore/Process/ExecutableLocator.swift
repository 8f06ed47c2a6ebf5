import Foundation

/// Finds the file a command name refers to, as a shell would: a name with a `/` is a path
/// (relative to the working folder), any other name is looked up in the absolute folders of
/// `PATH`. A relative entry (`.`, an empty one, `bin`) is skipped: it would find a program in
/// whatever folder the command runs in, which may be a repository under review.
package enum ExecutableLocator {
    /// The executable's absolute path.
    ///
    /// - Throws: ``ProcessLaunchError/notFound(_:)`` when there is no such file, or
    ///   ``ProcessLaunchError/cannotStart(_:reason:)`` when it exists but is not executable.
    package static func locate(_ name: String, environment: [String: String],
                              directory: String? = nil) throws(ProcessLaunchError) -> String {
        let fileManager = FileManager.default
        if name.contains("/") {
            let base = directory ?? fileManager.currentDirectoryPath
            let path = name.hasPrefix("/") ? name : URL(fileURLWithPath: base).appendingPathComponent(name).path
            guard fileManager.fileExists(atPath: path) else { throw .notFound(name) }
            guard fileManager.isExecutableFile(atPath: path) else {
                throw .cannotStart(name, reason: "'\(path)' is not executable")
            }
            return path
        }
        let searchPath = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true) where folder.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               fileManager.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw .notFound(name)
    }
}
