/// How Core Data's CloudKit mirroring (`NSPersistentCloudKitContainer`, which SwiftData uses too)
/// names what it creates in CloudKit, and the names CloudKit itself reserves: the one place these
/// spellings live.
///
/// - A root entity `Score` becomes the record type `CD_Score`; its subentities share it and are
///   told apart by the field `CD_entityName`.
/// - An attribute or to-one relationship `points` becomes the field `CD_points`; a variable-length
///   field may spill into an asset companion `CD_points_ckAsset`.
/// - Many-to-many links are records of type `CDMR`; sharing adds `cloudkit.share` and the field
///   `CD_moveReceipt`.
///
/// Sources: "Creating a Core Data Model for CloudKit"
/// (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit) and
/// real `cktool export-schema` files.
public enum CloudKitNaming {
    /// The prefix of every record type and field Core Data creates.
    public static let prefix = "CD_"
    /// The suffix of a field's asset companion, where values too large for the record go.
    public static let assetSuffix = "_ckAsset"

    /// The field naming a record's entity, in record types of inheritance trees.
    public static let entityNameField = "CD_entityName"
    /// The field sharing adds to every record type.
    public static let moveReceiptField = "CD_moveReceipt"
    /// The record type of many-to-many links.
    public static let manyToManyRecordType = "CDMR"
    /// The fields of a `CDMR` record: the two entities, the two record names, the relationships.
    public static let manyToManyEntityNamesField = "CD_entityNames"
    public static let manyToManyRecordNamesField = "CD_recordNames"
    public static let manyToManyRelationshipsField = "CD_relationships"
    /// The record type CloudKit creates for `CKShare` records.
    public static let shareRecordType = "cloudkit.share"
    /// The fields CloudKit gives a share record, besides the system fields.
    public static let shareThumbnailField = "cloudkit.thumbnailImageData"
    public static let shareTitleField = "cloudkit.title"
    public static let shareTypeField = "cloudkit.type"
    /// CloudKit's built-in user record type.
    public static let usersRecordType = "Users"
    /// Record types CloudKit owns: never Core Data's, never "becoming permanent" by a model change.
    public static let systemRecordTypes: Set<String> = [usersRecordType, shareRecordType]
    /// The prefix of CloudKit's system fields (`___createTime`, `___recordID`…).
    public static let systemFieldPrefix = "___"

    /// `CD_<name>`: the record type of the root entity `name`, or the field of the property `name`.
    public static func mirrored(_ name: String) -> String { prefix + name }

    /// The Core Data name behind a `CD_` record type or field, nil for any other name.
    public static func coreDataName(of mirroredName: String) -> String? {
        mirroredName.hasPrefix(prefix) ? String(mirroredName.dropFirst(prefix.count)) : nil
    }

    /// Whether `name` lies in Core Data's namespace (`CD_…`).
    public static func isMirrored(_ name: String) -> Bool { name.hasPrefix(prefix) }

    /// The asset companion of `field` (`CD_note` → `CD_note_ckAsset`).
    public static func assetCompanion(of field: String) -> String { field + assetSuffix }

    /// The field an asset companion belongs to, nil when `field` is not a companion.
    public static func owner(ofAssetCompanion field: String) -> String? {
        field.hasSuffix(assetSuffix) ? String(field.dropLast(assetSuffix.count)) : nil
    }

    /// The CloudKit type an attribute type is stored as, nil for types that do not sync.
    ///
    /// Integers and Booleans → `INT64`; floating-point and decimal → `DOUBLE`; dates →
    /// `TIMESTAMP`; strings, UUIDs and URIs → `STRING`; binary data and transformables → `BYTES`.
    public static func fieldType(for type: AttributeType) -> CKPrimitiveType? {
        switch type {
        case .int16, .int32, .int64, .bool: .int64
        case .double, .float, .decimal: .double
        case .date: .timestamp
        case .string, .uuid, .uri: .string
        case .binary, .transformable: .bytes
        case .undefined, .objectID: nil
        }
    }
}
