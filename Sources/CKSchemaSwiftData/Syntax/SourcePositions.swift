import CKSchemaCore
import SwiftSyntax

/// Turns swift-syntax positions (UTF-8 offsets) into ``SourceLocation``s: 1-based lines, and
/// columns counted in Unicode scalars like the rest of ckschema (swift-syntax counts bytes).
struct SourcePositions: Sendable {
    let file: String
    private let bytes: [UInt8]
    /// The UTF-8 offset at which each line starts; the first is 0.
    private let lineStarts: [Int]

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer(SourceLines.lineStarts)
    }

    /// The location of a UTF-8 offset (clamped to the file).
    func location(ofOffset offset: Int) -> SourceLocation {
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
            // Continuation bytes (10xxxxxx) do not start a scalar.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: file, line: low + 1, column: column)
    }

    /// Where a node's first token starts (leading trivia such as comments skipped).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
