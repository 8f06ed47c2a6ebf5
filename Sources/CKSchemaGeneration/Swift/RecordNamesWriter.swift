import CKSchemaCore

/// Writes `CloudKitRecordNames.swift`: the record-type and field names NSPersistentCloudKitContainer
/// uses for the latest version, for code that reads `CKRecord`s directly.
///
/// Follows the `CD_` mapping: record type `CD_<root entity>` (subentities share their root's),
/// attribute `a` → `CD_a` (transient and CloudKit-ignored attributes have none), to-one relationship
/// `r` → `CD_r` (the related record's recordName), the to-many side of a one-to-many has no field,
/// many-to-many links are `CDMR` records. String, URI, Binary and Transformable values move to the
/// `CD_a_ckAsset` companion when a record grows too large.
struct RecordNamesWriter {
    func file(_ latest: SwiftSchemaContext) -> GeneratedFile {
        let schema = latest.schema
        var w = SwiftWriter()
        SwiftFileHeader.write(into: &w, "'\(schema.model)' version \(schema.version)", imports: [])
        w.doc("""
            CloudKit names of the '\(schema.model)' records NSPersistentCloudKitContainer writes, for code that
            reads `CKRecord`s directly. Record type `CD_<root entity>`; field `CD_<property>`; large
            String, URL, Data and transformable values move to the `<field>_ckAsset` companion.
            """)
        w.block("enum CloudKitRecordNames") { w in
            w.doc("Every record's concrete entity name (subentities share their root's record type).")
            w.line("static let entityNameField = \"\(CloudKitNaming.entityNameField)\"")
            if schema.sharing {
                w.doc("Written when a record moves between zones (sharing).")
                w.line("static let moveReceiptField = \"\(CloudKitNaming.moveReceiptField)\"")
            }
            for entity in schema.entities {
                w.line()
                guard schema.syncs(entity) else {
                    w.comment("'\(entity.name)' is local only: no CloudKit record")
                    continue
                }
                writeEntity(entity, latest, into: &w)
            }
            if hasManyToMany(latest) {
                w.line()
                w.doc("Each many-to-many link is a separate record of this type.")
                w.block("enum ManyToManyLink") { w in
                    w.line("static let recordType = \"\(CloudKitNaming.manyToManyRecordType)\"")
                    w.line("static let entityNamesField = \"\(CloudKitNaming.manyToManyEntityNamesField)\"")
                    w.line("static let recordNamesField = \"\(CloudKitNaming.manyToManyRecordNamesField)\"")
                    w.line("static let relationshipsField = \"\(CloudKitNaming.manyToManyRelationshipsField)\"")
                }
            }
        }
        return GeneratedFile(path: "CloudKitRecordNames.swift", contents: w.text)
    }

    private func writeEntity(_ entity: Entity, _ context: SwiftSchemaContext, into w: inout SwiftWriter) {
        let schema = context.schema
        let root = schema.root(of: entity)
        w.doc("Entity '\(entity.name)'.")
        w.block("enum \(entity.name)") { w in
            w.line("static let recordType = \"\(CloudKitNaming.mirrored(root.name))\"")
            w.line("static let entityName = \"\(entity.name)\"")
            w.line()
            w.doc("Field names (inherited properties included).")
            w.block("enum Field") { w in
                var wrote = false
                for attribute in schema.allAttributes(of: entity) where attribute.isSynced {
                    if attribute.encrypted { w.comment("encrypted: read it from `record.encryptedValues`") }
                    w.line("static let \(SwiftIdentifier.escaped(attribute.name)) = \"\(CloudKitNaming.mirrored(attribute.name))\"")
                    if attribute.type.isVariableLength {
                        w.line("static let \(attribute.name)\(CloudKitNaming.assetSuffix) = \"\(CloudKitNaming.assetCompanion(of: CloudKitNaming.mirrored(attribute.name)))\"")
                    }
                    wrote = true
                }
                for relationship in schema.allRelationships(of: entity) {
                    let inverseIsToMany = context.inverse(of: relationship)?.1.toMany ?? false
                    if !relationship.toMany {
                        w.comment("to-one: the related record's recordName")
                        w.line("static let \(SwiftIdentifier.escaped(relationship.name)) = \"\(CloudKitNaming.mirrored(relationship.name))\"")
                        wrote = true
                    } else if inverseIsToMany {
                        w.comment("'\(relationship.name)': many-to-many, stored as ManyToManyLink records")
                    } else {
                        w.comment("'\(relationship.name)': to-many, no field (the other side holds the link)")
                    }
                }
                if !wrote && schema.allRelationships(of: entity).isEmpty { w.comment("no fields") }
            }
        }
    }

    private func hasManyToMany(_ context: SwiftSchemaContext) -> Bool {
        context.schema.entities.contains { entity in
            context.schema.syncs(entity) && entity.relationships.contains { relationship in
                relationship.toMany && (context.inverse(of: relationship)?.1.toMany ?? false)
            }
        }
    }
}
