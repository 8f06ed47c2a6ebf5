import CKSchemaCore

/// A model version, as reports name the schema files they mention (`WordErase@3`).
public struct SchemaVersionID: Sendable, Hashable, CustomStringConvertible {
    public var model: String
    public var version: Int

    public init(model: String, version: Int) {
        self.model = model
        self.version = version
    }

    /// The version of a loaded schema.
    public init(_ schema: Schema) {
        self.init(model: schema.model, version: schema.version)
    }

    public var description: String { "\(model)@\(version)" }
}
