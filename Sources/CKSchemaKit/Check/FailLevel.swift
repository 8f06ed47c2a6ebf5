import CKSchemaCore
import CKSchemaReporting
import CKSchemaRules

/// `--fail-on`: the lowest severity that makes `check` or `diff` exit 1. `breaking` is diff's
/// older spelling of `error`.
public enum FailLevel: String, CaseIterable, Sendable {
    case error, warning, never
    case breaking
}

extension CheckOutcome {
    /// Whether the gate fails at `level`: `error` as ``failed`` (an error finding or drift),
    /// `warning` on any warning or error left in `report` (after the findings baseline).
    public func fails(at level: FailLevel, report: FindingsReport) -> Bool {
        switch level {
        case .error, .breaking: failed
        case .warning: report.diagnostics.contains { $0.severity >= .warning }
        case .never: false
        }
    }
}

extension CompatibilityReport {
    /// Whether the changes fail at `level`: `error` on a change production refuses, `warning`
    /// also on one older app versions cannot read.
    public func fails(at level: FailLevel) -> Bool {
        switch level {
        case .error, .breaking: highestImpact >= .breaking
        case .warning: highestImpact >= .clientCompatibility
        case .never: false
        }
    }
}
