import Foundation
import Testing
@testable import CKSchemaCKDB
@testable import CKSchemaCore
import CKSchemaTestSupport

@Suite struct CKDBParserTests {
    func error(_ text: String) -> Diagnostic? {
        do {
            _ = try CKDBParser.parse(text, file: "s.ckdb")
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    /// A file is read as every file is (``UTF8Text``): bytes that are not UTF-8 are refused, and a
    /// byte order mark that starts it is not part of its text.
    @Test func aFileIsValidUTF8AndItsByteOrderMarkIsDropped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckdb-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marked = folder.appendingPathComponent("marked.ckdb").path
        try Data([0xEF, 0xBB, 0xBF] + Array("DEFINE SCHEMA\nRECORD TYPE A (x STRING);\n".utf8)).write(to: URL(fileURLWithPath: marked))
        #expect(try CKDBParser.readText(atPath: marked) == "DEFINE SCHEMA\nRECORD TYPE A (x STRING);\n")
        let bad = folder.appendingPathComponent("bad.ckdb").path
        try Data(Array("DEFINE SCHEMA\n".utf8) + [0xED, 0xA0, 0x80]).write(to: URL(fileURLWithPath: bad))
        #expect(throws: InputError.self) { try CKDBParser.readText(atPath: bad) }
        do {
            _ = try CKDBParser.readText(atPath: bad)
        } catch {
            #expect(error.diagnostics.first?.id == "ckdb.invalid_utf8")
            #expect(error.diagnostics.first?.location == SourceLocation(file: bad, line: 1, column: 1))
        }
    }

    @Test func acceptsEverythingRealFilesContain() throws {
        // Given comments of three kinds, any member order and alignment, quoted names, lists,
        // encryption, NUMBER, roles, GRANT lists and lower-case keywords
        let text = """
            -- header comment
            // another
            /* block
               comment */
            define schema
              CREATE ROLE Moderator;
            RECORD TYPE "cloudkit.share" (GRANT READ, WRITE TO Moderator, "cloudkit.title" STRING,
                notes ENCRYPTED STRING, tags LIST<STRING> QUERYABLE SEARCHABLE,
                secrets LIST<ENCRYPTED BYTES>, count NUMBER PREFERRED AS INT64, loose number,
                where LOCATION SORTABLE QUERYABLE, "grant" STRING
            );
            """
        let schema = try CKDBParser.parse(text, file: "s.ckdb")

        // Then every piece is read with its position
        #expect(schema.roles.map(\.name.value) == ["Moderator"])
        let type = try #require(schema.recordTypes.first)
        #expect(type.name == CKName("cloudkit.share") && type.name.writtenQuoted == true)
        #expect(type.location == SourceLocation(file: "s.ckdb", line: 7, column: 1))
        #expect(type.grants == [Grant([.read, .write], to: "Moderator")])
        #expect(type.fields.map(\.type) == [
            .string, .encrypted(.string), .list(.string), .list(.encrypted(.bytes)),
            .number(preferredAs: .int64), .number(preferredAs: nil), .location, .string,
        ])
        #expect(type.field(named: "tags")?.indexes == [.queryable, .searchable])
        #expect(type.field(named: "where")?.indexes == [.queryable, .sortable])
        #expect(type.field(named: "notes")?.location == SourceLocation(file: "s.ckdb", line: 8, column: 5))
        #expect(type.field(named: "notes")?.typeLocation == SourceLocation(file: "s.ckdb", line: 8, column: 11))
    }

    @Test func readsASchemaInsideAMarkdownFenceKeepingLineNumbers() throws {
        let text = """
            # Schema

            Exported with `cktool export-schema`:

            ```sql
            DEFINE SCHEMA

                RECORD TYPE Users (
                    roles LIST<INT64>
                );
            ```

            More text with `DEFINE SCHEMA` in it.
            """
        let document = try CKDBParser.parseDocument(text, file: "doc.md")
        #expect(document.isMarkdown)
        #expect(document.schema.recordTypes.first?.location == SourceLocation(file: "doc.md", line: 8, column: 5))
        #expect(document.schema.recordTypes.first?.fields.first?.location?.line == 9)
    }

    @Test func crlfLineEndsAndFormFeedsAreWhiteSpace() throws {
        let schema = try CKDBParser.parse("DEFINE SCHEMA\r\nRECORD TYPE A (\r\n  x INT64\r\n);\r\n")
        #expect(schema.recordTypes.first?.fields.first?.location?.line == 3)
        #expect(schema.recordTypes.first?.fields.first?.location?.column == 3)
    }

    /// Malformed input: each gets a precise id, message and position, never a crash.
    @Test(arguments: [
        ("", "ckdb.expected_define_schema", 1, 1, "a schema starts with 'DEFINE SCHEMA', found end of file"),
        ("RECORD TYPE A ();", "ckdb.expected_define_schema", 1, 1, "a schema starts with 'DEFINE SCHEMA', found 'RECORD'"),
        ("DEFINE SCHEMA\nRECORD TYPE A (\n  x STRNG\n);", "ckdb.unknown_type", 3, 5, "unknown field type 'STRNG'"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x STRING,\n);", "ckdb.trailing_comma", 2, 24, "a ',' must be followed by another member"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x STRING)", "ckdb.missing_semicolon", 2, 25, "expected ';' after the statement, found end of file"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x STRING QUERYABEL);", "ckdb.unknown_index_option", 2, 25, "unknown index option 'QUERYABEL'"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x ENCRYPTED ASSET);", "ckdb.invalid_encrypted_type", 2, 28, "'ASSET' fields cannot be ENCRYPTED"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x LIST<LIST<STRING>>);", "ckdb.nested_list", 2, 23, "a list cannot contain another list"),
        ("DEFINE SCHEMA\nRECORD TYPE A (GRANT DELETE TO \"_world\");", "ckdb.unknown_permission", 2, 22, "unknown permission 'DELETE'"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x STRING, x INT64);", "ckdb.duplicate_field", 2, 26, "field 'x' is already defined at 2:16"),
        ("DEFINE SCHEMA\nRECORD TYPE A ();\nRECORD TYPE A ();", "ckdb.duplicate_record_type", 3, 1, "record type 'A' is already defined at 2:1"),
        ("DEFINE SCHEMA\nCREATE ROLE R;\nCREATE ROLE R;", "ckdb.duplicate_role", 3, 13, "role 'R' is already created at 2:1"),
        ("DEFINE SCHEMA\nRECORD TYPE \"A (x STRING);", "ckdb.unterminated_name", 2, 13, "quoted name is not closed with '\"'"),
        ("DEFINE SCHEMA\n/* open\nRECORD TYPE A ();", "ckdb.unterminated_comment", 2, 1, "comment is not closed with '*/'"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x STRING) ;\n  @", "ckdb.invalid_character", 3, 3, "unexpected character '@'"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x STRING", "ckdb.unexpected_token", 2, 24, "expected ',' or ')', found end of file"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x NUMBER PREFERRED AS STRING);", "ckdb.unexpected_token", 2, 38, "expected 'INT64' or 'DOUBLE', found 'STRING'"),
        ("DEFINE SCHEMA\nRECORD TYPE \"\" ();", "ckdb.empty_name", 2, 13, "a name cannot be empty"),
        ("DEFINE SCHEMA\nTABLE A ();", "ckdb.unexpected_token", 2, 1, "expected 'RECORD TYPE' or 'CREATE ROLE', found 'TABLE'"),
        // Columns count characters, not bytes: after a quoted name, a comment and a byte order mark
        // with letters outside ASCII, and at one such letter itself.
        ("DEFINE SCHEMA\nRECORD TYPE \"Crème\" (x STRNG);", "ckdb.unknown_type", 2, 24, "unknown field type 'STRNG'"),
        ("DEFINE SCHEMA // für 😀\n\u{FEFF}RECORD TYPE A (x STRNG);", "ckdb.unknown_type", 2, 19, "unknown field type 'STRNG'"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x STRING) é;", "ckdb.invalid_character", 2, 26, "unexpected character 'é'"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x STRING)\u{7};", "ckdb.invalid_character", 2, 25, "unexpected character 'U+7'"),
        // Lines end at line feeds (a `\r` is white space); a byte order mark that starts the file is
        // no column, as in every other reader (``LineIndex``).
        ("DEFINE SCHEMA\r\nRECORD TYPE A (\r\n  x STRNG);", "ckdb.unknown_type", 3, 5, "unknown field type 'STRNG'"),
        ("DEFINE SCHEMA\rRECORD TYPE A (x STRNG);", "ckdb.unknown_type", 1, 32, "unknown field type 'STRNG'"),
        ("\u{FEFF}DEFINE SCHEMA RECORD TYPE A (x STRNG);", "ckdb.unknown_type", 1, 32, "unknown field type 'STRNG'"),
        ("DEFINE SCHEMA\nRECORD TYPE A (x STRNG)", "ckdb.unknown_type", 2, 18, "unknown field type 'STRNG'"),
    ])
    func malformedInputGetsAPreciseError(text: String, id: String, line: Int, column: Int, message: String) throws {
        let diagnostic = try #require(error(text))
        #expect(diagnostic.id == id)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location == SourceLocation(file: "s.ckdb", line: line, column: column))
        #expect(diagnostic.severity == .error)
    }

    @Test func typoSuggestions() throws {
        #expect(error("DEFINE SCHEMA\nRECORD TYPE A (x STRNG);")?.fix == "did you mean 'STRING'?")
        #expect(error("DEFINE SCHEMA\nRECORD TYPE A (x STRING QUERYABEL);")?.fix == "did you mean 'QUERYABLE'?")
        #expect(error("DEFINE SCHEMA\nRECORD TYPE A (GRANT REED TO R);")?.fix == "did you mean 'READ'?")
    }

    @Test func truncatedExportsNeverCrash() throws {
        // Every prefix of a real-looking export either parses or fails with a located ckdb error
        let text = CKDBPrinter.print(CloudKitSchema(roles: [Role(name: "Mod")], recordTypes: [
            RecordType(name: "CD_A", fields: [Field(name: "CD_x", type: .list(.encrypted(.string)))] + Field.systemFields,
                       grants: Grant.defaultGrants),
        ]))
        let scalars = Array(text.unicodeScalars)
        for length in 0..<scalars.count {
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[0..<length])
            do {
                _ = try CKDBParser.parse(prefix, file: "s.ckdb")
            } catch {
                #expect(error.diagnostics.first?.id.hasPrefix("ckdb.") == true)
                #expect(error.diagnostics.first?.location != nil)
            }
        }
    }
}
