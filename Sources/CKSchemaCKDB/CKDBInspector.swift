import CKSchemaCore
import Foundation

/// What a record type in a `.ckdb` file appears to be.
public enum RecordTypeKind: String, Sendable, Hashable {
    /// `CD_<Entity>`: mirrored from Core Data / SwiftData.
    case coreData = "Core Data"
    /// `CDMR`: Core Data's many-to-many link records.
    case manyToMany = "Core Data many-to-many"
    /// `Users`: CloudKit's built-in user type.
    case users = "CloudKit users"
    /// `cloudkit.share`: CloudKit's share records.
    case share = "CloudKit share"
    /// Anything else: written by the app with CloudKit directly.
    case custom = "custom"

    static func of(_ name: CKName) -> RecordTypeKind {
        if name == RecordTypeMapper.manyToManyRecordTypeName { return .manyToMany }
        if name == RecordTypeMapper.usersRecordTypeName { return .users }
        if name == RecordTypeMapper.shareRecordTypeName { return .share }
        return CloudKitNaming.isMirrored(name.value) ? .coreData : .custom
    }
}

/// How the Core Data part of a schema was most likely created.
public enum CoreDataCreation: String, Sendable, Hashable {
    /// `CD_moveReceipt_ckAsset` is present: `initializeCloudKitSchema` ran.
    case initialized = "initializeCloudKitSchema (CD_moveReceipt_ckAsset present)"
    /// Some `_ckAsset` companions, no `CD_moveReceipt_ckAsset`: just-in-time, and some values overflowed.
    case justInTimeWithOverflow = "just-in-time; some values overflowed into _ckAsset companions"
    /// No companions: just-in-time creation by saving records.
    case justInTime = "just-in-time (no _ckAsset companions)"
}

/// A summary line for one record type.
public struct RecordTypeSummary: Sendable, Hashable {
    public var name: CKName
    public var kind: RecordTypeKind
    public var fieldCount: Int
    /// Fields other than the six system fields.
    public var customFieldCount: Int
    /// For Core Data types: `CD_` fields that mirror attributes or to-one relationships
    /// (not `CD_entityName`, `CD_moveReceipt` or companions).
    public var propertyFieldCount: Int
    /// `_ckAsset` companion fields.
    public var companions: [String]
    public var hasMoveReceipt: Bool
    public var grants: [Grant]
    public var location: SourceLocation?
}

/// The inspector's summary of a real schema file.
public struct CKDBInspection: Sendable {
    public var file: String
    public var roles: [CKName]
    public var recordTypes: [RecordTypeSummary]
    /// Nil when the file has no `CD_` record types.
    public var coreDataCreation: CoreDataCreation?
    /// Signs of a hand-written or hand-edited file, and fields Core Data would not write.
    public var findings: [Diagnostic]
    /// True when the text is byte-for-byte what `cktool export-schema` prints for its schema.
    public var isRawExport: Bool
}

/// Summarises a `.ckdb` file: its record types, which look mirrored from Core Data, how the Core
/// Data part was created, and what looks hand-made (the findings are declared in ``CKDBInspectorFindings``).
public enum CKDBInspector {
    /// Inspects a parsed document.
    public static func inspect(_ document: CKDBDocument) -> CKDBInspection {
        // Long on purpose: one walk over the document collecting every finding and the summary together; each check is a few lines.
        var findings: [Diagnostic] = []
        let schema = document.schema
        let file = document.file
        func note(_ finding: DiagnosticDescription, _ message: String, at location: SourceLocation?,
                  fix: String? = nil) {
            findings.append(Diagnostic(finding, message: message,
                                       location: location ?? SourceLocation(file: file, line: 1, column: 1), fix: fix))
        }

        if document.isMarkdown {
            note(CKDBInspectorFindings.markdownWrapper, "schema is embedded in a Markdown code fence", at: nil)
        }
        if let first = document.comments.first {
            note(CKDBInspectorFindings.comments, "file has \(document.comments.count) comment(s); cktool exports have none", at: first)
        }
        if let (index, _) = firstUnsorted(schema.recordTypes.map(\.name)) {
            let type = schema.recordTypes[index]
            note(CKDBInspectorFindings.recordTypesUnsorted, "record type '\(type.name)' is out of name order; exports sort record types",
                 at: type.location)
        }
        if schema.recordType(named: RecordTypeMapper.usersRecordTypeName.value) == nil {
            note(CKDBInspectorFindings.missingUsers, "no 'Users' record type; every export lists it", at: nil)
        }

        var summaries: [RecordTypeSummary] = []
        var companionCount = 0
        var hasInitializedReceipt = false
        var hasCoreData = false
        for type in schema.recordTypes {
            let kind = RecordTypeKind.of(type.name)
            findings += typeFindings(type, kind: kind, file: file)
            let names = Set(type.fields.map(\.name.value))
            let companions = type.fields.map(\.name.value).filter { CloudKitNaming.owner(ofAssetCompanion: $0) != nil }
            let special: Set<String> = [CloudKitNaming.entityNameField, CloudKitNaming.moveReceiptField]
            let properties = type.fields.filter {
                CloudKitNaming.isMirrored($0.name.value) && CloudKitNaming.owner(ofAssetCompanion: $0.name.value) == nil
                    && !special.contains($0.name.value)
            }
            if kind == .coreData {
                hasCoreData = true
                companionCount += companions.count
                hasInitializedReceipt = hasInitializedReceipt || names.contains(CloudKitNaming.assetCompanion(of: CloudKitNaming.moveReceiptField))
            }
            summaries.append(RecordTypeSummary(
                name: type.name, kind: kind, fieldCount: type.fields.count,
                customFieldCount: type.fields.filter { !$0.isSystemField }.count,
                propertyFieldCount: kind == .coreData ? properties.count : 0,
                companions: companions, hasMoveReceipt: names.contains(CloudKitNaming.moveReceiptField),
                grants: type.grants, location: type.location))
        }

        let creation: CoreDataCreation? = !hasCoreData ? nil
            : hasInitializedReceipt ? .initialized
            : companionCount > 0 ? .justInTimeWithOverflow : .justInTime

        let printed = CKDBPrinter.print(schema)
        let isRaw = !document.isMarkdown && printed == document.text
        if !isRaw, !document.isMarkdown, let line = firstDifferingLine(document.text, printed) {
            let tail = document.text.hasPrefix(printed) ? document.text.dropFirst(printed.count) : nil
            let message = tail.map { $0.allSatisfy(\.isWhitespace) } == true
                ? "text has extra white space after the last statement, first at line \(line); exports end with ');' and one newline"
                : "text differs from the layout cktool export-schema prints, first at line \(line)"
            note(CKDBInspectorFindings.layoutDiffers, message, at: SourceLocation(file: file, line: line, column: 1))
        }
        return CKDBInspection(
            file: file, roles: schema.roles.map(\.name), recordTypes: summaries, coreDataCreation: creation,
            findings: findings.sorted(), isRawExport: isRaw)
    }

    static func typeFindings(_ type: RecordType, kind: RecordTypeKind, file: String) -> [Diagnostic] {
        // Long on purpose: every per-record-type check in one walk over its fields; each check is a few lines.
        var findings: [Diagnostic] = []
        func add(_ finding: DiagnosticDescription, _ message: String, at location: SourceLocation?,
                 fix: String? = nil) {
            findings.append(Diagnostic(finding, message: message,
                                       location: location ?? type.location, fix: fix))
        }
        let name = type.name.value
        if let (index, _) = firstUnsorted(type.fields.map(\.name)) {
            add(CKDBInspectorFindings.fieldsUnsorted, "field '\(type.fields[index].name)' of '\(name)' is out of name order; exports sort fields",
                at: type.fields[index].location)
        }
        let missing = Field.systemFields.filter { system in !type.fields.contains { $0.name == system.name } }
        if !missing.isEmpty {
            add(CKDBInspectorFindings.missingSystemFields,
                "'\(name)' lacks system field(s) \(missing.map { "'\($0.name)'" }.joined(separator: ", ")); exports list all six",
                at: type.location)
        }
        if type.grants.isEmpty {
            add(CKDBInspectorFindings.noGrants, "'\(name)' has no GRANT; exports list the grants of every type (unusable in the public database)",
                at: type.endLocation)
        } else if type.grants != Grant.merged(type.grants) {
            add(CKDBInspectorFindings.grantsNotCanonical,
                "grants of '\(name)' are not one per role in role order (permissions READ, CREATE, WRITE) as exports write them",
                at: type.grants.first?.location)
        }
        if let quoted = type.fields.first(where: { $0.name.isNeedlesslyQuoted }) {
            add(CKDBInspectorFindings.needlessQuotes, "field '\(quoted.name)' is quoted though it needs no quotes; exports quote only names that must be",
                at: quoted.location)
        }
        if type.name.isNeedlesslyQuoted {
            add(CKDBInspectorFindings.needlessQuotes, "record type '\(name)' is quoted though it needs no quotes", at: type.location)
        }
        if let misaligned = firstMisaligned(type) {
            add(CKDBInspectorFindings.fieldsUnaligned, "type of field '\(misaligned.name)' in '\(name)' is not aligned as in exports",
                at: misaligned.typeLocation)
        }
        for field in type.fields {
            let fieldName = field.name.value
            if field.type.isEncrypted && !field.indexes.isEmpty {
                add(CKDBInspectorFindings.encryptedWithIndex, "encrypted field '\(fieldName)' has index options; CloudKit refuses them",
                    at: field.location)
            }
            let base = field.type.basePrimitive
            if field.indexes.contains(.searchable) && base != .string {
                add(CKDBInspectorFindings.unexpectedIndex, "'\(fieldName)' is SEARCHABLE but not a STRING", at: field.location)
            }
            if field.indexes.contains(.sortable) && (field.type.isList || base == .asset) {
                add(CKDBInspectorFindings.unexpectedIndex, "'\(fieldName)' is SORTABLE but is a \(field.type)", at: field.location)
            }
            guard kind == .coreData, CloudKitNaming.isMirrored(fieldName) else { continue }
            if field.type.basePrimitive == .reference {
                add(CKDBInspectorFindings.cdReferenceField,
                    "'\(name).\(fieldName)' is a REFERENCE; Core Data stores relationships as STRING recordNames",
                    at: field.location, fix: "declare it as STRING")
            }
            if let owner = CloudKitNaming.owner(ofAssetCompanion: fieldName) {
                if field.type != .asset {
                    add(CKDBInspectorFindings.companionNotAsset, "companion '\(fieldName)' should be an ASSET, not \(field.type)",
                        at: field.location)
                }
                if type.field(named: owner) == nil {
                    add(CKDBInspectorFindings.orphanCompanion, "companion '\(fieldName)' has no field '\(owner)'", at: field.location)
                }
            }
        }
        if kind == .coreData && type.field(named: CloudKitNaming.entityNameField) == nil {
            add(CKDBInspectorFindings.cdMissingEntityName, "'\(name)' has no '\(CloudKitNaming.entityNameField)'; Core Data writes it on every record",
                at: type.location)
        }
        return findings
    }

    /// The index of the first name smaller than its predecessor.
    static func firstUnsorted(_ names: [CKName]) -> (Int, CKName)? {
        for index in names.indices.dropFirst() where names[index] < names[index - 1] {
            return (index, names[index])
        }
        return nil
    }

    /// The first field whose type does not start one space after the longest name (the export's
    /// alignment), or whose name is not indented eight spaces.
    static func firstMisaligned(_ type: RecordType) -> Field? {
        let width = type.fields.map { $0.name.rendered.unicodeScalars.count }.max() ?? 0
        return type.fields.first { field in
            guard let name = field.location, let typeLocation = field.typeLocation else { return false }
            return name.column != 9 || typeLocation.line != name.line || typeLocation.column != name.column + width + 1
        }
    }

    static func firstDifferingLine(_ a: String, _ b: String) -> Int? {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            if index >= left.count || index >= right.count || left[index] != right[index] { return index + 1 }
        }
        return nil
    }
}
