/// The lines of a text, as a collection: line `n` (1-based) is `lines[n - 1]`; a line keeps a
/// `\r` before its line feed. Only the line starts are indexed (``LineIndex``), so a report that
/// quotes a few lines of a large file does not split all of it.
public struct SourceLines: RandomAccessCollection, Sendable {
    private let index: LineIndex

    public init(_ text: String) {
        index = LineIndex(text)
    }

    /// The lines of a file's bytes, kept as they are (no copy); nil unless they are valid UTF-8.
    /// A byte order mark is not part of the first line (parsers do not count it in columns).
    public init?(utf8 bytes: [UInt8]) {
        guard UTF8Text.isValid(bytes) else { return nil }
        index = LineIndex(bytes)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { index.lineCount }

    public subscript(position: Int) -> Substring {
        Substring(String(decoding: index.bytes(ofLine: position + 1), as: UTF8.self))
    }
}
