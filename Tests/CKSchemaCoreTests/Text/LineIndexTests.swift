import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// ``LineIndex``, the one line index: its lines and columns, and the same positions as the five
/// counters it replaced (kept below as the reference they were).
@Suite struct LineIndexTests {
    /// Texts with every edge: CRLF, a lone CR, no final line feed, an empty text, an empty last
    /// line, characters of two, three and four bytes, a tab, a byte order mark inside a line.
    static let texts: [String] = [
        "", "\n", "\n\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "a\rb\rc", "a\r\n\r\nb", "\r", "\r\n", "x\r",
        "model: Shop\nversion: 1\n", "é\nàé\tb\n😀x\r\n€€ y", "名前: 値\n  キー: \"値\"\n", "a\u{FEFF}b\nc",
        "DEFINE SCHEMA // für 😀\n\u{FEFF}RECORD TYPE A (x STRNG);",
    ]

    @Test func linesStartAfterEachLineFeed() {
        #expect(LineIndex("").lineStarts == [0])
        #expect(LineIndex("a").lineStarts == [0])
        #expect(LineIndex("a\n").lineStarts == [0, 2])
        #expect(LineIndex("a\r\nbc\nd").lineStarts == [0, 3, 6])
        #expect(LineIndex("a\rb").lineStarts == [0])
        #expect(LineIndex("a\rb\r\nc\nd", breaks: .lineFeedOrCarriageReturn).lineStarts == [0, 2, 5, 7])
        #expect(LineIndex("\r\n\r", breaks: .lineFeedOrCarriageReturn).lineStarts == [0, 2, 3])
    }

    @Test func aLineIsItsBytesWithoutItsBreak() {
        let lineFeed = LineIndex("a\r\nbé\n\nc")
        #expect((1...lineFeed.lineCount).map { String(decoding: lineFeed.bytes(ofLine: $0), as: UTF8.self) } == ["a\r", "bé", "", "c"])
        let any = LineIndex("a\r\nb\rc\n", breaks: .lineFeedOrCarriageReturn)
        #expect((1...any.lineCount).map { String(decoding: any.bytes(ofLine: $0), as: UTF8.self) } == ["a", "b", "c", ""])
    }

    @Test func columnsCountUnicodeScalars() {
        let index = LineIndex("é😀\tx\nab")
        #expect(index.position(ofByte: 0) == (1, 1))
        #expect(index.position(ofByte: 2) == (1, 2))   // after é (2 bytes)
        #expect(index.position(ofByte: 6) == (1, 3))   // after 😀 (4 bytes)
        #expect(index.position(ofByte: 7) == (1, 4))   // after the tab
        #expect(index.position(ofByte: 9) == (2, 1))
        #expect(index.position(ofByte: 11) == (2, 3))  // the end of the text
        #expect(index.position(ofByte: 99) == (2, 3))  // clamped
        #expect(index.position(ofByte: -1) == (1, 1))
    }

    /// A byte order mark at the start is no column and no part of the first line.
    @Test func aLeadingByteOrderMarkIsNoColumn() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab\nc".utf8)
        for breaks in [LineIndex.Breaks.lineFeed, .lineFeedOrCarriageReturn] {
            let index = LineIndex(bytes, breaks: breaks)
            #expect(index.position(ofByte: 3) == (1, 1))
            #expect(index.position(ofByte: 4) == (1, 2))
            #expect(index.position(ofByte: 6) == (2, 1))
            #expect(Array(index.bytes(ofLine: 1)) == Array("ab".utf8))
        }
    }

    /// Lines at line feeds, columns in scalars: what the SwiftData reader's positions, the Core
    /// Data reader's start tags, the `.ckdb` lexer and rule examples counted.
    @Test(arguments: texts)
    func lineFeedPositionsAreTheOnesCountedBefore(text: String) {
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        for offset in 0...bytes.count {
            let (line, column) = index.position(ofByte: offset)
            let expected = Self.countedAtLineFeeds(bytes, upTo: offset)
            #expect(line == expected.line && column == expected.column, "\(text.debugDescription) at \(offset)")
        }
    }

    /// Lines at a line feed, a carriage return or both: what the YAML reader's byte errors
    /// counted, as libyaml counts its marks.
    @Test(arguments: texts)
    func yamlPositionsAreTheOnesCountedBefore(text: String) {
        for bytes in [Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            let index = LineIndex(bytes, breaks: .lineFeedOrCarriageReturn)
            for offset in 0...bytes.count where !Self.isInsideCRLF(bytes, offset) {
                let (line, column) = index.position(ofByte: offset)
                let expected = Self.countedAsLibYAML(bytes, upTo: offset)
                #expect(line == expected.line && column == expected.column, "\(bytes) at \(offset)")
            }
        }
    }

    @Test func theYAMLReaderPlacesByteErrorsAfterALoneCarriageReturn() {
        #expect(LoadingTest.yamlProblems(Array("a: 1\rb: x".utf8) + [0xFF]) == [
            "2:5 yaml.invalid_utf8: the file is not valid UTF-8: unexpected byte 0xFF",
        ])
        #expect(LoadingTest.yamlProblems([0xEF, 0xBB, 0xBF] + Array("a: é".utf8) + [0xC0]) == [
            "1:5 yaml.invalid_utf8: the file is not valid UTF-8: unexpected byte 0xC0",
        ])
    }

    // MARK: The counters replaced

    /// The offset of the `\n` of a `\r\n`: the old YAML counter took the pair apart there (no error
    /// can be at a line feed).
    static func isInsideCRLF(_ bytes: [UInt8], _ offset: Int) -> Bool {
        offset > 0 && offset < bytes.count && bytes[offset] == 0x0A && bytes[offset - 1] == 0x0D
    }

    /// The `.ckdb` lexer's and SwiftData reader's count: a line feed starts a line, every byte but a
    /// continuation byte is a column.
    static func countedAtLineFeeds(_ bytes: [UInt8], upTo offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The YAML reader's count (`TextPosition`): a leading byte order mark skipped, `\r\n`, `\r`
    /// and `\n` each one break.
    static func countedAsLibYAML(_ bytes: [UInt8], upTo offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b == 0x0D {
                if i + 1 < end, bytes[i + 1] == 0x0A { i += 1 }
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }
}
