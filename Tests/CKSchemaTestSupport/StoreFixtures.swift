import CKSchemaCore

/// Model versions for the local store tests (the store and the services that drive it): v1, an
/// additive v2, and breaking variants.
public enum StoreFixtures {
    public static func schema(_ yaml: String) throws -> Schema {
        try SchemaLoader.load(bytes: Array(yaml.utf8), file: "test.yaml")
    }

    public static let v1 = """
        model: Notes
        version: 1
        entities:
          Note:
            attributes:
              title: String = ""
              count: Int64 = 0
        """
    public static let v2 = """
        model: Notes
        version: 2
        entities:
          Note:
            attributes:
              title: String = ""
              count: Int64 = 0
              body: String?
          Tag:
            attributes:
              name: String = ""
        """
    /// Drops `count`, which production has.
    public static let v3Removed = """
        model: Notes
        version: 3
        entities:
          Note:
            attributes:
              title: String = ""
              body: String?
          Tag:
            attributes:
              name: String = ""
        """
    /// Changes `count` from Int64 to String.
    public static let v3Retyped = """
        model: Notes
        version: 3
        entities:
          Note:
            attributes:
              title: String = ""
              count: String = ""
              body: String?
          Tag:
            attributes:
              name: String = ""
        """
}
