import Foundation

/// A record type, field or role name in CloudKit Schema Language.
///
/// Remembers whether the name was written in double quotes, but equality, hashing and ordering
/// look at the name only: `"CD_id"` and `CD_id` are the same field. The printer decides quoting by
/// rule (`needsQuotes`), the way `cktool export-schema` does.
public struct CKName: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name without quotes.
    public var value: String
    /// Whether the source wrote the name in quotes; nil for names built in code.
    public var writtenQuoted: Bool?

    public init(_ value: String, writtenQuoted: Bool? = nil) {
        self.value = value
        self.writtenQuoted = writtenQuoted
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// Words the schema language reserves; they must be quoted when used as names.
    public static let reservedWords: Set<String> = ["grant", "preferred", "queryable", "sortable", "searchable"]

    /// Whether the name must be written in quotes: it starts with `_` or a digit, contains a
    /// character other than ASCII letters, digits and `_`, or is a reserved word.
    public var needsQuotes: Bool {
        guard let first = value.unicodeScalars.first else { return true }
        if !Self.isLetter(first) { return true }
        if value.unicodeScalars.contains(where: { !Self.isLetter($0) && !Self.isDigit($0) && $0 != "_" }) {
            return true
        }
        return Self.reservedWords.contains(value.lowercased())
    }

    /// The name as `cktool export-schema` writes it: quoted when `needsQuotes`.
    public var rendered: String { needsQuotes ? "\"\(value)\"" : value }

    /// Whether the source quoted a name that needs no quotes (a sign of a hand-written file).
    public var isNeedlesslyQuoted: Bool { writtenQuoted == true && !needsQuotes }

    public var description: String { value }

    public static func == (lhs: CKName, rhs: CKName) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// Plain byte order of the unquoted names, the order exports list types, fields and roles in
    /// (uppercase < `_` < lowercase).
    public static func < (lhs: CKName, rhs: CKName) -> Bool {
        lhs.value.utf8.lexicographicallyPrecedes(rhs.value.utf8)
    }

    static func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
    static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
}
