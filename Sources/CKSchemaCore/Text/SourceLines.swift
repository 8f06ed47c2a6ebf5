import Foundation

/// The lines of a text, as a collection: line `n` (1-based) is `lines[n - 1]`; a line keeps a
/// `\r` before its line feed. Only the line starts are indexed (one `memchr` per line), so a report
/// that quotes a few lines of a large file does not split all of it.
public struct SourceLines: RandomAccessCollection, Sendable {
    /// The text's UTF-8 bytes, valid UTF-8.
    private let bytes: [UInt8]
    /// Where each line starts, in UTF-8 bytes.
    private let starts: [Int]

    public init(_ text: String) {
        self.init(validUTF8: Array(text.utf8))
    }

    /// The lines of a file's bytes, kept as they are (no copy); nil unless they are valid UTF-8.
    /// A byte order mark is not part of the first line (parsers do not count it in columns).
    public init?(utf8 bytes: [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            self.init(utf8: Array(bytes.dropFirst(3)))
            return
        }
        let valid = bytes.withUnsafeBufferPointer { buffer in
            (try? UTF8Span(validating: Span(_unsafeElements: buffer))) != nil
        }
        guard valid else { return nil }
        self.init(validUTF8: bytes)
    }

    private init(validUTF8 bytes: [UInt8]) {
        self.bytes = bytes
        self.starts = bytes.withUnsafeBufferPointer(Self.lineStarts)
    }

    /// Where each line of `bytes` starts: 0, then the offset after every line feed.
    package static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
            offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            starts.append(offset)
        }
        return starts
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { starts.count }

    public subscript(position: Int) -> Substring {
        let end = position + 1 < starts.count ? starts[position + 1] - 1 : bytes.count
        return Substring(String(decoding: bytes[starts[position]..<end], as: UTF8.self))
    }
}
