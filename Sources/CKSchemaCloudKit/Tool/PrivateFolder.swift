import CKSchemaCore
import Foundation

/// A temporary folder only the current user can read (mode 0700), for files cktool writes or
/// reads on ckschema's behalf.
public struct PrivateFolder: Sendable {
    /// The folder.
    public let path: String

    /// Creates a fresh folder under the system's temporary directory.
    public static func create() throws(InputError) -> PrivateFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ckschema-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw CloudKitFailure.fileSystem.error("cannot create a temporary folder: \(error.localizedDescription)")
        }
        return PrivateFolder(path: url.path)
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    public func write(_ text: String, named name: String) throws(InputError) -> String {
        let path = self.path + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CloudKitFailure.fileSystem.error("cannot write '\(path)'")
        }
        return path
    }

    /// Removes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
