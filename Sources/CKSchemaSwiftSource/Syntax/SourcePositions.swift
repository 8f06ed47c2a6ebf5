import CKSchemaCore
import SwiftSyntax

/// Turns swift-syntax positions (UTF-8 offsets) into ``SourceLocation``s: 1-based lines, and
/// columns counted in Unicode scalars like the rest of ckschema (swift-syntax counts bytes), by
/// ``LineIndex``.
struct SourcePositions: Sendable {
    let file: String
    private let lines: LineIndex

    init(file: String, bytes: [UInt8]) {
        self.file = file
        lines = LineIndex(bytes)
    }

    /// The location of a UTF-8 offset (clamped to the file).
    func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.position(ofByte: offset)
        return SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// Where a node's first token starts (leading trivia such as comments skipped).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
