/// The problems of reading a YAML file (schemas, `ckschema.yaml`, seed files) before its content
/// is looked at. ckschema reads a safe subset of YAML 1.2 (https://yaml.org/spec/1.2.2/): one
/// document, no anchors, aliases or custom tags, unique scalar keys, bounded size and depth.
public enum YAMLProblems {
    public static let syntax = DiagnosticDescription(
        id: "yaml.syntax",
        summary: "The file is not well-formed YAML",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  name: String
                 price: Double
            """, output: """
            schemas/v1.yaml:7:6: error: invalid YAML: did not find expected key while parsing a block mapping at line 5, column 5 [yaml.syntax]
             7 |      price: Double
               |      ^
            """)])

    public static let anchor = DiagnosticDescription(
        id: "yaml.anchor",
        summary: "The file defines an anchor (`&name`)",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item: &item
                attributes:
                  name: String?
            """, output: """
            schemas/v1.yaml:4:9: error: anchor '&item' is not allowed [yaml.anchor]
             4 |   Item: &item
               |         ^
              fix: write the value out in full; anchors and aliases are refused
            """)])

    public static let alias = DiagnosticDescription(
        id: "yaml.alias",
        summary: "The file refers to an anchor with an alias (`*name`)",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item: *item
            """, output: """
            schemas/v1.yaml:4:9: error: alias '*item' is not allowed [yaml.alias]
             4 |   Item: *item
               |         ^
              fix: write the value out in full; anchors and aliases are refused
            """)])

    public static let tag = DiagnosticDescription(
        id: "yaml.tag",
        summary: "A value carries a tag other than the standard ones (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!seq`, `!!map`)",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: !version 1
            entities: {}
            """, output: """
            schemas/v1.yaml:2:10: error: tag '!version' is not allowed [yaml.tag]
             2 | version: !version 1
               |          ^
              fix: remove the tag
            """)])

    public static let duplicateKey = DiagnosticDescription(
        id: "yaml.duplicate_key",
        summary: "A key is written twice in one mapping (reported at the second)",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  name: String?
                  name: String = ""
            """, output: """
            schemas/v1.yaml:7:7: error: duplicate key 'name' (first written on line 6) [yaml.duplicate_key]
             7 |       name: String = ""
               |       ^
            """)])

    public static let complexKey = DiagnosticDescription(
        id: "yaml.complex_key",
        summary: "A list or a mapping is used as a mapping key",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities:
              ? [Item, Order]
              : {}
            """, output: """
            schemas/v1.yaml:4:5: error: a mapping key must be a scalar, found a list [yaml.complex_key]
             4 |   ? [Item, Order]
               |     ^
            """)])

    public static let tooDeep = DiagnosticDescription(
        id: "yaml.too_deep",
        summary: "The document nests collections deeper than the limit (64 levels)")

    public static let tooLarge = DiagnosticDescription(
        id: "yaml.too_large",
        summary: "The file is larger than the limit (64 MiB)")

    public static let invalidUTF8 = DiagnosticDescription(
        id: "yaml.invalid_utf8",
        summary: "The file contains bytes that are not UTF-8 (reported at the first one)")

    public static let invalidCharacter = DiagnosticDescription(
        id: "yaml.invalid_character",
        summary: "The file contains a character YAML does not allow (a control character)")

    public static let multipleDocuments = DiagnosticDescription(
        id: "yaml.multiple_documents",
        summary: "The file contains more than one YAML document (a second `---`)",
        examples: [.file("schemas/v1.yaml", """
            model: Shop
            version: 1
            entities: {}
            ---
            model: Shop
            version: 2
            entities: {}
            """, output: """
            schemas/v1.yaml:4:1: error: the file contains more than one YAML document [yaml.multiple_documents]
             4 | ---
               | ^
              fix: put each schema version in its own file
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "YAML", kind: .input,
        summary: "Reported by every command that reads a YAML file (schemas, `ckschema.yaml`, seed files) before its content is looked at",
        diagnostics: [syntax, anchor, alias, tag, duplicateKey, complexKey, tooDeep, tooLarge, invalidUTF8,
                      invalidCharacter, multipleDocuments])
}
