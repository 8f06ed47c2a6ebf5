/// Writes a ``Schema`` as canonical YAML in the schema format (`docs/schema-format.md`).
///
/// The output is deterministic: the same schema always gives the same text, keys come in a fixed
/// order, keys holding their default value are left out, and an attribute uses the compact form
/// (`Int64 = 0`, `String?`) whenever that form can say everything about it. Loading the text gives
/// back an equal schema, so the text can also serve as a normalized form for hashing.
public enum SchemaYAMLWriter {
    /// The schema as YAML text ending in a newline.
    /// - parameter header: comment lines written first (each prefixed with `# `), e.g. the source
    ///   the schema was imported from; nil or empty for none.
    public static func write(_ schema: Schema, header: [String] = []) -> String {
        var out = YAMLLines()
        for line in header {
            out.append(0, line.isEmpty ? "#" : "# " + line.replacingControlCharacters())
        }
        out.append(0, "model: \(YAMLScalar.string(schema.model))")
        out.append(0, "version: \(schema.version)")
        if let comment = schema.comment { out.append(0, "comment: \(YAMLScalar.string(comment))") }
        if let container = schema.container { out.append(0, "container: \(YAMLScalar.string(container))") }
        if schema.database != .private { out.append(0, "database: \(schema.database.rawValue)") }
        if let versionAttribute = schema.versionAttribute {
            out.append(0, "versionAttribute: \(YAMLScalar.string(versionAttribute))")
        }
        if schema.sharing { out.append(0, "sharing: true") }
        if !schema.configurations.isEmpty {
            out.append(0, "configurations:")
            for configuration in schema.configurations {
                out.append(1, "\(YAMLScalar.string(configuration.name)):")
                out.append(2, "cloudKit: \(configuration.cloudKit)")
            }
        }
        if schema.entities.isEmpty {
            out.append(0, "entities: {}")
        } else {
            out.append(0, "entities:")
            for entity in schema.entities { write(entity, into: &out) }
        }
        return out.text
    }

    // MARK: - Entities

    private static func write(_ entity: Entity, into out: inout YAMLLines) {
        let key = YAMLScalar.string(entity.name)
        var body = YAMLLines()
        if let parent = entity.parent { body.append(0, "parent: \(YAMLScalar.string(parent))") }
        if entity.abstract { body.append(0, "abstract: true") }
        if let renamedFrom = entity.renamedFrom { body.append(0, "renamedFrom: \(YAMLScalar.string(renamedFrom))") }
        if !entity.configurations.isEmpty { body.append(0, "configurations: \(flowList(entity.configurations))") }
        if let scope = entity.scope { body.append(0, "scope: \(scope.rawValue)") }
        switch entity.versionAttribute {
        case .inherited: break
        case .named(let name): body.append(0, "versionAttribute: \(YAMLScalar.string(name))")
        case .disabled: body.append(0, "versionAttribute: false")
        }
        if !entity.uniqueConstraints.isEmpty {
            body.append(0, "uniqueConstraints:")
            for group in entity.uniqueConstraints { body.append(1, "- \(flowList(group.attributes))") }
        }
        if let logicalKey = entity.logicalKey { body.append(0, "logicalKey: \(flowList(logicalKey.attributes))") }
        if let comment = entity.comment { body.append(0, "comment: \(YAMLScalar.string(comment))") }
        if !entity.attributes.isEmpty {
            body.append(0, "attributes:")
            for attribute in entity.attributes { write(attribute, into: &body) }
        }
        if !entity.relationships.isEmpty {
            body.append(0, "relationships:")
            for relationship in entity.relationships { write(relationship, into: &body) }
        }
        if body.isEmpty {
            out.append(1, "\(key): {}")
        } else {
            out.append(1, "\(key):")
            out.append(body, indent: 2)
        }
    }

    // MARK: - Attributes

    private static func write(_ attribute: Attribute, into out: inout YAMLLines) {
        let key = YAMLScalar.string(attribute.name)
        if let compact = compactForm(of: attribute) {
            out.append(1, "\(key): \(compact)")
            return
        }
        out.append(1, "\(key):")
        out.append(2, "type: \(attribute.type.rawValue)")
        if attribute.optional { out.append(2, "optional: true") }
        if case .expression(let text)? = attribute.defaultValue {
            out.append(2, "defaultExpression: \(YAMLScalar.string(text))")
        } else if let value = attribute.defaultValue {
            out.append(2, "default: \(fullFormLiteral(value))")
        }
        if attribute.externalStorage { out.append(2, "externalStorage: true") }
        if attribute.encrypted { out.append(2, "encrypted: true") }
        if attribute.transient { out.append(2, "transient: true") }
        if attribute.preserveValueOnDeletion { out.append(2, "preserveValueOnDeletion: true") }
        if attribute.cloudKitIgnored { out.append(2, "cloudKitIgnored: true") }
        if let name = attribute.renamedFrom { out.append(2, "renamedFrom: \(YAMLScalar.string(name))") }
        if let name = attribute.valueTransformer { out.append(2, "valueTransformer: \(YAMLScalar.string(name))") }
        if let name = attribute.customClass { out.append(2, "customClass: \(YAMLScalar.string(name))") }
        if let comment = attribute.comment { out.append(2, "comment: \(YAMLScalar.string(comment))") }
    }

    /// `Type`, `Type?`, `Type = literal` or `Type? = literal`, when that says everything about the
    /// attribute and reads back as a plain YAML scalar; nil otherwise.
    static func compactForm(of attribute: Attribute) -> String? {
        guard !attribute.externalStorage, !attribute.encrypted, !attribute.transient,
              !attribute.preserveValueOnDeletion, !attribute.cloudKitIgnored, attribute.renamedFrom == nil,
              attribute.valueTransformer == nil, attribute.customClass == nil, attribute.comment == nil
        else { return nil }
        var text = attribute.type.rawValue + (attribute.optional ? "?" : "")
        if let value = attribute.defaultValue {
            guard let literal = compactLiteral(value) else { return nil }
            text += " = " + literal
        }
        return YAMLScalar.isPlainSafe(text, allowingQuotes: true) ? text : nil
    }

    /// The literal after `=` in the compact form, or nil when the value needs the full form.
    private static func compactLiteral(_ value: DefaultValue) -> String? {
        switch value {
        case .string(let text):
            // Inside the compact scalar the literal is quoted but not escaped: only plain text fits.
            let fits = text.unicodeScalars.allSatisfy { $0 != "\"" && $0 != "\\" && $0.value >= 0x20 && $0.value != 0x7F }
            return fits ? "\"\(text)\"" : nil
        case .uri(let text):
            let fits = text.unicodeScalars.allSatisfy { $0 != "\"" && $0 != "\\" && $0.value > 0x20 && $0.value != 0x7F }
            return fits ? "\"\(text)\"" : nil
        case .integer(let number): return String(number)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let text): return text
        case .uuid(let text): return text
        case .emptyData: return "\"\""
        case .now: return "now"
        case .newUUID: return "UUID()"
        case .expression: return nil
        }
    }

    /// The value of a full-form `default:` key.
    private static func fullFormLiteral(_ value: DefaultValue) -> String {
        switch value {
        case .string(let text): YAMLScalar.string(text)
        case .uri(let text): YAMLScalar.doubleQuoted(text)
        case .integer(let number): String(number)
        case .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .date(let text): text
        case .uuid(let text): text
        case .emptyData: "\"\""
        case .now: "now"
        case .newUUID: "UUID()"
        case .expression(let text): YAMLScalar.string(text)
        }
    }

    // MARK: - Relationships

    private static func write(_ relationship: Relationship, into out: inout YAMLLines) {
        out.append(1, "\(YAMLScalar.string(relationship.name)):")
        out.append(2, "to: \(YAMLScalar.string(relationship.destination))")
        if relationship.toMany { out.append(2, "toMany: true") }
        if !relationship.optional { out.append(2, "optional: false") }
        if let inverse = relationship.inverse { out.append(2, "inverse: \(YAMLScalar.string(inverse))") }
        if relationship.deleteRule != .nullify { out.append(2, "deleteRule: \(relationship.deleteRule.rawValue)") }
        if relationship.ordered { out.append(2, "ordered: true") }
        if let count = relationship.minCount { out.append(2, "minCount: \(count)") }
        if let count = relationship.maxCount { out.append(2, "maxCount: \(count)") }
        if relationship.encrypted { out.append(2, "encrypted: true") }
        if relationship.cloudKitIgnored { out.append(2, "cloudKitIgnored: true") }
        if let name = relationship.renamedFrom { out.append(2, "renamedFrom: \(YAMLScalar.string(name))") }
        if let comment = relationship.comment { out.append(2, "comment: \(YAMLScalar.string(comment))") }
    }

    private static func flowList(_ items: [String]) -> String {
        "[" + items.map(YAMLScalar.string).joined(separator: ", ") + "]"
    }
}

/// Indented lines of YAML being built.
private struct YAMLLines {
    private var lines: [String] = []

    var isEmpty: Bool { lines.isEmpty }

    mutating func append(_ level: Int, _ line: String) {
        lines.append(String(repeating: "  ", count: level) + line)
    }

    mutating func append(_ other: YAMLLines, indent level: Int) {
        let prefix = String(repeating: "  ", count: level)
        lines.append(contentsOf: other.lines.map { prefix + $0 })
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}

private extension String {
    /// The text with line breaks and other control characters replaced by spaces, for comments.
    func replacingControlCharacters() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }
}
