import CKSchemaCore
import CKSchemaCoreData
import CKSchemaProject
import Foundation

/// The order an Xcode model's versions shipped in, oldest first, and what said it.
///
/// Xcode keeps no order: a bundle is a folder of `.xcdatamodel` versions and a pointer to the
/// current one. In turn: the order `ckschema.yaml` states (`coreDataVersions:`); for released
/// versions, the order the release lock records (each locked snapshot names its Xcode version), so a
/// shallow clone orders them as a full one does; the bundle's git
/// history (the commit that first added each version; a version git does not know yet, such as one
/// just added in Xcode, is the newest); the names' natural order. The current version is always
/// last. Where the order rests on names that cannot say it (`Shared` beside `0.5`), a warning says
/// it was guessed.
public struct XcodeVersionOrder: Sendable, Hashable {
    public enum Source: String, Sendable {
        case configuration = "ckschema.yaml"
        case lock = "the release lock"
        case commits
        case names = "names"
    }

    /// The version names oldest first, the current one last.
    public var names: [String]
    /// What decided the order.
    public var source: Source
    /// `import.version_order_guessed` when names decided an order they cannot say.
    public var warning: Diagnostic?
    /// `import.shallow_clone` when the clone's history could not order the versions.
    public var note: Diagnostic?

    /// The order of the bundle at `bundle`; nil when it is not a readable `.xcdatamodeld`.
    ///
    /// - Parameter stated: `coreDataVersions:` of ckschema.yaml and where it is written.
    /// - Throws: ``InputError`` when the stated order does not name exactly the bundle's versions
    ///   with the current one last.
    ///   - released: the released versions' Xcode names and numbers, from the locked snapshots.
    public static func resolve(bundle: String, stated: (names: [String], location: SourceLocation?)? = nil,
                               released: [String: Int] = [:]) throws -> XcodeVersionOrder? {
        guard let (names, current) = XCDataModelImporter.bundleVersions(at: bundle), !names.isEmpty else { return nil }
        if let stated {
            try validate(stated.names, against: names, current: current, bundle: bundle, at: stated.location)
            return XcodeVersionOrder(names: stated.names, source: .configuration)
        }
        let url = URL(fileURLWithPath: bundle).standardizedFileURL
        let reader = GitFileReader(directory: url.deletingLastPathComponent().path)
        let shallow = reader.isShallowClone()
        let git = shallow ? nil : reader.firstAppearances(inFolder: url.lastPathComponent)
        // Released versions in the order the lock records them; only the others are left to git or names.
        let locked = names.filter { released[$0] != nil && $0 != current }.sorted { released[$0] ?? 0 < released[$1] ?? 0 }
        let note = shallow ? Diagnostic(
            ImportReadingWarnings.shallowClone,
            message: "this clone is shallow: the commits cannot say the order of '\(url.lastPathComponent)''s versions; "
                + (locked.isEmpty ? "they are ordered by name" : "the \(locked.count) released take the order the release lock records, the others their names'"),
            location: SourceLocation(file: (bundle as NSString).appendingPathComponent(".xccurrentversion"), line: 1, column: 1),
            fix: "fetch the history (actions/checkout with fetch-depth: 0), or state the order with 'coreDataVersions:' in ckschema.yaml") : nil
        var byAppearance: [Int: [String]] = [:]
        for name in names where !locked.contains(name) {
            // A version git does not know (not committed yet) is the newest.
            byAppearance[git?[name + ".xcdatamodel"] ?? Int.max, default: []].append(name)
        }
        // Only versions that share a commit (all of them without git) rest on their names.
        let groups = byAppearance.keys.sorted().map { XCDataModelImporter.naturallySorted(byAppearance[$0] ?? []) }
        let ordered = Self.placing(locked, at: released,
                                   among: XCDataModelImporter.orderedVersionNames(groups.flatMap { $0 }, current: current, keepingOrder: true))
        // The current version is last whatever its name: only the others can be in doubt.
        let guessed = groups.map { $0.filter { $0 != current } }
            .filter { $0.count > 1 && !XCDataModelImporter.namesSayTheOrder($0) }
        let source: Source = !locked.isEmpty ? .lock : git != nil && byAppearance.count > 1 ? .commits : .names
        guard !guessed.isEmpty else { return XcodeVersionOrder(names: ordered, source: source, note: note) }
        let list = guessed.flatMap { $0 }.map { "'\($0)'" }.joined(separator: ", ")
        let last = current.map { ", then '\($0)' (the current version)" } ?? ""
        let warning = Diagnostic(
            ImportReadingWarnings.versionOrderGuessed,
            message: "the versions' order is guessed from their names (\(list)): neither the names nor the bundle's commits say which came first",
            location: SourceLocation(file: (bundle as NSString).appendingPathComponent(".xccurrentversion"), line: 1, column: 1),
            fix: "state the order they shipped in with 'coreDataVersions:' in ckschema.yaml: \(list) oldest first\(last)")
        return XcodeVersionOrder(names: ordered, source: source, warning: warning, note: note)
    }

    /// The released versions `locked` each at the position its version number records (version
    /// N is the N-th), the others (`rest`, the current version last) in their order around them.
    /// When the numbers cannot all be kept (a gap the others cannot fill, the current version's
    /// place taken), the released versions come first, in their recorded order.
    static func placing(_ locked: [String], at numbers: [String: Int], among rest: [String]) -> [String] {
        let count = locked.count + rest.count
        var slots = [String?](repeating: nil, count: count)
        for name in locked {
            guard let number = numbers[name], number >= 1, number <= count, slots[number - 1] == nil else { return locked + rest }
            slots[number - 1] = name
        }
        // The current version (the last of `rest`) stays last.
        if rest.last != nil, slots[count - 1] != nil { return locked + rest }
        var others = rest[...]
        return slots.map { slot in slot ?? others.popFirst() ?? "" }
    }

    private static func validate(_ stated: [String], against names: [String], current: String?, bundle: String,
                                 at location: SourceLocation?) throws {
        func refuse(_ message: String) throws -> Never {
            throw InputError(ConfigurationProblems.invalidValue, message: message, location: location,
                             fix: "list every version of '\(bundle)' once, oldest first: \(XCDataModelImporter.naturallySorted(names).map { "'\($0)'" }.joined(separator: ", "))")
        }
        if let unknown = stated.first(where: { !names.contains($0) }) {
            try refuse("'coreDataVersions' names '\(unknown)', which '\(bundle)' does not contain")
        }
        if let missing = names.first(where: { !stated.contains($0) }) {
            try refuse("'coreDataVersions' does not list version '\(missing)' of '\(bundle)'")
        }
        if stated.count != Set(stated).count {
            try refuse("'coreDataVersions' lists a version twice")
        }
        if let current, stated.last != current {
            try refuse("'coreDataVersions' must end with the current version '\(current)' (.xccurrentversion)")
        }
    }
}
