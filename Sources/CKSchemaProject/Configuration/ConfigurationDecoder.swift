/// Turns the YAML of `ckschema.yaml` into a ``ProjectConfiguration``, collecting every problem with
/// its position instead of stopping at the first.
import CKSchemaCore
import CKSchemaRules
import Foundation

struct ConfigurationDecoder {
    let file: String
    let knownRuleIDs: [String: String]
    private(set) var problems: [Diagnostic] = []

    /// The configuration's folder and the repository's top level: every path it names stays
    /// inside the repository (or, outside any repository, inside the configuration's folder).
    let folder: String
    let repository: String

    package init(file: String, knownRuleIDs: [String: String]) {
        self.file = file
        self.knownRuleIDs = knownRuleIDs
        folder = RepositoryBoundary.standardized(RepositoryBoundary.absolute((file as NSString).deletingLastPathComponent))
        repository = RepositoryBoundary.topLevel(of: folder) ?? folder
    }

    static let topLevelKeys = ["version", "schemas", "swift", "coreData", "coreDataVersions", "swiftData", "model", "platforms", "entitlements", "migrations", "state", "baseline", "rules", "suppressions", "scopes", "cloudkit"]
    static let scopeKeys = ["entity", "configuration", "scope", "reason"]
    static let suppressionKeys = ["rule", "version", "entity", "attribute", "relationship", "reason"]
    static let settingNames = ["error", "warning", "note", "off"]

    mutating func decode(_ root: YAMLNode?) -> ProjectConfiguration {
        var configuration = ProjectConfiguration()
        guard let root, !root.isNull else { return configuration }
        guard let pairs = root.mapping else {
            report(ConfigurationProblems.wrongKind, "the configuration must be a mapping, found \(root.kindDescription)", at: root.location)
            return configuration
        }
        for pair in pairs {
            guard let key = pair.key.scalar else {
                report(ConfigurationProblems.wrongKind, "keys must be scalars", at: pair.key.location)
                continue
            }
            configuration.keyLocations[key] = pair.value.location
            switch key {
            case "version":
                if let version = integer(pair.value, key: key) {
                    if version != ProjectConfiguration.currentVersion {
                        report(ConfigurationProblems.unsupportedVersion,
                               "unsupported configuration version \(version); this ckschema reads version \(ProjectConfiguration.currentVersion)",
                               at: pair.value.location)
                    }
                    configuration.version = version
                }
            case "schemas":
                if let path = contained(path(pair.value, key: key), key: key, at: pair.value) { configuration.schemas = path }
            case "swift":
                configuration.swift = contained(paths(pair.value, key: key), key: key, at: pair.value)
            case "entitlements":
                configuration.entitlements = contained(paths(pair.value, key: key), key: key, at: pair.value)
            case "coreData", "swiftData":
                if let other = key == "coreData" ? configuration.swiftData : configuration.coreData {
                    report(ConfigurationProblems.invalidValue,
                           "'coreData' and 'swiftData' both name the model where it lives ('\(other)' already); keep one",
                           at: pair.key.location)
                } else if key == "coreData" {
                    configuration.coreData = contained(path(pair.value, key: key), key: key, at: pair.value)
                } else {
                    configuration.swiftData = contained(path(pair.value, key: key), key: key, at: pair.value)
                }
            case "model":
                if let name = pair.value.scalar, !name.trimmingCharacters(in: .whitespaces).isEmpty, pair.value.mapping == nil {
                    configuration.model = name
                } else {
                    report(ConfigurationProblems.wrongKind, "'model' must be a model's name, found \(pair.value.kindDescription)", at: pair.value.location)
                }
            case "platforms":
                configuration.platforms = platforms(pair.value)
            case "coreDataVersions":
                configuration.coreDataVersions = paths(pair.value, key: key)
                configuration.coreDataVersionsLocation = pair.value.location
            case "migrations":
                if let path = contained(path(pair.value, key: key), key: key, at: pair.value) { configuration.migrations = path }
            case "state":
                if let path = contained(path(pair.value, key: key), key: key, at: pair.value) { configuration.state = path }
            case "baseline":
                if let path = contained(path(pair.value, key: key), key: key, at: pair.value) { configuration.baseline = path }
            case "rules":
                configuration.rulesLocation = pair.key.location
                (configuration.ruleSettings.rules, configuration.ruleLocations) = rules(pair.value)
            case "suppressions":
                configuration.ruleSettings.suppressions = suppressions(pair.value)
            case "scopes":
                configuration.scopes = scopes(pair.value)
            case "cloudkit":
                // Decoded by the CloudKit bridge (CKSchemaCloudKit), which this layer cannot see.
                configuration.cloudKitSection = pair.value
            default:
                unknownKey(pair.key, key: key, allowed: Self.topLevelKeys, in: "the configuration")
            }
        }
        if let location = configuration.coreDataVersionsLocation, configuration.coreData == nil {
            report(ConfigurationProblems.invalidValue,
                   "'coreDataVersions' orders the versions of the model 'coreData' names, and there is none", at: location,
                   fix: "add 'coreData: App/Model.xcdatamodeld', or remove 'coreDataVersions'")
        }
        return configuration
    }

    // MARK: Sections

    /// `platforms:`: a list of platform names (``AppPlatform``), none twice.
    private mutating func platforms(_ node: YAMLNode) -> [AppPlatform]? {
        let names = AppPlatform.allCases.map(\.rawValue)
        guard let items = node.sequence, !items.isEmpty else {
            report(ConfigurationProblems.wrongKind,
                   "'platforms' must be a list of the platforms the app is built for (\(names.joined(separator: ", "))), found \(node.kindDescription)",
                   at: node.location)
            return nil
        }
        var platforms: [AppPlatform] = []
        for item in items {
            guard let name = item.scalar, item.mapping == nil, let platform = AppPlatform(rawValue: name) else {
                let written = item.scalar.map { "'\($0)'" } ?? item.kindDescription
                report(ConfigurationProblems.invalidValue, "unknown platform \(written); expected one of \(names.joined(separator: ", "))",
                       at: item.location, fix: item.scalar.flatMap { suggestion(for: $0, among: names) })
                continue
            }
            if !platforms.contains(platform) { platforms.append(platform) }
        }
        return platforms.isEmpty ? nil : platforms
    }

    /// `rules:`: each rule's setting, and where it is written.
    private mutating func rules(_ node: YAMLNode) -> ([String: RuleSetting], [String: SourceLocation]) {
        var settings: [String: RuleSetting] = [:]
        var locations: [String: SourceLocation] = [:]
        if node.isNull { return (settings, locations) }
        guard let pairs = node.mapping else {
            report(ConfigurationProblems.wrongKind, "'rules' must be a mapping of rule id to error, warning, note or off, found \(node.kindDescription)", at: node.location)
            return (settings, locations)
        }
        for pair in pairs {
            guard let name = pair.key.scalar, let id = ruleID(name, at: pair.key.location) else { continue }
            guard let text = pair.value.scalar, pair.value.mapping == nil else {
                report(ConfigurationProblems.wrongKind, "the setting of '\(name)' must be error, warning, note or off, found \(pair.value.kindDescription)", at: pair.value.location)
                continue
            }
            locations[id] = pair.value.location
            switch text {
            case "error": settings[id] = .severity(.error)
            case "warning": settings[id] = .severity(.warning)
            case "note": settings[id] = .severity(.note)
            case "off": settings[id] = .off
            default:
                report(ConfigurationProblems.invalidValue, "invalid setting '\(text)' for '\(name)'; expected error, warning, note or off",
                       at: pair.value.location, fix: suggestion(for: text, among: Self.settingNames))
            }
        }
        return (settings, locations)
    }

    /// `scopes:`: a list of `{entity or configuration, scope, reason}`, each setting whether a model
    /// (or a Core Data configuration) syncs.
    private mutating func scopes(_ node: YAMLNode) -> [ScopeOverride] {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            report(ConfigurationProblems.wrongKind, "'scopes' must be a list, found \(node.kindDescription)", at: node.location)
            return []
        }
        var overrides: [ScopeOverride] = []
        for item in items {
            guard let pairs = item.mapping else {
                report(ConfigurationProblems.wrongKind, "a scope must be a mapping with entity, scope and reason, found \(item.kindDescription)", at: item.location)
                continue
            }
            var (values, valid) = fields(pairs, allowed: Self.scopeKeys, in: "a scope")
            if let empty = values.first(where: { $0.value.text.trimmingCharacters(in: .whitespaces).isEmpty }) {
                report(ConfigurationProblems.wrongKind, "'\(empty.key)' must be a non-empty string", at: empty.value.location)
                valid = false
            }
            valid = requireFields(["scope", "reason"], in: values, of: "a scope", at: item.location,
                                  reasonWhy: "write down why the code's answer is not used") && valid
            // One of `entity:` (a model) and `configuration:` (a Core Data configuration).
            if (values["entity"] == nil) == (values["configuration"] == nil) {
                report(ConfigurationProblems.missingKey,
                       values["entity"] == nil ? "a scope needs 'entity' (a model) or 'configuration' (a Core Data configuration)"
                           : "a scope names 'entity' or 'configuration', not both", at: item.location)
                valid = false
            }
            var scope: SyncScope?
            if let written = values["scope"] {
                scope = SyncScope(rawValue: written.text)
                if scope == nil || scope == .unknown {
                    report(ConfigurationProblems.invalidValue, "'scope' must be synced or local, found '\(written.text)'",
                           at: written.location, fix: suggestion(for: written.text, among: ["synced", "local"]))
                    valid = false
                }
            }
            guard valid, let scope, let reason = values["reason"] else { continue }
            overrides.append(ScopeOverride(entity: values["entity"]?.text ?? "", configuration: values["configuration"]?.text,
                                           scope: scope, reason: reason.text, location: item.location))
        }
        return overrides
    }

    private mutating func suppressions(_ node: YAMLNode) -> [Suppression] {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            report(ConfigurationProblems.wrongKind, "'suppressions' must be a list, found \(node.kindDescription)", at: node.location)
            return []
        }
        return items.compactMap { suppression($0) }
    }

    private mutating func suppression(_ node: YAMLNode) -> Suppression? {
        guard let pairs = node.mapping else {
            report(ConfigurationProblems.wrongKind, "a suppression must be a mapping with rule, entity and reason, found \(node.kindDescription)", at: node.location)
            return nil
        }
        var (values, valid) = fields(pairs, allowed: Self.suppressionKeys, in: "a suppression")
        valid = requireFields(["rule", "entity", "reason"], in: values, of: "a suppression", at: node.location,
                              reasonWhy: "write down why the finding is acceptable") && valid
        if let reason = values["reason"], reason.text.trimmingCharacters(in: .whitespaces).isEmpty {
            report(ConfigurationProblems.invalidValue, "the reason of a suppression must not be empty", at: reason.location)
            valid = false
        }
        if values["attribute"] != nil, let relationship = values["relationship"] {
            report(ConfigurationProblems.invalidValue, "a suppression names either an attribute or a relationship, not both", at: relationship.location)
            valid = false
        }
        var rule: String?
        if let written = values["rule"] {
            rule = ruleID(written.text, at: written.location)
        }
        var version: Int?
        if let written = values["version"] {
            version = Int(written.text)
            if version == nil || version! < 1 {
                report(ConfigurationProblems.invalidValue, "the version of a suppression must be a version number, found '\(written.text)'", at: written.location)
                valid = false
            }
        }
        guard valid, let rule, let entity = values["entity"], let reason = values["reason"] else { return nil }
        return Suppression(rule: rule, version: version, entity: entity.text, attribute: values["attribute"]?.text,
                           relationship: values["relationship"]?.text, reason: reason.text, location: node.location)
    }

    /// The scalar values of a mapping whose keys must be among `allowed` (`what` names it in
    /// messages: "a suppression"), with their locations; `valid` is false when any key or value
    /// was refused (each is reported).
    private mutating func fields(_ pairs: [YAMLPair], allowed: [String], in what: String)
        -> (values: [String: (text: String, location: SourceLocation)], valid: Bool)
    {
        var values: [String: (text: String, location: SourceLocation)] = [:]
        var valid = true
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            guard allowed.contains(key) else {
                unknownKey(pair.key, key: key, allowed: allowed, in: what)
                valid = false
                continue
            }
            guard let text = pair.value.scalar, !pair.value.isNull else {
                report(ConfigurationProblems.wrongKind, "'\(key)' must be a non-empty string, found \(pair.value.isNull ? "nothing" : pair.value.kindDescription)", at: pair.value.location)
                valid = false
                continue
            }
            values[key] = (text, pair.value.location)
        }
        return (values, valid)
    }

    /// Reports each of `required` missing from `values` ("a suppression needs 'rule'"; a missing
    /// `reason` says `reasonWhy`); false when any is.
    private mutating func requireFields(_ required: [String], in values: [String: (text: String, location: SourceLocation)],
                                        of what: String, at location: SourceLocation, reasonWhy: String) -> Bool {
        var complete = true
        for key in required where values[key] == nil {
            report(ConfigurationProblems.missingKey, "\(what) needs '\(key)'\(key == "reason" ? "; " + reasonWhy : "")", at: location)
            complete = false
        }
        return complete
    }

    // MARK: Values

    private mutating func integer(_ node: YAMLNode, key: String) -> Int? {
        guard let text = node.scalar, let value = Int(text) else {
            report(ConfigurationProblems.invalidValue, "'\(key)' must be an integer", at: node.location)
            return nil
        }
        return value
    }

    private mutating func path(_ node: YAMLNode, key: String) -> String? {
        guard let text = node.scalar, !node.isNull, !text.isEmpty else {
            report(ConfigurationProblems.invalidValue, "'\(key)' must be a path", at: node.location)
            return nil
        }
        return text
    }

    /// `path` when it stays inside the repository; else nil, reported at its node. A path in the
    /// file is the change's to choose: an absolute one, or one that climbs out with `..`, would let
    /// a pull request point the gate at a decoy or make a command write elsewhere.
    private mutating func contained(_ path: String?, key: String, at node: YAMLNode) -> String? {
        guard let path else { return nil }
        let resolved = RepositoryBoundary.standardized(path.hasPrefix("/") ? path : folder + "/" + path)
        if !path.hasPrefix("/"), !path.hasPrefix("~"), RepositoryBoundary.contains(repository, resolved) { return path }
        let located = node.sequence?.first { $0.scalar == path }?.location ?? node.location
        report(ConfigurationProblems.pathOutsideRepository,
               "'\(key)' names '\(path)', outside the repository; paths in ckschema.yaml stay inside it", at: located,
               fix: key == "state" ? "name a path inside the repository, or put the store elsewhere with --state or CKSCHEMA_STATE"
                   : "name a path relative to ckschema.yaml, inside the repository")
        return nil
    }

    private mutating func contained(_ paths: [String], key: String, at node: YAMLNode) -> [String] {
        paths.compactMap { contained($0, key: key, at: node) }
    }

    /// A path or a list of paths.
    private mutating func paths(_ node: YAMLNode, key: String) -> [String] {
        guard let items = node.sequence else { return path(node, key: key).map { [$0] } ?? [] }
        return items.compactMap { path($0, key: key) }
    }

    private mutating func ruleID(_ name: String, at location: SourceLocation) -> String? {
        if let id = knownRuleIDs[name] { return id }
        report(ConfigurationProblems.unknownRule, "unknown rule '\(name)'", at: location,
               fix: suggestion(for: name, among: knownRuleIDs.keys.sorted()))
        return nil
    }

    // MARK: Reporting

    private mutating func unknownKey(_ keyNode: YAMLNode, key: String, allowed: [String], in place: String) {
        report(ConfigurationProblems.unknownKey, "unknown key '\(key)' in \(place)", at: keyNode.location,
               fix: suggestion(for: key, among: allowed) ?? "expected one of \(allowed.map { "'\($0)'" }.joined(separator: ", "))")
    }

    private mutating func report(_ problem: DiagnosticDescription, _ message: String, at location: SourceLocation,
                                 fix: String? = nil) {
        problems.append(Diagnostic(problem, message: message, location: location, fix: fix))
    }

    /// "did you mean 'x'?" for the closest candidate, when one is close enough.
    func suggestion(for word: String, among candidates: [String]) -> String? {
        Suggestion.didYouMean(word, in: candidates)
    }
}
