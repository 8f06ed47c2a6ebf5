/// Turns a YAML document into a ``Schema``, recording where every element and key was written
/// (see `docs/schema-format.md`).
///
/// The decoder reads libyaml's events directly (no node tree for the elements that make up most of
/// a schema: entities, attributes, relationships); rarer values are read as ``YAMLNode``s. It
/// applies every check of ``YAMLParser`` on the way: a file with YAML problems reports only those.
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
    /// The keys of the mappings being read, by nesting level, to refuse duplicates.
    var mappingKeys: [MappingKeys] = []
    /// The previous entity's number of attributes: the next one likely has as many, so its array
    /// is sized once instead of growing step by step.
    var attributeCountHint = 0

    package init(file: String) {
        self.file = file
    }

    /// Decodes `root` (the result of ``YAMLParser/parse(_:file:limits:)``; nil for an empty file).
    public static func decode(_ root: YAMLNode?, file: String) throws -> Schema {
        var decoder = SchemaDecoder(file: file)
        let schema = try YAMLNodeEvents.read(root, file: file) { events in try decoder.decodeSchema(&events) }
        if !decoder.diagnostics.isEmpty { throw InputError(decoder.diagnostics) }
        return schema
    }

    /// Parses and decodes `bytes` in one pass over libyaml's events. YAML problems are thrown
    /// alone (as ``YAMLParser/parse(_:file:limits:)`` reports them); schema problems after them.
    static func decode(bytes: [UInt8], file: String, limits: YAMLLimits) throws -> Schema {
        var decoder = SchemaDecoder(file: file)
        let schema = try YAMLEventReader.read(bytes, file: file, limits: limits) { reader in
            try decoder.decodeSchema(&reader)
        }
        if !decoder.diagnostics.isEmpty { throw InputError(decoder.diagnostics) }
        return schema
    }

    // MARK: Schema

    mutating func decodeSchema<Events: YAMLEventSource>(_ events: inout Events) throws -> Schema {
        // Long on purpose: one pass over the schema's top-level keys in the order written, on the loader's hot path: the state stays local instead of being split across helpers.
        var schema = Schema(model: "", version: 0, file: file)
        let first = try events.next()
        if first.kind == .streamEnd {
            report(SchemaProblems.empty, "the file contains no schema",
                   at: SourceLocation(file: file, line: 1, column: 1),
                   fix: "start with 'model:', 'version:' and 'entities:'")
            return schema
        }
        guard first.kind == .mappingStart else {
            let root = try events.readNode(startingWith: first)
            report(SchemaProblems.wrongKind, "a schema file must be a mapping, found \(describe(root))", at: root.location)
            return schema
        }
        let rootLocation = events.location(first)
        schema.source = SourceInfo(rootLocation)
        var configurationsNode: YAMLNode?
        var isFirstKey = true
        beginMapping(level: 0)
        while let keyEvent = try nextKey(&events, level: 0) {
            let keyLocation = events.location(keyEvent)
            if isFirstKey {
                schema.source.location = keyLocation
                isFirstKey = false
            }
            guard let key = KnownKeys.schema.match(keyEvent.text)?.name else {
                unknownKey(keyEvent.text, at: keyLocation, allowed: SchemaKeys.schema, in: "the schema")
                try events.skipValue()
                continue
            }
            let valueEvent = try events.next()
            schema.source.keys[key] = events.location(valueEvent)
            if key == "entities" {
                if valueEvent.kind == .mappingStart {
                    try decodeEntities(&events, into: &schema)
                } else {
                    _ = mapping(try events.readNode(startingWith: valueEvent), key: key)
                }
                continue
            }
            let value = try events.readNode(startingWith: valueEvent)
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
            report(SchemaProblems.missingKey, "missing required key '\(key)'", at: schema.source.location ?? rootLocation)
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

    /// Reads the pairs of the `entities` mapping, whose start was just read.
    mutating func decodeEntities<Events: YAMLEventSource>(_ events: inout Events, into schema: inout Schema) throws {
        beginMapping(level: 1)
        while let keyEvent = try nextKey(&events, level: 1) {
            let name = keyEvent.text
            schema.entities.append(try decodeEntity(name: name, at: events.location(keyEvent), &events))
        }
    }

    /// Reads the value of the entity `name`, whose key is at `keyLocation`.
    mutating func decodeEntity<Events: YAMLEventSource>(
        name: String, at keyLocation: SourceLocation, _ events: inout Events
    ) throws -> Entity {
        // Long on purpose: one pass over an entity's keys in the order written (attributes, relationships and constraints share the entity being built), on the loader's hot path.
        if !NameRules.isValid(name, as: .entity) {
            report(SchemaProblems.invalidName, "invalid entity name '\(name)': \(NameRules.Kind.entity.rule)", at: keyLocation)
        }
        var entity = Entity(name: name, source: SourceInfo(keyLocation))
        let valueEvent = try events.next()
        if valueEvent.isNull { return entity }
        guard valueEvent.kind == .mappingStart else {
            let value = try events.readNode(startingWith: valueEvent)
            report(SchemaProblems.wrongKind, "entity '\(name)' must be a mapping, found \(describe(value))", at: value.location)
            return entity
        }
        // Read into local arrays, stored once at the end: each access to `entity.attributes`
        // goes through the entity's copy-on-write accessor.
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
        beginMapping(level: 2)
        while let keyEvent = try nextKey(&events, level: 2) {
            guard let known = KnownKeys.entity.match(keyEvent.text) else {
                unknownKey(keyEvent.text, at: events.location(keyEvent), allowed: SchemaKeys.entity, in: "entity '\(name)'")
                try events.skipValue()
                continue
            }
            let key = known.name
            let valueEvent = try events.next()
            entity.source.insertKey(known.name, at: events.location(valueEvent))
            if key == "attributes" || key == "relationships" {
                guard valueEvent.kind == .mappingStart else {
                    _ = mapping(try events.readNode(startingWith: valueEvent), key: key)
                    continue
                }
                beginMapping(level: 3)
                if key == "attributes" {
                    attributes.reserveCapacity(attributeCountHint)
                    while let propertyKey = try nextKey(&events, level: 3) {
                        try decodeAttribute(propertyKey, &events, into: &attributes)
                    }
                    attributeCountHint = attributes.count
                } else {
                    while let propertyKey = try nextKey(&events, level: 3) {
                        if let decoded = try decodeRelationship(propertyKey, &events) { relationships.append(decoded) }
                    }
                }
                continue
            }
            let value = try events.readNode(startingWith: valueEvent)
            switch key {
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
        for relationship in relationships {
            let relationshipName = relationship.name
            guard attributes.contains(where: { $0.name == relationshipName }) else { continue }
            report(SchemaProblems.duplicateProperty,
                   "'\(relationshipName)' is both an attribute and a relationship of '\(name)'",
                   at: relationship.source.location ?? keyLocation)
        }
        entity.attributes = attributes
        entity.relationships = relationships
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

    /// Reads a relationship, whose key was just read.
    mutating func decodeRelationship<Events: YAMLEventSource>(_ keyEvent: YAMLEvent, _ events: inout Events) throws -> Relationship? {
        let name = keyEvent.text
        let keyLocation = events.location(keyEvent)
        if !NameRules.isValid(name, as: .property) {
            report(SchemaProblems.invalidName, "invalid relationship name '\(name)': \(NameRules.Kind.property.rule)",
                   at: keyLocation)
        }
        var relationship = Relationship(name: name, destination: "", source: SourceInfo(keyLocation))
        let valueEvent = try events.next()
        if valueEvent.kind == .mappingStart {
            beginMapping(level: 4)
            while let fieldEvent = try nextKey(&events, level: 4) {
                guard let known = KnownKeys.relationship.match(fieldEvent.text) else {
                    unknownKey(fieldEvent.text, at: events.location(fieldEvent), allowed: SchemaKeys.relationship,
                               in: "relationship '\(name)'")
                    try events.skipValue()
                    continue
                }
                let key = known.name
                let value = try events.readNode(startingWith: events.next())
                // `nextKey` refused duplicates: the key has no position yet.
                relationship.source.insertKey(known.name, at: value.location)
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
        } else if !valueEvent.isNull {
            let value = try events.readNode(startingWith: valueEvent)
            report(SchemaProblems.wrongKind, "relationship '\(name)' must be a mapping, found \(describe(value))", at: value.location)
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
