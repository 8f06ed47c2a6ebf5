import CKSchemaCore

/// The parts of the Core Data → CloudKit mapping the lint rules reason about (see ``CloudKitNaming``).
enum CoreDataNaming {
    /// Prefix Core Data gives every record type and field it creates.
    static var prefix: String { CloudKitNaming.prefix }
    /// Suffix of the asset companion of a variable-length field.
    static var assetSuffix: String { CloudKitNaming.assetSuffix }
    /// Longest CloudKit identifier ckschema accepts. Apple documents 255 for record names; the limit
    /// for record type and field names is not documented, so 255 is an assumption.
    static var maximumNameLength: Int { 255 }

    /// `CD_<name>`: the record type of a root entity or the field of a property.
    static func name(_ coreDataName: String) -> String { prefix + coreDataName }

    /// The .ckdb type of the field an attribute mirrors to, nil when it mirrors to none.
    static func fieldType(of attribute: Attribute) -> String? {
        guard attribute.isSynced, let primitive = RecordTypeMapper.fieldType(for: attribute.type) else { return nil }
        return (attribute.encrypted ? FieldType.encrypted(primitive) : .primitive(primitive)).description
    }

    /// The .ckdb type of the field a relationship mirrors to: STRING for a to-one (the related
    /// record's name), nil for a to-many (no field).
    static func fieldType(of relationship: Relationship) -> String? {
        relationship.toMany ? nil : "STRING"
    }

    /// Whether `name` is a valid CloudKit identifier: ASCII letters, digits and `_`, starting with a
    /// letter.
    static func isValidIdentifier(_ name: String) -> Bool {
        // Any byte of a non-ASCII scalar is ≥ 0x80 and fails every test, so bytes decide it.
        NameRules.isValid(name, as: .identifier)
    }
}

/// One field of a `CD_` record type and the property that declares it.
struct DeclaredField {
    enum Kind: Equatable {
        case attribute(Attribute)
        case relationship(Relationship)
    }

    var entity: Entity
    var kind: Kind
    /// The .ckdb type of the field.
    var type: String

    var name: String {
        switch kind {
        case .attribute(let attribute): attribute.name
        case .relationship(let relationship): relationship.name
        }
    }

    var location: SourceLocation? {
        switch kind {
        case .attribute(let attribute): attribute.source.location
        case .relationship(let relationship): relationship.source.location
        }
    }

    /// Where the field's type is written: an attribute's `type`, a relationship's `to`.
    var typeLocation: SourceLocation? {
        switch kind {
        case .attribute(let attribute): attribute.source["type"]
        case .relationship(let relationship): relationship.source["to"]
        }
    }

    var isAttribute: Bool {
        if case .attribute = kind { return true }
        return false
    }

    /// "attribute 'x'" or "relationship 'x'".
    var noun: String { isAttribute ? "attribute '\(name)'" : "relationship '\(name)'" }
}

extension DeclaredField {
    /// The fields declared by `entity` itself (not inherited): synced attributes and to-one
    /// relationships, in declaration order.
    static func fields(of entity: Entity) -> [DeclaredField] {
        let attributes = entity.attributes.compactMap { attribute in
            CoreDataNaming.fieldType(of: attribute).map { DeclaredField(entity: entity, kind: .attribute(attribute), type: $0) }
        }
        let relationships = entity.relationships.compactMap { relationship in
            relationship.cloudKitIgnored ? nil
                : CoreDataNaming.fieldType(of: relationship).map { DeclaredField(entity: entity, kind: .relationship(relationship), type: $0) }
        }
        return attributes + relationships
    }
}
