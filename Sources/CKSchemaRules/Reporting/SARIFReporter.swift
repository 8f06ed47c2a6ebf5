import CKSchemaCore

/// Renders findings as a SARIF 2.1.0 log with one run, the rule catalogue as the driver's rules,
/// and one result per finding. Code-scanning services (GitHub, GitLab, Azure) read it.
public struct SARIFReporter: Sendable {
    public var toolVersion: String
    public var informationURI: String

    public init(toolVersion: String = CKSchemaVersion.current,
                informationURI: String = "https://github.com/ckschema/ckschema") {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    public func render(_ report: FindingsReport) -> String {
        let usedIDs = Set(report.diagnostics.map(\.id))
        let rules = report.rules.values.filter { usedIDs.contains($0.id) }.sorted { $0.id < $1.id }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver = JSONValue.object([
            ("name", .string("ckschema")),
            ("version", .string(toolVersion)),
            ("informationUri", .string(informationURI)),
            ("rules", .array(rules.map(Self.rule))),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("results", .array(report.diagnostics.map { result($0, index: ruleIndex[$0.id]) })),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func rule(_ rule: RuleMetadata) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(rule.help)), ("markdown", .string(rule.help))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ])
    }

    private func result(_ d: Diagnostic, index: Int?) -> JSONValue {
        var text = d.message
        if let fix = d.fix { text += ". Fix: \(fix)" }
        var locations: [JSONValue] = []
        if let location = d.location {
            locations.append(.object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(location.file))])),
                    ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
                ])),
            ]))
        }
        var pairs: [(String, JSONValue?)] = [
            ("ruleId", .string(d.id)),
            ("ruleIndex", index.map { .int($0) }),
            ("level", .string(Self.level(d.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array(locations)),
        ]
        if let related = d.relatedLocation {
            pairs.append(("relatedLocations", .array([.object([
                ("id", .int(0)),
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(related.file))])),
                    ("region", .object([("startLine", .int(related.line)), ("startColumn", .int(related.column))])),
                ])),
                ("message", .object([("text", .string("previous version"))])),
            ])])))
        }
        return .object(compacting: pairs)
    }
}
