/// A position in a source file: 1-based line and column, as editors and CI annotations expect.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file path as the user gave it (relative paths stay relative).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number, counted in Unicode scalars.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers print.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Where a schema element and its keys were written.
///
/// Equality and hashing deliberately ignore it, so two schemas that say the same thing compare
/// equal wherever they were written. Elements built in code have no locations.
public struct SourceInfo: Sendable, Hashable, Codable {
    /// The position of the element itself (for a keyed element, its key).
    public var location: SourceLocation?
    /// Positions of the element's keys or values, by key name (`"type"`, `"default"`, `"inverse"`…).
    public var keys: [String: SourceLocation]

    public init(_ location: SourceLocation? = nil, keys: [String: SourceLocation] = [:]) {
        self.location = location
        self.keys = keys
    }

    /// The position of `key` if it was written, else the element's own position.
    public subscript(key: String) -> SourceLocation? { keys[key] ?? location }

    public static func == (lhs: SourceInfo, rhs: SourceInfo) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
