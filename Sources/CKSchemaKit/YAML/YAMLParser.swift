import CLibYAML

/// Limits that keep hostile input from exhausting memory or the stack.
public struct YAMLLimits: Sendable, Hashable {
    /// Largest accepted file, in bytes.
    public var maxBytes: Int
    /// Deepest accepted nesting of collections.
    public var maxDepth: Int

    public init(maxBytes: Int = 16 * 1024 * 1024, maxDepth: Int = 64) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }

    public static let `default` = YAMLLimits()
}

/// Parses YAML text into ``YAMLNode`` trees with 1-based positions.
///
/// This is the only type that talks to libyaml. Anchors and aliases are refused (no alias bombs),
/// as are duplicate keys, invalid UTF-8, documents deeper or larger than ``YAMLLimits``.
public enum YAMLParser {
    /// Parses the first document of `bytes`. Returns nil for an empty stream (only comments or
    /// whitespace). Throws ``InputError`` with positions for every problem.
    public static func parse(_ bytes: [UInt8], file: String, limits: YAMLLimits = .default) throws -> YAMLNode? {
        _ = yaml_get_version_string()
        throw InputError(id: "yaml.unimplemented", message: "the YAML parser is not implemented yet",
                         location: SourceLocation(file: file, line: 1, column: 1))
    }
}
