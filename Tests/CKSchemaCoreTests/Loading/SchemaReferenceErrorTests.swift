import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// Loader errors about references between elements (destinations, inverses, parents,
/// configurations, constraints): exact id, message, fix and `line:column`.
@Suite struct SchemaReferenceErrorTests: LoadingErrorSuite {
    @Test func unknownDestinationsSuggestAnEntity() {
        #expect(entities("""
              Person:
                relationships:
                  items:
                    to: Itme
                  pets:
                    to: Dog
              Item: {}

            """) == [
            "7:13 schema.unknown_destination: relationship 'items' of 'Person' points to unknown entity 'Itme' | did you mean 'Item'?",
            "9:13 schema.unknown_destination: relationship 'pets' of 'Person' points to unknown entity 'Dog'",
        ])
    }

    @Test func unknownInversesSuggestARelationship() {
        #expect(entities("""
              Person:
                relationships:
                  items:
                    to: Item
                    inverse: ownr
              Item:
                relationships:
                  owner:
                    to: Person
                    inverse: items

            """) == [
            "8:18 schema.unknown_inverse: inverse 'ownr' of relationship 'Person.items' does not exist on 'Item' | did you mean 'owner'?",
        ])
    }

    @Test func inversesMustPointBack() {
        #expect(entities("""
              Person:
                relationships:
                  items:
                    to: Item
                    inverse: owner
                  pets:
                    to: Item
                    inverse: keeper
                  gifts:
                    to: Item
                    inverse: giver
              Item:
                relationships:
                  owner:
                    to: Person
                    inverse: pets
                  keeper:
                    to: Item
                    inverse: pets
                  giver:
                    to: Person

            """) == [
            "8:18 schema.inverse_mismatch: inverse 'owner' of relationship 'Person.items' does not point back: 'Item.owner' names 'pets' as its inverse",
            "11:18 schema.inverse_mismatch: inverse 'keeper' of relationship 'Person.pets' does not point back: 'Item.keeper' points to 'Item', not 'Person'",
            "14:18 schema.inverse_mismatch: inverse 'giver' of relationship 'Person.gifts' does not point back: 'Item.giver' has no inverse | add 'inverse: gifts' to 'Item.giver'",
            "19:18 schema.inverse_mismatch: inverse 'pets' of relationship 'Item.owner' does not point back: 'Person.pets' names 'keeper' as its inverse",
            "22:18 schema.unknown_inverse: inverse 'pets' of relationship 'Item.keeper' does not exist on 'Item'",
        ])
    }

    @Test func unknownParentsAndInheritanceCycles() {
        #expect(entities("""
              Post:
                parent: Bse
              A:
                parent: B
              B:
                parent: A
              C:
                parent: C

            """) == [
            "5:13 schema.unknown_parent: unknown parent entity 'Bse' of 'Post'",
            "7:13 schema.inheritance_cycle: entity 'A' inherits from itself: 'A' → 'B' → 'A'",
            "9:13 schema.inheritance_cycle: entity 'B' inherits from itself: 'B' → 'A' → 'B'",
            "11:13 schema.inheritance_cycle: entity 'C' inherits from itself: 'C' → 'C'",
        ])
    }

    @Test func unknownConfigurations() {
        #expect(entities("""
              Cache:
                configurations: [Locl, Default, Remote]

            """, header: "configurations:\n  Local:\n    cloudKit: false\n") == [
            "8:22 schema.unknown_configuration: entity 'Cache' names unknown configuration 'Locl' | did you mean 'Local'?",
            "8:37 schema.unknown_configuration: entity 'Cache' names unknown configuration 'Remote' | declare it under 'configurations'",
        ])
    }

    @Test func unknownAttributesInConstraintsAndLogicalKeys() {
        #expect(entities("""
              Base:
                attributes:
                  id: UUID?
              Item:
                parent: Base
                attributes:
                  code: String?
                uniqueConstraints: [[id, code], [cde]]
                logicalKey: [id, name]

            """) == [
            "11:38 schema.unknown_attribute: unique constraint of 'Item' names 'cde', which is neither an attribute nor a to-one relationship | did you mean 'code'?",
            "12:22 schema.unknown_attribute: logical key of 'Item' names unknown attribute 'name'",
        ])
        #expect(entities("    Item:\n      uniqueConstraints: [[a], b]\n") == [
            "5:28 schema.unknown_attribute: unique constraint of 'Item' names 'a', which is neither an attribute nor a to-one relationship",
            "5:32 schema.wrong_kind: 'uniqueConstraints' must be a list of attribute names or a list of such lists, found 'b'",
        ])
    }
}
