import CKSchemaCore
import CKSchemaRules

/// A canonical text for each element of a schema version, for released-version hashes.
///
/// Built from the semantic ``Schema`` value, never from the file: whitespace, YAML comments, key
/// order, compact vs full attribute form, member order and source positions do not count;
/// everything the model says does (types, flags, defaults, names, relationships…). `comment:`
/// values are documentation and are left out (they do not change the model's version hash).
public enum CanonicalSchema {
    /// Canonical lines per element key: `schema`, `Entity`, `Entity.member`.
    public static func elements(of schema: Schema) -> [String: String] {
        var elements: [String: String] = [:]
        elements["schema"] = schemaText(schema, entities: schema.entities.map(\.name))
        for entity in schema.entities {
            elements[entity.name] = entityText(entity, members: entity.attributes.map(\.name) + entity.relationships.map(\.name))
            for a in entity.attributes {
                elements[entity.name + "." + a.name] = fields([
                    "kind": "attribute", "type": a.type.rawValue, "optional": String(a.optional),
                    "default": ChangeValueRendering.render(a.defaultValue).map { "\(a.defaultValue.map(kind) ?? ""):\($0)" } ?? "",
                    "externalStorage": String(a.externalStorage), "encrypted": String(a.encrypted),
                    "transient": String(a.transient), "preserveValueOnDeletion": String(a.preserveValueOnDeletion),
                    "renamedFrom": a.renamedFrom ?? "", "valueTransformer": a.valueTransformer ?? "",
                    "customClass": a.customClass ?? "", "cloudKitIgnored": String(a.cloudKitIgnored),
                ])
            }
            for r in entity.relationships {
                elements[entity.name + "." + r.name] = fields([
                    "kind": "relationship", "to": r.destination, "toMany": String(r.toMany), "optional": String(r.optional),
                    "inverse": r.inverse ?? "", "deleteRule": r.deleteRule.rawValue, "ordered": String(r.ordered),
                    "minCount": r.minCount.map(String.init) ?? "", "maxCount": r.maxCount.map(String.init) ?? "",
                    "encrypted": String(r.encrypted), "renamedFrom": r.renamedFrom ?? "", "cloudKitIgnored": String(r.cloudKitIgnored),
                ])
            }
        }
        return elements
    }

    /// The `schema` element's text, with `entities` as its list of entity names (the version's
    /// own, or a released version's, to tell a changed setting from an added or removed entity).
    static func schemaText(_ schema: Schema, entities: [String]) -> String {
        let configurations = schema.configurations.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.cloudKit)" }
        return fields([
            "model": schema.model, "version": String(schema.version), "container": schema.container ?? "",
            "database": schema.database.rawValue, "versionAttribute": schema.versionAttribute ?? "",
            "sharing": String(schema.sharing), "configurations": configurations.joined(separator: ","),
            "entities": entities.sorted().joined(separator: ","),
        ])
    }

    /// An entity element's text, with `members` as its list of attribute and relationship names.
    static func entityText(_ entity: Entity, members: [String]) -> String {
        let versionAttribute: String
        switch entity.versionAttribute {
        case .inherited: versionAttribute = "inherited"
        case .named(let name): versionAttribute = "named:" + name
        case .disabled: versionAttribute = "disabled"
        }
        return fields([
            "parent": entity.parent ?? "", "abstract": String(entity.abstract),
            "uniqueConstraints": entity.uniqueConstraints.map { $0.attributes.joined(separator: "+") }.joined(separator: ","),
            "logicalKey": entity.logicalKey?.attributes.joined(separator: "+") ?? "",
            "configurations": entity.configurations.joined(separator: ","), "versionAttribute": versionAttribute,
            "renamedFrom": entity.renamedFrom ?? "",
            "members": members.sorted().joined(separator: ","),
        ])
    }

    /// SHA-256 of each element's canonical text.
    public static func elementHashes(of schema: Schema) -> [String: String] {
        elements(of: schema).mapValues(ContentHash.sha256)
    }

    /// SHA-256 of the whole version: the sorted element keys and their hashes.
    public static func hash(of schema: Schema) -> String {
        hash(elementHashes: elementHashes(of: schema))
    }

    static func hash(elementHashes: [String: String]) -> String {
        ContentHash.sha256(elementHashes.keys.sorted().map { "\($0)=\(elementHashes[$0] ?? "")" }.joined(separator: "\n"))
    }

    private static func kind(_ value: DefaultValue) -> String {
        switch value {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .bool: "bool"
        case .date: "date"
        case .uuid: "uuid"
        case .uri: "uri"
        case .emptyData: "emptyData"
        case .now: "now"
        case .newUUID: "newUUID"
        case .expression: "expression"
        }
    }

    /// `key=value` lines sorted by key; values escaped so no line break can forge another key.
    /// (Pairs rather than a dictionary: this runs for every element of a large model.)
    private static func fields(_ pairs: KeyValuePairs<String, String>) -> String {
        var text = ""
        text.reserveCapacity(512)  // grown append by append, the text was copied several times
        for (index, pair) in pairs.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { text += "\n" }
            text += pair.key
            text += "="
            text += escaped(pair.value)
        }
        return text
    }

    /// `\` doubled and line breaks written `\n`; most values have neither and are returned as is.
    private static func escaped(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }) else { return value }
        return value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }
}
