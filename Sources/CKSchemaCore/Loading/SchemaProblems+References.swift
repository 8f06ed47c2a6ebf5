/// The schema problems of references between elements: names that must match another element.
extension SchemaProblems {
    public static let duplicateProperty = DiagnosticDescription(
        id: "schema.duplicate_property",
        summary: "An attribute and a relationship of one entity share a name",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  owner: String?
                relationships:
                  owner: { to: Person, inverse: items }
              Person:
                relationships:
                  items: { to: Item, toMany: true, inverse: owner }
            """, output: """
            schemas/v1.yaml:8:7: error: 'owner' is both an attribute and a relationship of 'Item' [schema.duplicate_property]
             8 |       owner: { to: Person, inverse: items }
               |       ^
            """)])

    public static let unknownDestination = DiagnosticDescription(
        id: "schema.unknown_destination",
        summary: "A relationship's `to` names no entity of the schema",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Person:
                relationships:
                  items: { to: Itme, toMany: true }
              Item: {}
            """, output: """
            schemas/v1.yaml:6:20: error: relationship 'items' of 'Person' points to unknown entity 'Itme' [schema.unknown_destination]
             6 |       items: { to: Itme, toMany: true }
               |                    ^
              fix: did you mean 'Item'?
            """)])

    public static let unknownInverse = DiagnosticDescription(
        id: "schema.unknown_inverse",
        summary: "A relationship's `inverse` names no relationship of the destination",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Person:
                relationships:
                  items: { to: Item, toMany: true, inverse: ownr }
              Item:
                relationships:
                  owner: { to: Person, inverse: items }
            """, output: """
            schemas/v1.yaml:6:49: error: inverse 'ownr' of relationship 'Person.items' does not exist on 'Item' [schema.unknown_inverse]
             6 |       items: { to: Item, toMany: true, inverse: ownr }
               |                                                 ^
              fix: did you mean 'owner'?
            """)])

    public static let inverseMismatch = DiagnosticDescription(
        id: "schema.inverse_mismatch",
        summary: "Two relationships do not name each other as inverses",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Person:
                relationships:
                  items: { to: Item, toMany: true, inverse: owner }
              Item:
                relationships:
                  owner: { to: Person }
            """, output: """
            schemas/v1.yaml:6:49: error: inverse 'owner' of relationship 'Person.items' does not point back: 'Item.owner' has no inverse [schema.inverse_mismatch]
             6 |       items: { to: Item, toMany: true, inverse: owner }
               |                                                 ^
              fix: add 'inverse: items' to 'Item.owner'
            """)])

    public static let unknownParent = DiagnosticDescription(
        id: "schema.unknown_parent",
        summary: "An entity's `parent` names no entity of the schema",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Post:
                parent: Bse
              Base: {}
            """, output: """
            schemas/v1.yaml:5:13: error: unknown parent entity 'Bse' of 'Post' [schema.unknown_parent]
             5 |     parent: Bse
               |             ^
              fix: did you mean 'Base'?
            """)])

    public static let inheritanceCycle = DiagnosticDescription(
        id: "schema.inheritance_cycle",
        summary: "An entity inherits, directly or through others, from itself",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              A:
                parent: B
              B:
                parent: A
            """, output: """
            schemas/v1.yaml:5:13: error: entity 'A' inherits from itself: 'A' → 'B' → 'A' [schema.inheritance_cycle]
             5 |     parent: B
               |             ^
            schemas/v1.yaml:7:13: error: entity 'B' inherits from itself: 'B' → 'A' → 'B' [schema.inheritance_cycle]
             7 |     parent: A
               |             ^
            """)])

    public static let unknownConfiguration = DiagnosticDescription(
        id: "schema.unknown_configuration",
        summary: "An entity names a configuration the schema does not declare",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            configurations:
              Local: { cloudKit: false }
            entities:
              Cache:
                configurations: [Locl]
            """, output: """
            schemas/v1.yaml:7:22: error: entity 'Cache' names unknown configuration 'Locl' [schema.unknown_configuration]
             7 |     configurations: [Locl]
               |                      ^
              fix: did you mean 'Local'?
            """)])

    public static let unknownAttribute = DiagnosticDescription(
        id: "schema.unknown_attribute",
        summary: "A unique constraint, logical key or version attribute names no attribute of the entity",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                logicalKey: [nme]
                attributes:
                  name: String = ""
            """, output: """
            schemas/v1.yaml:5:18: error: logical key of 'Item' names unknown attribute 'nme' [schema.unknown_attribute]
             5 |     logicalKey: [nme]
               |                  ^
              fix: did you mean 'name'?
            """)])
}
