import CKSchemaCore

/// The findings of `ckschema inspect`: signs that a `.ckdb` file was written or edited by hand
/// rather than printed by `cktool export-schema`, and fields Core Data would not write. Notes and
/// warnings only: the file is still read.
public enum CKDBInspectorFindings {
    static let grammar = "https://developer.apple.com/documentation/cloudkit/integrating-a-text-based-schema-into-your-workflow"
    /// A raw `cktool export-schema` output of a Core Data model (boxed/Done-and-done).
    static let export = "https://github.com/boxed/Done-and-done/blob/49c8b647fcfd5de6ef0f74a5f455c593e64c7623/cloudkit/development.ckdb"
    static let reading = "https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data"
    /// Core Data's asset externalization (WWDC19 "Using Core Data With CloudKit").
    static let assets = "https://developer.apple.com/videos/play/wwdc2019/202/"
    /// A real export of an initialized schema: a `_ckAsset` companion beside every String and Data field (AlexW00/hibi).
    static let initializedExport = "https://github.com/AlexW00/hibi/blob/8b14428d29b56dc946db9c6a6b69fe8009c27e6d/CloudKit/schema.ckdb"

    public static let markdownWrapper = DiagnosticDescription(
        id: "markdown_wrapper",
        name: "Markdown Wrapper",
        summary: "The schema is embedded in a Markdown code fence",
        rationale: """
            Projects sometimes keep their export in documentation (pizza-studio/PizzaHelperUnited's \
            https://github.com/pizza-studio/PizzaHelperUnited/blob/08cc49e2bb1e4ad57d842584483ea9770d8a93cf/DevDocs/CoreData-CloudKit-Schema.md). \
            ckschema reads the fenced schema, but the file is not what `cktool` prints and cannot be \
            given to `cktool import-schema` as it is (\(grammar)).
            """,
        fix: "Nothing to fix if the Markdown file is documentation; keep the export itself in a `.ckdb` file for tools.",
        severity: .note,
        examples: [.file("schema.md", """
            # Production schema
            ```
            DEFINE SCHEMA

                RECORD TYPE Users (
                    "___createTime"  TIMESTAMP,
                    "___createdBy"   REFERENCE,
                    "___etag"        STRING,
                    "___modTime"     TIMESTAMP,
                    "___modifiedBy"  REFERENCE,
                    "___recordID"    REFERENCE,
                    roles            LIST<INT64>,
                    GRANT WRITE TO "_creator",
                    GRANT READ TO "_world"
                );
            ```
            """, output: """
              schema.md:1:1: note: schema is embedded in a Markdown code fence [markdown_wrapper]
            """)])

    public static let comments = DiagnosticDescription(
        id: "comments",
        name: "Comments",
        summary: "The file contains comments",
        rationale: """
            The schema language allows comments, but CloudKit drops them on import and \
            `cktool export-schema` prints none (\(grammar); a raw export: \(export)); a file with \
            comments was written or edited by hand.
            """,
        fix: "Nothing to fix; expect the comments to be lost when the schema round-trips through CloudKit.",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
            -- written by hand
                RECORD TYPE Item (name STRING);
            """, output: """
              schema.ckdb:2:1: note: file has 1 comment(s); cktool exports have none [comments]
            """)])

    public static let recordTypesUnsorted = DiagnosticDescription(
        id: "record_types_unsorted",
        name: "Record Types Unsorted",
        summary: "Record types are not in name order",
        rationale: "`cktool export-schema` prints record types sorted by name, byte by byte (\(export)); another order means the file was edited.",
        fix: "Export the schema again, or sort the record types by name, to keep diffs against exports small.",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Users (roles LIST<INT64>);
                RECORD TYPE CD_Item (CD_name STRING);
            """, output: """
              schema.ckdb:3:5: note: record type 'CD_Item' is out of name order; exports sort record types [record_types_unsorted]
            """)])

    public static let missingUsers = DiagnosticDescription(
        id: "missing_users",
        name: "Missing Users",
        summary: "The file has no `Users` record type",
        rationale: """
            Every container has the `Users` record type and every export lists it, even an empty \
            production schema (the `export-schema` example of https://developer.apple.com/icloud/ck-tool/; \
            \(export)). A file without it was written by hand or cut down.
            """,
        fix: "Nothing to fix for a hand-written file; compare with a fresh export when in doubt.",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE CD_Item (CD_name STRING);
            """, output: """
              schema.ckdb:1:1: note: no 'Users' record type; every export lists it [missing_users]
            """)])

    public static let fieldsUnsorted = DiagnosticDescription(
        id: "fields_unsorted",
        name: "Fields Unsorted",
        summary: "The fields of a record type are not in name order",
        rationale: "Exports list fields sorted by name, so `CD_` fields come before the quoted system fields (\(export)); another order means the file was edited.",
        fix: "Export the schema again, or sort the fields by name.",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE CD_Item (CD_price DOUBLE, CD_name STRING);
            """, output: """
              schema.ckdb:2:43: note: field 'CD_name' of 'CD_Item' is out of name order; exports sort fields [fields_unsorted]
            """)])

    public static let missingSystemFields = DiagnosticDescription(
        id: "missing_system_fields",
        name: "Missing System Fields",
        summary: "A record type does not list all six system fields (`___createTime` … `___recordID`)",
        rationale: """
            Every record type has the six system fields and exports always list them (\(grammar); \
            \(export)). They exist anyway; a file that leaves them out only loses any index set on them.
            """,
        fix: "Nothing to fix unless you meant to index a system field (add it with its index, e.g. `\"___recordID\" REFERENCE QUERYABLE`).",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE CD_Item (CD_name STRING, GRANT READ TO "_world");
            """, output: """
              schema.ckdb:2:5: note: 'CD_Item' lacks system field(s) '___createTime', '___createdBy', '___etag', '___modTime', '___modifiedBy', '___recordID'; exports list all six [missing_system_fields]
            """)])

    public static let noGrants = DiagnosticDescription(
        id: "no_grants",
        name: "No Grants",
        summary: "A record type has no `GRANT`",
        rationale: """
            Exports list the grants of every type (by default WRITE to `_creator`, CREATE to `_icloud`, \
            READ to `_world`, \(export)). Grants only matter in the public database, where a type \
            without any cannot be used (\(grammar)).
            """,
        fix: "Add the grants the type needs, or export the schema again.",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (name STRING);
            """, output: """
              schema.ckdb:2:34: note: 'Item' has no GRANT; exports list the grants of every type (unusable in the public database) [no_grants]
            """)])

    public static let grantsNotCanonical = DiagnosticDescription(
        id: "grants_not_canonical",
        name: "Grants Not Canonical",
        summary: "Grants are not one per role, in role order, with permissions in the order READ, CREATE, WRITE",
        rationale: """
            Exports merge the permissions of a role into one `GRANT` and sort roles by name \
            (FreeScoopDev/Wockett's export, \
            https://github.com/FreeScoopDev/Wockett/blob/871e7a198833067c584704ecd17260775d76abe1/cloudkit/schema.ckdb); \
            any other layout was written by hand. The permissions are the same.
            """,
        fix: "Nothing to fix; merge the grants per role to keep diffs against exports small.",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (name STRING, GRANT READ TO "_world", GRANT WRITE TO "_creator");
            """, output: """
              schema.ckdb:2:36: note: grants of 'Item' are not one per role in role order (permissions READ, CREATE, WRITE) as exports write them [grants_not_canonical]
            """)])

    public static let needlessQuotes = DiagnosticDescription(
        id: "needless_quotes",
        name: "Needless Quotes",
        summary: "A name is quoted though it needs no quotes",
        rationale: "Exports quote only names that must be quoted: system names starting with `_`, names with a dot, reserved words (\(grammar); \(export)).",
        fix: "Nothing to fix; remove the quotes to match exports.",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item ("name" STRING);
            """, output: """
              schema.ckdb:2:23: note: field 'name' is quoted though it needs no quotes; exports quote only names that must be [needless_quotes]
            """)])

    public static let fieldsUnaligned = DiagnosticDescription(
        id: "fields_unaligned",
        name: "Fields Unaligned",
        summary: "Field types are not aligned as exports align them",
        rationale: "Exports indent fields by eight spaces and align the type column one space after the longest name (\(export)).",
        fix: "Nothing to fix; export the schema again to get the canonical layout.",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA

                RECORD TYPE Item (
                    name STRING,
                    price DOUBLE
                );
            """, output: """
              schema.ckdb:4:14: note: type of field 'name' in 'Item' is not aligned as in exports [fields_unaligned]
            """)])

    public static let encryptedWithIndex = DiagnosticDescription(
        id: "encrypted_with_index",
        name: "Encrypted Field With Index",
        summary: "An encrypted field has index options",
        rationale: """
            CloudKit cannot index encrypted values, and refuses a schema that asks it to \
            (https://developer.apple.com/documentation/cloudkit/ckrecord/encryptedvalues; \(grammar)).
            """,
        fix: "Remove the index options of the encrypted field.",
        severity: .warning,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (secret ENCRYPTED STRING QUERYABLE);
            """, output: """
              schema.ckdb:2:23: warning: encrypted field 'secret' has index options; CloudKit refuses them [encrypted_with_index]
            """)])

    public static let unexpectedIndex = DiagnosticDescription(
        id: "unexpected_index",
        name: "Unexpected Index",
        summary: "SEARCHABLE on a field that is not a STRING, or SORTABLE on a list or an asset",
        rationale: """
            Full-text search applies to strings and sorting to single values (\(grammar)); no export \
            shows these combinations (\(export)), and CloudKit is likely to refuse them.
            """,
        fix: "Remove the index option.",
        severity: .warning,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE Item (count INT64 SEARCHABLE);
            """, output: """
              schema.ckdb:2:23: warning: 'count' is SEARCHABLE but not a STRING [unexpected_index]
            """)])

    public static let cdReferenceField = DiagnosticDescription(
        id: "cd_reference_field",
        name: "Core Data Field Is a Reference",
        summary: "A `CD_` field of a Core Data record type is a REFERENCE",
        rationale: """
            Core Data stores a to-one relationship as a STRING field holding the related record's \
            name, never as a CKRecord.Reference (\(reading)). A `CD_` REFERENCE field was written by \
            hand and conflicts with what Core Data saves: production would refuse the STRING values.
            """,
        fix: "Declare the field as STRING.",
        severity: .warning,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE CD_Item (CD_owner REFERENCE);
            """, output: """
              schema.ckdb:2:26: warning: 'CD_Item.CD_owner' is a REFERENCE; Core Data stores relationships as STRING recordNames [cd_reference_field] (declare it as STRING)
            """)])

    public static let companionNotAsset = DiagnosticDescription(
        id: "companion_not_asset",
        name: "Companion Not an Asset",
        summary: "A `_ckAsset` companion field is not an ASSET",
        rationale: """
            Core Data moves a large String, URI, Binary or Transformable value into the asset field \
            `CD_<name>_ckAsset` (\(assets); \(initializedExport)); with another type the upload fails.
            """,
        fix: "Declare the companion as ASSET.",
        severity: .warning,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE CD_Item (CD_photo BYTES, CD_photo_ckAsset BYTES);
            """, output: """
              schema.ckdb:2:42: warning: companion 'CD_photo_ckAsset' should be an ASSET, not BYTES [companion_not_asset]
            """)])

    public static let orphanCompanion = DiagnosticDescription(
        id: "orphan_companion",
        name: "Orphan Companion",
        summary: "A `_ckAsset` companion field has no field it belongs to",
        rationale: """
            Core Data creates `CD_<name>_ckAsset` next to the field `CD_<name>` whose value overflowed \
            (\(assets); \(initializedExport)); a companion alone was left behind by an edit.
            """,
        fix: "Check the file for a renamed or removed field.",
        severity: .warning,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE CD_Item (CD_photo_ckAsset ASSET);
            """, output: """
              schema.ckdb:2:26: warning: companion 'CD_photo_ckAsset' has no field 'CD_photo' [orphan_companion]
            """)])

    public static let cdMissingEntityName = DiagnosticDescription(
        id: "cd_missing_entity_name",
        name: "Missing Entity Name Field",
        summary: "A Core Data record type has no `CD_entityName` field",
        rationale: """
            Core Data writes the concrete entity's name into `CD_entityName` on every record it saves \
            (\(reading)); a `CD_` record type without the field was not created by Core Data, and a \
            production schema without it refuses every save.
            """,
        fix: "Add `CD_entityName STRING QUERYABLE SEARCHABLE SORTABLE`.",
        severity: .warning,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
                RECORD TYPE CD_Item (CD_name STRING);
            """, output: """
              schema.ckdb:2:5: warning: 'CD_Item' has no 'CD_entityName'; Core Data writes it on every record [cd_missing_entity_name]
            """)])

    public static let layoutDiffers = DiagnosticDescription(
        id: "layout_differs",
        name: "Layout Differs",
        summary: "The text differs from the layout `cktool export-schema` prints (first differing line)",
        rationale: "Exports have one layout (\(export)); a difference the other findings do not explain (spacing, blank lines, keyword case) means the file was edited.",
        fix: "Nothing to fix; export the schema again to get the canonical text.",
        severity: .note,
        examples: [.file("schema.ckdb", """
            DEFINE SCHEMA
            RECORD TYPE Users (
                    "___createTime" TIMESTAMP,
                    "___createdBy"  REFERENCE,
                    "___etag"       STRING,
                    "___modTime"    TIMESTAMP,
                    "___modifiedBy" REFERENCE,
                    "___recordID"   REFERENCE,
                    roles           LIST<INT64>,
                    GRANT WRITE TO "_creator",
                    GRANT READ TO "_world"
                );
            """, output: """
              schema.ckdb:2:1: note: text differs from the layout cktool export-schema prints, first at line 2 [layout_differs]
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "CloudKit schema inspection", kind: .check,
        summary: "Reported by `ckschema inspect FILE.ckdb`: signs of a hand-written or edited file, and fields Core Data would not write",
        diagnostics: [markdownWrapper, comments, recordTypesUnsorted, missingUsers, fieldsUnsorted,
                      missingSystemFields, noGrants, grantsNotCanonical, needlessQuotes, fieldsUnaligned,
                      encryptedWithIndex, unexpectedIndex, cdReferenceField, companionNotAsset, orphanCompanion,
                      cdMissingEntityName, layoutDiffers])
}
