import CKSchemaCore

extension DiagnosticGroup {
    /// The diagnostics the `.ckdb` layer declares: reading `.ckdb` files and inspecting them.
    public static let ckdb: [DiagnosticGroup] = [CKDBProblems.group, CKDBInspectorFindings.group]
}
