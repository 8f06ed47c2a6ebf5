import CKSchemaCore

/// The problems of resolving a reference — the older side `ckschema diff` and `ckschema check`
/// compare with: a version number, a schema file, `git:REVISION:PATH`, or a production export
/// (`.ckdb`).
public enum ReferenceProblems {
    static let gitShow = "https://git-scm.com/docs/git-show"
    static let checkout = "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches"

    public static let invalidReference = DiagnosticDescription(
        id: "reference.invalid_reference",
        name: "Invalid Reference",
        summary: "A `git:` reference does not name both a revision and a path",
        rationale: "ckschema reads a file at a revision as `git show REVISION:PATH` does (\(gitShow)); both parts are needed.",
        fix: "Write it as `git:REVISION:PATH`, for example `git:origin/main:schemas/v3.yaml`.",
        examples: [.command("ckschema diff git:origin/main schemas/v3.yaml", output: """
            error: git reference 'git:origin/main' must name a revision and a path [reference.invalid_reference]
              fix: write it as 'git:REVISION:PATH', for example 'git:origin/main:schemas/v3.yaml'
            """)])

    public static let missingFile = DiagnosticDescription(
        id: "reference.missing_file",
        name: "Missing Reference File",
        summary: "The referenced file (a schema or a `.ckdb` export) does not exist",
        rationale: """
            The comparison needs its older side; a production export is made with `xcrun cktool \
            export-schema` (https://developer.apple.com/icloud/ck-tool/).
            """,
        fix: "Check the path; export production with `xcrun cktool export-schema --environment production --output-file production.ckdb`.",
        examples: [.command("ckschema check --against production.ckdb", output: """
            error: reference file 'production.ckdb' does not exist [reference.missing_file]
              fix: export it with 'xcrun cktool export-schema --environment production --output-file production.ckdb'
            """)])

    public static let unknownVersion = DiagnosticDescription(
        id: "reference.unknown_version",
        name: "Unknown Reference Version",
        summary: "A reference version number names no version in the schemas folder",
        rationale: "A bare number names a version of the model in the schemas folder ([docs/schema-format.md](schema-format.md#folders)); the message lists the versions there.",
        fix: "Use one of the versions the message lists.",
        examples: [.command("ckschema diff 7 3", output: """
            error: no version 7 in 'schemas' (versions: 1, 2, 3) [reference.unknown_version]
            """)])

    public static let gitUnavailable = DiagnosticDescription(
        id: "reference.git_unavailable",
        name: "Git Unavailable",
        summary: "`git` cannot be run to read a `git:` reference",
        rationale: "A `git:` reference is read with `git show` (\(gitShow)); git must be installed and on the PATH.",
        fix: "Install git or put it on the PATH, or pass the reference as a file.",
        examples: [.command("PATH=/nonexistent ckschema diff git:HEAD:schemas/v1.yaml 2", output: """
            error: cannot run git to read 'git:HEAD:schemas/v1.yaml': … [reference.git_unavailable]
            """)])

    public static let notARepository = DiagnosticDescription(
        id: "reference.not_a_repository",
        name: "Not a Git Repository",
        summary: "A `git:` reference is read outside a git repository",
        rationale: "`git show` (\(gitShow)) reads from the repository the current folder belongs to.",
        fix: "Run the command inside the repository, or pass the reference as a file.",
        examples: [.command("cd /tmp && ckschema diff git:HEAD:schemas/v1.yaml 2", output: """
            error: cannot read 'git:HEAD:schemas/v1.yaml': '/tmp' is not inside a git repository [reference.not_a_repository]
            """)])

    public static let gitPathMissing = DiagnosticDescription(
        id: "reference.git_path_missing",
        name: "Path Missing at Revision",
        summary: "The file of a `git:` reference does not exist at that revision",
        rationale: "`git show REVISION:PATH` (\(gitShow)) found the revision but not the file: it was added later or lives elsewhere.",
        fix: "Check the path with `git ls-tree --name-only REVISION schemas/`.",
        examples: [.command("ckschema check --base git:HEAD~3:schemas/v4.yaml", output: """
            error: 'schemas/v4.yaml' does not exist at git revision 'HEAD~3' [reference.git_path_missing]
              fix: check the path with 'git ls-tree --name-only HEAD~3 schemas/'
            """)])

    public static let gitRevisionMissing = DiagnosticDescription(
        id: "reference.git_revision_missing",
        name: "Revision Missing",
        summary: "The revision of a `git:` reference is not in this clone",
        rationale: """
            CI systems clone shallowly by default (actions/checkout fetches one commit, \(checkout)), \
            so the base branch the comparison needs is missing.
            """,
        fix: "Fetch it (`git fetch --depth=1 origin main`) or check out with `fetch-depth: 0` before running ckschema.",
        examples: [.command("ckschema check --base git:origin/main:schemas/v3.yaml", output: """
            error: git revision 'origin/main' is not available in this clone (fatal: invalid object name 'origin/main'.) [reference.git_revision_missing]
              fix: shallow CI clones lack it: run 'git fetch --depth=1 origin main' (or check out with fetch-depth: 0) before 'ckschema check'
            """)])

    public static let invalidRevision = DiagnosticDescription(
        id: "reference.invalid_revision",
        name: "Invalid Revision",
        summary: "A git revision starts with `-`, so git would read it as an option",
        rationale: """
            ckschema hands a revision (`git:REVISION:PATH`, `check --base REVISION`) to git; a word \
            that starts with `-` is an option to git (`--output=FILE` makes `git show` write a file), \
            never a revision (https://git-scm.com/docs/gitrevisions). ckschema refuses it before git \
            runs, and also passes `--end-of-options` where git supports it (git 2.24 and later).
            """,
        fix: "Name the revision by a branch, a tag or a commit (`origin/main`, `v1.2`, `HEAD~1`).",
        examples: [.command("ckschema check --base=--output=notes.txt", output: """
            error: the git revision '--output=notes.txt' starts with '-'; git would read it as an option [reference.invalid_revision]
              fix: name a branch, a tag or a commit, for example 'origin/main'
            """)])

    public static let notASchema = DiagnosticDescription(
        id: "reference.not_a_schema",
        name: "Reference Is Not a Schema Version",
        summary: "`ckschema diff` is given a CloudKit schema (`.ckdb`) instead of a schema version",
        rationale: """
            `diff` compares two model versions change by change; a production export has record \
            types, not entities, and is compared by `ckschema check --against` instead \
            (https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema).
            """,
        fix: "Use `ckschema check --against FILE.ckdb` to compare with a production export.",
        examples: [.command("ckschema diff production.ckdb 3", output: """
            error: 'production.ckdb' is a CloudKit schema; diff compares schema versions [reference.not_a_schema]
              fix: use 'ckschema check --against production.ckdb' to compare with a production export
            """)])

    public static let noProduction = DiagnosticDescription(
        id: "reference.no_production",
        name: "No Production Schema for the Release Gate",
        summary: "`check --release` has no production schema to compare with",
        rationale: """
            The release gate asks whether production already has every record type and field the \
            build writes. Production creates no schema on the fly: a record type or field missing \
            there is refused, and the build loses what it writes \
            (https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema). \
            Without production's schema there is no answer, so the gate stops rather than pass.
            """,
        fix: "Give `--against cloudkit/production.ckdb` (a `cktool export-schema` of production) or `--against cloudkit:production`, or configure `cloudkit:` in ckschema.yaml and run `ckschema cloudkit pull`.",
        examples: [.command("ckschema check --release", output: """
            error: the release gate compares with production's schema, and none is given: no --against names one and ckschema.yaml has no 'cloudkit:' section [reference.no_production]
              fix: give --against cloudkit/production.ckdb (cktool export-schema of production), or add 'cloudkit:' to ckschema.yaml and run 'ckschema cloudkit pull'
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "References (--against, diff)", kind: .input,
        summary: "Reported by `diff` and `check` when the older side of the comparison cannot be read",
        diagnostics: [invalidReference, invalidRevision, missingFile, unknownVersion, gitUnavailable, notARepository, gitPathMissing,
                      gitRevisionMissing, notASchema, noProduction])
}
