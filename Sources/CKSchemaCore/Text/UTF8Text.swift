/// UTF-8 validation: the one check of every reader that takes bytes as text (YAML files, the
/// lines a report quotes). Strict, as RFC 3629 (https://www.rfc-editor.org/rfc/rfc3629) and the
/// standard library's validation are: no overlong forms, no surrogates, nothing above U+10FFFF.
public enum UTF8Text {
    /// The offset of the first byte of the first ill-formed sequence (the character that is
    /// wrong), or nil when `bytes` are valid UTF-8.
    public static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            do throws(UTF8.ValidationError) {
                _ = try UTF8Span(validating: Span(_unsafeElements: buffer))
                return nil
            } catch {
                return error.byteOffsets.lowerBound
            }
        }
    }

    /// Whether `bytes` are valid UTF-8.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        firstInvalidByte(in: bytes) == nil
    }
}
