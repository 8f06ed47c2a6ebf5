import CKSchemaCore

/// A step between two schema versions that changed an entity in a way apps built with the older
/// version cannot read.
public struct IncompatibleStep: Sendable, Hashable {
    /// The version that made the change.
    public var version: Int
    /// What changed, from the compatibility checker.
    public var reasons: [String]

    public init(version: Int, reasons: [String]) {
        self.version = version
        self.reasons = reasons
    }
}

/// Why an entity gets no version filter.
public enum UnfilteredReason: Sendable, Hashable {
    /// The entity does not sync: only this device writes its records.
    case localOnly
    /// The entity opts out with `versionAttribute: false`.
    case optedOut
    /// The model names no `versionAttribute`.
    case noVersionAttribute
    /// The named attribute is missing, not an integer or not synced (lint reports it).
    case invalidAttribute(String)

    /// A sentence fragment for comments and JSON.
    public var explanation: String {
        switch self {
        case .localOnly: "the entity does not sync with CloudKit, so only this device writes its records"
        case .optedOut: "the entity opts out with 'versionAttribute: false'"
        case .noVersionAttribute: "the model names no 'versionAttribute'"
        case .invalidAttribute(let name): "version attribute '\(name)' is missing, not an integer or not synced (see 'ckschema lint')"
        }
    }

    /// A stable identifier for JSON.
    public var id: String {
        switch self {
        case .localOnly: "local_only"
        case .optedOut: "opted_out"
        case .noVersionAttribute: "no_version_attribute"
        case .invalidAttribute: "invalid_attribute"
        }
    }
}

/// The fetch filter of one entity for an app built with one schema version.
public struct EntityVersionFilter: Sendable, Hashable {
    /// The entity, as named in the app's schema version.
    public var entity: String
    /// The CloudKit record type, `CD_<root entity>`.
    public var recordType: String
    /// The `CD_entityName` values to match in a `CKQuery` or SQL filter: the entity and its concrete
    /// subentities, when it shares its record type with other entities and is not the root. Nil
    /// when the record type holds only the entity's own tree (a Core Data fetch includes
    /// subentities, so the root needs no name filter).
    public var entityNames: [String]?
    /// The version attribute (Core Data / SwiftData property name); nil when unfiltered.
    public var attribute: String?
    /// The attribute's integer type (`Int16`…); nil when unfiltered.
    public var attributeType: AttributeType?
    /// The highest stamp the app can read (`attribute <= maxReadableVersion`); nil when unfiltered.
    public var maxReadableVersion: Int?
    /// Set when the entity gets no filter.
    public var unfilteredReason: UnfilteredReason?
    /// The version that introduced the entity (the first consecutive version that has it).
    public var introducedIn: Int
    /// The oldest app version that can read records the latest version writes: the latest version
    /// that changed the entity incompatibly, or the version that introduced it. Nil when the latest
    /// version no longer has the entity.
    public var minimumReaderVersion: Int?
    /// Every incompatible step in the entity's history, oldest first.
    public var incompatibleSteps: [IncompatibleStep]
    /// The step that sets ``maxReadableVersion`` (the first incompatible one after the app's version).
    public var limitingStep: IncompatibleStep?

    /// The CloudKit field of the version attribute, `CD_<attribute>`.
    public var field: String? { attribute.map(CloudKitNaming.mirrored) }
    public var isFiltered: Bool { maxReadableVersion != nil }
}

/// The fetch filters of every entity for an app built with one schema version, computed from the
/// model's whole history.
///
/// Records carry the schema version that wrote them (the version attribute's default). An app built
/// with version C can read a record of entity E stamped V when V <= C, or when no version in
/// (C, V] changed E in a way C cannot read. So E's filter is `attribute <= W - 1` where W is the
/// first such version after C, and `attribute <= N` (the latest known version) when there is none:
/// versions after N are not known yet, so their records stay hidden. For the current app (C = N)
/// every bound is N — Apple's `version <= maxCompatibleVersion`.
public struct VersionFilterPlan: Sendable, Hashable {
    public var model: String
    /// The schema version the app was built with (`--version`, default the latest).
    public var clientVersion: Int
    /// The latest known schema version.
    public var latestVersion: Int
    /// One filter per entity of the app's schema version, in declaration order.
    public var entities: [EntityVersionFilter]

    /// The highest version whose records the app may read at all: the latest known version.
    public var maxCompatibleVersion: Int { latestVersion }
}

/// Computes a ``VersionFilterPlan`` from the versions of one model.
public struct VersionFilterPlanner: Sendable {
    public var compatibility: any ReaderCompatibility

    public init(compatibility: any ReaderCompatibility = DiffReaderCompatibility()) {
        self.compatibility = compatibility
    }

    /// - Parameters:
    ///   - versions: the versions of one model (any order).
    ///   - clientVersion: the version the app was built with; the latest when nil.
    /// - Throws: `InputError` when there is no version, versions of several models, or no version
    ///   `clientVersion`.
    public func plan(_ versions: [Schema], clientVersion: Int? = nil) throws -> VersionFilterPlan {
        let versions = versions.sorted { $0.version < $1.version }
        guard let latest = versions.last else {
            throw InputError(FilterProblems.noVersions, message: "no schema version to generate filters from")
        }
        if let other = versions.first(where: { $0.model != latest.model }) {
            throw InputError(FilterProblems.mixedModels,
                             message: "schema of model '\(other.model)' given with versions of model '\(latest.model)'",
                             location: other.source.location)
        }
        let clientIndex: Int
        if let clientVersion {
            guard let index = versions.firstIndex(where: { $0.version == clientVersion }) else {
                let known = versions.map { String($0.version) }.joined(separator: ", ")
                throw InputError(FilterProblems.unknownVersion,
                                 message: "model '\(latest.model)' has no version \(clientVersion) (versions: \(known))",
                                 fix: "pass one of the versions in the schemas folder to --version")
            }
            clientIndex = index
        } else {
            clientIndex = versions.count - 1
        }
        // steps[i]: what the step from versions[i - 1] to versions[i] breaks (steps[0] is empty).
        let steps = [[:]] + zip(versions, versions.dropFirst()).map { compatibility.incompatibilities(from: $0, to: $1) }
        let client = versions[clientIndex]
        let entities = client.entities.map { entity in
            filter(for: entity, versions: versions, clientIndex: clientIndex, steps: steps)
        }
        return VersionFilterPlan(model: latest.model, clientVersion: client.version,
                                 latestVersion: latest.version, entities: entities)
    }

    private func filter(for entity: Entity, versions: [Schema], clientIndex: Int,
                        steps: [[String: [String]]]) -> EntityVersionFilter {
        let client = versions[clientIndex]
        let names = lineage(of: entity.name, versions: versions, from: clientIndex)
        var incompatible: [IncompatibleStep] = []
        for index in versions.indices.dropFirst() {
            guard let name = names[index], names[index - 1] != nil,
                  let current = versions[index].entity(named: name) else { continue }
            let family = Self.family(of: current, in: versions[index])
            var reasons: [String] = []
            for member in family {
                for reason in steps[index][member] ?? [] where !reasons.contains(reason) { reasons.append(reason) }
            }
            if !reasons.isEmpty { incompatible.append(IncompatibleStep(version: versions[index].version, reasons: reasons)) }
        }
        let introducedIndex = (0...clientIndex).last { names[$0] == nil }.map { $0 + 1 } ?? 0
        let introducedIn = versions[introducedIndex].version
        let latest = versions[versions.count - 1]
        let minimumReader = names[versions.count - 1] == nil ? nil : max(introducedIn, incompatible.last?.version ?? introducedIn)
        let limiting = incompatible.first { $0.version > client.version }

        let root = client.root(of: entity)
        let tree = client.tree(rootedAt: root)
        var entityNames: [String]?
        if tree.count > 1, root.name != entity.name {
            entityNames = tree.filter { !$0.abstract && client.ancestry(of: $0).contains { $0.name == entity.name } }.map(\.name)
        }
        var result = EntityVersionFilter(
            entity: entity.name, recordType: CloudKitNaming.mirrored(root.name), entityNames: entityNames,
            attribute: nil, attributeType: nil, maxReadableVersion: nil, unfilteredReason: nil,
            introducedIn: introducedIn, minimumReaderVersion: minimumReader,
            incompatibleSteps: incompatible, limitingStep: nil)
        if !client.syncs(entity) {
            result.unfilteredReason = .localOnly
        } else if let name = client.versionAttributeName(for: entity) {
            guard let attribute = client.allAttributes(of: entity).first(where: { $0.name == name }),
                  attribute.type.isInteger, attribute.isSynced else {
                result.unfilteredReason = .invalidAttribute(name)
                return result
            }
            result.attribute = name
            result.attributeType = attribute.type
            result.limitingStep = limiting
            result.maxReadableVersion = limiting.map { $0.version - 1 } ?? latest.version
        } else {
            result.unfilteredReason = entity.versionAttribute == .disabled ? .optedOut : .noVersionAttribute
        }
        return result
    }

    /// The entity's name in each version (nil where it does not exist), following `renamedFrom`
    /// forwards and backwards from the app's version.
    private func lineage(of name: String, versions: [Schema], from clientIndex: Int) -> [String?] {
        var names = [String?](repeating: nil, count: versions.count)
        names[clientIndex] = name
        for index in versions.indices where index > clientIndex {
            guard let previous = names[index - 1] else { break }
            let schema = versions[index]
            names[index] = schema.entity(named: previous)?.name
                ?? schema.entities.first { $0.renamedFrom == previous }?.name
        }
        for index in versions.indices.reversed() where index < clientIndex {
            guard let next = names[index + 1], let later = versions[index + 1].entity(named: next) else { break }
            let oldName = later.renamedFrom ?? later.name
            names[index] = versions[index].entity(named: oldName)?.name
            if names[index] == nil { break }
        }
        return names
    }

    /// The entities whose changes affect what a fetch of `entity` returns: its ancestors (inherited
    /// properties), itself and its subentities (a fetch includes them).
    static func family(of entity: Entity, in schema: Schema) -> [String] {
        let ancestors = schema.ancestry(of: entity).map(\.name)
        let descendants = schema.entities.filter { other in
            other.name != entity.name && schema.ancestry(of: other).contains { $0.name == entity.name }
        }.map(\.name)
        return ancestors + descendants
    }
}
