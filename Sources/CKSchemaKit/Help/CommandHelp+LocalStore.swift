/// The help of the commands for the local environment store (a simulation).
extension CommandHelp {
    /// `ckschema dev`
    package static let dev = CommandHelp(
        path: "dev",
        abstract: "Local simulation: the development environment of the local environment store (.ckschema/; CloudKit is not touched).",
        discussion: """
            The local store simulates a container's two environments on this machine, for offline \
            experiments, tests and CI without a token. To reach the real container, use 'ckschema cloudkit' \
            (docs/cloudkit.md).
            """)

    /// `ckschema dev init`
    package static let devInit = CommandHelp(
        path: "dev init",
        abstract: "Local simulation: provision the local development store from a schema version, as initializeCloudKitSchema does for a container.",
        discussion: """
            The version is chosen as for 'generate ckdb' (--file, --version, else the current version of \
            coreData:/swiftData: in ckschema.yaml, else the newest YAML version). Lints first (errors block). Adds \
            the version's record types and fields to the local development \
            store (nothing is removed; fields the YAML no longer has are listed), then writes and deletes one \
            record per record type with every field filled. A retyped field is refused, as CloudKit refuses \
            it (exit 1). CloudKit is not touched: 'ckschema cloudkit push' imports into the real one.
            """)

    /// `ckschema dev reset`
    package static let devReset = CommandHelp(
        path: "dev reset",
        abstract: "Local simulation: delete every record of the local development store and make its schema equal to the local production store's.",
        discussion: "Changes the local store only ('ckschema cloudkit reset' resets CloudKit development). Without --yes it asks on a terminal, and refuses when there is none (exit 2).")

    /// `ckschema dev status`
    package static let devStatus = CommandHelp(
        path: "dev status",
        abstract: "Local simulation: the local development store against the local production store (pending additions, refused changes, records).",
        discussion: "Reads the local store only ('ckschema cloudkit status' compares the real environments). Exit 1 when production's rules would refuse the local promotion.")

    /// `ckschema dev seed`
    package static let devSeed = CommandHelp(
        path: "dev seed",
        abstract: "Local simulation: load sample records (YAML or JSON) into the local development store.",
        discussion: """
            The file maps record types to lists of records: 'Score: [{dateKey: "2024-05-01", points: 3}]'. \
            Entity and attribute names may omit the CD_ prefix; 'recordName' names a record. Values must fit \
            the field types (dates in ISO 8601, bytes in base64); any problem rejects the whole file (exit 2).
            """)

    /// `ckschema dev query`
    package static let devQuery = CommandHelp(
        path: "dev query",
        abstract: "Local simulation: read the local development store's records of a record type.",
        discussion: """
            Each --where is FIELD OP VALUE (OP: = != < <= > >=); conditions combine with AND. \
            --compatible-with N adds the entity's version filter ('ckschema filters --version N --format \
            sql'): only the records an app built with version N can read, and the count of hidden ones. \
            RECORDTYPE may then name a subentity; --model defaults to the one development was provisioned from.

            Examples:
              ckschema dev query Score --where 'points>=3'
              ckschema dev query CD_Score --compatible-with 2 --format json
            """)

    /// `ckschema promote`
    package static let promote = CommandHelp(
        path: "promote",
        abstract: "Local simulation: promote the local development store to the local production store (additions only).",
        discussion: """
            Works on the local environment store (.ckschema/), never on CloudKit: for offline experiments, \
            tests and CI without a token. The promotion runs in one transaction (concurrent promotions wait \
            and re-check), writes one history row and the local production schema as a .ckdb (--output). \
            With 'cloudkit:' in ckschema.yaml it prints the real deploy steps instead of writing a .ckdb: \
            'ckschema cloudkit push', the Console's Deploy Schema Changes, 'ckschema cloudkit verify-deploy'.

            Examples:
              ckschema promote --dry-run
              ckschema promote --yes
            """)

    /// `ckschema env`
    package static let env = CommandHelp(
        path: "env",
        abstract: "Local simulation store: import a production export, export an environment's schema, show the history.")

    /// `ckschema env import`
    package static let envImport = CommandHelp(
        path: "env import",
        abstract: "Make a real 'cktool export-schema' file the local production store's schema.",
        discussion: "The local production store's schema becomes exactly the file's; the local development store gains whatever of it it lacks. CloudKit is not touched ('ckschema cloudkit pull' does this from the live container).")

    /// `ckschema env export`
    package static let envExport = CommandHelp(
        path: "env export",
        abstract: "Print a local store environment's schema as a .ckdb file, in the form cktool export-schema prints.")

    /// `ckschema env history`
    package static let envHistory = CommandHelp(
        path: "env history",
        abstract: "Every change to the local store's environments, oldest first: what, when, which version, who, tool version.")
}
