/// A position in a source file: 1-based line and column, as editors and CI annotations expect.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file path as the user gave it (relative paths stay relative).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number, counted in Unicode scalars.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers print.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Where a schema element and its keys were written.
///
/// Equality and hashing deliberately ignore it, so two schemas that say the same thing compare
/// equal wherever they were written. Elements built in code have no locations.
public struct SourceInfo: Sendable, Hashable, Codable {
    /// The keys, with the element's own position kept beside them (see ``SourceKeys``): one file
    /// name for both, since every element of a loaded schema has both.
    private var storage: SourceKeys

    /// The position of the element itself (for a keyed element, its key).
    public var location: SourceLocation? {
        get { storage.anchor }
        set { storage.anchor = newValue }
    }

    /// Positions of the element's keys or values, by key name (`"type"`, `"default"`, `"inverse"`…).
    public var keys: SourceKeys {
        get { storage }
        set {
            // The new keys bring no position of their own: the element keeps its.
            let anchor = storage.anchor
            storage = newValue
            storage.anchor = anchor
        }
    }

    /// Adds the position of the known key `code`, which must not have one yet: the loader's fast
    /// path (see ``SourceKeys/insertNew(code:at:)``).
    package mutating func insertKey(code: UInt8, at location: SourceLocation) {
        storage.insertNew(code: code, at: location)
    }

    public init(_ location: SourceLocation? = nil, keys: SourceKeys = SourceKeys()) {
        storage = keys
        storage.anchor = location
    }

    /// The loader's start for an element written at `location` (no keys yet); spelled out so
    /// that no default argument is built and copied.
    package init(at location: SourceLocation) {
        storage = SourceKeys()
        storage.anchor = location
    }

    public init(_ location: SourceLocation? = nil, keys: [String: SourceLocation]) {
        self.init(location, keys: SourceKeys(keys))
    }

    /// The position of `key` if it was written, else the element's own position.
    public subscript(key: String) -> SourceLocation? { keys[key] ?? location }

    public static func == (lhs: SourceInfo, rhs: SourceInfo) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}

    private enum CodingKeys: String, CodingKey {
        case location, keys
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decodeIfPresent(SourceLocation.self, forKey: .location),
                  keys: try container.decode(SourceKeys.self, forKey: .keys))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(storage, forKey: .keys)
    }
}

/// The positions of an element's keys, by key name: a dictionary in behaviour, kept compact because
/// every element of a schema has one.
///
/// An element has a handful of keys, so the first three live inline: the key as its index in
/// ``knownNames`` (the keys of the schema format), line and column; the file is stored once. An
/// entry then holds no string, so copying or freeing one costs nothing per key. Finding a key is a
/// short scan. More keys, keys the format does not know, or keys in another file go to a list.
/// Building one allocates nothing in the common case.
///
/// Inside a ``SourceInfo`` it also keeps the element's own position (the anchor), inline in the
/// same file as the keys; the anchor is not a key and no key API shows it.
public struct SourceKeys: Sendable, Hashable, Codable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    private struct Slot: Sendable {
        var code: UInt8 = 0
        var line: UInt32 = 0
        var column: UInt32 = 0
    }

    /// Every key of the schema format, each once; a key's code is its index here.
    static let knownNames: [String] = {
        var names: [String] = []
        for list in [SchemaKeys.schema, SchemaKeys.entity, SchemaKeys.attribute, SchemaKeys.relationship,
                     SchemaKeys.configuration] {
            for name in list where !names.contains(name) { names.append(name) }
        }
        precondition(names.count <= Int(UInt8.max), "key codes are one byte")
        return names
    }()
    private static let codeByName: [String: UInt8] = Dictionary(
        uniqueKeysWithValues: knownNames.enumerated().map { ($1, UInt8($0)) })

    /// The code of a key of the schema format, nil for any other name.
    static func code(of name: String) -> UInt8? { codeByName[name] }

    /// The file of the inline slots and of the inline anchor.
    private var file = ""
    private var count: UInt8 = 0
    private var hasInlineAnchor = false
    private var anchorLine: UInt32 = 0, anchorColumn: UInt32 = 0
    private var first = Slot(), second = Slot(), third = Slot()
    /// Keys that are not inline, and an anchor that cannot be (under ``anchorName``).
    private var overflow: [(name: String, location: SourceLocation)] = []

    /// The overflow name of an anchor kept out of line: no schema key is spelled with a NUL.
    private static let anchorName = "\u{0}anchor"

    public init() {}

    public init(_ dictionary: [String: SourceLocation]) {
        for (name, location) in dictionary.sorted(by: { $0.key < $1.key }) { self[name] = location }
    }

    public init(dictionaryLiteral elements: (String, SourceLocation)...) {
        for (name, location) in elements { self[name] = location }
    }

    /// The position of `name`, nil when it was not written; setting nil removes it.
    public subscript(name: String) -> SourceLocation? {
        get {
            if let index = inlineIndex(of: name) { return location(slot(at: index)) }
            guard name != Self.anchorName else { return nil }
            return overflow.first { $0.name == name }?.location
        }
        set {
            guard name != Self.anchorName else { return }
            // Drop the old entry, keeping the others in order.
            if let old = inlineIndex(of: name) {
                removeInline(at: old)
            } else if let index = overflow.firstIndex(where: { $0.name == name }) {
                overflow.remove(at: index)
            }
            guard let newValue else { return }
            insertNew(name, at: newValue)
        }
    }

    /// Adds the position of `name`, which must not have one yet (no search for an old entry).
    mutating func insertNew(_ name: String, at location: SourceLocation) {
        if let code = Self.code(of: name) {
            insertNew(code: code, at: location)
        } else {
            overflow.append((name, location))
        }
    }

    /// Adds the position of the known key `code` (see ``code(of:)``), which must not have one yet:
    /// the loader's fast path.
    mutating func insertNew(code: UInt8, at location: SourceLocation) {
        if count < 3, fitsInline(location) {
            if count == 0 && !hasInlineAnchor { file = location.file }
            let slot = Slot(code: code, line: UInt32(location.line), column: UInt32(location.column))
            switch count {
            case 0: first = slot
            case 1: second = slot
            default: third = slot
            }
            count += 1
        } else {
            overflow.append((Self.knownNames[Int(code)], location))
        }
    }

    /// Whether no key has a position.
    public var isEmpty: Bool { count == 0 && overflowKeys.isEmpty }

    /// The number of keys with a position.
    public var entryCount: Int { Int(count) + overflowKeys.count }

    /// The overflow without an out-of-line anchor.
    private var overflowKeys: [(name: String, location: SourceLocation)] {
        overflow.isEmpty || !overflow.contains(where: { $0.name == Self.anchorName })
            ? overflow : overflow.filter { $0.name != Self.anchorName }
    }

    /// The element's own position, for ``SourceInfo``.
    var anchor: SourceLocation? {
        get {
            if hasInlineAnchor { return SourceLocation(file: file, line: Int(anchorLine), column: Int(anchorColumn)) }
            return overflow.isEmpty ? nil : overflow.first { $0.name == Self.anchorName }?.location
        }
        set {
            hasInlineAnchor = false
            if !overflow.isEmpty { overflow.removeAll { $0.name == Self.anchorName } }
            guard let newValue else { return }
            guard let line = UInt32(exactly: newValue.line), let column = UInt32(exactly: newValue.column) else {
                overflow.append((Self.anchorName, newValue))
                return
            }
            if count > 0 && newValue.file != file {
                // The inline keys are in another file: they move to the list, the anchor takes their place.
                for slot in [first, second, third].prefix(Int(count)) { overflow.append((Self.knownNames[Int(slot.code)], location(slot))) }
                count = 0
                first = Slot()
                second = Slot()
                third = Slot()
            }
            file = newValue.file
            anchorLine = line
            anchorColumn = column
            hasInlineAnchor = true
        }
    }

    /// The positions as a dictionary.
    public var dictionary: [String: SourceLocation] {
        var result = [String: SourceLocation](minimumCapacity: entryCount)
        for slot in [first, second, third].prefix(Int(count)) { result[Self.knownNames[Int(slot.code)]] = location(slot) }
        for (name, location) in overflow where name != Self.anchorName { result[name] = location }
        return result
    }

    public var description: String { dictionary.description }

    public static func == (lhs: SourceKeys, rhs: SourceKeys) -> Bool { lhs.dictionary == rhs.dictionary }
    public func hash(into hasher: inout Hasher) { hasher.combine(dictionary) }

    public init(from decoder: Decoder) throws {
        self.init(try [String: SourceLocation](from: decoder))
    }

    public func encode(to encoder: Encoder) throws { try dictionary.encode(to: encoder) }

    private func location(_ slot: Slot) -> SourceLocation {
        SourceLocation(file: file, line: Int(slot.line), column: Int(slot.column))
    }

    private func fitsInline(_ location: SourceLocation) -> Bool {
        ((count == 0 && !hasInlineAnchor) || location.file == file)
            && location.line >= 0 && location.line <= Int(UInt32.max)
            && location.column >= 0 && location.column <= Int(UInt32.max)
    }

    private func inlineIndex(of name: String) -> Int? {
        guard count > 0 else { return nil }
        let names = Self.knownNames
        if names[Int(first.code)] == name { return 0 }
        if count > 1, names[Int(second.code)] == name { return 1 }
        if count > 2, names[Int(third.code)] == name { return 2 }
        return nil
    }

    private func slot(at index: Int) -> Slot {
        switch index {
        case 0: first
        case 1: second
        default: third
        }
    }

    private mutating func removeInline(at index: Int) {
        if index == 0 { first = second }
        if index <= 1 { second = third }
        third = Slot()
        count -= 1
    }
}
