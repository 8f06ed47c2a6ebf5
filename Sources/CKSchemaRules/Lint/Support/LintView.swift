import CKSchemaCore

/// What the attribute rules test about one attribute: its name, type and flags.
///
/// Rules test these instead of the ``Attribute`` itself: reading an attribute's fields goes
/// through its shared box, and handing attributes to predicates (retaining and releasing each)
/// across 25 rules and tens of thousands of attributes was most of the linter's time. Only the
/// matches are then copied.
struct AttributeFacts: Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt16
        static let optional = Flags(rawValue: 1 << 0)
        static let hasDefault = Flags(rawValue: 1 << 1)
        static let externalStorage = Flags(rawValue: 1 << 2)
        static let encrypted = Flags(rawValue: 1 << 3)
        static let transient = Flags(rawValue: 1 << 4)
        static let preserveValueOnDeletion = Flags(rawValue: 1 << 5)
        static let cloudKitIgnored = Flags(rawValue: 1 << 6)
    }

    let name: String
    let type: AttributeType
    let flags: Flags

    /// Reads the fields through a pointer, so the attribute itself is never copied.
    package init(_ attribute: UnsafePointer<Attribute>) {
        name = attribute.pointee.name
        type = attribute.pointee.type
        var flags: Flags = []
        if attribute.pointee.optional { flags.insert(.optional) }
        if attribute.pointee.defaultValue != nil { flags.insert(.hasDefault) }
        if attribute.pointee.externalStorage { flags.insert(.externalStorage) }
        if attribute.pointee.encrypted { flags.insert(.encrypted) }
        if attribute.pointee.transient { flags.insert(.transient) }
        if attribute.pointee.preserveValueOnDeletion { flags.insert(.preserveValueOnDeletion) }
        if attribute.pointee.cloudKitIgnored { flags.insert(.cloudKitIgnored) }
        self.flags = flags
    }

    var optional: Bool { flags.contains(.optional) }
    var hasDefault: Bool { flags.contains(.hasDefault) }
    var externalStorage: Bool { flags.contains(.externalStorage) }
    var encrypted: Bool { flags.contains(.encrypted) }
    var transient: Bool { flags.contains(.transient) }
    var preserveValueOnDeletion: Bool { flags.contains(.preserveValueOnDeletion) }
    var cloudKitIgnored: Bool { flags.contains(.cloudKitIgnored) }
    /// See ``Attribute/isSynced``.
    var isSynced: Bool { !flags.contains(.transient) && !flags.contains(.cloudKitIgnored) }
}

/// The facts of every attribute of the entities in one rule scope, computed once per lint (one
/// pass over the model) and shared by every rule of that scope.
package struct LintView: Sendable {
    /// The facts of all attributes, entity after entity.
    private let facts: [AttributeFacts]
    /// Where each entity's attributes start in `facts`; one more entry marks the end.
    private let starts: [Int]

    /// - Parameter entities: The entities of the scope, in the order of ``LintContext/entities``.
    package init(_ entities: [Entity]) {
        var facts: [AttributeFacts] = []
        var starts: [Int] = []
        starts.reserveCapacity(entities.count + 1)
        entities.withUnsafeBufferPointer { entities in
            var count = 0
            for e in entities.indices { count += entities[e].attributes.count }
            facts.reserveCapacity(count)
            for e in entities.indices {
                starts.append(facts.count)
                entities[e].attributes.withUnsafeBufferPointer { attributes in
                    guard let base = attributes.baseAddress else { return }
                    for a in attributes.indices { facts.append(AttributeFacts(base + a)) }
                }
            }
        }
        starts.append(facts.count)
        self.facts = facts
        self.starts = starts
    }

    /// The positions (in the entity's `attributes`) of the attributes of the scope's entity at
    /// `entity` whose facts satisfy `predicate`.
    func attributeIndices(ofEntityAt entity: Int, where predicate: (AttributeFacts) -> Bool) -> [Int] {
        var matches: [Int] = []
        let start = starts[entity]
        for i in start..<starts[entity + 1] where predicate(facts[i]) { matches.append(i - start) }
        return matches
    }

    /// Whether any attribute of the scope's entity at `entity` satisfies `predicate`.
    func containsAttribute(ofEntityAt entity: Int, where predicate: (AttributeFacts) -> Bool) -> Bool {
        for i in starts[entity]..<starts[entity + 1] where predicate(facts[i]) { return true }
        return false
    }
}

extension LintContext {
    /// The in-scope attributes whose facts satisfy `predicate`, with their entities, in declaration
    /// order. Attributes are tested through ``AttributeFacts``; only the matches are copied.
    func attributes(where predicate: (AttributeFacts) -> Bool) -> [(entity: Entity, attribute: Attribute)] {
        var matches: [(entity: Entity, attribute: Attribute)] = []
        for e in entities.indices {
            for a in view.attributeIndices(ofEntityAt: e, where: predicate) {
                matches.append((entities[e], entities[e].attributes[a]))
            }
        }
        return matches
    }

    /// The attributes of the in-scope entity at `entity` whose facts satisfy `predicate`, in
    /// declaration order.
    func attributes(ofEntityAt entity: Int, where predicate: (AttributeFacts) -> Bool) -> [Attribute] {
        view.attributeIndices(ofEntityAt: entity, where: predicate).map { entities[entity].attributes[$0] }
    }
}
