/// UTF-8 validation: the one check of every reader that takes bytes as text (YAML files, the
/// lines a report quotes). Strict, as RFC 3629 (https://www.rfc-editor.org/rfc/rfc3629) and the
/// standard library's validation are: no overlong forms, no surrogates, nothing above U+10FFFF.
public enum UTF8Text {
    /// The offset of the first byte of the first ill-formed sequence (the character that is
    /// wrong), or nil when `bytes` are valid UTF-8.
    public static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        // The standard library's strict parser, on every platform the package supports (its
        // `UTF8Span` needs macOS 26).
        // ASCII, most of any source file, is valid byte by byte; the parser starts at the first
        // byte that is not (a character boundary, since an ASCII byte ends before it).
        guard let start = bytes.firstIndex(where: { $0 >= 0x80 }) else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[start...].makeIterator()
        var offset = start
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The text of valid UTF-8 `bytes`, without a byte order mark that starts them (it is not
    /// part of the text; Foundation's readers drop it too).
    public static func decoded(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
    }

    /// Whether `bytes` are valid UTF-8.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        firstInvalidByte(in: bytes) == nil
    }
}
