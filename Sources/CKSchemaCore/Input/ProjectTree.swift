import Foundation

/// The one walk of a project's folders, as an app target's files are found: hidden entries (`.git`,
/// `.build`, `.swiftpm`), build products and dependency checkouts are skipped. Swift files, Xcode
/// models, mapping models and YAML schemas are all looked for through here.
package enum ProjectTree {
    /// Folder names that hold build products or other projects' code, never the app's own
    /// (besides every hidden entry).
    static let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]

    /// Whether the walk skips the entry `name` (and everything below it).
    static func skips(_ name: String) -> Bool {
        name.hasPrefix(".") || skipped.contains(name)
    }

    /// Whether some path below `folder` has a last component that `matches`; the walk stops at
    /// the first.
    package static func contains(below folder: String, matching matches: (String) -> Bool) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return false }
        while let relative = enumerator.nextObject() as? String {
            let name = PathName.last(relative)
            if skips(name) {
                enumerator.skipDescendants()
                continue
            }
            if matches(name) { return true }
        }
        return false
    }

    /// The paths below `folder` whose last component `matches`, sorted; a match is not descended
    /// into (an `.xcdatamodeld` bundle is one path). Paths are `folder`-relative when `folder` is
    /// `.`, else `folder` joined with the relative path.
    package static func paths(below folder: String, matching matches: (String) -> Bool) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = PathName.last(relative)
            if skips(name) {
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
