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
        ProjectTree.contains(below: folder) { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
    }
}
