import CKSchemaCore

/// What `check --base REVISION` reports about the change's own `ckschema.yaml` and findings
/// baseline: each way the change makes the gate weaker than it is at the base, at its line.
///
/// A pull request writes the configuration the gate reads, so switching a rule off, adding a
/// suppression, accepting a finding in the baseline, pointing `schemas:` elsewhere, marking a model
/// local or rewriting the release lock or the production snapshot would make the gate pass
/// without a word.
/// These findings say so. Their level is read from the base's configuration only (`rules:` there),
/// never from the change's: a change cannot silence the report of its own relaxation.
public enum RelaxationChecks {
    /// The ids, for reports that list relaxations apart (the Markdown summary).
    public static let ids: Set<String> = Set(group.diagnostics.map(\.id))

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Gate relaxations", kind: .check,
        summary: "Reported by `check --base REVISION` where the change weakens the gate: in `ckschema.yaml`, the findings baseline, the release lock, the production snapshot and the entitlements",
        diagnostics: [ruleWeakened, suppressionAdded, baselineEntryAdded, inputMoved, scopeChanged, lockRewritten, snapshotChanged])
}
