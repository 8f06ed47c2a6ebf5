/// The help of the commands for reading, checking and releasing models, and the rule catalog.
extension CommandHelp {
    /// `ckschema`
    package static let root = CommandHelp(
        path: "",
        abstract: "Lint, version, generate and promote Core Data / SwiftData models that sync through CloudKit.",
        discussion: """
            Start here (docs/workflows.md):
              1. ckschema lint App/Model.xcdatamodeld
                 the CloudKit rules, where the model lives (or App/Models for
                 SwiftData code, schemas/ for YAML; 'import' copies a model to YAML)
              2. ckschema check App/Model.xcdatamodeld
                 the pull-request gate: what production and older apps cannot take
              3. ckschema release --from App/Model.xcdatamodeld
                 it ships: snapshot it into schemas/ and lock it ('release 3' for YAML)

            One vocabulary: --format text|json|github|sarif|markdown|junit,
            --fail-on error|warning|never, --schemas DIR (the YAML history),
            --check (generated files are stale: exit 1), --dry-run (change
            nothing). The "baseline" is only the accepted-findings file of
            'ckschema baseline'; --against names a reference to compare with.

            Exit codes: 0 success, 1 findings (lint errors, breaking changes,
            stale generated files), 2 invalid input or usage (with
            file:line:column; nothing is written). 'ckschema --version' prints
            the version.
            """)

    /// `ckschema import`
    package static let importModels = CommandHelp(
        path: "import",
        abstract: "Import existing models into YAML schema files.")

    /// `ckschema import xcdatamodel`
    package static let importXCDataModel = CommandHelp(
        path: "import xcdatamodel",
        abstract: "Import a Core Data model (.xcdatamodeld with all its versions, .xcdatamodel or contents file).",
        discussion: """
            Writes '<model>-v<N>.yaml' per version, oldest first (the current version last); what YAML \
            cannot express is a warning. Files that already say the same are left alone; nothing is \
            written on an error or, without --force, over a file with other content. To keep the model in \
            Xcode and only released versions in YAML, use 'ckschema release --from' (docs/workflows.md).

            Example:
              ckschema import xcdatamodel App/Model.xcdatamodeld --output schemas
            """)

    /// `ckschema import swiftdata`
    package static let importSwiftData = CommandHelp(
        path: "import swiftdata",
        abstract: "Import SwiftData @Model classes (Swift files or folders) into YAML schema files.",
        discussion: """
            Each VersionedSchema is one version, in its SchemaMigrationPlan's order; code without one is \
            one version. Writes '<model>-v<N>.yaml' per version, each entity with its scope: (synced, \
            local or unknown, from the code's ModelConfigurations; scopes: in ckschema.yaml overrides). \
            What cannot be read statically is a warning at its line. Files that already say the same are \
            left alone; nothing is written on an error or, without --force, over other content.

            Examples:
              ckschema import swiftdata App/Models
              ckschema import swiftdata Score.swift Event.swift --model WordErase --output schemas
            """)

    /// `ckschema lint`
    package static let lint = CommandHelp(
        path: "lint",
        abstract: "Report every CloudKit incompatibility in schema files, at its file:line:column.",
        discussion: """
            PATH may be YAML schema files or folders (default: the schemas folder, and the swift:, \
            coreData: and swiftData: models of ckschema.yaml), an Xcode model (.xcdatamodeld: every \
            version, findings at the line of its contents file) or SwiftData code (.swift files or folders: the newest version of each model, \
            fixes in Swift terms, docs/swiftdata.md). A folder is read without its subfolders; one with \
            nothing to read is an error, never a pass.

            The app's own migration plan is checked too, whatever its stores sync: a SwiftData \
            SchemaMigrationPlan (identical versions, old versions listing live classes, stages across \
            changes inferred migration cannot make, renames without originalName, the plan's order) and \
            an Xcode model's older versions against its current one (docs/migration-plans.md).

            SwiftData models that only .none or in-memory stores hold get a note instead of CloudKit \
            findings (--all-models checks them too); an .entitlements file among or beside the paths \
            decides .automatic stores. Severities, disabled rules and suppressions come from \
            ckschema.yaml; findings in the 'ckschema baseline' file are skipped.

            Judged is what the next build ships: each model's newest version, or the current version \
            of the model where it lives (coreData:/swiftData:), released or not, as 'check' judges it. \
            Its errors stay errors until a later version fixes them or 'ckschema baseline' accepts \
            them. A finding only older versions have is history: a note (--strict keeps its severity).

            Exit 0 no error findings, 1 error findings, 2 invalid input or nothing read.

            Examples:
              ckschema lint
              ckschema lint schemas/v3.yaml --format github
              ckschema lint App/Model.xcdatamodeld
              ckschema lint App/Models Score.swift
              ckschema lint App App/App.entitlements --all-models
            """)

    /// `ckschema check`
    package static let check = CommandHelp(
        path: "check",
        abstract: "The pull-request gate (can production accept this change?) and, with --release, the release gate (does production have everything this build writes?).",
        discussion: """
            Lint runs first. Then the newest version of each model is compared with its predecessor, \
            with every released version (ckschema.lock: production keeps all it ever got) and with each \
            --against reference. PATH may also be the model where it lives: an .xcdatamodeld or a folder \
            of SwiftData code, read in memory, findings at the Xcode or Swift line.

            'check' passes additions; what the production snapshot lacks is a note \
            (not_in_production_yet). 'check --release' makes those errors (release_not_deployed): run it \
            after the Console deploy. It always compares with production: --against, else the \
            snapshot of cloudkit: in ckschema.yaml (cloudkit/production.ckdb); with neither it exits 2. \
            Both fail on a field or record type deleted, renamed or retyped, and on a released version \
            or its YAML snapshot edited or deleted (ckschema.lock). --swift also compares SwiftData \
            code with the YAML version it claims to be.

            --base REVISION (the branch the change is merged into) also reports how the change relaxes \
            the gate: every rule its ckschema.yaml switches off or lowers, every suppression and \
            findings-baseline entry it adds, at its line (relaxation.*: warnings unless the base's \
            ckschema.yaml sets their level). A base without ckschema.yaml relaxes nothing. See \
            docs/security.md.

            Exit 0 pass, 1 findings (see --fail-on), 2 nothing read. --format github annotates the \
            version under review and writes the job summary. Guides: docs/workflows.md, docs/ci.md.

            Examples:
              ckschema check --against cloudkit/production.ckdb            # pull request
              ckschema check --base origin/main                            # and what it relaxes
              ckschema check --release --against cloudkit/production.ckdb  # release
              ckschema check App/Model.xcdatamodeld
              ckschema check --swift App/Models
              ckschema check --against git:origin/main:schemas/v3.yaml --format github
            """)

    /// `ckschema release`
    package static let release = CommandHelp(
        path: "release",
        abstract: "Record a released version's content hash in the lock file, so later edits to it fail 'check'.",
        discussion: """
            The hash covers the normalized schema (not whitespace, comments or key order); commit \
            schemas/ckschema.lock. With --from, the model where it lives (an .xcdatamodeld or SwiftData \
            code) is first snapshotted into the next YAML file of the schemas folder; 'coreData:' or 'swiftData:' in \
            ckschema.yaml makes its model the default. Exit 1, writing \
            nothing, when a version was already released with other content.

            Examples:
              ckschema release 3
              ckschema release 1 2 3
              ckschema release --from App/Model.xcdatamodeld
              ckschema release --from App/Models
            """)

    /// `ckschema new-version`
    package static let newVersion = CommandHelp(
        path: "new-version",
        abstract: "Start the next schema version: copy the newest YAML version, bump 'version:' and the version attribute's defaults.",
        discussion: """
            Writes version N+1 beside version N, named like it (Journal-v4.yaml after Journal-v3.yaml), \
            with the same text and comments; 'version:' and the version attributes' default N become N+1. \
            Then edit it and run 'ckschema check'. Core Data and SwiftData teams add the version in Xcode \
            or as a VersionedSchema instead (docs/workflows.md). Exit 2, writing nothing, when the file exists.

            Examples:
              ckschema new-version
              ckschema new-version --model Journal --schemas App/schemas
            """)

    /// `ckschema diff`
    package static let diff = CommandHelp(
        path: "diff",
        abstract: "Show the changes between two schema versions, classified by their impact on CloudKit.",
        discussion: """
            Each change is breaking in production (error), a problem for older app versions (warning), a \
            local migration (note) or additive (note, with what becomes permanent once deployed). OLD and \
            NEW may also be an .xcdatamodeld (its current version) or a folder of SwiftData code (its \
            newest version). Exit 0 unless --fail-on says otherwise.

            Examples:
              ckschema diff 2 3
              ckschema diff schemas/v3.yaml App/Model.xcdatamodeld --fail-on error
              ckschema diff git:origin/main:schemas/v3.yaml schemas/v4.yaml --format markdown
            """)

    /// `ckschema rules`
    package static let rules = CommandHelp(
        path: "rules",
        abstract: "List every rule and diagnostic ID: lint rules (severity as configured in ckschema.yaml), change rules, checks and input problems.",
        discussion: """
            --kind lint|change|check|input|all (default all). --format markdown prints one page, so it needs \
            one kind: lint (docs/rules.md), change (docs/change-rules.md), check (docs/checks.md) or input \
            (docs/input-problems.md); --format json prints an array, or for --kind all an object \
            {"lint": [...], "change": [...], "check": [...], "input": [...]}.

            Examples:
              ckschema rules --kind check
              ckschema rules --kind input --format json
              ckschema rules --kind lint --format markdown > docs/rules.md
            """)

    /// `ckschema explain`
    package static let explain = CommandHelp(
        path: "explain",
        abstract: "Explain any ID ckschema prints (a lint or change rule, a check, an input problem): why it exists, the fix, and examples.",
        discussion: """
            Examples:
              ckschema explain unique_constraint
              ckschema explain release_not_deployed
              ckschema explain yaml.syntax
            """)

    /// `ckschema versions`
    package static let versions = CommandHelp(
        path: "versions",
        abstract: "List schema versions with their released/locked state.",
        discussion: """
            With coreData: or swiftData: in ckschema.yaml, then lists the versions of the model \
            where it lives, in the order every command numbers them, and what decided that order \
            (coreDataVersions: in ckschema.yaml, the bundle's git history, or the names). Exit 1 \
            when a released version was edited or is missing.

            Examples:
              ckschema versions
            """)

    /// `ckschema baseline`
    package static let baseline = CommandHelp(
        path: "baseline",
        abstract: "Record today's findings, so 'lint' and 'check' fail only on new ones.",
        discussion: """
            Writes the lint findings of every version and the check findings of the newest one to \
            ckschema-baseline.json ('baseline:' in ckschema.yaml); commit it. Findings are matched by \
            rule, model and element, never by line, so reformatting keeps them accepted. 'lint' and \
            'check' then skip them, say how many, and note entries that no longer match.

            Examples:
              ckschema release 1 2 3        # lock the versions already shipped
              ckschema baseline             # accept what they break today
              ckschema baseline --update    # rewrite it after fixing findings
            """)

    /// `ckschema inspect`
    package static let inspect = CommandHelp(
        path: "inspect",
        abstract: "Summarise a .ckdb file: record types, fields mirrored from Core Data, what looks hand-made.")

    /// `ckschema build-lint`
    package static let buildLint = CommandHelp(
        path: "build-lint",
        abstract: "Lint one build target's models for the SwiftPM and Xcode build plugins (docs/xcode.md).",
        discussion: """
            Lints the Swift files that declare an @Model class and the Core Data models, each model \
            checked only where the code syncs it: SwiftData's ModelConfigurations (not previews or \
            tests) with the target's .entitlements found in the project ('entitlements:' in \
            ckschema.yaml names them), Core Data's NSPersistentCloudKitContainer store descriptions \
            (the 'Used with CloudKit' checkbox when no such code is found); other files are ignored. Findings print as 'path:line:column: error: message \
            [rule_id]', which Xcode and 'swift build' show at the line. ckschema.yaml is searched for from \
            --project upwards. --cache keeps the output keyed on the files (their size and modification \
            time, then their contents), the configuration, the baseline and the tool's version. \
            --files-from reads more paths from a file, one per line, as the build plugin passes a \
            target's files. Exit 0 no error findings, 1 error findings, 2 invalid input.

            Examples:
              ckschema build-lint --project Sources/App --cache .build/ckschema Sources/App/Models.swift
              ckschema build-lint --project . App/Model.xcdatamodeld
              ckschema build-lint --project Sources/App --cache .build/ckschema --files-from .build/ckschema/inputs.txt
            """)
}
