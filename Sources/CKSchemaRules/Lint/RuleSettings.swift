import CKSchemaCore

/// How a project configures a rule in `ckschema.yaml`: a severity, or off.
public enum RuleSetting: Sendable, Hashable {
    case severity(Severity)
    case off

    /// The spelling in `ckschema.yaml`: `error`, `warning`, `note` or `off`.
    public var name: String {
        switch self {
        case .severity(let severity): severity.rawValue
        case .off: "off"
        }
    }
}

/// A finding the project accepts on purpose, with the reason written down.
///
/// A suppression without `attribute` or `relationship` covers every finding of the rule on the
/// entity; with one of them, only findings on that property. With `version`, only findings in that
/// schema version (for a change rule: the version that makes the change).
public struct Suppression: Sendable, Hashable {
    public var rule: String
    /// The schema version the suppression is limited to; nil for every version.
    public var version: Int?
    public var entity: String
    public var attribute: String?
    public var relationship: String?
    public var reason: String
    /// Where the suppression was written.
    public var location: SourceLocation?

    public init(rule: String, version: Int? = nil, entity: String, attribute: String? = nil, relationship: String? = nil,
                reason: String, location: SourceLocation? = nil) {
        self.rule = rule
        self.version = version
        self.entity = entity
        self.attribute = attribute
        self.relationship = relationship
        self.reason = reason
        self.location = location
    }

    /// Equality ignores ``location``, like ``SourceInfo``.
    public static func == (lhs: Suppression, rhs: Suppression) -> Bool {
        lhs.rule == rhs.rule && lhs.version == rhs.version && lhs.entity == rhs.entity && lhs.attribute == rhs.attribute
            && lhs.relationship == rhs.relationship && lhs.reason == rhs.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(version)
        hasher.combine(entity)
        hasher.combine(attribute)
        hasher.combine(relationship)
        hasher.combine(reason)
    }

    /// Whether the suppression silences `diagnostic`, found in schema `version` (nil: unknown, so
    /// only suppressions for every version apply).
    public func matches(_ diagnostic: Diagnostic, version: Int? = nil) -> Bool {
        guard diagnostic.id == rule, diagnostic.entity == entity else { return false }
        if let scope = self.version, scope != version { return false }
        if let attribute, diagnostic.attribute != attribute { return false }
        if let relationship, diagnostic.relationship != relationship { return false }
        return true
    }
}

/// What a project says about its rules: severities overridden, rules switched off, and findings
/// accepted on purpose (the `rules:` and `suppressions:` sections of `ckschema.yaml`).
///
/// The linter and the commands that report change findings apply it; an empty value keeps every
/// rule at its default severity.
public struct RuleSettings: Sendable, Hashable {
    /// Per-rule settings by canonical rule identifier.
    public var rules: [String: RuleSetting]
    public var suppressions: [Suppression]

    public init(rules: [String: RuleSetting] = [:], suppressions: [Suppression] = []) {
        self.rules = rules
        self.suppressions = suppressions
    }

    /// The project's setting for a rule, nil when the project does not mention it.
    public func setting(forRule id: String) -> RuleSetting? { rules[id] }

    /// The first suppression that silences `diagnostic` (found in schema `version`).
    public func suppression(matching diagnostic: Diagnostic, version: Int? = nil) -> Suppression? {
        suppressions.first { $0.matches(diagnostic, version: version) }
    }

    /// Applies the settings to findings of schema `version`: findings of rules switched off are
    /// dropped, severities overridden, suppressed findings set apart.
    public func apply(to diagnostics: [Diagnostic], version: Int?) -> (kept: [Diagnostic], suppressed: [Diagnostic]) {
        var kept: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        for var diagnostic in diagnostics {
            switch setting(forRule: diagnostic.id) {
            case .off?: continue
            case .severity(let severity)?: diagnostic.severity = severity
            case nil: break
            }
            if suppression(matching: diagnostic, version: version) != nil {
                suppressed.append(diagnostic)
            } else {
                kept.append(diagnostic)
            }
        }
        return (kept, suppressed)
    }

    /// The suppressions that silenced none of `suppressed` (each with the version it was found in):
    /// left over after the code or the model changed, they are reported so they do not hide a
    /// future finding.
    public func unusedSuppressions(given suppressed: [(diagnostic: Diagnostic, version: Int?)]) -> [Suppression] {
        suppressions.filter { suppression in !suppressed.contains { suppression.matches($0.diagnostic, version: $0.version) } }
    }
}
