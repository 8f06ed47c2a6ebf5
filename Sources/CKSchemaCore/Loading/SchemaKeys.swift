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
