import CKSchemaCore
import SwiftSyntax

/// The file being read and the diagnostics found so far.
struct ReadContext {
    let positions: SourcePositions
    var diagnostics: [Diagnostic] = []

    func location(of node: some SyntaxProtocol) -> SourceLocation { positions.location(of: node) }

    mutating func report(_ kind: DiagnosticDescription, _ message: String, at node: some SyntaxProtocol,
                         entity: String? = nil, attribute: String? = nil, relationship: String? = nil, fix: String? = nil) {
        diagnostics.append(kind.diagnostic(message, at: location(of: node), entity: entity, attribute: attribute,
                                           relationship: relationship, fix: fix))
    }
}

extension SyntaxProtocol {
    /// The node's code on one line: its tokens, comments dropped, one space wherever the source
    /// had whitespace or a comment between two tokens.
    var singleLineText: String {
        var text = ""
        var pendingSpace = false
        for token in tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty && (pendingSpace || !token.leadingTrivia.isEmpty) { text += " " }
            text += token.text
            pendingSpace = !token.trailingTrivia.isEmpty
        }
        return text
    }

    /// ``singleLineText``, shortened for messages.
    var compactText: String { singleLineText.shortenedForMessage }
}

extension String {
    /// At most 80 characters, for messages.
    var shortenedForMessage: String { count > 80 ? String(prefix(77)) + "..." : self }

    /// The name without the backticks of an escaped identifier (`` `default` ``).
    var withoutBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
