extension SchemaIndex {
    /// Where the model declares a record type (its root entity) or one of its fields (`CD_name`
    /// → the attribute or relationship of that name in the root's entity tree).
    package func location(ofRecordType recordType: String, field: String?) -> SourceLocation? {
        guard let rootName = CloudKitNaming.coreDataName(of: recordType), let root = entity(named: rootName) else {
            return nil
        }
        guard let field, let member = CloudKitNaming.coreDataName(of: field) else { return root.source.location }
        for entity in tree(rootedAt: rootName) {
            if let attribute = entity.attribute(named: member) { return attribute.source.location }
            if let relationship = entity.relationship(named: member) { return relationship.source.location }
        }
        return root.source.location
    }
}

extension Schema {
    /// Where the model declares a record type or one of its fields (see
    /// ``SchemaIndex/location(ofRecordType:field:)``).
    package func location(ofRecordType recordType: String, field: String?) -> SourceLocation? {
        SchemaIndex(self).location(ofRecordType: recordType, field: field)
    }
}
