import CKSchemaCore
import Foundation

/// The Xcode models below a folder, found as the build plugin takes them from a target: each
/// `.xcdatamodeld` bundle once (and an `.xcdatamodel` outside any bundle), hidden folders, build
/// products and dependency checkouts skipped.
enum ModelBundles {
    static func below(_ folder: String) -> [String] {
        ProjectTree.paths(below: folder) { $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }
    }

    /// Whether `folder` holds a YAML file anywhere below it.
    static func holdsYAML(_ folder: String) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return false }
        while let relative = enumerator.nextObject() as? String {
            let name = PathName.last(relative)
            if name.hasPrefix(".") || name == ".build" { enumerator.skipDescendants(); continue }
            if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return true }
        }
        return false
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
