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
        /// A key naming what the gate reads (`schemas:`, `coreData:` …) set otherwise than at the
        /// base (nil: not set there, or not here).
        case inputMoved(key: String, base: String?, change: String?)
        /// A `scopes:` entry added, removed or changed (nil: none on that side).
        case scopeChanged(entity: String, base: SyncScope?, change: SyncScope?)
        /// A release-lock entry of the base removed or altered (`change` nil: removed).
        case lockRewritten(model: String, version: Int, removed: Bool)
        /// The production snapshot at `path` differs from the base's.
        case snapshotChanged(path: String)
        /// An `.entitlements` file, which decides whether `.automatic` stores sync, differs from the base's.
        case entitlementsChanged(path: String)
    }

    public var kind: Kind
    /// How many findings of the change it hides (known once the gate has run with the base's
    /// settings too): a relaxation that hides one is an error unless the base sets its level.
    public var hides: Int = 0
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
        case .inputMoved: RelaxationChecks.inputMoved
        case .scopeChanged: RelaxationChecks.scopeChanged
        case .lockRewritten: RelaxationChecks.lockRewritten
        case .snapshotChanged: RelaxationChecks.snapshotChanged
        case .entitlementsChanged: RelaxationChecks.scopeChanged
        }
    }

    /// One sentence: what the change did.
    public var message: String {
        let hidden = hides > 0 ? "; it hides \(hides == 1 ? "a finding" : "\(hides) findings") of the same change" : ""
        return what + hidden
    }

    private var what: String {
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
        case .inputMoved(let key, let base, let change):
            let now = change.map { "sets '\(key)' to '\($0)'" } ?? "removes '\(key)'"
            let before = base.map { "'\($0)' at \(self.base)" } ?? "not set at \(self.base)"
            return "the change \(now) (\(before)); the gate reads what \(self.base) names"
        case .scopeChanged(let entity, let base, let change):
            let now = change.map { "sets the scope of '\(entity)' to \($0.rawValue)" } ?? "removes the scope of '\(entity)'"
            let before = base.map { "\($0.rawValue) at \(self.base)" } ?? "not set at \(self.base)"
            return "the change \(now) (\(before)); the gate applies \(self.base)'s scopes"
        case .lockRewritten(let model, let version, let removed):
            return "the change \(removed ? "removes" : "alters") the lock entry of '\(model)' version \(version) (released at \(self.base))"
        case .snapshotChanged(let path):
            return "the change edits the production snapshot '\(path)'; the gate compares with \(self.base)'s"
        case .entitlementsChanged(let path):
            return "the change edits '\(path)', whose CloudKit entitlement decides which stores sync (as at \(self.base) before)"
        }
    }

    /// What to do, for the terminal.
    public var fix: String {
        switch kind {
        case .ruleWeakened: "keep the rule's setting, or have the change to the gate reviewed on purpose"
        case .suppressionAdded: "fix the finding instead, or have the suppression reviewed on purpose"
        case .baselineEntryAdded: "fix the finding instead, or have the baseline entry reviewed on purpose"
        case .inputMoved: "keep the key as the base has it, or move the files in a change of their own"
        case .scopeChanged: "keep the base's scopes, or change them in a change of their own"
        case .lockRewritten: "restore the lock entries as the base has them; change a released version only by a new version"
        case .snapshotChanged: "leave the snapshot as the base has it; refresh it after a deploy in a change of its own"
        case .entitlementsChanged: "change the app's entitlements in a change of their own, or settle each model with 'scopes:' in ckschema.yaml"
        }
    }

    /// The finding, at the level the base's configuration sets for it (`settings`: the base's
    /// rules); nil when the base switches it off.
    public func finding(levels settings: RuleSettings) -> Diagnostic? {
        var diagnostic = Diagnostic(declaration, message: message, location: location, fix: fix)
        switch settings.setting(forRule: declaration.id) {
        case .off?: return nil
        case .severity(let severity)?: diagnostic.severity = severity
        // By default a relaxation is a warning (its declaration's level), and an error when it
        // hides a finding of the change it comes with.
        case nil: diagnostic.severity = hides > 0 ? .error : declaration.severity
        }
        return diagnostic
    }
}
