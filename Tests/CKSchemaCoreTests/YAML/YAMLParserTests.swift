import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

@Suite struct YAMLParserTests {
    typealias Location = CKSchemaCore.SourceLocation

    func parse(_ text: String) throws -> YAMLNode? {
        try YAMLParser.parse(Array(text.utf8), file: "y.yaml")
    }

    func problems(_ text: String, limits: YAMLLimits = .default) -> [String] {
        LoadingTest.yamlProblems(Array(text.utf8), limits: limits)
    }

    // MARK: Trees and positions

    @Test func buildsMappingsSequencesAndScalarsWithOneBasedPositions() throws {
        let root = try #require(try parse("a: 1\nb:\n  - x\n  - 'y'\nc: {d: \"e\"}\n"))
        let pairs = try #require(root.mapping)
        #expect(pairs.map { $0.key.scalar } == ["a", "b", "c"])
        #expect(root.location == Location(file: "y.yaml", line: 1, column: 1))
        #expect(pairs[0].value.kind == .scalar("1", .plain))
        #expect(pairs[0].value.location == Location(file: "y.yaml", line: 1, column: 4))
        let items = try #require(pairs[1].value.sequence)
        #expect(items.map(\.kind) == [.scalar("x", .plain), .scalar("y", .singleQuoted)])
        #expect(items[1].location == Location(file: "y.yaml", line: 4, column: 5))
        #expect(pairs[1].value.location == Location(file: "y.yaml", line: 3, column: 3))
        #expect(pairs[2].value["d"]?.kind == .scalar("e", .doubleQuoted))
        #expect(pairs[2].value.location == Location(file: "y.yaml", line: 5, column: 4))
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        // 'é' is 2 bytes and '😀' 4 bytes in UTF-8; each is one column.
        let root = try #require(try parse("é: x\n\"😀😀\": v\n"))
        let pairs = try #require(root.mapping)
        #expect(pairs[0].value.location.column == 4)
        #expect(pairs[1].key.scalar == "😀😀")
        #expect(pairs[1].value.location == Location(file: "y.yaml", line: 2, column: 7))
    }

    @Test func blockScalarsKeepTheirStyle() throws {
        let root = try #require(try parse("a: |\n  line\nb: >\n  folded\n"))
        #expect(root["a"]?.kind == .scalar("line\n", .literal))
        #expect(root["b"]?.kind == .scalar("folded\n", .folded))
    }

    @Test func byteOrderMarkIsAcceptedAndNotCounted() throws {
        let root = try #require(try YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), file: "y.yaml"))
        #expect(root.mapping?.first?.key.location == Location(file: "y.yaml", line: 1, column: 1))
        #expect(root["a"]?.location == Location(file: "y.yaml", line: 1, column: 4))
    }

    @Test func emptyAndCommentOnlyStreamsAreNil() throws {
        #expect(try YAMLParser.parse([], file: "y.yaml") == nil)
        #expect(try parse("   \n\n  \n") == nil)
        #expect(try parse("# only a comment\n  # another\n") == nil)
    }

    @Test func standardTagsAreAccepted() throws {
        let root = try #require(try parse("a: !!str 12\nb: !!int 3\nc: !!map {x: 1}\nd: !!seq [1]\ne: !!bool true\n"))
        // `!!str` makes a plain scalar a string, as quoting would.
        #expect(root["a"]?.kind == .scalar("12", .singleQuoted))
        #expect(root["b"]?.kind == .scalar("3", .plain))
        #expect(root["c"]?["x"]?.scalar == "1")
        #expect(root["d"]?.sequence?.count == 1)
    }

    @Test func scanEventsCountsEvents() {
        // stream start, document start, mapping start, 2 scalars, mapping end, document end, stream end.
        #expect(YAMLParser.scanEvents(Array("a: 1\n".utf8)) == 8)
        #expect(YAMLParser.scanEvents([]) == 2)
        #expect(YAMLParser.scanEvents(Array("a: [".utf8)) == -1)
    }

    // MARK: Refusals

    @Test func syntaxErrorsReportLibyamlsProblemAndPosition() {
        #expect(problems("a: b: c\n") == [
            "1:5 yaml.syntax: invalid YAML: mapping values are not allowed in this context",
        ])
        #expect(problems("a:\n  b: 1\n c: 2\n") == [
            "3:2 yaml.syntax: invalid YAML: did not find expected key while parsing a block mapping at line 1, column 1",
        ])
    }

    @Test func anchorsAreRefused() {
        #expect(problems("a: &x 1\n") == [
            "1:4 yaml.anchor: anchor '&x' is not allowed | write the value out in full; anchors and aliases are refused",
        ])
    }

    @Test func aliasesAreRefused() {
        #expect(problems("a: *x\n") == [
            "1:4 yaml.alias: alias '*x' is not allowed | write the value out in full; anchors and aliases are refused",
        ])
    }

    @Test func aliasBombIsRefusedAtItsFirstAnchor() {
        #expect(problems("a: &a [*a]\n") == [
            "1:4 yaml.anchor: anchor '&a' is not allowed | write the value out in full; anchors and aliases are refused",
        ])
    }

    @Test func billionLaughsIsRefusedAtItsFirstAnchor() {
        var text = "a0: &a0 [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for i in 1...9 {
            let previous = "*a\(i - 1)"
            text += "a\(i): &a\(i) [\(Array(repeating: previous, count: 9).joined(separator: ","))]\n"
        }
        #expect(problems(text) == [
            "1:5 yaml.anchor: anchor '&a0' is not allowed | write the value out in full; anchors and aliases are refused",
        ])
    }

    @Test func nonStandardTagsAreRefused() {
        #expect(problems("a: !color red\nb: !!seq {x: 1}\n") == [
            "1:4 yaml.tag: tag '!color' is not allowed | remove the tag",
            "2:4 yaml.tag: tag '!!seq' is not allowed | remove the tag",
        ])
    }

    @Test func duplicateKeysPointAtTheSecondAndNameTheFirstLine() {
        #expect(problems("a: 1\nb: 2\na: 3\n") == [
            "3:1 yaml.duplicate_key: duplicate key 'a' (first written on line 1)",
        ])
        // Quoting does not make a key different.
        #expect(problems("x:\n  'k': 1\n  k: 2\n") == [
            "3:3 yaml.duplicate_key: duplicate key 'k' (first written on line 2)",
        ])
    }

    @Test func problemsBeforeAFatalErrorAreReportedWithIt() {
        #expect(problems("a: 1\na: 2\nb: !x 3\nc: &y 4\n") == [
            "2:1 yaml.duplicate_key: duplicate key 'a' (first written on line 1)",
            "3:4 yaml.tag: tag '!x' is not allowed | remove the tag",
            "4:4 yaml.anchor: anchor '&y' is not allowed | write the value out in full; anchors and aliases are refused",
        ])
    }

    @Test func duplicateKeysAreFoundInLargeMappings() {
        let keys = (0..<40).map { "k\($0): \($0)" } + ["k7: again", "k39: again"]
        #expect(problems(keys.joined(separator: "\n")) == [
            "41:1 yaml.duplicate_key: duplicate key 'k7' (first written on line 8)",
            "42:1 yaml.duplicate_key: duplicate key 'k39' (first written on line 40)",
        ])
    }

    @Test func collectionKeysAreRefused() {
        #expect(problems("? [a, b]\n: 1\n") == ["1:3 yaml.complex_key: a mapping key must be a scalar, found a list"])
        #expect(problems("{{a: 1}: 2}\n") == ["1:2 yaml.complex_key: a mapping key must be a scalar, found a mapping"])
    }

    @Test func deepNestingIsRefusedAtTheFirstLevelTooDeep() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(problems(text) == ["1:65 yaml.too_deep: the document is nested deeper than 64 levels"])
        #expect(problems("a:\n  b:\n    c: 1\n", limits: YAMLLimits(maxDepth: 2)) == [
            "3:5 yaml.too_deep: the document is nested deeper than 2 levels",
        ])
        #expect(problems("a:\n  b: 1\n", limits: YAMLLimits(maxDepth: 2)) == [])
    }

    @Test func oversizeFilesAreRefusedBeforeParsing() {
        // Not even valid YAML: the size check comes first.
        #expect(problems("a: [[[[[[[[", limits: YAMLLimits(maxBytes: 8)) == [
            "1:1 yaml.too_large: the file is 11 bytes, more than the limit of 8 bytes",
        ])
        #expect(problems("a: 1\n", limits: YAMLLimits(maxBytes: 5)) == [])
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() {
        let prefix = Array("a: é\nb: x".utf8)
        #expect(LoadingTest.yamlProblems(prefix + [0xFF] + Array("\n".utf8)) == [
            "2:5 yaml.invalid_utf8: the file is not valid UTF-8: unexpected byte 0xFF",
        ])
        // Truncated sequence at the end, overlong encoding, UTF-16 surrogate, stray continuation byte.
        #expect(LoadingTest.yamlProblems(Array("a: ".utf8) + [0xE2, 0x82]) == [
            "1:4 yaml.invalid_utf8: the file is not valid UTF-8: unexpected byte 0xE2",
        ])
        #expect(LoadingTest.yamlProblems(Array("a: ".utf8) + [0xC0, 0x80]) == [
            "1:4 yaml.invalid_utf8: the file is not valid UTF-8: unexpected byte 0xC0",
        ])
        #expect(LoadingTest.yamlProblems(Array("ab: 😀".utf8) + [0xED, 0xA0, 0x80]) == [
            "1:6 yaml.invalid_utf8: the file is not valid UTF-8: unexpected byte 0xED",
        ])
        #expect(LoadingTest.yamlProblems(Array("a:\r\n b".utf8) + [0x80]) == [
            "2:3 yaml.invalid_utf8: the file is not valid UTF-8: unexpected byte 0x80",
        ])
    }

    @Test func validUTF8OfEveryLengthPasses() {
        #expect(UTF8Text.firstInvalidByte(in: Array("aé€😀\u{10FFFF}".utf8)) == nil)
        #expect(UTF8Text.firstInvalidByte(in: Array(String(repeating: "ascii ", count: 50).utf8) + [0xF5]) == 300)
    }

    @Test func controlCharactersAreRefused() {
        #expect(problems("a: 1\nb: x\u{01}\n") == [
            "2:5 yaml.invalid_character: invalid character: control characters are not allowed",
        ])
    }

    @Test func moreThanOneDocumentIsRefused() {
        #expect(problems("a: 1\n---\nb: 2\n") == [
            "2:1 yaml.multiple_documents: the file contains more than one YAML document | put each schema version in its own file",
        ])
        // One explicit document is fine.
        #expect(problems("---\na: 1\n...\n") == [])
    }
}
