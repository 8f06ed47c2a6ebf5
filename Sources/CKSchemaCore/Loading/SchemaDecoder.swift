/// Turns a YAML document into a ``Schema``, recording where every element and key was written
/// (see `docs/schema-format.md`).
///
/// The decoder reads the node tree ``YAMLParser`` builds (which has refused every YAML problem
/// first: a file with YAML problems reports only those). It does not stop at the first problem of
/// the schema: it collects every problem of the file and throws them together as one
/// ``InputError``.
public struct SchemaDecoder {
    let file: String
    /// Problems found so far.
    var diagnostics: [Diagnostic] = []
    /// Configuration names entities refer to, checked once all configurations are known.
    var configurationReferences: [(entity: String, name: String, location: SourceLocation)] = []
    /// Attribute names in unique constraints and logical keys, checked once all entities are known.
    var groupReferences: [(entity: String, name: String, what: String, location: SourceLocation)] = []

    package init(file: String) {
        self.file = file
    }

    /// Decodes `root` (the result of ``YAMLParser/parse(_:file:limits:)``; nil for an empty file).
    public static func decode(_ root: YAMLNode?, file: String) throws -> Schema {
        var decoder = SchemaDecoder(file: file)
        let schema = decoder.decodeSchema(root)
        if !decoder.diagnostics.isEmpty { throw InputError(decoder.diagnostics) }
        return schema
    }

    /// Parses `bytes` into a node tree, then decodes it. YAML problems are thrown alone (as
    /// ``YAMLParser/parse(_:file:limits:)`` reports them).
    static func decode(bytes: [UInt8], file: String, limits: YAMLLimits) throws -> Schema {
        try decode(YAMLParser.parse(bytes, file: file, limits: limits), file: file)
    }

    // MARK: Schema

    mutating func decodeSchema(_ root: YAMLNode?) -> Schema {
        // Long on purpose: one pass over the schema's top-level keys in the order written.
        var schema = Schema(model: "", version: 0, file: file)
        guard let root else {
            report(SchemaProblems.empty, "the file contains no schema",
                   at: SourceLocation(file: file, line: 1, column: 1),
                   fix: "start with 'model:', 'version:' and 'entities:'")
            return schema
        }
        guard let pairs = root.mapping else {
            report(SchemaProblems.wrongKind, "a schema file must be a mapping, found \(describe(root))", at: root.location)
            return schema
        }
        schema.source = SourceInfo(root.location)
        if let first = pairs.first { schema.source.location = first.key.location }
        var configurationsNode: YAMLNode?
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            guard SchemaKeys.schema.contains(key) else {
                unknownKey(pair.key, allowed: SchemaKeys.schema, in: "the schema")
                continue
            }
            let value = pair.value
            schema.source.keys[key] = value.location
            switch key {
            case "entities":
                if let entities = mapping(value, key: key) {
                    for entity in entities { schema.entities.append(decodeEntity(entity)) }
                }
            case "model":
                schema.model = name(value, key: key, kind: .identifier, what: "model") ?? ""
            case "version":
                schema.version = integer(value, key: key, minimum: 1) ?? 0
            case "container":
                if let container = string(value, key: key) {
                    if container.hasPrefix("iCloud.") {
                        schema.container = container
                    } else {
                        report(SchemaProblems.invalidValue, "'container' must start with 'iCloud.', found '\(container)'",
                               at: value.location, fix: "write iCloud.\(container)")
                    }
                }
            case "database":
                if let database: CloudKitDatabase = choice(value, key: key) { schema.database = database }
            case "versionAttribute":
                schema.versionAttribute = name(value, key: key, kind: .property, what: "attribute")
            case "sharing":
                schema.sharing = bool(value, key: key) ?? false
            case "configurations":
                configurationsNode = value
            case "comment":
                schema.comment = string(value, key: key)
            default:
                break
            }
        }
        for key in SchemaKeys.requiredSchema where schema.source.keys[key] == nil {
            report(SchemaProblems.missingKey, "missing required key '\(key)'", at: schema.source.location ?? root.location)
        }
        if let configurationsNode { schema.configurations = decodeConfigurations(configurationsNode) }
        checkReferences(in: schema)
        return schema
    }

    mutating func decodeConfigurations(_ node: YAMLNode) -> [Configuration] {
        guard let pairs = mapping(node, key: "configurations") else { return [] }
        var configurations: [Configuration] = []
        for pair in pairs {
            let name = pair.key.scalar ?? ""
            if !NameRules.isValid(name, as: .identifier) {
                report(SchemaProblems.invalidName,
                       "invalid configuration name '\(name)': \(NameRules.Kind.identifier.rule)", at: pair.key.location)
            }
            var configuration = Configuration(name: name, cloudKit: true, source: SourceInfo(pair.key.location))
            if let body = element(pair.value, what: "configuration '\(name)'") {
                for field in body {
                    let key = field.key.scalar ?? ""
                    guard SchemaKeys.configuration.contains(key) else {
                        unknownKey(field.key, allowed: SchemaKeys.configuration, in: "configuration '\(name)'")
                        continue
                    }
                    configuration.source.keys[key] = field.value.location
                    switch key {
                    case "cloudKit": configuration.cloudKit = bool(field.value, key: key) ?? true
                    default: _ = string(field.value, key: key)
                    }
                }
            }
            configurations.append(configuration)
        }
        return configurations
    }

    // MARK: Entities

    /// Reads the entity whose name and value are `pair`.
    mutating func decodeEntity(_ pair: YAMLPair) -> Entity {
        // Long on purpose: one pass over an entity's keys in the order written (attributes, relationships and constraints share the entity being built).
        let name = pair.key.scalar ?? ""
        let keyLocation = pair.key.location
        if !NameRules.isValid(name, as: .entity) {
            report(SchemaProblems.invalidName, "invalid entity name '\(name)': \(NameRules.Kind.entity.rule)", at: keyLocation)
        }
        var entity = Entity(name: name, source: SourceInfo(keyLocation))
        if pair.value.isNull { return entity }
        guard let fields = pair.value.mapping else {
            report(SchemaProblems.wrongKind, "entity '\(name)' must be a mapping, found \(describe(pair.value))",
                   at: pair.value.location)
            return entity
        }
        for field in fields {
            let key = field.key.scalar ?? ""
            guard SchemaKeys.entity.contains(key) else {
                unknownKey(field.key, allowed: SchemaKeys.entity, in: "entity '\(name)'")
                continue
            }
            let value = field.value
            entity.source.insertKey(key, at: value.location)
            switch key {
            case "attributes":
                for property in mapping(value, key: key) ?? [] {
                    if let attribute = decodeAttribute(property) { entity.attributes.append(attribute) }
                }
            case "relationships":
                for property in mapping(value, key: key) ?? [] {
                    if let relationship = decodeRelationship(property) { entity.relationships.append(relationship) }
                }
            case "parent":
                entity.parent = self.name(value, key: key, kind: .entity, what: "entity")
            case "abstract":
                entity.abstract = bool(value, key: key) ?? false
            case "uniqueConstraints":
                entity.uniqueConstraints = uniqueConstraints(value, entity: name)
            case "logicalKey":
                entity.logicalKey = attributeGroup(value, key: key, entity: name, what: "logical key")
            case "configurations":
                guard let items = list(value, key: key) else { break }
                for item in items {
                    guard let configuration = self.name(item, key: key, kind: .identifier, what: "configuration") else { continue }
                    entity.configurations.append(configuration)
                    configurationReferences.append((name, configuration, item.location))
                }
            case "versionAttribute":
                if case .scalar(let text, .plain) = value.kind, text == "false" {
                    entity.versionAttribute = .disabled
                } else if case .scalar(let text, .plain) = value.kind, text == "true" {
                    report(SchemaProblems.invalidValue, "'versionAttribute' must be an attribute name or false, found 'true'",
                           at: value.location)
                } else if let attribute = self.name(value, key: key, kind: .property, what: "attribute") {
                    entity.versionAttribute = .named(attribute)
                }
            case "renamedFrom":
                entity.renamedFrom = self.name(value, key: key, kind: .entity, what: "entity")
            case "comment":
                entity.comment = string(value, key: key)
            case "scope":
                entity.scope = choice(value, key: key)
            default:
                break
            }
        }
        for relationship in entity.relationships {
            let relationshipName = relationship.name
            guard entity.attributes.contains(where: { $0.name == relationshipName }) else { continue }
            report(SchemaProblems.duplicateProperty,
                   "'\(relationshipName)' is both an attribute and a relationship of '\(name)'",
                   at: relationship.source.location ?? keyLocation)
        }
        return entity
    }

    mutating func uniqueConstraints(_ node: YAMLNode, entity: String) -> [AttributeGroup] {
        guard let items = list(node, key: "uniqueConstraints") else { return [] }
        if items.allSatisfy({ $0.sequence == nil }) {
            return attributeGroup(node, key: "uniqueConstraints", entity: entity, what: "unique constraint").map { [$0] } ?? []
        }
        var groups: [AttributeGroup] = []
        for item in items {
            guard item.sequence != nil else {
                report(SchemaProblems.wrongKind,
                       "'uniqueConstraints' must be a list of attribute names or a list of such lists, found \(describe(item))",
                       at: item.location)
                continue
            }
            if let group = attributeGroup(item, key: "uniqueConstraints", entity: entity, what: "unique constraint") {
                groups.append(group)
            }
        }
        return groups
    }

    mutating func attributeGroup(_ node: YAMLNode, key: String, entity: String, what: String) -> AttributeGroup? {
        guard let items = list(node, key: key) else { return nil }
        var names: [String] = []
        for item in items {
            guard let attribute = name(item, key: key, kind: .property, what: "attribute") else { continue }
            names.append(attribute)
            groupReferences.append((entity, attribute, what, item.location))
        }
        return AttributeGroup(names, source: SourceInfo(node.location))
    }

    // MARK: Relationships

    /// Reads the relationship whose name and value are `pair`; nil when its value is no mapping.
    mutating func decodeRelationship(_ pair: YAMLPair) -> Relationship? {
        let name = pair.key.scalar ?? ""
        let keyLocation = pair.key.location
        if !NameRules.isValid(name, as: .property) {
            report(SchemaProblems.invalidName, "invalid relationship name '\(name)': \(NameRules.Kind.property.rule)",
                   at: keyLocation)
        }
        var relationship = Relationship(name: name, destination: "", source: SourceInfo(keyLocation))
        if let fields = pair.value.mapping {
            for field in fields {
                let key = field.key.scalar ?? ""
                guard SchemaKeys.relationship.contains(key) else {
                    unknownKey(field.key, allowed: SchemaKeys.relationship, in: "relationship '\(name)'")
                    continue
                }
                let value = field.value
                relationship.source.insertKey(key, at: value.location)
                switch key {
                case "to": relationship.destination = self.name(value, key: key, kind: .entity, what: "entity") ?? ""
                case "toMany": relationship.toMany = bool(value, key: key) ?? false
                case "optional": relationship.optional = bool(value, key: key) ?? true
                case "inverse": relationship.inverse = self.name(value, key: key, kind: .property, what: "relationship")
                case "deleteRule":
                    if let rule: DeleteRule = choice(value, key: key) { relationship.deleteRule = rule }
                case "ordered": relationship.ordered = bool(value, key: key) ?? false
                case "minCount": relationship.minCount = integer(value, key: key, minimum: 0)
                case "maxCount": relationship.maxCount = integer(value, key: key, minimum: 0)
                case "encrypted": relationship.encrypted = bool(value, key: key) ?? false
                case "cloudKitIgnored": relationship.cloudKitIgnored = bool(value, key: key) ?? false
                case "renamedFrom": relationship.renamedFrom = self.name(value, key: key, kind: .property, what: "relationship")
                case "comment": relationship.comment = string(value, key: key)
                default: break
                }
            }
        } else if !pair.value.isNull {
            report(SchemaProblems.wrongKind, "relationship '\(name)' must be a mapping, found \(describe(pair.value))",
                   at: pair.value.location)
            return nil
        }
        if relationship.source.keys["to"] == nil {
            report(SchemaProblems.missingKey, "relationship '\(name)' is missing required key 'to'", at: keyLocation)
        }
        return relationship
    }

    // MARK: Reporting

    mutating func report(_ problem: DiagnosticDescription, _ message: String, at location: SourceLocation, fix: String? = nil) {
        diagnostics.append(Diagnostic(problem, message: message, location: location, fix: fix))
    }

    mutating func unknownKey(_ key: YAMLNode, allowed: [String], in context: String) {
        unknownKey(key.scalar ?? "", at: key.location, allowed: allowed, in: context)
    }

    mutating func unknownKey(_ text: String, at location: SourceLocation, allowed: [String], in context: String) {
        let fix = Suggestion.didYouMean(text, in: allowed)
            ?? "expected one of " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        report(SchemaProblems.unknownKey, "unknown key '\(text)' in \(context)", at: location, fix: fix)
    }

    /// How a node reads after "found": `nothing`, `'text'`, `a list`, `a mapping`.
    func describe(_ node: YAMLNode) -> String {
        if node.isNull { return "nothing" }
        if let text = node.scalar { return "'\(UntrustedText.excerpt(text))'" }
        return node.kindDescription
    }
}
