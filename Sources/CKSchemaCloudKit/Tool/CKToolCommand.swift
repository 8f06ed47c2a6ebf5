/// The two environments of a CloudKit container, spelled as cktool's `--environment` wants.
public enum CKToolEnvironment: String, Sendable, Hashable, CaseIterable {
    case development
    case production
}

/// One cktool operation and the arguments it takes (cktool(1); apple/sample-cloudkit-tooling
/// `cktool-cli/Commands/*.md`). The token is never among them: cktool reads it from the environment.
package enum CKToolCommand: Sendable, Hashable {
    /// `export-schema --environment E [--output-file PATH]`: the environment's schema as `.ckdb`.
    case exportSchema(CKToolEnvironment, outputFile: String?)
    /// `validate-schema --environment development --file PATH`: a dry run of an import.
    case validateSchema(file: String)
    /// `import-schema --environment development --file PATH`: replaces development's schema.
    case importSchema(file: String)
    /// `reset-schema`: development back to production's schema, deleting all development data.
    case resetSchema

    /// cktool's subcommand name.
    package var name: String {
        switch self {
        case .exportSchema: "export-schema"
        case .validateSchema: "validate-schema"
        case .importSchema: "import-schema"
        case .resetSchema: "reset-schema"
        }
    }

    /// The environment the command touches.
    package var environment: CKToolEnvironment {
        if case .exportSchema(let environment, _) = self { return environment }
        return .development
    }

    /// The arguments after the tool's own words, for `target`.
    package func arguments(for target: CloudKitTarget) -> [String] {
        var arguments = [name, "--team-id", target.team, "--container-id", target.container]
        switch self {
        case .exportSchema(let environment, let outputFile):
            arguments += ["--environment", environment.rawValue]
            if let outputFile { arguments += ["--output-file", outputFile] }
        case .validateSchema(let file), .importSchema(let file):
            arguments += ["--environment", CKToolEnvironment.development.rawValue, "--file", file]
        case .resetSchema:
            break
        }
        return arguments
    }
}

extension CloudKitTarget {
    /// How messages name an environment of this container: "CloudKit production of iCloud.com.example.App".
    public func describe(_ environment: CKToolEnvironment) -> String {
        "CloudKit \(environment.rawValue) of \(container)"
    }
}
