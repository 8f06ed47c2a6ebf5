/// The default value of an attribute: a literal of the attribute's type, or one of the dynamic
/// values Swift models commonly declare (`Date.now`, `UUID()`).
///
/// Both kinds satisfy CloudKit's rule that every attribute be optional or have a default.
public enum DefaultValue: Sendable, Hashable, Codable {
    case string(String)
    case integer(Int64)
    /// A Double, Float or Decimal literal, kept as written so no precision is lost.
    case number(String)
    case bool(Bool)
    /// An ISO 8601 date or date-time literal, kept as written.
    case date(String)
    case uuid(String)
    case uri(String)
    /// Empty binary data (`Binary = ""`), the only binary literal the format allows.
    case emptyData
    /// The current date when the object is created.
    case now
    /// A fresh UUID for every object.
    case newUUID
    /// A value a Swift expression computes when an object is created (`UUID().uuidString`, `[]`,
    /// `Kind.basic.rawValue`), kept as written: ckschema cannot know the value, only that there is one.
    case expression(String)

    /// True for values computed when an object is created.
    public var isDynamic: Bool {
        switch self {
        case .now, .newUUID, .expression: true
        default: false
        }
    }
}
