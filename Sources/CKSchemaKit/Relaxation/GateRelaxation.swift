import CKSchemaCore
import CKSchemaProject
import CKSchemaRules

/// One way a change makes the gate weaker than it is at the base: a rule switched off or
/// lowered, a suppression added, an accepted finding added to the findings baseline.
public struct GateRelaxation: Sendable, Hashable {
    /// What the change did.
    public enum Kind: Sendable, Hashable {
        /// `rules:` sets `rule` lower than the base does (`base` and `change` are the effective
        /// settings: a rule a file does not mention has its default severity).
        case ruleWeakened(rule: String, base: RuleSetting, change: RuleSetting)
        /// A suppression the base's `ckschema.yaml` lacks.
        case suppressionAdded(Suppression)
        /// A findings-baseline entry whose fingerprint the base's baseline lacks.
        case baselineEntryAdded(FindingsBaseline.Entry)
    }

    public var kind: Kind
    /// Where the change wrote it (`ckschema.yaml:3:20`, `ckschema-baseline.json:5:22`).
    public var location: SourceLocation?
    /// The base revision, as given (`origin/main`).
    public var base: String

    public init(kind: Kind, location: SourceLocation?, base: String) {
        self.kind = kind
        self.location = location
        self.base = base
    }

    /// The declaration of this kind of relaxation.
    public var declaration: DiagnosticDescription {
        switch kind {
        case .ruleWeakened: RelaxationChecks.ruleWeakened
        case .suppressionAdded: RelaxationChecks.suppressionAdded
        case .baselineEntryAdded: RelaxationChecks.baselineEntryAdded
        }
    }

    /// One sentence: what the change did.
    public var message: String {
        switch kind {
        case .ruleWeakened(let rule, let base, let change):
            let verb = change == .off ? "switches '\(rule)' off" : "lowers '\(rule)' to \(change.name)"
            return "the change \(verb) (\(base.name) at \(self.base))"
        case .suppressionAdded(let suppression):
            let target = [suppression.entity, suppression.attribute ?? suppression.relationship].compactMap { $0 }.joined(separator: ".")
            return "the change adds a suppression of '\(suppression.rule)' for '\(target)'"
                + (suppression.version.map { " in version \($0)" } ?? "")
        case .baselineEntryAdded(let entry):
            let element = entry.element.isEmpty ? "model '\(entry.model)'" : "'\(entry.element)'"
            return "the change accepts '\(entry.rule)' on \(element) in the findings baseline"
        }
    }

    /// What to do, for the terminal.
    public var fix: String {
        switch kind {
        case .ruleWeakened: "keep the rule's setting, or have the change to the gate reviewed on purpose"
        case .suppressionAdded: "fix the finding instead, or have the suppression reviewed on purpose"
        case .baselineEntryAdded: "fix the finding instead, or have the baseline entry reviewed on purpose"
        }
    }

    /// The finding, at the level the base's configuration sets for it (`settings`: the base's
    /// rules); nil when the base switches it off.
    public func finding(levels settings: RuleSettings) -> Diagnostic? {
        var diagnostic = Diagnostic(declaration, message: message, location: location, fix: fix)
        switch settings.setting(forRule: declaration.id) {
        case .off?: return nil
        case .severity(let severity)?: diagnostic.severity = severity
        case nil: diagnostic.severity = RelaxationChecks.defaultSeverity
        }
        return diagnostic
    }
}
