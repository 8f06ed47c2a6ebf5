/// Turns a parsed YAML document into a ``Schema``, recording where every element and key was
/// written (see `docs/schema-format.md`).
///
/// The decoder does not stop at the first problem: it collects every problem of the file and
/// throws them together as one ``InputError``, sorted by position.
public struct SchemaDecoder {
    let file: String
    /// Problems found so far.
    var diagnostics: [Diagnostic] = []
    /// Configuration names entities refer to, checked once all configurations are known.
    var configurationReferences: [(entity: String, name: String, location: SourceLocation)] = []
    /// Attribute names in unique constraints and logical keys, checked once all entities are known.
    var groupReferences: [(entity: String, name: String, what: String, location: SourceLocation)] = []

    init(file: String) {
        self.file = file
    }

    /// Decodes `root` (the result of ``YAMLParser/parse(_:file:limits:)``; nil for an empty file).
    public static func decode(_ root: YAMLNode?, file: String) throws -> Schema {
        var decoder = SchemaDecoder(file: file)
        let schema = decoder.decodeSchema(root)
        if !decoder.diagnostics.isEmpty { throw InputError(decoder.diagnostics) }
        return schema
    }

    // MARK: Schema

    mutating func decodeSchema(_ root: YAMLNode?) -> Schema {
        var schema = Schema(model: "", version: 0, file: file)
        guard let root else {
            report(SchemaErrorID.empty, "the file contains no schema",
                   at: SourceLocation(file: file, line: 1, column: 1),
                   fix: "start with 'model:', 'version:' and 'entities:'")
            return schema
        }
        guard let pairs = root.mapping else {
            report(SchemaErrorID.wrongKind, "a schema file must be a mapping, found \(describe(root))", at: root.location)
            return schema
        }
        schema.source = sourceInfo(pairs.first?.key.location ?? root.location, keys: pairs.count)
        var configurationsNode: YAMLNode?
        var entitiesNode: YAMLNode?
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            let value = pair.value
            guard SchemaKeys.schema.contains(key) else {
                unknownKey(pair.key, allowed: SchemaKeys.schema, in: "the schema")
                continue
            }
            schema.source.keys[key] = value.location
            switch key {
            case "model":
                schema.model = name(value, key: key, kind: .identifier, what: "model") ?? ""
            case "version":
                schema.version = integer(value, key: key, minimum: 1) ?? 0
            case "container":
                if let container = string(value, key: key) {
                    if container.hasPrefix("iCloud.") {
                        schema.container = container
                    } else {
                        report(SchemaErrorID.invalidValue, "'container' must start with 'iCloud.', found '\(container)'",
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
            case "entities":
                entitiesNode = value
            case "comment":
                schema.comment = string(value, key: key)
            default:
                break
            }
        }
        for key in SchemaKeys.requiredSchema where schema.source.keys[key] == nil {
            report(SchemaErrorID.missingKey, "missing required key '\(key)'", at: schema.source.location ?? root.location)
        }
        if let configurationsNode { schema.configurations = decodeConfigurations(configurationsNode) }
        if let entitiesNode, let entityPairs = mapping(entitiesNode, key: "entities") {
            schema.entities.reserveCapacity(entityPairs.count)
            for pair in entityPairs { schema.entities.append(decodeEntity(pair)) }
        }
        checkReferences(in: schema)
        return schema
    }

    mutating func decodeConfigurations(_ node: YAMLNode) -> [Configuration] {
        guard let pairs = mapping(node, key: "configurations") else { return [] }
        var configurations: [Configuration] = []
        for pair in pairs {
            let name = pair.key.scalar ?? ""
            if !NameRules.isValid(name, as: .identifier) {
                report(SchemaErrorID.invalidName,
                       "invalid configuration name '\(name)': \(NameRules.Kind.identifier.rule)", at: pair.key.location)
            }
            var configuration = Configuration(name: name, cloudKit: true, source: sourceInfo(pair.key.location, keys: 2))
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

    mutating func decodeEntity(_ pair: YAMLPair) -> Entity {
        let name = pair.key.scalar ?? ""
        if !NameRules.isValid(name, as: .entity) {
            report(SchemaErrorID.invalidName, "invalid entity name '\(name)': \(NameRules.Kind.entity.rule)", at: pair.key.location)
        }
        var entity = Entity(name: name, source: sourceInfo(pair.key.location, keys: pair.value.mapping?.count ?? 0))
        guard let body = element(pair.value, what: "entity '\(name)'") else { return entity }
        for field in body {
            let key = field.key.scalar ?? ""
            let value = field.value
            guard SchemaKeys.entity.contains(key) else {
                unknownKey(field.key, allowed: SchemaKeys.entity, in: "entity '\(name)'")
                continue
            }
            entity.source.keys[key] = value.location
            switch key {
            case "attributes":
                guard let attributes = mapping(value, key: key) else { break }
                entity.attributes.reserveCapacity(attributes.count)
                for attribute in attributes {
                    if let decoded = decodeAttribute(attribute) { entity.attributes.append(decoded) }
                }
            case "relationships":
                guard let relationships = mapping(value, key: key) else { break }
                entity.relationships.reserveCapacity(relationships.count)
                for relationship in relationships {
                    if let decoded = decodeRelationship(relationship) { entity.relationships.append(decoded) }
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
                    report(SchemaErrorID.invalidValue, "'versionAttribute' must be an attribute name or false, found 'true'",
                           at: value.location)
                } else if let attribute = self.name(value, key: key, kind: .property, what: "attribute") {
                    entity.versionAttribute = .named(attribute)
                }
            case "renamedFrom":
                entity.renamedFrom = self.name(value, key: key, kind: .entity, what: "entity")
            case "comment":
                entity.comment = string(value, key: key)
            default:
                break
            }
        }
        for relationship in entity.relationships where entity.attribute(named: relationship.name) != nil {
            report(SchemaErrorID.duplicateProperty,
                   "'\(relationship.name)' is both an attribute and a relationship of '\(name)'",
                   at: relationship.source.location ?? pair.key.location)
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
                report(SchemaErrorID.wrongKind,
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

    mutating func decodeRelationship(_ pair: YAMLPair) -> Relationship? {
        let name = pair.key.scalar ?? ""
        if !NameRules.isValid(name, as: .property) {
            report(SchemaErrorID.invalidName, "invalid relationship name '\(name)': \(NameRules.Kind.property.rule)",
                   at: pair.key.location)
        }
        var relationship = Relationship(name: name, destination: "",
                                        source: sourceInfo(pair.key.location, keys: pair.value.mapping?.count ?? 0))
        guard let body = element(pair.value, what: "relationship '\(name)'") else { return nil }
        for field in body {
            let key = field.key.scalar ?? ""
            let value = field.value
            guard SchemaKeys.relationship.contains(key) else {
                unknownKey(field.key, allowed: SchemaKeys.relationship, in: "relationship '\(name)'")
                continue
            }
            relationship.source.keys[key] = value.location
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
        if relationship.source.keys["to"] == nil {
            report(SchemaErrorID.missingKey, "relationship '\(name)' is missing required key 'to'", at: pair.key.location)
        }
        return relationship
    }

    // MARK: Reporting

    mutating func report(_ id: String, _ message: String, at location: SourceLocation, fix: String? = nil) {
        diagnostics.append(Diagnostic(id: id, severity: .error, message: message, location: location, fix: fix))
    }

    mutating func unknownKey(_ key: YAMLNode, allowed: [String], in context: String) {
        let text = key.scalar ?? ""
        let fix = Suggestion.didYouMean(text, in: allowed)
            ?? "expected one of " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        report(SchemaErrorID.unknownKey, "unknown key '\(text)' in \(context)", at: key.location, fix: fix)
    }

    /// How a node reads after "found": `nothing`, `'text'`, `a list`, `a mapping`.
    func describe(_ node: YAMLNode) -> String {
        if node.isNull { return "nothing" }
        if let text = node.scalar { return "'\(text)'" }
        return node.kindDescription
    }
}
