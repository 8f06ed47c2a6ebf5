import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// ``UTF8Text``, the one UTF-8 validator (the standard library's), gives the answers of the
/// hand-written validator it replaced (kept below as the reference it was).
@Suite struct UTF8TextTests {
    @Test func validTextOfEveryLengthPasses() {
        #expect(UTF8Text.firstInvalidByte(in: []) == nil)
        #expect(UTF8Text.firstInvalidByte(in: Array("aé€😀\u{10FFFF}".utf8)) == nil)
        #expect(UTF8Text.isValid(Array("model: Shop\n".utf8)))
    }

    @Test func theFirstBadSequenceIsReportedAtItsFirstByte() {
        #expect(UTF8Text.firstInvalidByte(in: Array(String(repeating: "ascii ", count: 50).utf8) + [0xF5]) == 300)
        #expect(UTF8Text.firstInvalidByte(in: [0x61, 0xE2, 0x82]) == 1)        // truncated at the end
        #expect(UTF8Text.firstInvalidByte(in: [0x61, 0xC0, 0x80]) == 1)        // overlong
        #expect(UTF8Text.firstInvalidByte(in: [0x61, 0xED, 0xA0, 0x80]) == 1)  // UTF-16 surrogate
        #expect(UTF8Text.firstInvalidByte(in: [0x61, 0x80]) == 1)              // stray continuation byte
        #expect(UTF8Text.firstInvalidByte(in: [0xF4, 0x90, 0x80, 0x80]) == 0)  // above U+10FFFF
        #expect(!UTF8Text.isValid([0xFF]))
    }

    /// Every sequence of one or two bytes (at the start and after an ASCII byte), three-byte ones
    /// from every lead byte, and four-byte ones from the lead bytes of four-byte characters, with
    /// chosen bytes after the second.
    @Test func everyShortSequenceGetsTheAnswerOfTheHandWrittenValidator() {
        var checked = 0
        func check(_ bytes: [UInt8]) {
            checked += 1
            let answer = UTF8Text.firstInvalidByte(in: bytes)
            let reference = Self.handWrittenFirstInvalidByte(bytes)
            if answer != reference { Issue.record("\(bytes): \(String(describing: answer)) against \(String(describing: reference))") }
        }
        let bytes = (0...255).map(UInt8.init)
        let samples: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for a in bytes {
            check([a])
            for b in bytes {
                check([a, b])
                check([0x61, a, b])
                if a >= 0xC0 { for c in samples { check([a, b, c]) } }
            }
        }
        for lead: UInt8 in [0xF0, 0xF1, 0xF3, 0xF4] {
            for b in samples { for c in samples { for d in samples { check([lead, b, c, d]) } } }
        }
        #expect(checked > 300_000)
    }

    /// The validator `UTF8Text` replaced (RFC 3629: no overlong forms, no surrogates, nothing above
    /// U+10FFFF; a malformed sequence reported at its first byte), without its ASCII fast path.
    static func handWrittenFirstInvalidByte(_ buffer: [UInt8]) -> Int? {
        let count = buffer.count
        var i = 0
        while i < count {
            let b0 = buffer[i]
            if b0 < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return i
            }
            guard i + 1 < count, buffer[i + 1] >= lower, buffer[i + 1] <= upper else { return i }
            for k in 2..<length {
                guard i + k < count, buffer[i + k] & 0xC0 == 0x80 else { return i }
            }
            i += length
        }
        return nil
    }
}
