/// The help of the commands for generated code, schemas, filters and plans.
extension CommandHelp {
    /// `ckschema generate`
    package static let generate = CommandHelp(
        path: "generate",
        abstract: "Generate code or CloudKit schema files from the YAML schemas.")

    /// `ckschema generate ckdb`
    package static let generateCKDB = CommandHelp(
        path: "generate ckdb",
        abstract: "Generate the CloudKit schema (.ckdb) NSPersistentCloudKitContainer creates for a schema version.",
        discussion: """
            The version is --file (a YAML file, an .xcdatamodeld or SwiftData code: its current \
            version), else --version N of the schemas folder, else the current version of \
            coreData:/swiftData: in ckschema.yaml, else the newest YAML version. Modes: 'initialized' is what \
            initializeCloudKitSchema uploads (every field, every _ckAsset companion, CD_moveReceipt); \
            'jit' is what saving records creates (no companions). A comment header names the fields that \
            only appear once a value is saved; --no-notes leaves it out.

            Examples:
              ckschema generate ckdb --output cloudkit/expected.ckdb
              ckschema generate ckdb --file App/Model.xcdatamodeld --mode jit
              ckschema generate ckdb --version 2 --mode jit --no-notes
            """)

    /// `ckschema generate swift`
    package static let generateSwift = CommandHelp(
        path: "generate swift",
        abstract: "Generate SwiftData models ready for CloudKit sync.",
        discussion: """
            Writes one VersionedSchema per version (SchemaV1.swift, …), CurrentSchema.swift, \
            MigrationPlan.swift, CloudKitRecordNames.swift, ModelContainerFactory.swift and, when an entity \
            declares a logicalKey, LogicalKeys.swift (docs/swift-generation.md).

            Examples:
              ckschema generate swift --output App/Generated
              ckschema generate swift --output App/Generated --check
            """)

    /// `ckschema plan`
    package static let plan = CommandHelp(
        path: "plan",
        abstract: "Plan each version step: CloudKit strategy, local migration stage, what becomes permanent, deploy checklist.",
        discussion: """
            For each step between consecutive versions the plan picks Apple's strategy for a production \
            schema: add fields (additive changes), bump the version attribute and filter old clients \
            (changes older apps cannot read), or a new container (changes production refuses). The plans \
            are printed as Markdown; --write keeps v<A>-to-v<B>.md and .json in the migrations folder and \
            --check exits 1 when they are stale (docs/migration-plans.md). --format markdown adds a \
            pull-request summary with an ER diagram; json, github, sarif and junit print the steps' \
            change findings. The versions are the schemas folder's, or with coreData:/swiftData: in ckschema.yaml \
            the Xcode model's up to its current one; SwiftData code with a SchemaMigrationPlan is planned \
            in its own VersionedSchema names, saying whether its stage for each step is enough. Exit 0 \
            unless the input is invalid.

            Examples:
              ckschema plan --from 2 --to 3
              ckschema plan --write
              ckschema plan --format markdown > plan.md
            """)

    /// `ckschema filters`
    package static let filters = CommandHelp(
        path: "filters",
        abstract: "Generate version-attribute fetch filters that hide records newer app versions wrote.",
        discussion: """
            Every record carries the schema version that wrote it. An app built with version C reads a \
            record of entity E stamped V when no version after C up to V changed E in a way C cannot read \
            ('ckschema diff', warning level); the newest app filters 'attribute <= N'. Formats: swift \
            (NSPredicate, #Predicate, FetchDescriptor and CKQuery per entity), nspredicate, ckquery, sql \
            (for 'dev query'), json (each number with its reason). The versions are those 'plan' \
            reads. See docs/fetch-filters.md.

            Examples:
              ckschema filters --output App/Generated/VersionFilters.swift
              ckschema filters --version 2 --format nspredicate
            """)
}
