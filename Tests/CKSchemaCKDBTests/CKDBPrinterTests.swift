import Testing
@testable import CKSchemaCKDB
@testable import CKSchemaCore
import CKSchemaTestSupport

@Suite struct CKDBPrinterTests {
    @Test func printsTheExportFormSortedAlignedAndMerged() {
        // Given members out of order and grants split per permission
        let schema = CloudKitSchema(roles: [Role(name: "TrailPublisher"), Role(name: "Moderator")], recordTypes: [
            RecordType(name: "b_custom", fields: [
                Field(name: "zeta", type: .list(.string), indexes: [.searchable, .queryable]),
                Field(name: "___recordID", type: .reference, indexes: .queryable),
                Field(name: "Alpha", type: .encrypted(.double)),
                Field(name: "grant", type: .number(preferredAs: .double)),
            ], grants: [
                Grant([.write], to: "_creator"), Grant([.read], to: "_world"), Grant([.create, .read], to: "Moderator"),
                Grant([.read], to: "_creator"),
            ]),
            RecordType(name: "A", fields: [Field(name: "x", type: .asset)]),
            RecordType(name: "cloudkit.share"),
        ])

        // Then the text follows cloudkit.md §3.2: roles in the given order, types and fields by byte
        // order of the unquoted name, aligned type column, one GRANT per role in role order
        #expect(CKDBPrinter.print(schema) == """
            DEFINE SCHEMA

                CREATE ROLE TrailPublisher;
                CREATE ROLE Moderator;

                RECORD TYPE A (
                    x ASSET
                );

                RECORD TYPE b_custom (
                    Alpha         ENCRYPTED DOUBLE,
                    "___recordID" REFERENCE QUERYABLE,
                    "grant"       NUMBER PREFERRED AS DOUBLE,
                    zeta          LIST<STRING> QUERYABLE SEARCHABLE,
                    GRANT READ, CREATE TO Moderator,
                    GRANT READ, WRITE TO "_creator",
                    GRANT READ TO "_world"
                );

                RECORD TYPE "cloudkit.share" (
                );

            """)
    }

    @Test func quotingFollowsTheRules() {
        #expect(CKName("CD_id").rendered == "CD_id")
        #expect(CKName("CD_id", writtenQuoted: true).rendered == "CD_id")
        #expect(CKName("CD_id", writtenQuoted: true).isNeedlesslyQuoted)
        #expect(CKName("___etag").rendered == "\"___etag\"")
        #expect(CKName("cloudkit.title").rendered == "\"cloudkit.title\"")
        #expect(CKName("Sortable").rendered == "\"Sortable\"")
        #expect(CKName("order").rendered == "order")
        #expect(CKName("9lives").rendered == "\"9lives\"")
    }

    @Test func headerLinesBecomeCommentsTheParserSkips() throws {
        let text = CKDBPrinter.print(CloudKitSchema(), header: ["first", "", "second"])
        #expect(text == "// first\n//\n// second\nDEFINE SCHEMA\n")
        #expect(try CKDBParser.parse(text) == CloudKitSchema())
    }

    @Test func equalityIgnoresOrderOnlyAfterCanonicalizing() {
        let a = RecordType(name: "T", fields: [Field(name: "a", type: .string), Field(name: "b", type: .int64)])
        let b = RecordType(name: "T", fields: [Field(name: "b", type: .int64), Field(name: "a", type: .string)])
        #expect(a != b)
        #expect(a.canonicalized() == b.canonicalized())
        #expect(Field(name: "a", type: .string, location: SourceLocation(file: "x", line: 1, column: 1))
            == Field(name: CKName("a", writtenQuoted: true), type: .string))
    }
}
