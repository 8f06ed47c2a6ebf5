/// Attributes, in the compact form (`Type? = literal`) and the full form (a mapping).
extension SchemaDecoder {
    /// Type spellings from Core Data and Swift, mapped to the format's names for suggestions.
    static let typeSuggestions: [String: String] = [
        "Int": "Int64", "Integer": "Int64", "Integer16": "Int16", "Integer32": "Int32", "Integer64": "Int64",
        "Boolean": "Bool", "Data": "Binary", "BinaryData": "Binary", "URL": "URI", "Text": "String",
    ]

    /// Reads the attribute whose name and value are `pair`; nil when it is invalid.
    mutating func decodeAttribute(_ pair: YAMLPair) -> Attribute? {
        let name = pair.key.scalar ?? ""
        let keyLocation = pair.key.location
        if !NameRules.isValid(name, as: .property) {
            report(SchemaProblems.invalidName, "invalid attribute name '\(name)': \(NameRules.Kind.property.rule)",
                   at: keyLocation)
        }
        let value = pair.value
        if value.isNull {
            report(SchemaProblems.missingKey, "attribute '\(name)' has no type", at: keyLocation,
                   fix: "write a type, like '\(name): String?'")
            return nil
        }
        switch value.kind {
        case .scalar(let text, let style):
            return decodeCompactAttribute(name: name, text: text, style: style, keyLocation: keyLocation, valueLocation: value.location)
        case .mapping(let fields):
            return decodeFullAttribute(name: name, keyLocation: keyLocation, fields: fields)
        case .sequence:
            report(SchemaProblems.wrongKind,
                   "attribute '\(name)' must be a type (like 'String?') or a mapping, found \(value.kindDescription)",
                   at: value.location)
            return nil
        }
    }

    mutating func decodeCompactAttribute(
        name: String, text: String, style: YAMLNode.ScalarStyle, keyLocation: SourceLocation, valueLocation: SourceLocation
    ) -> Attribute? {
        // Offsets are exact for single-line plain scalars; a quoted scalar starts one column later.
        let quoteShift = style == .singleQuoted || style == .doubleQuoted ? 1 : 0
        var compact = CompactAttribute()
        if let problem = CompactAttributeParser.parse(text, into: &compact) {
            report(SchemaProblems.invalidCompact, "invalid attribute '\(name)': \(problem.reason)",
                   at: shifted(valueLocation, by: problem.offset + quoteShift),
                   fix: "write 'Type', 'Type?', 'Type = default' or 'Type? = default'")
            return nil
        }
        guard let type = compact.type ?? resolveType(compact.typeName, attribute: name, at: shifted(valueLocation, by: quoteShift)) else {
            return nil
        }
        var attribute = Attribute(name: name, type: type, optional: compact.optionalOffset != nil, at: keyLocation)
        attribute.source.insertKey("type", at: valueLocation)
        if let offset = compact.optionalOffset {
            attribute.source.insertKey("optional", at: shifted(valueLocation, by: offset + quoteShift))
        }
        if let literal = compact.literal, let offset = compact.literalOffset {
            let location = shifted(valueLocation, by: offset + quoteShift)
            attribute.source.insertKey("default", at: location)
            attribute.defaultValue = checkDefault(literal, type: type, attribute: name, at: location)
        }
        return attribute
    }

    /// Reads an attribute in the full form, whose mapping holds `fields`.
    mutating func decodeFullAttribute(name: String, keyLocation: SourceLocation, fields: [YAMLPair]) -> Attribute? {
        var attribute = Attribute(name: name, type: .string, optional: false, at: keyLocation)
        var type: AttributeType?
        var defaultNode: YAMLNode?
        var expressionNode: YAMLNode?
        for field in fields {
            let fieldKey = field.key.scalar ?? ""
            guard SchemaKeys.attribute.contains(fieldKey) else {
                unknownKey(field.key, allowed: SchemaKeys.attribute, in: "attribute '\(name)'")
                continue
            }
            let value = field.value
            attribute.source.insertKey(fieldKey, at: value.location)
            switch fieldKey {
            case "type":
                if let text = string(value, key: fieldKey) {
                    type = resolveType(text, attribute: name, at: value.location)
                }
            case "optional": attribute.optional = bool(value, key: fieldKey) ?? false
            case "default": defaultNode = value
            case "defaultExpression": expressionNode = value
            case "externalStorage": attribute.externalStorage = bool(value, key: fieldKey) ?? false
            case "encrypted": attribute.encrypted = bool(value, key: fieldKey) ?? false
            case "transient": attribute.transient = bool(value, key: fieldKey) ?? false
            case "preserveValueOnDeletion": attribute.preserveValueOnDeletion = bool(value, key: fieldKey) ?? false
            case "cloudKitIgnored": attribute.cloudKitIgnored = bool(value, key: fieldKey) ?? false
            case "renamedFrom": attribute.renamedFrom = self.name(value, key: fieldKey, kind: .property, what: "attribute")
            case "valueTransformer": attribute.valueTransformer = string(value, key: fieldKey)
            case "customClass": attribute.customClass = string(value, key: fieldKey)
            case "comment": attribute.comment = string(value, key: fieldKey)
            default: break
            }
        }
        if attribute.source.keys["type"] == nil {
            report(SchemaProblems.missingKey, "attribute '\(name)' is missing required key 'type'", at: keyLocation)
            return nil
        }
        guard let type else { return nil }
        attribute.type = type
        if let defaultNode {
            switch defaultNode.kind {
            case .scalar(let text, let style) where !defaultNode.isNull:
                let literal = DefaultLiteral(text: text, quoted: style != .plain, compact: false)
                attribute.defaultValue = checkDefault(literal, type: type, attribute: name, at: defaultNode.location)
            case .scalar:
                report(SchemaProblems.invalidDefault, "invalid default for attribute '\(name)': no value given",
                       at: defaultNode.location, fix: type == .string ? "write default: \"\" for an empty string" : nil)
            default:
                report(SchemaProblems.wrongKind, "'default' must be a scalar, found \(describe(defaultNode))",
                       at: defaultNode.location)
            }
        }
        if let expressionNode { decodeDefaultExpression(expressionNode, into: &attribute) }
        return attribute
    }

    /// `defaultExpression`: a default computed by Swift code, kept as written; it replaces `default`.
    mutating func decodeDefaultExpression(_ node: YAMLNode, into attribute: inout Attribute) {
        guard let text = string(node, key: "defaultExpression") else { return }
        if attribute.defaultValue != nil || attribute.source.keys["default"] != nil {
            report(SchemaProblems.invalidValue, "attribute '\(attribute.name)' has both 'default' and 'defaultExpression'",
                   at: node.location, fix: "keep one of them")
        } else if text.allSatisfy(\.isWhitespace) {
            report(SchemaProblems.invalidValue, "'defaultExpression' of attribute '\(attribute.name)' is empty", at: node.location)
        } else {
            attribute.defaultValue = .expression(text)
        }
    }

    mutating func resolveType(_ text: String, attribute: String, at location: SourceLocation) -> AttributeType? {
        if let type = AttributeType(rawValue: text) { return type }
        let compacted = text.filter { $0 != " " }
        let fix: String?
        if compacted == "Int" {
            fix = "use 'Int16', 'Int32' or 'Int64'"
        } else if let suggestion = Self.typeSuggestions[compacted] {
            fix = "did you mean '\(suggestion)'?"
        } else {
            fix = Suggestion.didYouMean(text, in: AttributeType.allCases.map(\.rawValue))
        }
        report(SchemaProblems.unknownType, "unknown type '\(text)' for attribute '\(attribute)'", at: location, fix: fix)
        return nil
    }

    mutating func checkDefault(_ literal: DefaultLiteral, type: AttributeType, attribute: String, at location: SourceLocation) -> DefaultValue? {
        switch DefaultLiteralChecker.value(of: literal, for: type) {
        case .success(let value): return value
        case .failure(let problem):
            report(SchemaProblems.invalidDefault, "invalid default for attribute '\(attribute)': \(problem.reason)",
                   at: location, fix: problem.fix)
            return nil
        }
    }
}
