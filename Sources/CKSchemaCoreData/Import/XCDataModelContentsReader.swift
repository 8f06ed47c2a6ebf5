import CKSchemaCore
import CKSchemaRules
import Foundation

/// Turns one `.xcdatamodel/contents` XML file into a ``Schema``.
///
/// Everything the YAML format can express is carried over; everything else gives an
/// ``ImportWarning`` naming what was left out. Malformed XML, an unknown attribute type or an unknown
/// delete rule is an ``InputError`` at the offending line.
public struct XCDataModelContentsReader {
    /// The `userInfo` key that keeps a property out of CloudKit mirroring.
    static let ignoredPropertyKey = "NSCloudKitMirroringDelegateIgnoredPropertyKey"

    /// XML `attributeType` spellings → format types.
    static let attributeTypes: [String: AttributeType] = [
        "Integer 16": .int16, "Integer 32": .int32, "Integer 64": .int64, "Boolean": .bool,
        "Decimal": .decimal, "Double": .double, "Float": .float, "String": .string, "Date": .date,
        "Binary": .binary, "UUID": .uuid, "URI": .uri, "Transformable": .transformable,
        "Undefined": .undefined, "ObjectID": .objectID,
    ]

    static let deleteRules: [String: DeleteRule] = [
        "Nullify": .nullify, "Cascade": .cascade, "Deny": .deny, "No Action": .noAction,
    ]

    public let file: String
    var warnings: [ImportWarning] = []

    private init(file: String) { self.file = file }

    /// Reads one version.
    /// - parameter data: the `contents` file's bytes.
    /// - parameter file: the path used in positions.
    /// - parameter model: the model name for the schema.
    /// - parameter version: the version number.
    /// - parameter versionName: the version's name in Xcode, kept as the schema's `comment`.
    public static func read(
        _ data: Data, file: String, model: String, version: Int, versionName: String, isCurrent: Bool = false
    ) throws -> ImportedVersion {
        let root = try XMLDocumentReader.read(data, file: file)
        var reader = XCDataModelContentsReader(file: file)
        let (schema, declaresCloudKit) = try reader.schema(from: root, model: model, version: version, versionName: versionName)
        return ImportedVersion(name: versionName, file: file, isCurrent: isCurrent, schema: schema,
                               warnings: reader.warnings, declaresCloudKit: declaresCloudKit)
    }

    /// The comment an imported schema carries to keep its Xcode version name.
    public static func comment(forVersionName name: String) -> String { "Xcode model version '\(name)'" }

    // MARK: - Model

    private mutating func schema(from root: XMLElementNode, model: String, version: Int, versionName: String)
        throws -> (Schema, Bool)
    {
        // Long on purpose: one pass over the model element's children in document order; each kind of child is a few lines.
        guard root.name == "model" else {
            throw InputError(ImportProblems.notAModel,
                             message: "expected a Core Data model ('<model>' root element), found '<\(root.name)>'",
                             location: root.location)
        }
        ignoreAttributes(of: root, known: [
            "type", "documentVersion", "lastSavedToolsVersion", "systemVersion", "minimumToolsVersion",
            "sourceLanguage", "usedWithSwiftData", "macOSVersion", "iOSVersion", "name", "usedWithCloudKit",
            "userDefinedModelVersionIdentifier",
        ], what: "the model")
        if let identifier = root["userDefinedModelVersionIdentifier"], !identifier.isEmpty {
            warn(ImportDroppedWarnings.versionIdentifierDropped,
                 "model version identifier '\(identifier)' dropped (the YAML format numbers versions)", at: root)
        }

        var entities: [Entity] = []
        var configurationElements: [XMLElementNode] = []
        for child in root.children {
            switch child.name {
            case "entity": entities.append(try entity(from: child))
            case "configuration": configurationElements.append(child)
            case "elements": break // diagram layout only
            case "fetchRequest":
                warn(ImportDroppedWarnings.fetchRequestDropped,
                     "fetch request '\(child["name"] ?? "?")' dropped (the YAML format has no fetch requests)", at: child)
            case "compositeAttribute":
                warn(ImportDroppedWarnings.compositeDropped, "composite attribute definition '\(child["name"] ?? "?")' dropped",
                     at: child)
            default:
                warn(ImportReadingWarnings.unrecognizedElement, "unrecognized element '<\(child.name)>' in the model ignored", at: child)
            }
        }

        // Configurations and their members.
        var configurationNames: [String] = []
        var cloudKitFlags: [String: String] = [:]
        for element in configurationElements {
            guard let name = element["name"], !name.isEmpty else {
                warn(ImportReadingWarnings.unrecognizedElement, "configuration without a name ignored", at: element)
                continue
            }
            ignoreAttributes(of: element, known: ["name", "usedWithCloudKit"], what: "configuration '\(name)'")
            configurationNames.append(name)
            if let flag = element["usedWithCloudKit"] { cloudKitFlags[name] = flag }
            for member in element.children {
                guard member.name == "memberEntity", let entityName = member["name"] else {
                    warn(ImportReadingWarnings.unrecognizedElement,
                         "unrecognized element '<\(member.name)>' in configuration '\(name)' ignored", at: member)
                    continue
                }
                if let index = entities.firstIndex(where: { $0.name == entityName }) {
                    if !entities[index].configurations.contains(name) { entities[index].configurations.append(name) }
                } else {
                    warn(ImportReadingWarnings.unknownMember,
                         "configuration '\(name)' names entity '\(entityName)', which the model does not define; ignored",
                         at: member)
                }
            }
        }

        // Which configurations sync: `usedWithCloudKit` on the model is the Default configuration's flag.
        // Only "YES" is a signal: Xcode uses the flag for build-time checks, and apps that sync may
        // leave it out or even set "NO" (boxed/Done-and-done does).
        let modelSyncs = root["usedWithCloudKit"] == "YES"
        let declaresCloudKit = modelSyncs || cloudKitFlags.values.contains("YES")
        var configurations: [Configuration] = []
        if declaresCloudKit {
            for name in configurationNames {
                configurations.append(Configuration(name: name, cloudKit: cloudKitFlags[name] == "YES"))
            }
            let defaultMembers = entities.contains { $0.configurations.isEmpty }
            if !modelSyncs && defaultMembers && !configurationNames.contains(Configuration.defaultName) {
                configurations.append(Configuration(name: Configuration.defaultName, cloudKit: false))
            }
        } else {
            for name in configurationNames { configurations.append(Configuration(name: name, cloudKit: true)) }
            let setting = root["usedWithCloudKit"].map { "sets 'usedWithCloudKit' to '\($0)'" }
                ?? "sets 'usedWithCloudKit' on neither the model nor a configuration"
            warn(ImportReadingWarnings.cloudKitFlagMissing,
                 "the model \(setting); imported as syncing with CloudKit (declare 'cloudKit: false' on configurations that do not sync)",
                 at: root)
        }

        resolveDroppedInverses(in: &entities)
        dropUnrepresentableConstraints(in: &entities)
        // The `<model>` element locates what concerns the version as a whole (lint and check of the
        // model where it lives report there).
        let schema = Schema(model: model, version: version, configurations: configurations, entities: entities,
                            file: nil, comment: Self.comment(forVersionName: versionName), source: SourceInfo(root.location))
        return (schema, declaresCloudKit)
    }

    // MARK: - Entities

    /// Relationships dropped as transient, by entity name, so their inverses can be cleared.
    var droppedRelationships: Set<String> = []

    private mutating func entity(from element: XMLElementNode) throws -> Entity {
        // Long on purpose: one pass over an entity element's attributes and children.
        let name = element["name"] ?? ""
        ignoreAttributes(of: element, known: [
            "name", "representedClassName", "syncable", "parentEntity", "isAbstract", "codeGenerationType",
            "versionHashModifier", "elementID",
        ], what: "entity '\(name)'")
        var entity = Entity(name: name, parent: element["parentEntity"], abstract: element["isAbstract"] == "YES",
                            renamedFrom: renamingIdentifier(of: element, kind: .entity, label: "entity '\(name)'"))
        if let className = element["representedClassName"], className != name {
            warn(ImportDroppedWarnings.classNameDropped, "class name '\(className)' of entity '\(name)' dropped", at: element)
        }
        if let modifier = element["versionHashModifier"] {
            warn(ImportDroppedWarnings.versionHashModifierDropped,
                 "version hash modifier '\(modifier)' of entity '\(name)' dropped", at: element)
        }
        for child in element.children {
            switch child.name {
            case "attribute":
                if let attribute = try attribute(from: child, entity: name) { entity.attributes.append(attribute) }
            case "relationship":
                if let relationship = try relationship(from: child, entity: name) {
                    entity.relationships.append(relationship)
                }
            case "uniquenessConstraints":
                for constraint in child.children {
                    guard constraint.name == "uniquenessConstraint" else {
                        warn(ImportReadingWarnings.unrecognizedElement,
                             "unrecognized element '<\(constraint.name)>' in entity '\(name)' ignored", at: constraint)
                        continue
                    }
                    let names = constraint.children(named: "constraint").compactMap { $0["value"] }
                    entity.uniqueConstraints.append(AttributeGroup(names, source: SourceInfo(constraint.location)))
                }
            case "fetchedProperty":
                warn(ImportDroppedWarnings.fetchedPropertyDropped,
                     "fetched property '\(name).\(child["name"] ?? "?")' dropped (the YAML format has no fetched properties)",
                     at: child)
            case "fetchIndex":
                let properties = child.children(named: "fetchIndexElement").compactMap { $0["property"] ?? $0["expression"] }
                warn(ImportDroppedWarnings.fetchIndexDropped,
                     "fetch index '\(child["name"] ?? "?")' of entity '\(name)' on \(quotedList(properties)) dropped",
                     at: child)
            case "compoundIndexes":
                for index in child.children {
                    let properties = index.children(named: "index").compactMap { $0["value"] }
                    warn(ImportDroppedWarnings.fetchIndexDropped,
                         "compound index of entity '\(name)' on \(quotedList(properties)) dropped", at: index)
                }
            case "userInfo":
                for entry in child.children {
                    warn(ImportDroppedWarnings.userInfoDropped,
                         "user info '\(entry["key"] ?? "?")' = '\(entry["value"] ?? "")' of entity '\(name)' dropped",
                         at: entry)
                }
            default:
                warn(ImportReadingWarnings.unrecognizedElement, "unrecognized element '<\(child.name)>' in entity '\(name)' ignored",
                     at: child)
            }
        }
        entity.source = SourceInfo(element.location)
        return entity
    }

    // MARK: - Helpers

    /// The element's renaming identifier (`elementID`) when it is a name the format accepts for
    /// this kind of element; any other identifier is dropped with a warning.
    mutating func renamingIdentifier(of element: XMLElementNode, kind: NameRules.Kind, label: String) -> String? {
        guard let identifier = element["elementID"] else { return nil }
        guard NameRules.isValid(identifier, as: kind) else {
            warn(ImportDroppedWarnings.renamingIdentifierDropped,
                 "renaming identifier '\(identifier)' of \(label) dropped (\(kind.rule))", at: element)
            return nil
        }
        return identifier
    }

    /// Reads a property's `userInfo`: returns whether the CloudKit-ignore key is set to a true value,
    /// and warns for every other entry.
    mutating func readUserInfo(of element: XMLElementNode, label: String) -> Bool {
        var ignored = false
        for child in element.children {
            guard child.name == "userInfo" else {
                warn(ImportReadingWarnings.unrecognizedElement, "unrecognized element '<\(child.name)>' in \(label) ignored", at: child)
                continue
            }
            for entry in child.children {
                let key = entry["key"] ?? "?"
                let value = entry["value"] ?? ""
                if key == Self.ignoredPropertyKey {
                    switch value.lowercased() {
                    case "yes", "true", "1": ignored = true
                    case "no", "false", "0": break
                    default:
                        warn(ImportDroppedWarnings.userInfoDropped,
                             "user info '\(key)' of \(label) has the value '\(value)', which is not a bool; dropped", at: entry)
                    }
                } else {
                    warn(ImportDroppedWarnings.userInfoDropped, "user info '\(key)' = '\(value)' of \(label) dropped", at: entry)
                }
            }
        }
        return ignored
    }

    /// Warns once per XML attribute the reader does not know, so nothing is dropped silently.
    mutating func ignoreAttributes(of element: XMLElementNode, known: Set<String>, what: String) {
        for key in element.attributes.keys.sorted() where !known.contains(key) {
            warn(ImportReadingWarnings.unrecognizedAttribute,
                 "unrecognized setting '\(key)' = '\(element.attributes[key] ?? "")' of \(what) ignored", at: element)
        }
    }

    mutating func warn(_ warning: DiagnosticDescription, _ message: String, at element: XMLElementNode) {
        warn(warning, message, at: element.location)
    }

    mutating func warn(_ warning: DiagnosticDescription, _ message: String, at location: SourceLocation?) {
        warnings.append(ImportWarning(warning, message: message, location: location))
    }

    func quotedList(_ names: [String]) -> String {
        names.isEmpty ? "no properties" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
