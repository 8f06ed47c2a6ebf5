import CKSchemaCore

/// The problems of using the environment store (`.ckschema/state.sqlite`): a store that is not
/// there, and an import into the wrong environment.
public enum StoreProblems {
    static let readme = "[the README](../README.md#environment-store)"

    public static let missing = DiagnosticDescription(
        id: "store.missing",
        name: "No Environment Store",
        summary: "A command that reads an environment's schema finds no store",
        rationale: """
            The store models a container's development and production environments (\(readme)); it is \
            created by `ckschema dev init` (as `initializeCloudKitSchema` creates development's schema, \
            https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer/initializecloudkitschema(options:)). \
            Reading a store that does not exist would report an empty container.
            """,
        fix: "Run `ckschema dev init` (and `ckschema promote`) first, or pass `--state PATH`.",
        examples: [.command("ckschema check --against production --state .ckschema/state.sqlite", output: """
            error: no environment store at '.ckschema/state.sqlite' [store.missing]
              fix: run 'ckschema dev init' (and 'ckschema promote') first, or pass --state
            """)])

    public static let importDevelopment = DiagnosticDescription(
        id: "store.import_development",
        name: "Import Into Development",
        summary: "`env import` targets development",
        rationale: """
            Development's schema comes from the model (`dev init`, as just-in-time creation and \
            `initializeCloudKitSchema` make it); production's can only come from a deploy, so ckschema \
            takes it from a real export (https://developer.apple.com/icloud/ck-tool/; \(readme)).
            """,
        fix: "Import production (`ckschema env import production FILE.ckdb`); build development with `ckschema dev init`.",
        examples: [.command("ckschema env import development schema.ckdb", output: """
            error: only production can be imported; development comes from 'ckschema dev init' [store.import_development]
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Environment store", kind: .input,
        summary: "Reported by the `env`, `dev` and `promote` commands when the store is missing or used the wrong way",
        diagnostics: [missing, importDevelopment])
}

/// The problems of loading sample records into development (`ckschema dev seed FILE`). Any problem
/// rejects the whole file; nothing is inserted.
public enum SeedProblems {
    static let readme = "[the README](../README.md#environment-store)"
    static let development = "# development has CD_Item (CD_name STRING, CD_price DOUBLE)"

    public static let unreadable = DiagnosticDescription(
        id: "seed.unreadable",
        name: "Unreadable Seed File",
        summary: "The seed file does not exist or cannot be read",
        rationale: "`dev seed` loads the records of a YAML or JSON file (\(readme)); without it there is nothing to load.",
        fix: "Check the path.",
        examples: [.command("ckschema dev seed missing.yaml", output: """
            error: cannot read 'missing.yaml' [seed.unreadable]
            """)])

    public static let notAMapping = DiagnosticDescription(
        id: "seed.not_a_mapping",
        name: "Seed File Not a Mapping",
        summary: "The seed file is not a mapping of record types to lists of records",
        rationale: "A seed file maps each record type (or entity) to its records (\(readme)), so that every record knows its type.",
        fix: "Write `RecordType:` keys, each with a list of records.",
        examples: [.file("seed.yaml", """
            \(development)
            - name: Tea
            """, output: """
            seed.yaml:2:1: error: a seed file maps record types to lists of records [seed.not_a_mapping]
             2 | - name: Tea
               | ^
            """)])

    public static let unknownRecordType = DiagnosticDescription(
        id: "seed.unknown_record_type",
        name: "Unknown Record Type",
        summary: "The seed file names a record type development does not have",
        rationale: """
            Records can only be saved into record types the schema has; development got its types \
            from `dev init` (\(readme)). Entity names may leave out the `CD_` prefix.
            """,
        fix: "Use a record type or entity of the model (the message suggests the nearest), or run `dev init` with the version that has it.",
        examples: [.file("seed.yaml", """
            \(development)
            Itme:
              - name: Tea
            """, output: """
            seed.yaml:2:1: error: development has no record type 'Itme' [seed.unknown_record_type]
             2 | Itme:
               | ^
            """)])

    public static let notAList = DiagnosticDescription(
        id: "seed.not_a_list",
        name: "Records Not a List",
        summary: "A record type's value is not a list of records",
        rationale: "Each record type maps to a list of records (\(readme)).",
        fix: "Write the records as a list (`- field: value`).",
        examples: [.file("seed.yaml", """
            \(development)
            Item:
              name: Tea
            """, output: """
            seed.yaml:3:3: error: 'Item' must be a list of records [seed.not_a_list]
             3 |   name: Tea
               |   ^
            """)])

    public static let notARecord = DiagnosticDescription(
        id: "seed.not_a_record",
        name: "Not a Record",
        summary: "An item of a record list is not a mapping of fields to values",
        rationale: "A record is a mapping of field names to values (\(readme)).",
        fix: "Write each record as `field: value` pairs.",
        examples: [.file("seed.yaml", """
            \(development)
            Item:
              - Tea
            """, output: """
            seed.yaml:3:5: error: a record is a mapping of field names to values [seed.not_a_record]
             3 |   - Tea
               |     ^
            """)])

    public static let unknownField = DiagnosticDescription(
        id: "seed.unknown_field",
        name: "Unknown Field",
        summary: "A record names a field its record type does not have (or a system field)",
        rationale: """
            CloudKit development would create the field just in time, production never \
            (https://developer.apple.com/documentation/cloudkit/designing-and-creating-a-cloudkit-database); \
            the store keeps development equal to the model, so a seed only fills fields the model has. \
            System fields (`___…`) are set by the store.
            """,
        fix: "Use a field of the record type (the message suggests the nearest); attribute names may leave out `CD_`.",
        examples: [.file("seed.yaml", """
            \(development)
            Item:
              - nmae: Tea
            """, output: """
            seed.yaml:3:5: error: record type 'CD_Item' has no field 'nmae' [seed.unknown_field]
             3 |   - nmae: Tea
               |     ^
            """)])

    public static let invalidValue = DiagnosticDescription(
        id: "seed.invalid_value",
        name: "Invalid Value",
        summary: "A value does not fit its field's CloudKit type",
        rationale: """
            CloudKit stores each field with one type (\
            https://developer.apple.com/documentation/cloudkit/integrating-a-text-based-schema-into-your-workflow); \
            a value of another type would be refused by a real container.
            """,
        fix: "Write a value of the field's type (the message names it).",
        examples: [.file("seed.yaml", """
            \(development)
            Item:
              - name: Tea
                price: cheap
            """, output: """
            seed.yaml:4:12: error: field 'CD_Item.CD_price' is DOUBLE: 'cheap' is not a number [seed.invalid_value]
             4 |     price: cheap
               |            ^
            """)])

    public static let duplicateRecord = DiagnosticDescription(
        id: "seed.duplicate_record",
        name: "Duplicate Record",
        summary: "A record's `recordName` is already taken in its record type",
        rationale: "A record name identifies one record of a zone (https://developer.apple.com/documentation/cloudkit/ckrecord/id); saving a second record under it would overwrite the first.",
        fix: "Give each record its own `recordName`, or leave it out for a generated one.",
        examples: [.file("seed.yaml", """
            \(development)
            Item:
              - recordName: tea
                name: Tea
              - recordName: tea
                name: Green tea
            """, output: """
            seed.yaml:5:5: error: record 'tea' of 'CD_Item' already exists [seed.duplicate_record]
             5 |   - recordName: tea
               |     ^
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Seed files", kind: .input,
        summary: "Reported by `dev seed` for a seed file that does not fit development's schema; nothing is inserted",
        diagnostics: [unreadable, notAMapping, unknownRecordType, notAList, notARecord, unknownField, invalidValue,
                      duplicateRecord])
}

/// The problems of reading sample records back (`ckschema dev query`).
public enum QueryProblems {
    public static let invalidValue = DiagnosticDescription(
        id: "query.invalid_value",
        name: "Invalid Value",
        summary: "A `--where` value does not fit its field's CloudKit type",
        rationale: "A comparison is evaluated against the field's stored type (https://developer.apple.com/documentation/cloudkit/integrating-a-text-based-schema-into-your-workflow); a value of another type cannot match.",
        fix: "Write a value of the field's type (the message names it).",
        examples: [.command("ckschema dev query Item --where 'price>cheap'", output: """
            error: field 'CD_Item.CD_price' is DOUBLE: 'cheap' is not a number [query.invalid_value]
            """)])

    public static let unknownEntity = DiagnosticDescription(
        id: "query.unknown_entity",
        name: "Unknown Entity",
        summary: "`dev query TYPE --compatible-with N` names no entity or record type of version N",
        rationale: """
            The version filter of an app built with version N is computed per entity \
            ([docs/fetch-filters.md](fetch-filters.md)); a type version N does not have cannot be \
            filtered as that app would.
            """,
        fix: "Name an entity of that version (the message suggests the nearest).",
        examples: [.command("ckschema dev query Itme --compatible-with 1", output: """
            error: model 'Shop' version 1 has no entity or record type 'Itme' [query.unknown_entity]
              fix: did you mean 'Item'?
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Record queries", kind: .input,
        summary: "Reported by `dev query` for a filter that cannot be applied",
        diagnostics: [invalidValue, unknownEntity])
}

extension DiagnosticGroup {
    /// The diagnostics the store layer declares.
    public static let store: [DiagnosticGroup] = [StoreProblems.group, SeedProblems.group, QueryProblems.group]
}
