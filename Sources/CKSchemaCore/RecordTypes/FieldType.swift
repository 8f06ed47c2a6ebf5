/// The value types of the schema language that are not lists and not encrypted.
public enum CKPrimitiveType: String, Sendable, Hashable, CaseIterable {
    case asset = "ASSET"
    case bytes = "BYTES"
    case double = "DOUBLE"
    case int64 = "INT64"
    case location = "LOCATION"
    case reference = "REFERENCE"
    case string = "STRING"
    case timestamp = "TIMESTAMP"

    /// Whether `ENCRYPTED` may wrap this type (assets are always encrypted, references never).
    public var canBeEncrypted: Bool { self != .asset && self != .reference }
}

/// A field's type: a primitive, `ENCRYPTED <primitive>`, `NUMBER [PREFERRED AS INT64|DOUBLE]`, or
/// `LIST<…>` of one of those.
public indirect enum FieldType: Sendable, Hashable, CustomStringConvertible {
    case primitive(CKPrimitiveType)
    /// `ENCRYPTED STRING` and friends: the value lives in `CKRecord.encryptedValues`.
    case encrypted(CKPrimitiveType)
    /// A number whose representation Development inferred; `preferredAs` pins it to INT64 or DOUBLE.
    case number(preferredAs: CKPrimitiveType?)
    /// `LIST<element>`; the element is never itself a list.
    case list(FieldType)

    public static let asset = FieldType.primitive(.asset)
    public static let bytes = FieldType.primitive(.bytes)
    public static let double = FieldType.primitive(.double)
    public static let int64 = FieldType.primitive(.int64)
    public static let location = FieldType.primitive(.location)
    public static let reference = FieldType.primitive(.reference)
    public static let string = FieldType.primitive(.string)
    public static let timestamp = FieldType.primitive(.timestamp)

    /// The type as the schema language writes it (`ENCRYPTED STRING`, `LIST<INT64>`).
    public var description: String {
        switch self {
        case .primitive(let p): p.rawValue
        case .encrypted(let p): "ENCRYPTED \(p.rawValue)"
        case .number(let preferred): preferred.map { "NUMBER PREFERRED AS \($0.rawValue)" } ?? "NUMBER"
        case .list(let element): "LIST<\(element)>"
        }
    }

    /// Whether the type is encrypted (directly, or a list of encrypted values).
    public var isEncrypted: Bool {
        switch self {
        case .encrypted: true
        case .list(let element): element.isEncrypted
        default: false
        }
    }

    /// Whether the type is a list.
    public var isList: Bool { if case .list = self { true } else { false } }

    /// The primitive underneath encryption and lists (nil for an unpinned `NUMBER`).
    public var basePrimitive: CKPrimitiveType? {
        switch self {
        case .primitive(let p), .encrypted(let p): p
        case .number(let preferred): preferred
        case .list(let element): element.basePrimitive
        }
    }
}

/// The index options a field can carry. Always written in the order QUERYABLE SEARCHABLE SORTABLE.
public struct FieldIndexes: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let queryable = FieldIndexes(rawValue: 1 << 0)
    public static let searchable = FieldIndexes(rawValue: 1 << 1)
    public static let sortable = FieldIndexes(rawValue: 1 << 2)

    /// QUERYABLE SEARCHABLE SORTABLE: what just-in-time creation gives STRING fields.
    public static let all: FieldIndexes = [.queryable, .searchable, .sortable]
    /// QUERYABLE SORTABLE: what just-in-time creation gives numbers, dates and BYTES.
    public static let queryableSortable: FieldIndexes = [.queryable, .sortable]

    /// The keywords in export order.
    public var keywords: [String] {
        var words: [String] = []
        if contains(.queryable) { words.append("QUERYABLE") }
        if contains(.searchable) { words.append("SEARCHABLE") }
        if contains(.sortable) { words.append("SORTABLE") }
        return words
    }

    public var description: String { keywords.isEmpty ? "none" : keywords.joined(separator: " ") }
}
