/// The names one file's facts refer to (``SourceDeclarations/referencedNames(into:)``), grouped by
/// the declaration that refers to them: a file that is not model code is parsed because it
/// declares a name the read needs, and then only its declarations of names the read needs pass
/// their names on (an `extension String` in a parser's sources adds nothing because a model holds
/// a `String`; the enum a model holds passes on its raw type and its scope).
///
/// A declaration is keyed by its own name (a type, a typealias, a constant, a bound list, a
/// versioned schema, a plan) or, for a conformance (`extension Kind: Codable`), by its type's last
/// component: a reference to `Outer.Kind` asks for both `Outer` and `Kind`. What has no name of
/// its own — store configurations, containers, CloudKit settings, migration facts — passes its names
/// on whenever the file is read (``always``); those only occur in model code anyway.
struct NameReferences: Sendable, Equatable {
    /// Names that count whenever the file is read.
    var always: Set<String> = []
    /// Names that count once the read needs the key.
    var byName: [String: Set<String>] = [:]

    /// Every name, whatever the read needs: what model code passes on.
    var all: Set<String> { byName.values.reduce(always) { $0.union($1) } }

    /// Adds to `names` what the file passes on given them: ``always``, and the names of each
    /// declaration whose key `names` holds (it may add keys: call until `names` stops growing).
    func passOn(into names: inout Set<String>) {
        names.formUnion(always)
        for (key, referred) in byName where names.contains(key) { names.formUnion(referred) }
    }

    /// Only names a file can declare (a transformer named by a string may hold a space): the index
    /// keeps them space-separated, its groups apart by U+001F.
    static func isName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains(where: \.isWhitespace) && name.unicodeScalars.allSatisfy { $0.value >= 0x20 }
    }

    /// The index's text: the names that always count, then for each key a U+001F, the key and its names.
    var encoded: String {
        var text = always.sorted().joined(separator: " ")
        for key in byName.keys.sorted() {
            text += "\u{1F}" + ([key] + byName[key, default: []].sorted()).joined(separator: " ")
        }
        return text
    }

    init() {}

    /// Reads ``encoded``.
    init(encoded bytes: ArraySlice<UInt8>) {
        let groups = bytes.split(separator: 0x1F, omittingEmptySubsequences: false)
        func words(_ slice: ArraySlice<UInt8>) -> [String] {
            slice.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        }
        always = Set(words(groups.first ?? []))
        for group in groups.dropFirst() {
            let names = words(group)
            guard let key = names.first else { continue }
            byName[key, default: []].formUnion(names.dropFirst())
        }
    }

    /// The references of one file's facts.
    init(_ facts: SwiftFileFacts) {
        let declarations = facts.declarations
        var every: Set<String> = []
        declarations.referencedNames(into: &every)
        facts.migration.referencedNames(into: &always)
        func group<Item>(_ list: WritableKeyPath<SourceDeclarations, [Item]>, key: (Item) -> String?) {
            for item in declarations[keyPath: list] {
                var one = SourceDeclarations()
                one[keyPath: list] = [item]
                var names: Set<String> = []
                one.referencedNames(into: &names)
                if let key = key(item), Self.isName(key) {
                    byName[key, default: []].formUnion(names)
                } else {
                    always.formUnion(names)
                }
            }
        }
        group(\.models) { $0.name }
        group(\.valueTypes) { $0.name }
        group(\.aliases) { $0.name }
        group(\.versionedSchemas) { $0.name }
        group(\.migrationPlans) { $0.name }
        group(\.stringConstants) { $0.name }
        group(\.modelsBindings) { $0.name }
        group(\.conformances) { $0.type.last }
        group(\.cloudKitDatabases) { _ in nil }
        group(\.configurations) { _ in nil }
        group(\.containers) { _ in nil }
        // A name of a kind of declaration not grouped above counts always: never fewer names than the file's.
        always.formUnion(every.subtracting(all))
        always = always.filter(Self.isName)
        byName = byName.mapValues { $0.filter(Self.isName) }
    }
}
