/// The attribute types a schema may declare, spelled as in the YAML format.
///
/// `undefined` and `objectID` exist only so that a model imported from Xcode can be loaded and the
/// linter can report them: CloudKit cannot mirror them.
public enum AttributeType: String, Sendable, Hashable, Codable, CaseIterable {
    case string = "String"
    case int16 = "Int16"
    case int32 = "Int32"
    case int64 = "Int64"
    case bool = "Bool"
    case double = "Double"
    case float = "Float"
    case decimal = "Decimal"
    case date = "Date"
    case binary = "Binary"
    case uuid = "UUID"
    case uri = "URI"
    case transformable = "Transformable"
    case undefined = "Undefined"
    case objectID = "ObjectID"

    /// Types CloudKit mirroring supports.
    public var isSupportedByCloudKit: Bool { self != .undefined && self != .objectID }

    /// Integer types, narrowest first.
    public var isInteger: Bool { self == .int16 || self == .int32 || self == .int64 }

    /// Bit width of an integer type, nil otherwise.
    public var integerBitWidth: Int? {
        switch self {
        case .int16: 16
        case .int32: 32
        case .int64: 64
        default: nil
        }
    }

    /// Types whose values have no fixed size; Core Data gives them a `_ckAsset` overflow companion.
    public var isVariableLength: Bool {
        self == .string || self == .uri || self == .binary || self == .transformable
    }
}
