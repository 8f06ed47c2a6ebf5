import CKSchemaCore

/// The problems of reading a CloudKit schema file (`.ckdb`, the CloudKit Schema Language that
/// `cktool export-schema` prints): `ckschema inspect`, `env import`, and every command given a
/// production export. The grammar is Apple's
/// (https://developer.apple.com/documentation/cloudkit/integrating-a-text-based-schema-into-your-workflow).
public enum CKDBProblems {
    public static let unreadable = DiagnosticDescription(
        id: "ckdb.unreadable",
        summary: "A `.ckdb` file does not exist or cannot be read")

    public static let invalidUTF8 = DiagnosticDescription(
        id: "ckdb.invalid_utf8",
        summary: "A `.ckdb` file is not UTF-8 text")

    public static let unterminatedComment = DiagnosticDescription(
        id: "ckdb.unterminated_comment",
        summary: "A `/*` comment is not closed with `*/`",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
            /* record types
                RECORD TYPE Item (name STRING);
            """, output: """
            schema.ckdb:2:1: error: comment is not closed with '*/' [ckdb.unterminated_comment]
             2 | /* record types
               | ^
            """)])

    public static let unterminatedName = DiagnosticDescription(
        id: "ckdb.unterminated_name",
        summary: "A quoted name is not closed with `\"` on the same line",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item ("___recordID REFERENCE);
            """, output: """
            schema.ckdb:2:23: error: quoted name is not closed with '"' [ckdb.unterminated_name]
             2 |     RECORD TYPE Item ("___recordID REFERENCE);
               |                       ^
            """)])

    public static let emptyName = DiagnosticDescription(
        id: "ckdb.empty_name",
        summary: "A quoted name is empty (`\"\"`)",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE "" (name STRING);
            """, output: """
            schema.ckdb:2:17: error: a name cannot be empty [ckdb.empty_name]
             2 |     RECORD TYPE "" (name STRING);
               |                 ^
            """)])

    public static let invalidCharacter = DiagnosticDescription(
        id: "ckdb.invalid_character",
        summary: "A character the schema language does not use outside quotes",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (price$ DOUBLE);
            """, output: """
            schema.ckdb:2:28: error: unexpected character '$' [ckdb.invalid_character]
             2 |     RECORD TYPE Item (price$ DOUBLE);
               |                            ^
            """)])

    public static let unexpectedToken = DiagnosticDescription(
        id: "ckdb.unexpected_token",
        summary: "A word or symbol where the grammar expects something else",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (name STRING QUERYABLE SORTABLE price DOUBLE);
            """, output: """
            schema.ckdb:2:54: error: expected ',' or ')', found 'price' [ckdb.unexpected_token]
             2 |     RECORD TYPE Item (name STRING QUERYABLE SORTABLE price DOUBLE);
               |                                                      ^
            """)])

    public static let expectedDefineSchema = DiagnosticDescription(
        id: "ckdb.expected_define_schema",
        summary: "The file does not start with `DEFINE SCHEMA`",
        examples: [.file("schema.ckdb", """
            RECORD TYPE Item (name STRING);
            """, output: """
            schema.ckdb:1:1: error: a schema starts with 'DEFINE SCHEMA', found 'RECORD' [ckdb.expected_define_schema]
             1 | RECORD TYPE Item (name STRING);
               | ^
            """)])

    public static let duplicateRole = DiagnosticDescription(
        id: "ckdb.duplicate_role",
        summary: "A role is created twice",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                CREATE ROLE Moderator;
                CREATE ROLE Moderator;
            """, output: """
            schema.ckdb:3:17: error: role 'Moderator' is already created at 2:5 [ckdb.duplicate_role]
             3 |     CREATE ROLE Moderator;
               |                 ^
            """)])

    public static let duplicateRecordType = DiagnosticDescription(
        id: "ckdb.duplicate_record_type",
        summary: "A record type is defined twice",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (name STRING);
                RECORD TYPE Item (price DOUBLE);
            """, output: """
            schema.ckdb:3:5: error: record type 'Item' is already defined at 2:5 [ckdb.duplicate_record_type]
             3 |     RECORD TYPE Item (price DOUBLE);
               |     ^
            """)])

    public static let missingSemicolon = DiagnosticDescription(
        id: "ckdb.missing_semicolon",
        summary: "A statement is not ended with `;`",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (name STRING)
                RECORD TYPE Order (total DOUBLE);
            """, output: """
            schema.ckdb:3:5: error: expected ';' after the statement, found 'RECORD' [ckdb.missing_semicolon]
             3 |     RECORD TYPE Order (total DOUBLE);
               |     ^
            """)])

    public static let duplicateField = DiagnosticDescription(
        id: "ckdb.duplicate_field",
        summary: "A record type declares a field twice",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (name STRING, name STRING QUERYABLE);
            """, output: """
            schema.ckdb:2:36: error: field 'name' is already defined at 2:23 [ckdb.duplicate_field]
             2 |     RECORD TYPE Item (name STRING, name STRING QUERYABLE);
               |                                    ^
            """)])

    public static let trailingComma = DiagnosticDescription(
        id: "ckdb.trailing_comma",
        summary: "A `,` after the last member of a record type",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (name STRING,);
            """, output: """
            schema.ckdb:2:34: error: a ',' must be followed by another member [ckdb.trailing_comma]
             2 |     RECORD TYPE Item (name STRING,);
               |                                  ^
              fix: remove the ','
            """)])

    public static let unknownIndexOption = DiagnosticDescription(
        id: "ckdb.unknown_index_option",
        summary: "A field option other than `QUERYABLE`, `SEARCHABLE` or `SORTABLE`",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (name STRING QUERYABL);
            """, output: """
            schema.ckdb:2:35: error: unknown index option 'QUERYABL' [ckdb.unknown_index_option]
             2 |     RECORD TYPE Item (name STRING QUERYABL);
               |                                   ^
              fix: did you mean 'QUERYABLE'?
            """)])

    public static let unknownPermission = DiagnosticDescription(
        id: "ckdb.unknown_permission",
        summary: "A `GRANT` names a permission other than `READ`, `CREATE` or `WRITE`",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (name STRING, GRANT DELETE TO "_creator");
            """, output: """
            schema.ckdb:2:42: error: unknown permission 'DELETE' [ckdb.unknown_permission]
             2 |     RECORD TYPE Item (name STRING, GRANT DELETE TO "_creator");
               |                                          ^
            """)])

    public static let nestedList = DiagnosticDescription(
        id: "ckdb.nested_list",
        summary: "A `LIST<…>` of lists",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (grid LIST<LIST<INT64>>);
            """, output: """
            schema.ckdb:2:33: error: a list cannot contain another list [ckdb.nested_list]
             2 |     RECORD TYPE Item (grid LIST<LIST<INT64>>);
               |                                 ^
            """)])

    public static let invalidEncryptedType = DiagnosticDescription(
        id: "ckdb.invalid_encrypted_type",
        summary: "`ENCRYPTED ASSET` or `ENCRYPTED REFERENCE`",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (photo ENCRYPTED ASSET);
            """, output: """
            schema.ckdb:2:39: error: 'ASSET' fields cannot be ENCRYPTED [ckdb.invalid_encrypted_type]
             2 |     RECORD TYPE Item (photo ENCRYPTED ASSET);
               |                                       ^
            """)])

    public static let unknownType = DiagnosticDescription(
        id: "ckdb.unknown_type",
        summary: "A field type the schema language does not have",
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (count INT32);
            """, output: """
            schema.ckdb:2:29: error: unknown field type 'INT32' [ckdb.unknown_type]
             2 |     RECORD TYPE Item (count INT32);
               |                             ^
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "CloudKit schema files (.ckdb)", kind: .input,
        summary: "Reported by `inspect`, `env import` and every command given a `.ckdb` file, when the file does not follow the CloudKit Schema Language",
        diagnostics: [unreadable, invalidUTF8, unterminatedComment, unterminatedName, emptyName,
                      invalidCharacter, unexpectedToken, expectedDefineSchema, duplicateRole, duplicateRecordType,
                      missingSemicolon, duplicateField, trailingComma, unknownIndexOption, unknownPermission,
                      nestedList, invalidEncryptedType, unknownType])
}
