import CKSchemaCore

/// An entity built from a `@Model` class, with what inverse resolution still needs.
struct BuiltEntity {
    var entity: Entity
    /// The class it was built from (index in ``SourceDeclarations/models``).
    var modelIndex: Int
    /// `inverse:` key paths as written, by relationship name.
    var writtenInverses: [String: KeyPathReference] = [:]
    /// Relationships whose `inverse:` was written (even when it could not be used), which
    /// inference must leave alone.
    var inverseWritten: Set<String> = []
    /// Where each relationship's property name is, for notes about it.
    var relationshipLocations: [String: SourceLocation] = [:]
    /// Each property's Swift type as written (or inferred), by property name.
    var swiftTypes: [String: String] = [:]
}

/// Collects diagnostics once each: the same class is read again for every version it is in.
struct DiagnosticSet {
    private(set) var all: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    mutating func append(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { all.append(diagnostic) }
    }

    mutating func append(contentsOf diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { append(diagnostic) }
    }
}
