import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// Every loader error: exact id, message, fix and `line:column`.
@Suite struct SchemaDecoderErrorTests: LoadingErrorSuite {
    // MARK: File shape

    @Test func emptyFile() {
        let expected = ["1:1 schema.empty: the file contains no schema | start with 'model:', 'version:' and 'entities:'"]
        #expect(problems("") == expected)
        #expect(problems("\n   \n") == expected)
        #expect(problems("# comment only\n") == expected)
    }

    @Test func topLevelMustBeAMapping() {
        #expect(problems("- a\n- b\n") == ["1:1 schema.wrong_kind: a schema file must be a mapping, found a list"])
        #expect(problems("hello\n") == ["1:1 schema.wrong_kind: a schema file must be a mapping, found 'hello'"])
    }

    @Test func missingRequiredKeys() {
        #expect(problems("comment: nothing else\n") == [
            "1:1 schema.missing_key: missing required key 'entities'",
            "1:1 schema.missing_key: missing required key 'model'",
            "1:1 schema.missing_key: missing required key 'version'",
        ])
        #expect(problems("# header\n\nversion: 1\nentities: {}\n") == ["3:1 schema.missing_key: missing required key 'model'"])
    }

    // MARK: Unknown keys

    @Test func unknownKeysSuggestTheClosestKey() {
        #expect(problems("model: Shop\nversion: 1\nentites: {}\n") == [
            "1:1 schema.missing_key: missing required key 'entities'",
            "3:1 schema.unknown_key: unknown key 'entites' in the schema | did you mean 'entities'?",
        ])
        #expect(entities("""
              Item:
                atributes: {}
                relationships:
                  owner:
                    to: Item
                    tomany: true
                attributes:
                  note:
                    type: String
                    optinal: true

            """) == [
            "5:5 schema.unknown_key: unknown key 'atributes' in entity 'Item' | did you mean 'attributes'?",
            "9:9 schema.unknown_key: unknown key 'tomany' in relationship 'owner' | did you mean 'toMany'?",
            "13:9 schema.unknown_key: unknown key 'optinal' in attribute 'note' | did you mean 'optional'?",
        ])
    }

    @Test func unknownKeysWithoutACloseMatchListTheValidKeys() {
        #expect(problems("model: Shop\nversion: 1\nentities: {}\nconfigurations:\n  Local:\n    zzz: 1\n") == [
            "6:5 schema.unknown_key: unknown key 'zzz' in configuration 'Local' | expected one of 'cloudKit', 'comment'",
        ])
    }

    // MARK: Node kinds and values

    @Test func wrongNodeKinds() {
        #expect(problems("model: Shop\nversion: 1\nentities: [Item]\n") == [
            "3:11 schema.wrong_kind: 'entities' must be a mapping, found a list",
        ])
        #expect(entities("""
              Item: yes
              Other:
                attributes: [a]
              Third:
                attributes:
                  a: [String]
                  b:
                    type: String
                    default: [x]
                configurations: Local

            """) == [
            "4:9 schema.wrong_kind: entity 'Item' must be a mapping, found 'yes'",
            "6:17 schema.wrong_kind: 'attributes' must be a mapping, found a list",
            "9:10 schema.wrong_kind: attribute 'a' must be a type (like 'String?') or a mapping, found a list",
            "12:18 schema.wrong_kind: 'default' must be a scalar, found a list",
            "13:21 schema.wrong_kind: 'configurations' must be a list, found 'Local'",
        ])
    }

    @Test func invalidScalarValues() {
        #expect(problems("""
            model: Shop
            version: 0
            container: com.example.Shop
            database: privat
            sharing: yes
            entities:
              Item:
                versionAttribute: true
                relationships:
                  owner:
                    to: Item
                    deleteRule: Cascade
                    minCount: -1
                    optional: [true]

            """) == [
            "2:10 schema.invalid_value: 'version' must be an integer of at least 1, found '0'",
            "3:12 schema.invalid_value: 'container' must start with 'iCloud.', found 'com.example.Shop' | write iCloud.com.example.Shop",
            "4:11 schema.invalid_value: 'database' must be 'private', 'public' or 'shared', found 'privat' | did you mean 'private'?",
            "5:10 schema.invalid_value: 'sharing' must be true or false, found 'yes'",
            "8:23 schema.invalid_value: 'versionAttribute' must be an attribute name or false, found 'true'",
            "12:21 schema.invalid_value: 'deleteRule' must be 'nullify', 'cascade', 'deny' or 'noAction', found 'Cascade' | did you mean 'cascade'?",
            "13:19 schema.invalid_value: 'minCount' must be an integer of at least 0, found '-1'",
            "14:19 schema.wrong_kind: 'optional' must be true or false, found a list",
        ])
        #expect(problems("model: Shop\nversion: two\nentities: {}\ncomment:\n") == [
            "2:10 schema.invalid_value: 'version' must be an integer of at least 1, found 'two'",
            "4:9 schema.invalid_value: 'comment' must be a string, found nothing",
        ])
    }

    @Test func missingTypesAndDestinations() {
        #expect(entities("""
              Item:
                attributes:
                  a:
                  b:
                    optional: true
                relationships:
                  owner:
                  other:
                    inverse: x

            """) == [
            "6:7 schema.missing_key: attribute 'a' has no type | write a type, like 'a: String?'",
            "7:7 schema.missing_key: attribute 'b' is missing required key 'type'",
            "10:7 schema.missing_key: relationship 'owner' is missing required key 'to'",
            "11:7 schema.missing_key: relationship 'other' is missing required key 'to'",
        ])
    }

    // MARK: Types, compact syntax and defaults

    @Test func unknownTypesSuggestAType() {
        #expect(entities("""
              Item:
                attributes:
                  a: Strng
                  b: Data?
                  c: Int = 1
                  d:
                    type: Bool ean
                  e: Whatever

            """) == [
            "6:10 schema.unknown_type: unknown type 'Strng' for attribute 'a' | did you mean 'String'?",
            "7:10 schema.unknown_type: unknown type 'Data' for attribute 'b' | did you mean 'Binary'?",
            "8:10 schema.unknown_type: unknown type 'Int' for attribute 'c' | use 'Int16', 'Int32' or 'Int64'",
            "10:15 schema.unknown_type: unknown type 'Bool ean' for attribute 'd' | did you mean 'Bool'?",
            "11:10 schema.unknown_type: unknown type 'Whatever' for attribute 'e'",
        ])
    }

    @Test func invalidCompactSyntax() {
        let fix = " | write 'Type', 'Type?', 'Type = default' or 'Type? = default'"
        #expect(entities("""
              Item:
                attributes:
                  a: String!
                  b: String? =
                  c: = 3
                  d: String = "open
                  e: String = "a" b
                  f: String = "\\q"
                  g: 'String? x'

            """) == [
            "6:16 schema.invalid_compact: invalid attribute 'a': unexpected '!'" + fix,
            "7:18 schema.invalid_compact: invalid attribute 'b': expected a default value after '='" + fix,
            "8:10 schema.invalid_compact: invalid attribute 'c': expected a type name" + fix,
            "9:19 schema.invalid_compact: invalid attribute 'd': missing closing quote" + fix,
            "10:22 schema.invalid_compact: invalid attribute 'e': unexpected text after the closing quote" + fix,
            "11:20 schema.invalid_compact: invalid attribute 'f': unsupported escape '\\q'" + fix,
            "12:19 schema.invalid_compact: invalid attribute 'g': unexpected 'x'" + fix,
        ])
    }

    @Test func defaultsThatDoNotFitTheirTypeAreReportedAtTheLiteral() {
        #expect(entities("""
              Item:
                attributes:
                  a: Int16 = 40000
                  b: Int32 = 1.5
                  c: Int64? = 99999999999999999999
                  d: Bool = yes
                  e: Double = 1,5
                  f: Date = yesterday
                  g: Date = 2023-02-29
                  h: UUID = 1234
                  i: URI = "not a url"
                  j: Binary = "x"
                  k: Transformable = 1
                  l: String = word
                  m:
                    type: Int16
                    default: -32769
                  n:
                    type: String
                    default:
                  o:
                    type: Binary
                    default:

            """) == [
            "6:18 schema.invalid_default: invalid default for attribute 'a': 40000 is out of range for Int16 (-32768...32767)",
            "7:18 schema.invalid_default: invalid default for attribute 'b': '1.5' is not a decimal integer",
            "8:19 schema.invalid_default: invalid default for attribute 'c': 99999999999999999999 is out of range for Int64 (-9223372036854775808...9223372036854775807)",
            "9:17 schema.invalid_default: invalid default for attribute 'd': expected true or false, found 'yes'",
            "10:19 schema.invalid_default: invalid default for attribute 'e': '1,5' is not a number",
            "11:17 schema.invalid_default: invalid default for attribute 'f': 'yesterday' is not an ISO 8601 date or date-time | write a date like 2024-01-31 or 2024-01-31T12:00:00Z, or 'now'",
            "12:17 schema.invalid_default: invalid default for attribute 'g': '2023-02-29' is not an ISO 8601 date or date-time | write a date like 2024-01-31 or 2024-01-31T12:00:00Z, or 'now'",
            "13:17 schema.invalid_default: invalid default for attribute 'h': '1234' is not a UUID | write a UUID like 123E4567-E89B-12D3-A456-426614174000, or 'UUID()'",
            "14:16 schema.invalid_default: invalid default for attribute 'i': 'not a url' is not an absolute URL | write a URL like \"https://example.com\"",
            "15:19 schema.invalid_default: invalid default for attribute 'j': the only Binary default is \"\" (empty data)",
            "16:26 schema.invalid_default: invalid default for attribute 'k': Transformable attributes cannot have a default",
            "17:19 schema.invalid_default: invalid default for attribute 'l': a String default must be quoted in the compact form, found 'word' | write String = \"word\"",
            "20:18 schema.invalid_default: invalid default for attribute 'm': -32769 is out of range for Int16 (-32768...32767)",
            "23:17 schema.invalid_default: invalid default for attribute 'n': no value given | write default: \"\" for an empty string",
            "26:17 schema.invalid_default: invalid default for attribute 'o': no value given",
        ])
    }

    @Test func quotedCompactAttributesShiftPositionsPastTheQuote() {
        #expect(entities("    Item:\n      attributes:\n        a: 'Int16? = 1e3'\n") == [
            "6:22 schema.invalid_default: invalid default for attribute 'a': '1e3' is not a decimal integer",
        ])
    }

    // MARK: Names

    @Test func invalidNames() {
        #expect(problems("""
            model: 1Shop
            version: 1
            versionAttribute: Version
            configurations:
              9Local: {}
            entities:
              item:
                parent: other
                renamedFrom: old_Item
                attributes:
                  Points: Int64 = 0
                  ok:
                    type: String
                    renamedFrom: Old
                relationships:
                  Owner:
                    to: item
                    inverse: Items

            """) == [
            "1:8 schema.invalid_name: invalid model name '1Shop': names start with a letter and contain only letters, digits and '_'",
            "3:19 schema.invalid_name: invalid attribute name 'Version': property names start with a lowercase letter (after any '_') and contain only letters, digits and '_'",
            "5:3 schema.invalid_name: invalid configuration name '9Local': names start with a letter and contain only letters, digits and '_'",
            "7:3 schema.invalid_name: invalid entity name 'item': entity names start with an uppercase letter and contain only letters, digits and '_'",
            "8:13 schema.invalid_name: invalid entity name 'other': entity names start with an uppercase letter and contain only letters, digits and '_'",
            "9:18 schema.invalid_name: invalid entity name 'old_Item': entity names start with an uppercase letter and contain only letters, digits and '_'",
            "11:7 schema.invalid_name: invalid attribute name 'Points': property names start with a lowercase letter (after any '_') and contain only letters, digits and '_'",
            "14:22 schema.invalid_name: invalid attribute name 'Old': property names start with a lowercase letter (after any '_') and contain only letters, digits and '_'",
            "16:7 schema.invalid_name: invalid relationship name 'Owner': property names start with a lowercase letter (after any '_') and contain only letters, digits and '_'",
            "17:13 schema.invalid_name: invalid entity name 'item': entity names start with an uppercase letter and contain only letters, digits and '_'",
            "18:18 schema.invalid_name: invalid relationship name 'Items': property names start with a lowercase letter (after any '_') and contain only letters, digits and '_'",
        ])
    }

    @Test func duplicatePropertyNames() {
        #expect(entities("""
              Item:
                attributes:
                  owner: String?
                relationships:
                  owner:
                    to: Item

            """) == ["8:7 schema.duplicate_property: 'owner' is both an attribute and a relationship of 'Item'"])
    }

    // MARK: Collection

    @Test func allProblemsOfAFileAreReportedSortedByPosition() {
        #expect(problems("""
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  count: Int16 = big
                  name: Strng
                relationships:
                  owner:
                    to: Persn
              Person:
                atributes: {}
            sharin: true

            """) == [
            "6:22 schema.invalid_default: invalid default for attribute 'count': 'big' is not a decimal integer",
            "7:13 schema.unknown_type: unknown type 'Strng' for attribute 'name' | did you mean 'String'?",
            "10:13 schema.unknown_destination: relationship 'owner' of 'Item' points to unknown entity 'Persn' | did you mean 'Person'?",
            "12:5 schema.unknown_key: unknown key 'atributes' in entity 'Person' | did you mean 'attributes'?",
            "13:1 schema.unknown_key: unknown key 'sharin' in the schema | did you mean 'sharing'?",
        ])
    }
}
