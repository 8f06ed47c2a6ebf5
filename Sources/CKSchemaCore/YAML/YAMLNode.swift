/// A node of a YAML document, with the position where it starts.
///
/// Built by ``YAMLParser`` from libyaml events. Mappings keep their keys in document order;
/// duplicate keys are refused by the parser, so keys are unique.
public struct YAMLNode: Sendable, Hashable {
    /// How a scalar was written; plain scalars are the only ones that can mean null, bool or a number.
    public enum ScalarStyle: Sendable, Hashable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    public enum Kind: Sendable, Hashable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var kind: Kind
    /// 1-based position of the node's first character.
    public var location: SourceLocation

    public init(_ kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The scalar's text, or nil for a collection.
    public var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// True for `~`, `null`, `Null`, `NULL` or an empty plain scalar.
    public var isNull: Bool {
        guard case .scalar(let text, .plain) = kind else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    /// The value for a scalar key in a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar == key }?.value
    }

    /// A word for the node's kind, for messages: "a mapping", "a list", "a scalar".
    public var kindDescription: String {
        switch kind {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A key and its value in a YAML mapping.
public struct YAMLPair: Sendable, Hashable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
