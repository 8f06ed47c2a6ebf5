/// A look at a Swift file's bytes, without parsing, that tells whether the file must be parsed.
///
/// A file is **model code** when it mentions anything that declares models, stores, schemas,
/// migration plans or an app's entry point (``triggers``): it is always parsed. Any other file can
/// matter only through the names it declares — an enum a model's property holds, a typealias, a
/// string constant a `cloudKitDatabase:` names, an extension of a model class — so the reader
/// parses it only when one of its ``declaredNames`` is a name the parsed files refer to
/// (``SourceDeclarations/referencedNames``). Both answers over-approximate, never under: a trigger
/// or a name inside a comment or a string still counts, so skipping a file is always safe.
struct SourceScan: Sendable, Hashable, Codable {
    /// How many lines the file has.
    var lines: Int
    /// Whether the file mentions `@Model` (the build plugin lints a target only when one does).
    var mentionsModel: Bool
    /// Whether the file must be parsed whatever names the others refer to.
    var isModelCode: Bool
    /// Whether the file may set up Core Data stores: it mentions `NSPersistent` or
    /// `cloudKitContainerOptions` (the files ``CoreDataStoreReader`` parses first).
    var mentionsCoreDataStore: Bool
    /// Names the file may declare: those after `struct`, `class`, `enum`, `actor`, `protocol`,
    /// `typealias`, `extension`, `let` and `var`, and any other name followed by `=` or `:` that
    /// may be a second binding of one `let` (`let a = 1, b = 2`). Model code's are looked for too:
    /// they say which types the target declares (``extendedOnly``).
    var declaredNames: [String]
    /// The names of ``declaredNames`` that follow only `extension` in the file. Such a name makes
    /// the file worth parsing only when the target declares a type of that name
    /// (``declaredTypes``) elsewhere: what an extension adds
    /// that the reader uses is a conformance of a model class (declared in model code) or a nested
    /// declaration, which has a name of its own. An `extension String` is not parsed because a
    /// model holds a `String` (the plugin's benchmark parsed 23 more of swift-syntax's files so).
    var extendedOnly: [String] = []
    /// The names after `struct`, `class`, `enum`, `actor`, `protocol` and `typealias`: the types
    /// the file may declare.
    var declaredTypes: [String] = []

    /// The words that make a file model code beside `@Model`: SwiftData's types for models,
    /// schemas, stores and migrations, the arguments that name them, and an app's or a document's
    /// entry point.
    static let triggers: [[UInt8]] = [
        "PersistentModel", "Schema", "MigrationStage", "stages", "migrationPlan", "fromVersion",
        "ModelConfiguration", "ModelContainer", "modelContainer", "cloudKitDatabase", "DocumentGroup", "@main",
    ].map { Array($0.utf8) }

    /// The words of a file that may set up a Core Data store.
    static let coreDataStoreWords: [[UInt8]] = ["NSPersistent", "cloudKitContainerOptions"].map { Array($0.utf8) }

    private static let extensionKeyword = Array("extension".utf8)
    private static let typeKeywords: [[UInt8]] = ["struct", "class", "enum", "actor", "protocol", "typealias"].map { Array($0.utf8) }

    /// The keywords after which a declared name follows.
    private static let declaringKeywords: [[UInt8]] =
        ["struct", "class", "enum", "actor", "protocol", "typealias", "extension", "let", "var"].map { Array($0.utf8) }

    init(lines: Int, mentionsModel: Bool, isModelCode: Bool, mentionsCoreDataStore: Bool, declaredNames: [String],
         extendedOnly: [String], declaredTypes: [String]) {
        self.lines = lines
        self.mentionsModel = mentionsModel
        self.isModelCode = isModelCode
        self.mentionsCoreDataStore = mentionsCoreDataStore
        self.declaredNames = declaredNames
        self.extendedOnly = extendedOnly
        self.declaredTypes = declaredTypes
    }

    init(_ bytes: [UInt8]) {
        lines = Self.lineCount(bytes)
        // One pass for the three questions (three passes were 6 % of a cold build of the plugin's
        // benchmark, perf).
        let found = Self.occurring(bytes, [ModelMacro.spellingBytes, Self.triggers, Self.coreDataStoreWords])
        mentionsModel = found[0]
        isModelCode = found[0] || found[1]
        mentionsCoreDataStore = found[2]
        (declaredNames, extendedOnly, declaredTypes) = Self.names(bytes)
    }

    /// Whether `bytes` holds one of each group of `groups` (no needle empty), in one pass.
    static func occurring(_ bytes: [UInt8], _ groups: [[[UInt8]]]) -> [Bool] {
        var needles: [(bytes: [UInt8], group: Int)] = []
        for (group, list) in groups.enumerated() { for needle in list where !needle.isEmpty { needles.append((needle, group)) } }
        var byFirst = [[Int]](repeating: [], count: 256)
        for (number, needle) in needles.enumerated() { byFirst[Int(needle.bytes[0])].append(number) }
        var found = [Bool](repeating: false, count: groups.count)
        var left = groups.count
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            for start in 0..<count {
                let candidates = byFirst[Int(buffer[start])]
                if candidates.isEmpty { continue }
                for number in candidates where !found[needles[number].group] {
                    let needle = needles[number].bytes
                    guard start + needle.count <= count else { continue }
                    var offset = 1
                    while offset < needle.count, buffer[start + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count {
                        found[needles[number].group] = true
                        left -= 1
                        if left == 0 { return }
                    }
                }
            }
        }
        return found
    }

    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes where byte == UInt8(ascii: "\n") { count += 1 }
        return count + (bytes.last == UInt8(ascii: "\n") || bytes.isEmpty ? 0 : 1)
    }

    /// Whether one of `needles` (none empty) occurs in `bytes`, in one pass.
    static func containsAny(_ bytes: [UInt8], _ needles: [[UInt8]]) -> Bool {
        occurring(bytes, [needles])[0]
    }

    /// The names `bytes` may declare, sorted, each once.
    static func declaredNames(_ bytes: [UInt8]) -> [String] { names(bytes).declared }

    /// The names `bytes` may declare, those of them that follow only `extension`, and those that
    /// follow a keyword that declares a type; sorted.
    static func names(_ bytes: [UInt8]) -> (declared: [String], extendedOnly: [String], types: [String]) {
        var names: Set<String> = []
        var extended: Set<String> = []
        var types: Set<String> = []
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard isIdentifierStart(byte) else {
                index += 1
                continue
            }
            let start = index
            while index < count, isIdentifierPart(bytes[index]) { index += 1 }
            let word = bytes[start..<index]
            if declaringKeywords.contains(where: { $0.count == word.count && $0.elementsEqual(word) }) {
                let isExtension = word.elementsEqual(Self.extensionKeyword)
                let isType = typeKeywords.contains { $0.count == word.count && $0.elementsEqual(word) }
                // The name after the keyword (and, after `extension`, each component of `A.B`).
                var next = skipSpaceAndComments(bytes, from: index)
                while true {
                    if next < count, bytes[next] == UInt8(ascii: "`") { next += 1 }
                    guard next < count, isIdentifierStart(bytes[next]) else { break }
                    let nameStart = next
                    while next < count, isIdentifierPart(bytes[next]) { next += 1 }
                    let name = String(decoding: bytes[nameStart..<next], as: UTF8.self)
                    if isExtension { extended.insert(name) } else { names.insert(name) }
                    if isType { types.insert(name) }
                    if next < count, bytes[next] == UInt8(ascii: "`") { next += 1 }
                    guard next < count, bytes[next] == UInt8(ascii: ".") else { break }
                    next += 1
                }
                continue
            }
            // `let a = 1, b = 2`: a name followed by `=` or `:`, unless what comes before it says it
            // is a type or a member (`x: Bool = false`, `[String: Int]`, `self.title = t`, `f(a: 1)`).
            let after = skipSpaceAndComments(bytes, from: index)
            if after < count {
                let mark = bytes[after]
                let doubled = after + 1 < count && bytes[after + 1] == mark
                if (mark == UInt8(ascii: "=") || mark == UInt8(ascii: ":")) && !doubled
                    && !Self.notBindingAfter.contains(previousSignificant(bytes, before: start)) {
                    names.insert(String(decoding: word, as: UTF8.self))
                }
            }
        }
        return (names.union(extended).sorted(), extended.subtracting(names).sorted(), types.sorted())
    }

    /// What a binding's name never directly follows: a type annotation's colon, a member access,
    /// a dictionary type, a tuple or argument list, a generic clause.
    private static let notBindingAfter: Set<UInt8> = [
        UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"),
    ]

    /// The last byte before `start` that is not white space (0 at the start of the file). A
    /// comment's last byte counts as significant: a name after a comment is kept.
    private static func previousSignificant(_ bytes: [UInt8], before start: Int) -> UInt8 {
        var index = start - 1
        while index >= 0 {
            let byte = bytes[index]
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") {
                return byte
            }
            index -= 1
        }
        return 0
    }

    /// The first position at or after `start` that is not white space or inside a comment.
    private static func skipSpaceAndComments(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                // Swift's block comments nest.
                var depth = 0
                repeat {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < count
            } else {
                return index
            }
        }
        return index
    }

    /// Letters, `_`, and every byte of a non-ASCII character (Swift names may hold them).
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
