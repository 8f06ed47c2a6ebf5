/// Reading typed values from nodes; each value reader reports its own problem and returns nil on
/// failure.
extension SchemaDecoder {
    /// The pairs of a mapping-valued key; nothing (`key:`) reads as an empty mapping.
    mutating func mapping(_ node: YAMLNode, key: String) -> [YAMLPair]? {
        if node.isNull { return [] }
        if let pairs = node.mapping { return pairs }
        report(SchemaProblems.wrongKind, "'\(key)' must be a mapping, found \(describe(node))", at: node.location)
        return nil
    }

    /// The body of a named element (entity, relationship, configuration); nothing reads as empty.
    mutating func element(_ node: YAMLNode, what: String) -> [YAMLPair]? {
        if node.isNull { return [] }
        if let pairs = node.mapping { return pairs }
        report(SchemaProblems.wrongKind, "\(what) must be a mapping, found \(describe(node))", at: node.location)
        return nil
    }

    /// The items of a list-valued key; nothing reads as an empty list.
    mutating func list(_ node: YAMLNode, key: String) -> [YAMLNode]? {
        if node.isNull { return [] }
        if let items = node.sequence { return items }
        report(SchemaProblems.wrongKind, "'\(key)' must be a list, found \(describe(node))", at: node.location)
        return nil
    }

    mutating func string(_ node: YAMLNode, key: String) -> String? {
        guard let text = node.scalar else {
            report(SchemaProblems.wrongKind, "'\(key)' must be a string, found \(describe(node))", at: node.location)
            return nil
        }
        if node.isNull {
            report(SchemaProblems.invalidValue, "'\(key)' must be a string, found nothing", at: node.location)
            return nil
        }
        return text
    }

    mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
        switch node.scalar {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default:
            let id = node.scalar == nil ? SchemaProblems.wrongKind : SchemaProblems.invalidValue
            report(id, "'\(key)' must be true or false, found \(describe(node))", at: node.location)
            return nil
        }
    }

    mutating func integer(_ node: YAMLNode, key: String, minimum: Int) -> Int? {
        if let text = node.scalar, DefaultLiteralChecker.isDecimalInteger(text), let value = Int(text), value >= minimum {
            return value
        }
        let id = node.scalar == nil ? SchemaProblems.wrongKind : SchemaProblems.invalidValue
        report(id, "'\(key)' must be an integer of at least \(minimum), found \(describe(node))", at: node.location)
        return nil
    }

    /// A name that must follow `kind`'s spelling rule; `what` names the kind of thing in messages.
    mutating func name(_ node: YAMLNode, key: String, kind: NameRules.Kind, what: String) -> String? {
        guard let text = string(node, key: key) else { return nil }
        guard NameRules.isValid(text, as: kind) else {
            report(SchemaProblems.invalidName, "invalid \(what) name '\(text)': \(kind.rule)", at: node.location)
            return nil
        }
        return text
    }

    /// One of an enumeration's spellings (`private`, `cascade`…).
    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, key: String) -> T? where T.RawValue == String {
        if let text = node.scalar, !node.isNull, let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let quoted = names.map { "'\($0)'" }
        let expected = quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
        let id = node.scalar == nil ? SchemaProblems.wrongKind : SchemaProblems.invalidValue
        report(id, "'\(key)' must be \(expected), found \(describe(node))", at: node.location,
               fix: node.scalar.flatMap { Suggestion.didYouMean($0, in: names) })
        return nil
    }

    /// `location` moved right by `columns` on the same line.
    func shifted(_ location: SourceLocation, by columns: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: location.column + columns)
    }
}
