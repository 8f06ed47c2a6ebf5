import Foundation

/// The lines of a text, split at each line feed (`\n`) as they are read; a line keeps a `\r`
/// before its line feed.
///
/// Splits on the bytes: a split on characters walks grapheme clusters, which on a large file
/// costs more than reading it, and never splits at `\r\n` (one character).
package struct Lines: Sequence, IteratorProtocol {
    private var text: String
    /// Where the next line starts, in UTF-8 bytes.
    private var offset = 0
    private var finished = false

    package init(_ text: String) {
        self.text = text
        self.text.makeContiguousUTF8()
    }

    package mutating func next() -> Substring? {
        guard !finished else { return nil }
        let start = offset
        let lineFeed = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let base = bytes.baseAddress, start < bytes.count,
                  let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        } ?? nil
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        guard let lineFeed else {
            finished = true
            return text[lower...]
        }
        offset = lineFeed + 1
        return text[lower..<utf8.index(utf8.startIndex, offsetBy: lineFeed)]
    }
}
