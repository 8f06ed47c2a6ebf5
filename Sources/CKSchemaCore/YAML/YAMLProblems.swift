/// The problems of reading a YAML file (schemas, `ckschema.yaml`, seed files) before its content
/// is looked at. ckschema reads a safe subset of YAML 1.2 (https://yaml.org/spec/1.2.2/): one
/// document, no anchors, aliases or custom tags, unique scalar keys, bounded size and depth.
public enum YAMLProblems {
    static let spec = "https://yaml.org/spec/1.2.2/"

    public static let syntax = DiagnosticDescription(
        id: "yaml.syntax",
        name: "YAML Syntax Error",
        summary: "The file is not well-formed YAML",
        rationale: """
            libyaml, the YAML 1.2 parser ckschema reads every file with (\(spec), \
            https://github.com/yaml/libyaml), stopped at this position. Nothing of the file is used, so \
            nothing is written.
            """,
        fix: "Correct the YAML at the position shown: usually an indentation that does not line up, a missing ':' after a key, or an unclosed quote or bracket.",
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
        name: "YAML Anchor",
        summary: "The file defines an anchor (`&name`)",
        rationale: """
            Anchors and aliases (YAML 1.2 §3.2.2.2, \(spec)) let a small file expand into a huge tree \
            (the "billion laughs" attack) and make one value appear in several places of a schema, \
            where a reviewer reads it as written. ckschema refuses them so that what a diff shows is \
            what is loaded.
            """,
        fix: "Write the value out in full wherever it is needed.",
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
        name: "YAML Alias",
        summary: "The file refers to an anchor with an alias (`*name`)",
        rationale: """
            Aliases (YAML 1.2 §3.2.2.2, \(spec)) repeat a value defined elsewhere; a few of them can \
            expand into an arbitrarily large document ("billion laughs"), and a reader of the schema \
            cannot see the value where it is used. ckschema refuses them.
            """,
        fix: "Write the value out in full instead of referring to it.",
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
        name: "YAML Tag",
        summary: "A value carries a tag other than the standard ones (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!seq`, `!!map`)",
        rationale: """
            Custom tags (YAML 1.2 §3.2.1.2, \(spec)) ask the reader to build an application-specific \
            object; ckschema has none, and silently ignoring a tag would read a value differently from \
            what its author meant.
            """,
        fix: "Remove the tag; write the value plainly (quote it to make it a string).",
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
        name: "Duplicate Key",
        summary: "A key is written twice in one mapping (reported at the second)",
        rationale: """
            YAML 1.2 requires the keys of a mapping to be unique (\(spec), §3.2.1.1). Parsers that \
            accept duplicates keep one of the values silently — usually the last — so an entity or \
            attribute written twice would lose one of its definitions without a word.
            """,
        fix: "Remove one of the two entries, or rename it if both are meant.",
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
        name: "Complex Key",
        summary: "A list or a mapping is used as a mapping key",
        rationale: """
            YAML allows any node as a key (`? [a, b]: value`, \(spec) §7.4.2), but every key of the \
            schema format names something (an entity, an attribute, a setting) and is a plain scalar.
            """,
        fix: "Use a plain name as the key.",
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
        name: "Nesting Too Deep",
        summary: "The document nests collections deeper than the limit (64 levels)",
        rationale: """
            A schema needs about six levels of nesting; a document nested thousands of levels deep \
            can only be an accident or an attack on the reader's stack. The limit keeps every input \
            from crashing ckschema (YAML 1.2 leaves limits to the implementation, \(spec)).
            """,
        fix: "Flatten the document: no part of the schema format nests deeper than a few levels.",
        examples: [.command("ckschema lint deep.yaml   # model: [[[…]]], 70 lists deep", output: """
            deep.yaml:1:71: error: the document is nested deeper than 64 levels [yaml.too_deep]
            """)])

    public static let tooLarge = DiagnosticDescription(
        id: "yaml.too_large",
        name: "File Too Large",
        summary: "The file is larger than the limit (64 MiB)",
        rationale: """
            Real schemas are a few kilobytes; the bound keeps a wrong path (a database, a log) or a \
            hostile file from exhausting memory (YAML 1.2 leaves limits to the implementation, \(spec)).
            """,
        fix: "Check that the path names a schema file; split a model that really is this large into several versions' files.",
        examples: [.command("ckschema lint big.yaml   # 80 000 000 bytes", output: """
            big.yaml:1:1: error: the file is 80000000 bytes, more than the limit of 67108864 bytes [yaml.too_large]
            """)])

    public static let invalidUTF8 = DiagnosticDescription(
        id: "yaml.invalid_utf8",
        name: "Invalid UTF-8",
        summary: "The file contains bytes that are not UTF-8 (reported at the first one)",
        rationale: """
            YAML files are Unicode text (\(spec) §5.2); ckschema reads them as UTF-8, the encoding \
            Xcode and git use. A Latin-1 or UTF-16 file would otherwise turn names into garbage that \
            then reaches CloudKit record type and field names.
            """,
        fix: "Save the file as UTF-8 (most editors: File › Save with Encoding › UTF-8).",
        examples: [.command("printf 'model: Caf\\xe9\\n' > schemas/v1.yaml && ckschema lint", output: """
            schemas/v1.yaml:1:11: error: the file is not valid UTF-8: unexpected byte 0xE9 [yaml.invalid_utf8]
            """)])

    public static let invalidCharacter = DiagnosticDescription(
        id: "yaml.invalid_character",
        name: "Invalid Character",
        summary: "The file contains a character YAML does not allow (a control character)",
        rationale: """
            YAML 1.2 allows only printable characters, tab, line feed and carriage return in a \
            document (\(spec) §5.1). A stray control character usually comes from copying text out of \
            another program and would end up invisible inside a name.
            """,
        fix: "Delete the character at the position shown (it may be invisible in your editor).",
        examples: [.command("printf 'model: Shop\\001\\n' > schemas/v1.yaml && ckschema lint", output: """
            schemas/v1.yaml:1:12: error: invalid character: control characters are not allowed [yaml.invalid_character]
            """)])

    public static let multipleDocuments = DiagnosticDescription(
        id: "yaml.multiple_documents",
        name: "Multiple Documents",
        summary: "The file contains more than one YAML document (a second `---`)",
        rationale: """
            A YAML stream may hold several documents separated by `---` (\(spec) §9.2). ckschema keeps \
            one schema version per file, so that a version's file can be locked, diffed and reviewed \
            on its own; a second document would be a second version hidden in the file.
            """,
        fix: "Put each schema version in its own file.",
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
