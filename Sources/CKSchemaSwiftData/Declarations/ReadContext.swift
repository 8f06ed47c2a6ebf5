import CKSchemaKit
import Foundation
import SwiftSyntax

/// The file being read and the diagnostics found so far.
struct ReadContext {
    let positions: SourcePositions
    var diagnostics: [Diagnostic] = []

    func location(of node: some SyntaxProtocol) -> SourceLocation { positions.location(of: node) }

    mutating func report(_ kind: SwiftDataDiagnosticDescription, _ message: String, at node: some SyntaxProtocol,
                         entity: String? = nil, attribute: String? = nil, relationship: String? = nil, fix: String? = nil) {
        diagnostics.append(kind.diagnostic(message, at: location(of: node), entity: entity, attribute: attribute,
                                           relationship: relationship, fix: fix))
    }
}

extension SyntaxProtocol {
    /// The node's source text without surrounding trivia, on one line (long expressions shortened).
    var compactText: String {
        let text = trimmedDescription.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 80 ? String(text.prefix(77)) + "..." : text
    }
}

extension String {
    /// The name without the backticks of an escaped identifier (`` `default` ``).
    var withoutBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
