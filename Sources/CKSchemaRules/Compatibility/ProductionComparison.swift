import CKSchemaCore

/// Record-type-level production rules and release readiness: a deployed CloudKit schema against
/// the one a build needs. A function of two ``CloudKitSchema`` values, so environment promotion
/// (`promote --check`) can reuse it.
public enum ProductionComparison {
    /// Record types CloudKit itself creates; a model neither declares nor removes them.
    public static var systemRecordTypes: Set<String> { CloudKitNaming.systemRecordTypes }

    /// Compares `production` (what is deployed) with `proposed` (what the build writes).
    ///
    /// - Errors: a production record type or field the proposed schema lacks (`record_type_no_delete`,
    ///   `field_no_delete`), a field whose type differs (`field_same_type`, encryption and list
    ///   element included), and a record type or field the build writes but production lacks
    ///   (`release_not_deployed`: production has no just-in-time schema creation, so such values are
    ///   dropped silently).
    /// - Warnings: an overflow companion (`_ckAsset`) production lacks (`release_missing_asset_companion`).
    ///
    /// - Parameters:
    ///   - optional: fields that may exist without being in `proposed` (asset companions, move receipts).
    ///   - locate: the model position of a proposed record type (field nil) or field.
    ///   - gate: which gate asks: the pull-request gate reports what is not deployed yet as notes
    ///     (`not_in_production_yet`), the release gate as errors (`release_not_deployed`).
    ///   - proposedFile: the top of the file under review, for findings about an element it no longer
    ///     declares (nil when two environments are compared: then they stay at the deployed element).
    public static func compare(
        production: CloudKitSchema, proposed: CloudKitSchema, optional: [(recordType: String, field: String)] = [],
        gate: CheckGate = .release, proposedFile: SourceLocation? = nil,
        locate: (String, String?) -> SourceLocation? = { _, _ in nil }
    ) -> [Diagnostic] {
        // Long on purpose: the production rules in one walk over the deployed record types, then the proposed ones; each rule is a few lines.
        var diagnostics: [Diagnostic] = []
        // By name, looked up once per record type (the first of a repeated name, as `recordType(named:)`).
        let deployedTypes = Dictionary(production.recordTypes.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let wantedTypes = Dictionary(proposed.recordTypes.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let optionalSet = Set(optional.map { $0.recordType + "." + $0.field })
        func isOptional(_ type: String, _ field: String) -> Bool {
            optionalSet.contains(type + "." + field) || field == CloudKitNaming.moveReceiptField
                || CloudKitNaming.owner(ofAssetCompanion: field) != nil
        }
        for deployed in production.recordTypes where !systemRecordTypes.contains(deployed.name.value) {
            let name = deployed.name.value
            guard let wanted = wantedTypes[name] else {
                var missing = RecordTypeNoDeleteRule.deployedRecordTypeMissing(
                    name, notDeclaredBy: "the schema", location: proposedFile ?? deployed.location)
                missing.relatedLocation = proposedFile == nil ? nil : deployed.location
                missing.entity = CloudKitNaming.coreDataName(of: name)
                diagnostics.append(missing)
                continue
            }
            let wantedFields = fieldPositions(wanted)
            for field in deployed.fields where !field.isSystemField {
                let fieldName = field.name.value
                guard let position = wantedFields[fieldName] else {
                    if isOptional(name, fieldName) { continue }
                    // At the entity that lost it, in the file under review; the deployed field beside it.
                    let owner = locate(name, nil) ?? proposedFile
                    var missing = FieldNoDeleteRule.deployedFieldMissing(
                        fieldName, of: name, notDeclaredBy: "the schema",
                        location: owner ?? field.location, relatedLocation: owner == nil ? nil : field.location)
                    missing.entity = CloudKitNaming.coreDataName(of: name)
                    missing.attribute = CloudKitNaming.coreDataName(of: fieldName)
                    diagnostics.append(missing)
                    continue
                }
                let mine = wanted.fields[position].type
                if mine != field.type {
                    var retyped = FieldSameTypeRule.deployedTypeDiffers(
                        fieldName, of: name, deployed: field.type, declared: mine,
                        location: locate(name, fieldName) ?? field.location, relatedLocation: field.location)
                    retyped.entity = CloudKitNaming.coreDataName(of: name)
                    retyped.attribute = CloudKitNaming.coreDataName(of: fieldName)
                    diagnostics.append(retyped)
                }
            }
        }
        // Kept for the companions below.
        var deployedFieldsByType: [String: [String: Int]] = [:]
        for wanted in proposed.recordTypes where !systemRecordTypes.contains(wanted.name.value) {
            let name = wanted.name.value
            guard let deployed = deployedTypes[name] else {
                diagnostics.append(gate.notDeployed(
                    "record type '\(name)'", location: locate(name, nil) ?? proposedFile, relatedLocation: nil,
                    fix: "initialize the Development schema, then 'Deploy Schema Changes' in the CloudKit Console"))
                continue
            }
            let deployedFields = fieldPositions(deployed)
            deployedFieldsByType[name] = deployedFields
            for field in wanted.fields where !field.isSystemField && deployedFields[field.name.value] == nil {
                diagnostics.append(gate.notDeployed(
                    "field '\(field.name.value)' of record type '\(name)'",
                    // No related location: production has no such element (its record type is not the field's "previous" place).
                    location: locate(name, field.name.value) ?? locate(name, nil) ?? proposedFile, relatedLocation: nil,
                    fix: "production has no just-in-time schema creation: values of this field would be dropped silently"))
            }
        }
        for item in optional {
            guard let base = CloudKitNaming.owner(ofAssetCompanion: item.field),
                  let deployed = deployedTypes[item.recordType] else { continue }
            if deployedFieldsByType[item.recordType] == nil { deployedFieldsByType[item.recordType] = fieldPositions(deployed) }
            guard deployedFieldsByType[item.recordType]?[item.field] == nil,
                  // A field that is not deployed yet is reported once: its deploy brings the companion.
                  deployedFieldsByType[item.recordType]?[base] != nil else { continue }
            let location = locate(item.recordType, base) ?? proposedFile
            diagnostics.append(Diagnostic(
                ProductionChecks.missingAssetCompanion,
                message: "field '\(item.field)' of record type '\(item.recordType)' is not in production: a value of '\(base)' over about 700 KB fails to upload",
                location: location ?? deployed.location,
                fix: "run initializeCloudKitSchema before deploying, so every companion is created"))
        }
        return diagnostics.sortedInReportOrder()
    }

    /// Compares a model version with a production export: maps the model as just-in-time creation
    /// would, then runs ``compare(production:proposed:optional:locate:)`` with model positions.
    public static func check(_ schema: Schema, against production: CloudKitSchema, gate: CheckGate = .release) -> [Diagnostic] {
        let mapping = RecordTypeMapper.map(schema, mode: .jit, explained: false)
        let index = SchemaIndex(schema)
        let top = schema.source.location ?? schema.file.map { SourceLocation(file: $0, line: 1, column: 1) }
        return compare(production: production, proposed: mapping.schema,
                       optional: mapping.omitted.map { ($0.recordType.value, $0.field.name.value) },
                       gate: gate, proposedFile: top,
                       locate: { recordType, field in locate(recordType, field, in: index) })
    }

    /// The positions of a record type's fields by name (the first of a repeated name, as
    /// `field(named:)`). Positions, not the fields: a large export has tens of thousands to look up.
    private static func fieldPositions(_ recordType: RecordType) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(recordType.fields.count)
        for index in recordType.fields.indices where positions[recordType.fields[index].name.value] == nil {
            positions[recordType.fields[index].name.value] = index
        }
        return positions
    }

    /// Where the model declares a record type (its root entity) or a field (`CD_name` → the member).
    package static func locate(_ recordType: String, _ field: String?, in schema: Schema) -> SourceLocation? {
        locate(recordType, field, in: SchemaIndex(schema))
    }

    /// ``locate(_:_:in:)`` with the entity lookups of a schema built once.
    static func locate(_ recordType: String, _ field: String?, in index: SchemaIndex) -> SourceLocation? {
        index.location(ofRecordType: recordType, field: field)
    }
}
