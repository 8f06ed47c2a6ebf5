import CKSchemaCore

/// Pairs relationships with their inverses as SwiftData does: an `inverse:` written on one side
/// sets both sides; two relationships that name none are paired when they are the only ones
/// between their two models and the pair is one SwiftData infers (``infers(_:_:)``): a
/// to-one side that is optional; never two to-many sides.
struct InverseResolver {
    private var entities: [BuiltEntity]
    private let declarations: SourceDeclarations
    private let resolver: TypeResolver
    private(set) var diagnostics = DiagnosticSet()
    private let positionByName: [String: Int]

    init(entities: [BuiltEntity], declarations: SourceDeclarations, resolver: TypeResolver) {
        self.entities = entities
        self.declarations = declarations
        self.resolver = resolver
        var positions: [String: Int] = [:]
        for (position, built) in entities.enumerated() where positions[built.entity.name] == nil {
            positions[built.entity.name] = position
        }
        positionByName = positions
    }

    /// The entities with inverses set.
    mutating func resolve() -> [BuiltEntity] {
        for e in entities.indices {
            for relationship in entities[e].entity.relationships {
                if let path = entities[e].writtenInverses[relationship.name] { applyWritten(path, to: relationship.name, of: e) }
            }
        }
        inferPairs()
        return entities
    }

    // MARK: - Written inverses

    private mutating func applyWritten(_ path: KeyPathReference, to name: String, of e: Int) {
        let entity = entities[e].entity
        guard let relationship = entity.relationship(named: name) else { return }
        let qualified = "'\(entity.name).\(name)'"
        let model = declarations.models[entities[e].modelIndex]
        if let root = path.root {
            let rootName = resolver.model(named: root, from: model.scope + [model.name]).map { declarations.models[$0].name }
            guard let rootName, isSelfOrAncestor(rootName, of: relationship.destination) else {
                mismatch("inverse of \(qualified) names '\(root.joined(separator: "."))', not its destination '\(relationship.destination)'", path, entity: entity.name, name)
                return
            }
        }
        guard let (d, target) = relationshipInChain(named: path.property, from: relationship.destination) else {
            let isAttribute = position(relationship.destination).map { entities[$0].entity.attribute(named: path.property) != nil } ?? false
            if isAttribute {
                mismatch("inverse of \(qualified) names '\(relationship.destination).\(path.property)', which is not a relationship", path, entity: entity.name, name)
            } else {
                diagnostics.append(SwiftDataDiagnostics.unknownKeyPath.diagnostic(
                    "inverse of \(qualified) names '\(relationship.destination).\(path.property)', which is no stored property; left out",
                    at: path.location, entity: entity.name, relationship: name))
            }
            return
        }
        guard isSelfOrAncestor(target.destination, of: entity.name) else {
            mismatch("inverse of \(qualified) names '\(relationship.destination).\(path.property)', which points to '\(target.destination)', not '\(entity.name)'", path, entity: entity.name, name)
            return
        }
        if let back = entities[d].writtenInverses[target.name], back.property != name {
            mismatch("inverse of \(qualified) names '\(relationship.destination).\(path.property)', which names '\(back.property)' as its inverse", path, entity: entity.name, name)
            return
        }
        if let existing = target.inverse, existing != name {
            mismatch("inverse of \(qualified) names '\(relationship.destination).\(path.property)', whose inverse is already '\(existing)'", path, entity: entity.name, name)
            return
        }
        set(inverse: target.name, on: name, of: e, at: path.location)
        set(inverse: name, on: target.name, of: d, at: entities[d].relationshipLocations[target.name])
    }

    private mutating func mismatch(_ message: String, _ path: KeyPathReference, entity: String, _ relationship: String) {
        diagnostics.append(SwiftDataDiagnostics.inverseMismatch.diagnostic(
            message + "; left out", at: path.location, entity: entity, relationship: relationship,
            fix: "make both sides name each other"))
    }

    // MARK: - Inference

    /// Pairs the only relationship from A to B with the only one from B to A when neither names an inverse.
    private mutating func inferPairs() {
        for e in entities.indices {
            for relationship in entities[e].entity.relationships where canInfer(relationship, in: e) {
                let source = entities[e].entity.name
                guard relationship.destination != source, let d = position(relationship.destination) else { continue }
                let forward = entities[e].entity.relationships.filter { $0.destination == relationship.destination && canInfer($0, in: e) }
                let backward = entities[d].entity.relationships.filter { $0.destination == source && canInfer($0, in: d) }
                guard forward.count == 1, backward.count == 1, let back = backward.first,
                      Self.infers(relationship, back),
                      // Nothing else points at either of them already.
                      !entities[e].entity.relationships.contains(where: { $0.inverse == relationship.name }),
                      !entities[d].entity.relationships.contains(where: { $0.inverse == back.name }) else { continue }
                let location = entities[e].relationshipLocations[relationship.name]
                set(inverse: back.name, on: relationship.name, of: e, at: location)
                set(inverse: relationship.name, on: back.name, of: d, at: entities[d].relationshipLocations[back.name])
                diagnostics.append(SwiftDataDiagnostics.inverseInferred.diagnostic(
                    "'\(source).\(relationship.name)' and '\(relationship.destination).\(back.name)' name no inverse; paired as each other's inverse, as SwiftData infers",
                    at: location, entity: source, relationship: relationship.name,
                    fix: "write @Relationship(inverse: \\\(relationship.destination).\(back.name)) to make it explicit"))
            }
        }
    }

    /// Whether SwiftData pairs two relationships that name no inverse: a one-to-many pair when its
    /// to-one side is optional, a one-to-one pair when either side is; a many-to-many pair never
    /// (https://www.hackingwithswift.com/quick-start/swiftdata/inferred-vs-explicit-relationships,
    /// https://www.hackingwithswift.com/quick-start/swiftdata/how-to-create-many-to-many-relationships).
    static func infers(_ one: Relationship, _ other: Relationship) -> Bool {
        switch (one.toMany, other.toMany) {
        case (true, true): return false
        case (false, true): return one.optional
        case (true, false): return other.optional
        case (false, false): return one.optional || other.optional
        }
    }

    private func canInfer(_ relationship: Relationship, in e: Int) -> Bool {
        relationship.inverse == nil && !entities[e].inverseWritten.contains(relationship.name)
    }

    // MARK: - Helpers

    private func position(_ name: String) -> Int? { positionByName[name] }

    /// The relationship `name` on entity `start` or its ancestors, with the entity that declares it.
    private func relationshipInChain(named name: String, from start: String) -> (Int, Relationship)? {
        var current: String? = start
        var seen: Set<String> = []
        while let entityName = current, seen.insert(entityName).inserted, let p = position(entityName) {
            if let relationship = entities[p].entity.relationship(named: name) { return (p, relationship) }
            current = entities[p].entity.parent
        }
        return nil
    }

    private func isSelfOrAncestor(_ candidate: String, of name: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let entityName = current, seen.insert(entityName).inserted {
            if entityName == candidate { return true }
            current = position(entityName).flatMap { entities[$0].entity.parent }
        }
        return false
    }

    private mutating func set(inverse: String, on name: String, of e: Int, at location: SourceLocation?) {
        guard let r = entities[e].entity.relationships.firstIndex(where: { $0.name == name }) else { return }
        entities[e].entity.relationships[r].inverse = inverse
        if entities[e].entity.relationships[r].source.keys["inverse"] == nil {
            entities[e].entity.relationships[r].source.keys["inverse"] = location
        }
    }
}
