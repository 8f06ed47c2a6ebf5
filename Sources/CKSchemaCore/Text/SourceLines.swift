import Foundation

/// The lines of a text, as a collection: line `n` (1-based) is `lines[n - 1]`; a line keeps a
/// `\r` before its line feed. Only the line starts are indexed (one `memchr` per line), so a report
/// that quotes a few lines of a large file does not split all of it.
public struct SourceLines: RandomAccessCollection, Sendable {
    private let text: String
    /// Where each line starts, in UTF-8 bytes.
    private let starts: [Int]

    public init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.starts = text.utf8.withContiguousStorageIfAvailable(Self.lineStarts) ?? [0]
        self.text = text
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
        let utf8 = text.utf8
        let end = position + 1 < starts.count ? starts[position + 1] - 1 : utf8.count
        return text[utf8.index(utf8.startIndex, offsetBy: starts[position])..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
}
