import Foundation

/// Where the lines of a UTF-8 text start, and the line and column of any byte in it: the one line
/// index every reader of positions uses (the YAML reader's byte errors, the `.ckdb` lexer, the
/// Core Data XML reader, the SwiftData reader, the lines a report quotes, rule examples).
///
/// Lines and columns are 1-based. A column counts Unicode scalars: every byte that is not a UTF-8
/// continuation byte (`10xxxxxx`) starts one, so `é` is one column, `😀` one, a tab one. A byte
/// order mark at the start of the text is no column (editors do not show it).
public struct LineIndex: Sendable {
    /// What ends a line.
    public enum Breaks: Sendable {
        /// A line feed (`\n`); a `\r` before it stays at the end of its line. Swift, XML, `.ckdb`
        /// and the lines reports quote.
        case lineFeed
        /// A line feed, a carriage return, or both together (`\r\n` is one break): how libyaml
        /// counts the lines of its marks.
        case lineFeedOrCarriageReturn
    }

    /// The text's bytes.
    private let bytes: [UInt8]
    private let breaks: Breaks
    /// Where each line starts, in bytes: 0 (or 3 after a byte order mark), then the offset after
    /// every break. A text ending in a break has an empty last line.
    public let lineStarts: [Int]

    public init(_ bytes: [UInt8], breaks: Breaks = .lineFeed) {
        self.bytes = bytes
        self.breaks = breaks
        lineStarts = Self.lineStarts(of: bytes, breaks: breaks)
    }

    public init(_ text: String, breaks: Breaks = .lineFeed) {
        self.init(Array(text.utf8), breaks: breaks)
    }

    private static func lineStarts(of bytes: [UInt8], breaks: Breaks) -> [Int] {
        let first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts = [first]
        var offset = first
        switch breaks {
        case .lineFeed:
            while let found = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) {
                offset = found + 1
                starts.append(offset)
            }
        case .lineFeedOrCarriageReturn:
            while let found = bytes[offset...].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
                offset = found + 1
                if bytes[found] == UInt8(ascii: "\r"), offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
                starts.append(offset)
            }
        }
        return starts
    }

    /// How many lines the text has (an empty text has one, empty).
    public var lineCount: Int { lineStarts.count }

    /// The bytes of line `line` (1-based), without the break that ends it (a `\r` before a line
    /// feed stays with `.lineFeed`).
    public func bytes(ofLine line: Int) -> ArraySlice<UInt8> {
        let start = lineStarts[line - 1]
        guard line < lineStarts.count else { return bytes[start...] }
        var end = lineStarts[line] - 1
        if breaks == .lineFeedOrCarriageReturn, bytes[end] == UInt8(ascii: "\n"), end > start,
           bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return bytes[start..<end]
    }

    /// The line and column of the byte at `offset` (clamped to the text; the text's end is the
    /// position after its last character).
    public func position(ofByte offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }
}
