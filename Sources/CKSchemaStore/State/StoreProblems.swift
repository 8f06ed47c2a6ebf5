import CKSchemaCore

/// The problems of using the environment store (`.ckschema/state.sqlite`): a store that is not
/// there, and an import into the wrong environment.
public enum StoreProblems {
    public static let missing = DiagnosticDescription(
        id: "store.missing",
        summary: "A command that reads an environment's schema finds no store")

    public static let importDevelopment = DiagnosticDescription(
        id: "store.import_development",
        summary: "`env import` targets development")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Environment store", kind: .input,
        summary: "Reported by the `env`, `dev` and `promote` commands when the store is missing or used the wrong way",
        diagnostics: [missing, importDevelopment])
}

/// The problems of loading sample records into development (`ckschema dev seed FILE`). Any problem
/// rejects the whole file; nothing is inserted.
public enum SeedProblems {
    static let development = "# development has CD_Item (CD_name STRING, CD_price DOUBLE)"

    public static let unreadable = DiagnosticDescription(
        id: "seed.unreadable",
        summary: "The seed file does not exist or cannot be read")

    public static let notAMapping = DiagnosticDescription(
        id: "seed.not_a_mapping",
        summary: "The seed file is not a mapping of record types to lists of records",
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
        summary: "The seed file names a record type development does not have",
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
        summary: "A record type's value is not a list of records",
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
        summary: "An item of a record list is not a mapping of fields to values",
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
        summary: "A record names a field its record type does not have (or a system field)",
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
        summary: "A value does not fit its field's CloudKit type",
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
        summary: "A record's `recordName` is already taken in its record type",
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
        summary: "A `--where` value does not fit its field's CloudKit type")

    public static let unknownEntity = DiagnosticDescription(
        id: "query.unknown_entity",
        summary: "`dev query TYPE --compatible-with N` names no entity or record type of version N")

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
