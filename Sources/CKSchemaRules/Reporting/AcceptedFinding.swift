import CKSchemaCore

/// A finding the project accepts on purpose: silenced by a suppression in `ckschema.yaml`, or
/// recorded in a baseline of known findings. Reports show it as accepted (SARIF `suppressions`,
/// JUnit `skipped`, a count in text and Markdown) and never count it towards the gate.
public struct AcceptedFinding: Sendable, Hashable {
    /// Who accepted it.
    public enum Source: String, Sendable, Hashable {
        /// A `suppressions:` entry of `ckschema.yaml`.
        case configuration
        /// An entry of a baseline file of known findings.
        case baseline
    }

    public var diagnostic: Diagnostic
    public var source: Source
    /// Why it is accepted: the suppression's or the baseline entry's reason.
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

/// One entry of a baseline of known findings: the finding's fingerprint
/// (``FindingFingerprint/of(_:version:relatedVersion:file:relatedFile:)``) and why it is accepted.
public struct BaselinedFinding: Sendable, Hashable {
    public var fingerprint: String
    public var reason: String
    /// Where the entry is written.
    public var location: SourceLocation?

    public init(fingerprint: String, reason: String, location: SourceLocation? = nil) {
        self.fingerprint = fingerprint
        self.reason = reason
        self.location = location
    }
}

extension FindingsReport {
    /// Moves the findings whose fingerprint `baseline` lists to ``accepted`` (source `baseline`):
    /// what a baseline file of known findings feeds into every reporter.
    public mutating func accept(baseline: [BaselinedFinding]) {
        let entries = Dictionary(baseline.map { ($0.fingerprint, $0) }, uniquingKeysWith: { first, _ in first })
        guard !entries.isEmpty else { return }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            if let entry = entries[fingerprint(of: diagnostic)] {
                accepted.append(AcceptedFinding(diagnostic: diagnostic, source: .baseline,
                                                justification: entry.reason, location: entry.location))
            } else {
                kept.append(diagnostic)
            }
        }
        diagnostics = kept
    }

    /// The fingerprint of `diagnostic`, with the versions of its files when ``versions`` knows them.
    public func fingerprint(of diagnostic: Diagnostic) -> String {
        let file = diagnostic.location.map(\.file)
        let related = diagnostic.relatedLocation.map(\.file)
        return FindingFingerprint.of(diagnostic, version: file.flatMap { versions[$0] },
                                     relatedVersion: related.flatMap { versions[$0] },
                                     file: file.map { repository.reference(for: $0).path },
                                     relatedFile: related.map { repository.reference(for: $0).path })
    }

    /// Records the model and version of each schema's file, for fingerprints.
    public mutating func register(_ schemas: [Schema]) {
        for schema in schemas {
            if let file = schema.file { versions[file] = SchemaVersionID(schema) }
        }
    }
}
