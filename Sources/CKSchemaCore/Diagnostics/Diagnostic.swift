/// One finding: a lint result, a production-rule violation or an input problem.
///
/// Messages follow one style: lowercase start, no trailing period, names in single quotes.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// Stable rule or error identifier (`unique_constraint`, `schema.unknown_key`…), declared once
    /// (a lint or change rule, or a ``DiagnosticDescription``).
    public var id: String
    public var severity: Severity
    public var message: String
    /// Where the problem is; nil only when there is no source to point at.
    public var location: SourceLocation?
    /// For comparisons: the matching position in the other (older) file.
    public var relatedLocation: SourceLocation?
    /// The schema element concerned, when there is one.
    public var entity: String?
    public var attribute: String?
    public var relationship: String?
    /// A short suggestion ("did you mean 'optional'?", "add a default value").
    public var fix: String?

    public init(
        id: String,
        severity: Severity,
        message: String,
        location: SourceLocation? = nil,
        relatedLocation: SourceLocation? = nil,
        entity: String? = nil,
        attribute: String? = nil,
        relationship: String? = nil,
        fix: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.relatedLocation = relatedLocation
        self.entity = entity
        self.attribute = attribute
        self.relationship = relationship
        self.fix = fix
    }
}

extension Diagnostic: Comparable {
    /// Stable report order: file, line, column, then id.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let l = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        let r = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        if l != r { return l < r }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

/// Invalid input that stops a command: bad YAML, a schema that cannot be loaded, a bad
/// configuration. Carries every problem found, each with its position. Maps to exit code 2.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sortedInReportOrder()
    }

    public var description: String {
        diagnostics.map { d in
            let prefix = d.location.map { "\($0): " } ?? ""
            return "\(prefix)error: \(d.message)" + (d.fix.map { " (\($0))" } ?? "")
        }.joined(separator: "\n")
    }
}

extension Array where Element == Diagnostic {
    /// `sorted()`, for the thousands of findings a large schema can have: sorts the findings'
    /// positions by their locations, read once, and copies each finding once. Sorting the findings
    /// themselves copied whole findings for every comparison.
    package func sortedInReportOrder() -> [Diagnostic] {
        let locations = map { $0.location ?? SourceLocation(file: "", line: 0, column: 0) }
        return indices.sorted { a, b in
            if locations[a] != locations[b] { return locations[a] < locations[b] }
            return self[a] < self[b]  // the same place: by id, then message
        }.map { self[$0] }
    }
}
