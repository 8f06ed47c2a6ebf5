/// The last component and the parent folder of a path given on the command line or found on
/// disk. Foundation's `NSString.lastPathComponent` and `deletingLastPathComponent` trap on the
/// path `"."` on Linux (swift-corelibs-foundation), and `.` is what a user types for "here":
/// `ckschema lint .` crashed in the SwiftData reader before these took their place.
package enum PathName {
    /// The last component of `path` (`"a/b/"` → `"b"`, `"."` → `"."`, `"/"` → `"/"`).
    package static func last(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path` without its last component (`"a/b"` → `"a"`, `"b"` → `""`, `"/b"` → `"/"`); a path
    /// whose last component is `.` or `..` gets `..` added instead, so the result is its parent.
    package static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let name = last(String(trimmed))
        if name == "." || name == ".." { return trimmed == "." ? ".." : String(trimmed) + "/.." }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }
}
