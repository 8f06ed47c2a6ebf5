import CKSchemaCore
import Foundation

/// Where the app's entitlements come from when the paths given hold none: the files
/// `ckschema.yaml` names (`entitlements:`), else a search of the project's folder, matched to the
/// target whose Swift files are read. Without either, `.automatic` stores stay "synced if entitled".
public struct EntitlementsSearch: Sendable, Equatable {
    /// Files `ckschema.yaml` names: used as they are, before any found beside the code.
    public var files: [String]
    /// The folder to search when neither the paths nor `files` give one; nil searches nothing.
    public var folder: String?

    public init(files: [String] = [], folder: String? = nil) {
        self.files = files
        self.folder = folder
    }

    /// No search: only the `.entitlements` files among and beside the paths count.
    public static let none = EntitlementsSearch()

    /// The entitlements of the target whose Swift files are `swiftFiles`, and whether the files hold
    /// an app (`@main struct …: App`).
    ///
    /// A file in the folder of the Swift files, in a folder above them or below their common
    /// folder, or named after one of those folders (`Shelf.entitlements` for `Shelf/…`) is the
    /// target's. Files elsewhere belong to other targets (another app of the workspace) — unless
    /// the Swift files hold no app (a package of models an app elsewhere uses): then they count.
    func found(for swiftFiles: [String], isApp: Bool, diagnostics: inout [Diagnostic]) -> Entitlements? {
        if !files.isEmpty { return Entitlements.read(files, diagnostics: &diagnostics) }
        guard let folder else { return nil }
        let candidates = SwiftFileCollector.entitlementsBelow(folder)
        guard !candidates.isEmpty else { return Entitlements(files: [], cloudKit: false, searchedFolder: folder) }
        let common = Self.commonFolder(swiftFiles.map(Self.absolute))
        let components = common.split(separator: "/").map { $0.lowercased() }
        var mine: [String] = []
        var others: [String] = []
        for candidate in candidates {
            let parent = PathName.parent(Self.absolute(candidate))
            let stem = (PathName.last(candidate) as NSString).deletingPathExtension.lowercased()
            let related = common == parent || common.hasPrefix(parent + "/") || parent.hasPrefix(common + "/") || parent == "/"
            if related || components.contains(stem) { mine.append(candidate) } else { others.append(candidate) }
        }
        if mine.isEmpty && !isApp { mine = others; others = [] }
        guard !mine.isEmpty else { return Entitlements(files: [], cloudKit: false, searchedFolder: folder, otherTargets: others) }
        var result = Entitlements.read(mine, diagnostics: &diagnostics)
        result?.otherTargets = others
        return result ?? Entitlements(files: [], cloudKit: false, searchedFolder: folder, otherTargets: others)
    }

    /// Every file this search may read (the named ones, or all found in the folder), for cache keys.
    public var candidates: [String] {
        if !files.isEmpty { return files }
        return folder.map(SwiftFileCollector.entitlementsBelow) ?? []
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The deepest folder holding every path.
    static func commonFolder(_ paths: [String]) -> String {
        guard let first = paths.first else { return absolute(".") }
        var common = PathName.parent(first).split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for path in paths.dropFirst() {
            let parts = PathName.parent(path).split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }
}

extension SwiftFileCollector {
    /// The `*.entitlements` files below `folder`, in path order (hidden folders, build products and
    /// dependency checkouts skipped).
    static func entitlementsBelow(_ folder: String) -> [String] {
        ProjectTree.paths(below: folder) { $0.hasSuffix(".entitlements") }
    }
}
