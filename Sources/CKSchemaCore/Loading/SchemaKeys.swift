/// The keys the schema format accepts, per element: the one list the decoder, its "did you mean"
/// suggestions, the documentation and the JSON Schema test all read.
public enum SchemaKeys {
    /// Top-level keys of a schema file.
    public static let schema = [
        "model", "version", "container", "database", "versionAttribute", "sharing",
        "configurations", "entities", "comment",
    ]
    /// Keys of an entity mapping.
    public static let entity = [
        "attributes", "relationships", "parent", "abstract", "uniqueConstraints", "logicalKey",
        "configurations", "versionAttribute", "renamedFrom", "comment", "scope",
    ]
    /// Keys of an attribute written in full form.
    public static let attribute = [
        "type", "optional", "default", "defaultExpression", "externalStorage", "encrypted", "transient",
        "preserveValueOnDeletion", "cloudKitIgnored", "renamedFrom", "valueTransformer",
        "customClass", "comment",
    ]
    /// Keys of a relationship mapping.
    public static let relationship = [
        "to", "toMany", "optional", "inverse", "deleteRule", "ordered", "minCount", "maxCount",
        "encrypted", "cloudKitIgnored", "renamedFrom", "comment",
    ]
    /// Keys of a configuration mapping.
    public static let configuration = ["cloudKit", "comment"]
    /// Keys a schema file must have.
    public static let requiredSchema = ["model", "version", "entities"]
}

/// A key of the schema format.
struct KnownKey: Sendable {
    let name: String
}

/// One element's known keys.
struct KnownKeys: Sendable {
    let keys: [KnownKey]

    package init(_ names: [String]) {
        keys = names.map { KnownKey(name: $0) }
    }

    /// The known key spelled `text`; nil for an unknown key.
    func match(_ text: String) -> KnownKey? {
        keys.first { $0.name == text }
    }

    static let schema = KnownKeys(SchemaKeys.schema)
    package static let entity = KnownKeys(SchemaKeys.entity)
    static let attribute = KnownKeys(SchemaKeys.attribute)
    static let relationship = KnownKeys(SchemaKeys.relationship)
}
