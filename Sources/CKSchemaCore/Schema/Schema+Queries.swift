extension Schema {
    /// The entity with this name.
    public func entity(named name: String) -> Entity? { entities.first { $0.name == name } }

    /// The chain from `entity` up to its root, starting with the entity itself. Stops at a cycle or
    /// a missing parent.
    public func ancestry(of entity: Entity) -> [Entity] {
        var chain = [entity]
        var seen: Set<String> = [entity.name]
        var current = entity
        while let parentName = current.parent, let parent = self.entity(named: parentName),
              seen.insert(parentName).inserted {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// The root of the entity's inheritance tree, which names its record type.
    public func root(of entity: Entity) -> Entity { ancestry(of: entity).last ?? entity }

    /// The entity's attributes including inherited ones, root first.
    public func allAttributes(of entity: Entity) -> [Attribute] {
        ancestry(of: entity).reversed().flatMap(\.attributes)
    }

    /// The entity's relationships including inherited ones, root first.
    public func allRelationships(of entity: Entity) -> [Relationship] {
        ancestry(of: entity).reversed().flatMap(\.relationships)
    }

    /// The entities whose root is `root` (the root included), in declaration order.
    public func tree(rootedAt root: Entity) -> [Entity] {
        // Entities without a parent are their own root: no ancestry walk (keeps large flat
        // models linear per call).
        entities.filter { $0.parent == nil ? $0.name == root.name : rootName(of: $0) == root.name }
    }

    /// The name of the entity's root, walking parent names only (same stopping rules as
    /// ``ancestry(of:)``).
    private func rootName(of entity: Entity) -> String {
        var seen: Set<String> = [entity.name]
        var current = entity
        while let parentName = current.parent, let parent = self.entity(named: parentName),
              seen.insert(parentName).inserted {
            current = parent
        }
        return current.name
    }

    /// Entities without a parent: each names one `CD_` record type.
    public var rootEntities: [Entity] { entities.filter { $0.parent == nil } }

    /// The configurations an entity is in: the ones it names, or `Default` when it names none.
    public func configurationNames(of entity: Entity) -> [String] {
        entity.configurations.isEmpty ? Self.defaultConfigurationOnly : entity.configurations
    }

    private static let defaultConfigurationOnly = [Configuration.defaultName]

    /// Whether a configuration mirrors to CloudKit. `Default` syncs unless declared otherwise;
    /// an undeclared named configuration does not.
    public func configurationSyncs(_ name: String) -> Bool {
        if let declared = configurations.first(where: { $0.name == name }) { return declared.cloudKit }
        return name == Configuration.defaultName
    }

    /// Whether the schema was read from an Xcode model (its file, or where its elements are written,
    /// is a version's `….xcdatamodel/contents`).
    public var isXcodeModel: Bool {
        guard let path = file ?? source.location?.file ?? entities.first?.source.location?.file else { return false }
        return path.hasSuffix(".xcdatamodel/contents") || path.hasSuffix(".xcdatamodel")
    }

    /// Whether the entity mirrors to CloudKit: its stated ``Entity/scope`` (only `local` does not
    /// sync), else it is in at least one configuration that syncs.
    public func syncs(_ entity: Entity) -> Bool {
        if let scope = entity.scope { return scope != .local }
        return configurationNames(of: entity).contains { configurationSyncs($0) }
    }

    /// The version attribute name that applies to `entity`, if any.
    public func versionAttributeName(for entity: Entity) -> String? {
        switch entity.versionAttribute {
        case .inherited: versionAttribute
        case .named(let name): name
        case .disabled: nil
        }
    }
}
