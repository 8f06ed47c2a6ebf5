import CKSchemaCore
import CKSchemaProject
import CKSchemaRules

/// A finding the project accepts on purpose: silenced by a suppression in `ckschema.yaml`, or
/// recorded in the findings baseline (`ckschema baseline`). Reports show it as accepted (SARIF `suppressions`,
/// JUnit `skipped`, a count in text and Markdown) and never count it towards the gate.
public struct AcceptedFinding: Sendable, Hashable {
    /// Who accepted it.
    public enum Source: String, Sendable, Hashable {
        /// A `suppressions:` entry of `ckschema.yaml`.
        case configuration
        /// An entry of the findings baseline (``FindingsBaseline``).
        case baseline
    }

    public var diagnostic: Diagnostic
    public var source: Source
    /// Why it is accepted: the suppression's reason, or what the baseline says.
    public var justification: String
    /// Where it was accepted (the suppression in `ckschema.yaml`, the baseline file), when known.
    public var location: SourceLocation?

    public init(diagnostic: Diagnostic, source: Source, justification: String, location: SourceLocation? = nil) {
        self.diagnostic = diagnostic
        self.source = source
        self.justification = justification
        self.location = location
    }

    /// A finding a `ckschema.yaml` suppression silenced.
    public static func suppressed(_ diagnostic: Diagnostic, by suppression: Suppression) -> AcceptedFinding {
        AcceptedFinding(diagnostic: diagnostic, source: .configuration, justification: suppression.reason,
                        location: suppression.location)
    }
}

extension FindingsReport {
    /// The key of ckschema's fingerprint in SARIF's `partialFingerprints`.
    public static let fingerprintKey = "ckschemaFinding/v1"

    /// The fingerprint of `diagnostic`: the one the gate fingerprinted it with (``fingerprints``),
    /// else the findings baseline's ``FindingFingerprint`` from the model and version of its file —
    /// a change finding with the version that makes the change, any other finding without one.
    public func fingerprint(of diagnostic: Diagnostic) -> String {
        if let known = fingerprints[diagnostic] { return known }
        let version = diagnostic.location.flatMap { versions[$0.file] }
        let isChange = Self.changeImpact(of: diagnostic.id) != nil
        let fingerprint = FindingFingerprint(diagnostic, model: version?.model ?? "", version: isChange ? version?.version : nil)
        // A finding about no element (a relaxation, a problem of ckschema.yaml) is told apart by
        // what it says: two such findings of one rule are different findings.
        guard fingerprint.element.isEmpty, diagnostic.entity == nil else { return fingerprint.value }
        return fingerprint.value + "|" + String(ContentHash.of(Array(diagnostic.message.utf8)).suffix(16))
    }

    /// Records the model and version of each schema's file, for fingerprints.
    public mutating func register(_ schemas: [Schema]) {
        for schema in schemas {
            if let file = schema.file { versions[file] = SchemaVersionID(schema) }
        }
    }
}
