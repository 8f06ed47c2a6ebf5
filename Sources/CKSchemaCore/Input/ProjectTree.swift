import Foundation

/// A project's folders walked as an app target's files are found: hidden folders, build products
/// and dependency checkouts are skipped.
package enum ProjectTree {
    /// Folder names that hold build products or other projects' code, never the app's own.
    static let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]

    /// The paths below `folder` whose last component `matches`, sorted; a match is not descended
    /// into (an `.xcdatamodeld` bundle is one path). Paths are `folder`-relative when `folder` is
    /// `.`, else `folder` joined with the relative path.
    package static func paths(below folder: String, matching matches: (String) -> Bool) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = PathName.last(relative)
            if name.hasPrefix(".") || skipped.contains(name) {
                enumerator.skipDescendants()
                continue
            }
            if matches(name) {
                found.append(folder == "." ? relative : (folder as NSString).appendingPathComponent(relative))
                enumerator.skipDescendants()
            }
        }
        return found.sorted()
    }
}
