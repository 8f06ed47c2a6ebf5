import CKSchemaCore

/// One element as it is in both versions: the entity holding a changed attribute, for example.
public struct Paired<Element: Sendable>: Sendable {
    public let old: Element
    public let new: Element

    public init(old: Element, new: Element) {
        self.old = old
        self.new = new
    }
}

/// An element only the new version has, and the neutral change that reports it.
public struct Added<Element: Sendable>: Sendable {
    /// Names and positions: what a finding about the addition points at.
    public let change: SchemaChange
    public let new: Element

    /// `Score.points`, `Score`.
    public var path: String { change.path }
}

/// An element only the old version has, and the neutral change that reports it.
public struct Removed<Element: Sendable>: Sendable {
    /// Names and positions: what a finding about the removal points at.
    public let change: SchemaChange
    public let old: Element

    /// `Score.points`, `Score`.
    public var path: String { change.path }
}

/// An element both versions have, renamed or with one property changed, and the neutral change
/// that reports it.
public struct Changed<Element: Sendable>: Sendable {
    /// Names, positions and the rendered values: what a finding about the change points at.
    public let change: SchemaChange
    public let old: Element
    public let new: Element

    /// The changed property; nil when the element was renamed.
    public var property: SchemaProperty? { change.property }
    /// `Score.points` (the new name), `Score`.
    public var path: String { change.path }
}

/// A ``SchemaChange`` with the elements it is about: what ``SchemaDiff`` finds, and what the
/// compatibility checker hands to the rules. Members come with the entity holding them, which
/// both versions have.
package enum ElementChange: Sendable {
    case schema(Changed<Schema>)
    case entityAdded(Added<Entity>)
    case entityRemoved(Removed<Entity>)
    case entityChanged(Changed<Entity>)
    case attributeAdded(Added<Attribute>, Paired<Entity>)
    case attributeRemoved(Removed<Attribute>, Paired<Entity>)
    case attributeChanged(Changed<Attribute>, Paired<Entity>)
    case relationshipAdded(Added<Relationship>, Paired<Entity>)
    case relationshipRemoved(Removed<Relationship>, Paired<Entity>)
    case relationshipChanged(Changed<Relationship>, Paired<Entity>)

    /// The neutral change.
    package var change: SchemaChange {
        switch self {
        case .schema(let c): c.change
        case .entityAdded(let c): c.change
        case .entityRemoved(let c): c.change
        case .entityChanged(let c): c.change
        case .attributeAdded(let c, _): c.change
        case .attributeRemoved(let c, _): c.change
        case .attributeChanged(let c, _): c.change
        case .relationshipAdded(let c, _): c.change
        case .relationshipRemoved(let c, _): c.change
        case .relationshipChanged(let c, _): c.change
        }
    }
}
