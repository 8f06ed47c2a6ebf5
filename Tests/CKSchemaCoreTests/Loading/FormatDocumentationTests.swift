import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// `docs/ckschema-schema.json` and `docs/schema-format.md` agree with the decoder.
@Suite struct FormatDocumentationTests {
    static let root = PackagePaths.root

    func jsonSchema() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/ckschema-schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func definition(_ name: String, in schema: [String: Any]) throws -> [String: Any] {
        let definitions = try #require(schema["$defs"] as? [String: Any])
        return try #require(definitions[name] as? [String: Any])
    }

    func propertyNames(_ object: [String: Any]) throws -> Set<String> {
        Set(try #require(object["properties"] as? [String: Any]).keys)
    }

    @Test func jsonSchemaListsEveryKeyTheDecoderAccepts() throws {
        let schema = try jsonSchema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(try propertyNames(schema) == Set(SchemaKeys.schema))
        #expect(Set(try #require(schema["required"] as? [String])) == Set(SchemaKeys.requiredSchema))
        #expect(try propertyNames(definition("entity", in: schema)) == Set(SchemaKeys.entity))
        #expect(try propertyNames(definition("fullAttribute", in: schema)) == Set(SchemaKeys.attribute))
        #expect(try propertyNames(definition("relationship", in: schema)) == Set(SchemaKeys.relationship))
        #expect(try propertyNames(definition("configuration", in: schema)) == Set(SchemaKeys.configuration))
    }

    @Test func jsonSchemaListsEveryTypeAndChoice() throws {
        let schema = try jsonSchema()
        #expect(try definition("attributeType", in: schema)["enum"] as? [String] == AttributeType.allCases.map(\.rawValue))
        let relationship = try #require(try definition("relationship", in: schema)["properties"] as? [String: Any])
        #expect((relationship["deleteRule"] as? [String: Any])?["enum"] as? [String] == DeleteRule.allCases.map(\.rawValue))
        let top = try #require(schema["properties"] as? [String: Any])
        #expect((top["database"] as? [String: Any])?["enum"] as? [String] == CloudKitDatabase.allCases.map(\.rawValue))
    }

    @Test func compactAttributePatternMatchesTheCompactForms() throws {
        let pattern = try #require(try definition("compactAttribute", in: jsonSchema())["pattern"] as? String)
        let regex = try NSRegularExpression(pattern: pattern)
        func matches(_ text: String) -> Bool {
            regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        for type in AttributeType.allCases {
            #expect(matches(type.rawValue))
            #expect(matches(type.rawValue + "?"))
        }
        for text in ["Int64 = 0", "String? = \"word\"", "Int16?=3", "Date = now", "UUID = UUID()", "Binary = \"\""] {
            #expect(matches(text), "\(text)")
        }
        for text in ["Strng", "String!", "= 3", "String =", "Int"] {
            #expect(!matches(text), "\(text)")
        }
    }

    /// The examples of the reference validate against the JSON Schema and load.
    @Test func documentationExamplesValidateAndLoad() throws {
        let schema = try jsonSchema()
        let markdown = try String(contentsOf: Self.root.appendingPathComponent("docs/schema-format.md"), encoding: .utf8)
        let blocks = markdown.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count >= 5)
        // The reference shows the example of the format's design, verbatim.
        #expect(blocks.contains(FormatExampleTests.yaml))
        var validated = 0
        for block in blocks {
            guard let node = try YAMLParser.parse(Array(block.utf8), file: "doc.yaml"), node["model"] != nil else { continue }
            #expect(JSONSchemaSubset.errors(of: node, against: schema) == [])
            _ = try SchemaLoader.load(bytes: Array(block.utf8), file: "doc.yaml")
            validated += 1
        }
        #expect(validated >= 1)
        // Snippets of entities also validate inside a file.
        let snippet = try #require(blocks.first { $0.hasPrefix("entities:\n  Post:") })
        let file = "model: Blog\nversion: 1\nconfigurations:\n  Local: {cloudKit: false}\n" + snippet
        let node = try #require(try YAMLParser.parse(Array(file.utf8), file: "doc.yaml"))
        #expect(JSONSchemaSubset.errors(of: node, against: schema) == [])
        _ = try SchemaLoader.load(bytes: Array(file.utf8), file: "doc.yaml")
    }

    @Test func jsonSchemaRefusesWhatTheLoaderRefuses() throws {
        let schema = try jsonSchema()
        let yaml = """
            model: Shop
            version: 0
            entities:
              item:
                attributes:
                  a: Strng
                  b:
                    typ: String
                relationships:
                  r:
                    toMany: true

            """
        let node = try #require(try YAMLParser.parse(Array(yaml.utf8), file: "bad.yaml"))
        #expect(JSONSchemaSubset.errors(of: node, against: schema) == [
            "/version: below the minimum 1",
            "/entities: key 'item' does not match ^[A-Z][A-Za-z0-9_]*$",
            "/entities/item/attributes/a: matches none of oneOf",
            "/entities/item/attributes/b: matches none of oneOf",
            "/entities/item/relationships/r: missing 'to'",
        ])
    }
}

/// A validator for the part of JSON Schema that `docs/ckschema-schema.json` uses, over YAML nodes
/// read with YAML 1.2 core types.
enum JSONSchemaSubset {
    static func errors(of node: YAMLNode, against root: [String: Any]) -> [String] {
        var errors: [String] = []
        validate(node, root, root: root, path: "", errors: &errors)
        return errors
    }

    static func jsonType(_ node: YAMLNode) -> String {
        switch node.kind {
        case .mapping: return "object"
        case .sequence: return "array"
        case .scalar(let text, let style):
            guard style == .plain else { return "string" }
            if node.isNull { return "null" }
            if ["true", "false", "True", "False", "TRUE", "FALSE"].contains(text) { return "boolean" }
            if Int(text) != nil { return "integer" }
            if Double(text) != nil { return "number" }
            return "string"
        }
    }

    static func validate(_ node: YAMLNode, _ schema: [String: Any], root: [String: Any], path: String, errors: inout [String]) {
        if let ref = schema["$ref"] as? String {
            let name = String(ref.dropFirst("#/$defs/".count))
            if let definitions = root["$defs"] as? [String: Any], let target = definitions[name] as? [String: Any] {
                validate(node, target, root: root, path: path, errors: &errors)
            } else {
                errors.append("\(path): unresolved \(ref)")
            }
        }
        let type = jsonType(node)
        if let expected = schema["type"] {
            let types = (expected as? [String]) ?? [(expected as? String) ?? ""]
            guard types.contains(type) || (type == "integer" && types.contains("number")) else {
                errors.append("\(path): expected \(types.joined(separator: " or ")), found \(type)")
                return
            }
        }
        if let choices = schema["enum"] as? [Any], !choices.contains(where: { matchesConstant(node, $0) }) {
            errors.append("\(path): not one of the allowed values")
        }
        if let constant = schema["const"], !matchesConstant(node, constant) {
            errors.append("\(path): not the constant value")
        }
        if let minimum = schema["minimum"] as? Int, let text = node.scalar, let value = Int(text), value < minimum {
            errors.append("\(path): below the minimum \(minimum)")
        }
        if let pattern = schema["pattern"] as? String, type == "string", let text = node.scalar, !matches(pattern, text) {
            errors.append("\(path): '\(text)' does not match \(pattern)")
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let passing = options.filter { option in
                var scratch: [String] = []
                validate(node, option, root: root, path: path, errors: &scratch)
                return scratch.isEmpty
            }
            if passing.count != 1 { errors.append("\(path): matches \(passing.isEmpty ? "none" : "several") of oneOf") }
        }
        if let items = schema["items"] as? [String: Any], let elements = node.sequence {
            for (index, element) in elements.enumerated() {
                validate(element, items, root: root, path: "\(path)/\(index)", errors: &errors)
            }
        }
        guard let pairs = node.mapping else { return }
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for required in schema["required"] as? [String] ?? [] where node[required] == nil {
            errors.append("\(path): missing '\(required)'")
        }
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            if let names = schema["propertyNames"] as? [String: Any] {
                var scratch: [String] = []
                validate(pair.key, names, root: root, path: path, errors: &scratch)
                if !scratch.isEmpty {
                    let pattern = resolved(names, root: root)["pattern"] as? String ?? ""
                    errors.append("\(path): key '\(key)' does not match \(pattern)")
                }
            }
            if let property = properties[key] as? [String: Any] {
                validate(pair.value, property, root: root, path: "\(path)/\(key)", errors: &errors)
            } else if let additional = schema["additionalProperties"] as? [String: Any] {
                validate(pair.value, additional, root: root, path: "\(path)/\(key)", errors: &errors)
            } else if schema["additionalProperties"] as? Bool == false {
                errors.append("\(path): unexpected key '\(key)'")
            }
        }
    }

    static func resolved(_ schema: [String: Any], root: [String: Any]) -> [String: Any] {
        guard let ref = schema["$ref"] as? String, let definitions = root["$defs"] as? [String: Any] else { return schema }
        return definitions[String(ref.dropFirst("#/$defs/".count))] as? [String: Any] ?? schema
    }

    static func matchesConstant(_ node: YAMLNode, _ constant: Any) -> Bool {
        guard let text = node.scalar else { return false }
        if let string = constant as? String { return jsonType(node) == "string" && text == string }
        // The schema's only non-string constant is `false`.
        if let flag = constant as? Bool {
            return jsonType(node) == "boolean" && (text.lowercased() == "true") == flag
        }
        return false
    }

    static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
