import CKSchemaCore

extension SARIFReporter {
    /// One result: the finding, where it is, where it was, its fingerprint and, for an accepted
    /// finding, why it is accepted.
    func result(_ d: Diagnostic, report: FindingsReport, index: Int?, accepted: AcceptedFinding?, fingerprint: String) -> JSONValue {
        var text = Self.escape(d.message)
        var related: [JSONValue] = []
        if let old = d.relatedLocation {
            let reference = report.repository.reference(for: old.file)
            let place = report.repository.describe(old)
            text += " (was at [\(Self.escape(place))](1))"
            let message = reference.revision.map { "the older version: \(reference.path) at git revision \($0)" }
                ?? "the older version: \(reference.path)"
            related.append(.object([
                ("id", .int(1)),
                ("physicalLocation", Self.physicalLocation(old, report)),
                ("message", .object([("text", .string(message))])),
            ]))
        }
        if let fix = d.fix { text += ". Fix: " + Self.escape(fix) }
        return .object(compacting: [
            ("ruleId", .string(d.id)),
            ("ruleIndex", index.map(JSONValue.int)),
            ("level", .string(Self.level(d.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array(d.location.map { [.object([("physicalLocation", Self.physicalLocation($0, report))])] } ?? [])),
            ("relatedLocations", related.isEmpty ? nil : .array(related)),
            ("partialFingerprints", .object([(FindingsReport.fingerprintKey, .string(fingerprint))])),
            ("suppressions", accepted.map { .array([Self.suppression($0, report)]) }),
            ("properties", .object(compacting: [
                ("entity", d.entity.map(JSONValue.string)),
                ("attribute", d.attribute.map(JSONValue.string)),
                ("relationship", d.relationship.map(JSONValue.string)),
            ])),
        ])
    }

    static func physicalLocation(_ location: SourceLocation, _ report: FindingsReport) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(report.repository.uri(for: location.file)))])),
            ("region", .object([("startLine", .int(max(1, location.line))), ("startColumn", .int(max(1, location.column)))])),
        ])
    }

    private static func suppression(_ accepted: AcceptedFinding, _ report: FindingsReport) -> JSONValue {
        let source = accepted.source == .configuration ? "a suppression in ckschema.yaml" : "the baseline of known findings"
        return .object(compacting: [
            // No `status`/`state`: SARIF 2.1.0 and its errata name it differently; an external
            // suppression with a justification is accepted.
            ("kind", .string("external")),
            ("justification", .string(accepted.justification)),
            ("location", accepted.location.map { .object([
                ("physicalLocation", physicalLocation($0, report)),
                ("message", .object([("text", .string(source))])),
            ]) }),
            ("properties", .object([("source", .string(accepted.source.rawValue))])),
        ])
    }

    /// Message text with SARIF's link syntax escaped (`[` and `]` stand for themselves).
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]")
    }
}
