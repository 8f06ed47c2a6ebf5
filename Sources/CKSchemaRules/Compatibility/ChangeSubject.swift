/// What a change rule classifies: which element, and what happened to it.
///
///     static let handles: [ChangeSubject] = [.attribute(.removed), .attribute(.modified(.transient))]
public enum ChangeSubject: Sendable, Hashable {
    case schema(SchemaChangeKind)
    case entity(SchemaChangeKind)
    case attribute(SchemaChangeKind)
    case relationship(SchemaChangeKind)

    /// The subject of `change`.
    public init(_ change: SchemaChange) {
        switch change.element {
        case .schema: self = .schema(change.kind)
        case .entity: self = .entity(change.kind)
        case .attribute: self = .attribute(change.kind)
        case .relationship: self = .relationship(change.kind)
        }
    }
}
