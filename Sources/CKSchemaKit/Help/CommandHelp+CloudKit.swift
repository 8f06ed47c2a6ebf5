/// The help of the commands for the real CloudKit container, through cktool.
extension CommandHelp {
    /// `ckschema cloudkit`
    package static let cloudKit = CommandHelp(
        path: "cloudkit",
        abstract: "Pull, compare, push, reset and verify a real CloudKit container through cktool.",
        discussion: """
            Needs 'cloudkit:' in ckschema.yaml (container, team; optional snapshots, timeout) or \
            CKSCHEMA_CLOUDKIT_CONTAINER and CKSCHEMA_CLOUDKIT_TEAM. cktool finds its management token in \
            CLOUDKIT_MANAGEMENT_TOKEN (or its keychain or file); ckschema never reads, prints or passes one \
            on a command line. The command is yours to choose, never the repository's: --cktool, else \
            CKSCHEMA_CKTOOL (e.g. a CKTool JS wrapper on Linux), else 'xcrun cktool' on macOS and 'cktool' \
            elsewhere. It gets PATH, HOME, TMPDIR, the locale, proxies and the token variables of the \
            environment, plus those named in CKSCHEMA_CKTOOL_ENV. Snapshots of both environments \
            live in cloudkit/ (commit them: CI checks against them without a token). Only the CloudKit \
            Console deploys to production; push and reset touch development only. See docs/cloudkit.md.

            Examples:
              ckschema cloudkit pull                    # write cloudkit/*.ckdb
              ckschema cloudkit pull --cktool 'node tools/cktool.js'
              ckschema cloudkit status --format github  # exit 1 on drift
              ckschema cloudkit push --dry-run          # check and validate only
              ckschema cloudkit push                    # import into development
              ckschema cloudkit reset --yes --push      # reset, then push
              ckschema cloudkit verify-deploy           # after a Console deploy
              ckschema check --against cloudkit/production.ckdb
            """)

    /// `ckschema cloudkit pull`
    package static let cloudKitPull = CommandHelp(
        path: "cloudkit pull",
        abstract: "Export the live schemas into the committed snapshots and refresh the local production store.",
        discussion: """
            Runs 'cktool export-schema' for each environment; writes cloudkit/<environment>.ckdb atomically, \
            and only when every export parsed (a failure writes nothing, exit 2). Production's export also \
            becomes the local production store's schema (as 'env import' does).

            Examples:
              ckschema cloudkit pull
              ckschema cloudkit pull --environment production
            """)

    /// `ckschema cloudkit status`
    package static let cloudKitStatus = CommandHelp(
        path: "cloudkit status",
        abstract: "Snapshots vs live, development vs production, and the model vs both. Exit 1 on drift.",
        discussion: """
            Exports both live environments and compares: each committed snapshot with its environment; \
            development with production (what a deploy would make permanent, what development lost); the \
            model with production (release readiness: every field the build writes must be deployed, \
            the same comparison as 'check --against' a .ckdb); the model with development. The model is \
            what the next build writes: the current version of coreData:/swiftData: in ckschema.yaml or of --file \
            (an .xcdatamodeld or SwiftData code), else the newest YAML version (--version N picks one).

            Examples:
              ckschema cloudkit status
              ckschema cloudkit status --format github --file App/Models
            """)

    /// `ckschema cloudkit push`
    package static let cloudKitPush = CommandHelp(
        path: "cloudkit push",
        abstract: "Import the model into CloudKit development, after checking it cannot break production.",
        discussion: """
            Generates the model's schema (as for 'status') in initialized form (every field exists, as \
            initializeCloudKitSchema would make it), checks it against the committed production snapshot \
            with production's rules (exit 1 with the findings if it would break production), has CloudKit \
            validate it ('cktool validate-schema'), then imports it into development ('cktool import-schema') \
            and rewrites cloudkit/development.ckdb. Never touches production.

            Examples:
              ckschema cloudkit push --dry-run
              ckschema cloudkit push
              ckschema cloudkit push --file App/Models
            """)

    /// `ckschema cloudkit reset`
    package static let cloudKitReset = CommandHelp(
        path: "cloudkit reset",
        abstract: "Reset CloudKit development to production's schema, deleting ALL development data.",
        discussion: """
            Runs 'cktool reset-schema'. Asks on a terminal, naming the container; without a terminal it \
            refuses (exit 2) unless --yes. --push then imports the model again (as 'push').

            Examples:
              ckschema cloudkit reset
              ckschema cloudkit reset --yes --push
            """)

    /// `ckschema cloudkit verify-deploy`
    package static let cloudKitVerifyDeploy = CommandHelp(
        path: "cloudkit verify-deploy",
        abstract: "After a Console deploy: pull production and check it has everything the model writes.",
        discussion: """
            Pulls production (snapshot and local production store), then exits 0 only when every record \
            type and field the model (as for 'status') writes is there, and records the deploy in the local store's \
            history. Exit 1 with what is missing otherwise.

            Example:
              ckschema cloudkit verify-deploy && git add cloudkit/production.ckdb
            """)
}
