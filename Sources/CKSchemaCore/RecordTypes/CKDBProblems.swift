/// The problems of reading a CloudKit schema file (`.ckdb`, the CloudKit Schema Language that
/// `cktool export-schema` prints): `ckschema inspect`, `env import`, and every command given a
/// production export. The grammar is Apple's
/// (https://developer.apple.com/documentation/cloudkit/integrating-a-text-based-schema-into-your-workflow).
public enum CKDBProblems {
    static let grammar = "https://developer.apple.com/documentation/cloudkit/integrating-a-text-based-schema-into-your-workflow"
    static let cktool = "https://developer.apple.com/icloud/ck-tool/"

    public static let unreadable = DiagnosticDescription(
        id: "ckdb.unreadable",
        name: "Unreadable Schema File",
        summary: "A `.ckdb` file does not exist or cannot be read",
        rationale: """
            The command needs the schema the file holds — usually an export made with \
            `xcrun cktool export-schema` (\(cktool)) — and has nothing to compare with without it.
            """,
        fix: "Check the path; export the schema again with `xcrun cktool export-schema --environment production --output-file production.ckdb`.",
        examples: [.command("ckschema inspect production.ckdb", output: """
            error: cannot read 'production.ckdb' [ckdb.unreadable]
            """)])

    public static let invalidUTF8 = DiagnosticDescription(
        id: "ckdb.invalid_utf8",
        name: "Invalid UTF-8",
        summary: "A `.ckdb` file is not UTF-8 text",
        rationale: """
            `cktool export-schema` writes UTF-8 (\(cktool)); anything else is not an export or was \
            re-encoded by another program.
            """,
        fix: "Export the schema again, or save the file as UTF-8.",
        examples: [.command("ckschema inspect utf16.ckdb", output: """
            utf16.ckdb:1:1: error: file is not valid UTF-8 [ckdb.invalid_utf8]
            """)])

    public static let unterminatedComment = DiagnosticDescription(
        id: "ckdb.unterminated_comment",
        name: "Unterminated Comment",
        summary: "A `/*` comment is not closed with `*/`",
        rationale: "The schema language allows `//`, `--` and `/* … */` comments (\(grammar)); an unclosed one swallows the rest of the file.",
        fix: "Close the comment with `*/`.",
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
        name: "Unterminated Quoted Name",
        summary: "A quoted name is not closed with `\"` on the same line",
        rationale: "Names that are reserved words or start with `_` are written in double quotes (\(grammar)); the closing quote is missing.",
        fix: "Close the name with `\"`.",
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
        name: "Empty Name",
        summary: "A quoted name is empty (`\"\"`)",
        rationale: "Record types, fields and roles need a name (\(grammar)).",
        fix: "Write the name between the quotes.",
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
        name: "Invalid Character",
        summary: "A character the schema language does not use outside quotes",
        rationale: "Outside quoted names the language has only words, `( ) , ; < >` and comments (\(grammar)).",
        fix: "Remove the character, or quote the name that contains it.",
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
        name: "Unexpected Token",
        summary: "A word or symbol where the grammar expects something else",
        rationale: "The file does not follow the schema language's grammar (\(grammar)).",
        fix: "Correct the statement at the position shown; compare with a fresh `cktool export-schema` output.",
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
        name: "Missing DEFINE SCHEMA",
        summary: "The file does not start with `DEFINE SCHEMA`",
        rationale: "Every schema file starts with `DEFINE SCHEMA` (\(grammar)); without it the file is probably not a schema.",
        fix: "Start the file with `DEFINE SCHEMA`, or check that the path names a schema export.",
        examples: [.file("schema.ckdb", """
            RECORD TYPE Item (name STRING);
            """, output: """
            schema.ckdb:1:1: error: a schema starts with 'DEFINE SCHEMA', found 'RECORD' [ckdb.expected_define_schema]
             1 | RECORD TYPE Item (name STRING);
               | ^
            """)])

    public static let duplicateRole = DiagnosticDescription(
        id: "ckdb.duplicate_role",
        name: "Duplicate Role",
        summary: "A role is created twice",
        rationale: "Each `CREATE ROLE` defines a new security role (\(grammar)); CloudKit refuses to define one twice.",
        fix: "Remove the second `CREATE ROLE`.",
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
        name: "Duplicate Record Type",
        summary: "A record type is defined twice",
        rationale: "A record type is defined once, with all its fields (\(grammar)); two definitions cannot both apply.",
        fix: "Merge the two definitions into one.",
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
        name: "Missing Semicolon",
        summary: "A statement is not ended with `;`",
        rationale: "Every `CREATE ROLE` and `RECORD TYPE` statement ends with `;` (\(grammar)).",
        fix: "Add `;` after the statement.",
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
        name: "Duplicate Field",
        summary: "A record type declares a field twice",
        rationale: "A field has one type and one set of indexes (\(grammar)); two declarations cannot both apply.",
        fix: "Remove one of the two declarations.",
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
        name: "Trailing Comma",
        summary: "A `,` after the last member of a record type",
        rationale: "Members are separated by commas, with none after the last one, as exports write them (\(grammar)).",
        fix: "Remove the `,`.",
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
        name: "Unknown Index Option",
        summary: "A field option other than `QUERYABLE`, `SEARCHABLE` or `SORTABLE`",
        rationale: "The three index options are the only field options of the language (\(grammar)).",
        fix: "Use `QUERYABLE`, `SEARCHABLE` or `SORTABLE` (the message suggests the nearest).",
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
        name: "Unknown Permission",
        summary: "A `GRANT` names a permission other than `READ`, `CREATE` or `WRITE`",
        rationale: "A grant gives a role some of the three permissions `READ`, `CREATE` and `WRITE` (\(grammar)).",
        fix: "Use `READ`, `CREATE` or `WRITE` (the message suggests the nearest).",
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
        name: "Nested List",
        summary: "A `LIST<…>` of lists",
        rationale: "A list holds values of one primitive type; lists of lists do not exist in CloudKit (\(grammar)).",
        fix: "Use a list of a primitive type, or store the nested structure as BYTES.",
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
        name: "Type Cannot Be Encrypted",
        summary: "`ENCRYPTED ASSET` or `ENCRYPTED REFERENCE`",
        rationale: """
            Assets are always encrypted and references stay readable to the server, so neither can be \
            declared `ENCRYPTED` (\(grammar); \
            https://developer.apple.com/documentation/cloudkit/ckrecord/encryptedvalues).
            """,
        fix: "Remove `ENCRYPTED`.",
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
        name: "Unknown Field Type",
        summary: "A field type the schema language does not have",
        rationale: """
            The field types are ASSET, BYTES, DOUBLE, INT64, LOCATION, NUMBER, REFERENCE, STRING, \
            TIMESTAMP, their ENCRYPTED forms and LIST<…> (\(grammar)).
            """,
        fix: "Use one of the language's types (the message suggests the nearest).",
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
