extension DiagnosticGroup {
    /// The diagnostics the core layer declares: reading YAML and schema files, choosing a model
    /// version.
    public static let core: [DiagnosticGroup] = [
        InputProblems.group, YAMLProblems.group, SchemaProblems.group, SelectionProblems.group
    ]
}
