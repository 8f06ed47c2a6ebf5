import CKSchemaCore
import SwiftSyntax

/// Finds the first place a parsed file is not valid Swift: a token the parser expected but did
/// not find, or text it could not place.
final class SyntaxErrorFinder: SyntaxAnyVisitor {
    private let positions: SourcePositions
    private(set) var diagnostic: Diagnostic?

    init(positions: SourcePositions) {
        self.positions = positions
        super.init(viewMode: .all)
    }

    /// The first error of `tree`, or nil when it parsed cleanly.
    static func firstError(in tree: SourceFileSyntax, positions: SourcePositions) -> Diagnostic? {
        guard tree.hasError else { return nil }
        let finder = SyntaxErrorFinder(positions: positions)
        finder.walk(tree)
        return finder.diagnostic ?? SwiftDataDiagnostics.syntaxError.diagnostic(
            "the file is not valid Swift", at: positions.location(ofOffset: 0))
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record("unexpected code '\(node.compactText)'", at: node)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let expected = token.text.isEmpty ? Self.describe(token.tokenKind) : "'\(token.text)'"
            record("expected \(expected)", at: token)
        }
        return .skipChildren
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        diagnostic == nil && node.hasError ? .visitChildren : .skipChildren
    }

    private func record(_ problem: String, at node: some SyntaxProtocol) {
        guard diagnostic == nil else { return }
        diagnostic = SwiftDataDiagnostics.syntaxError.diagnostic(
            "the file is not valid Swift: \(problem)", at: positions.location(of: node),
            fix: "make the file compile, or leave it out")
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "a name"
        case .integerLiteral, .floatLiteral: "a number"
        case .stringSegment: "text"
        default: "more code"
        }
    }
}
