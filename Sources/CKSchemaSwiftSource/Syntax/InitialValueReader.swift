import SwiftParser
import SwiftSyntax

/// Reads what an expression is without running it: literals, the common dynamic values
/// (`Date.now`, `UUID()`, `.init()`), `UUID(uuidString:)` and `URL(string:)` of a literal.
enum InitialValueReader {
    static func read(_ expression: ExprSyntax) -> InitialValue {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return integer(literal, negative: false)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return float(literal, negative: false)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            if let literal = prefix.expression.as(IntegerLiteralExprSyntax.self) { return integer(literal, negative: true) }
            if let literal = prefix.expression.as(FloatLiteralExprSyntax.self) { return float(literal, negative: true) }
            return .other
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .nilLiteral }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return string(literal).map(InitialValue.string) ?? .other
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return memberAccess(member)
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self), let call = forced.expression.as(FunctionCallExprSyntax.self) {
            return literalInitializer(call)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return emptyCall(call)
        }
        return .other
    }

    /// The text of a string literal without interpolation; nil otherwise.
    static func string(_ literal: StringLiteralExprSyntax) -> String? {
        guard !literal.hasError, literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
        return literal.representedLiteralValue
    }

    /// A string literal argument's text, or nil when the expression is anything else.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self).flatMap(string)
    }

    /// An integer literal argument's value, or nil.
    static func integerLiteral(_ expression: ExprSyntax) -> Int? {
        guard case .integer(let text) = read(expression) else { return nil }
        return Int(text)
    }

    private static func integer(_ literal: IntegerLiteralExprSyntax, negative: Bool) -> InitialValue {
        guard let value = literal.representedLiteralValue else { return .other }
        return .integer((negative ? "-" : "") + String(value))
    }

    private static func float(_ literal: FloatLiteralExprSyntax, negative: Bool) -> InitialValue {
        let text = literal.literal.text.filter { $0 != "_" }
        // Hexadecimal floats are not a number any schema literal can hold: computed at run time.
        guard !text.hasPrefix("0x"), !literal.hasError else { return .other }
        return .float((negative ? "-" : "") + text)
    }

    private static func memberAccess(_ member: MemberAccessExprSyntax) -> InitialValue {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            return name == "now" ? .currentDate : .other
        }
        if name == "now", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Date" { return .currentDate }
        return .other
    }

    private static func emptyCall(_ call: FunctionCallExprSyntax) -> InitialValue {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return .other }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.text {
            case "Date": return .currentDate
            case "UUID": return .newUUID
            case "Data": return .emptyData
            default: return .other
            }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.baseName.text == "init" {
            return .initCall
        }
        return .other
    }

    /// `UUID(uuidString: "…")!` and `URL(string: "…")!`.
    private static func literalInitializer(_ call: FunctionCallExprSyntax) -> InitialValue {
        guard call.arguments.count == 1, let argument = call.arguments.first,
              let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
              let text = stringLiteral(argument.expression) else { return .other }
        switch (reference.baseName.text, argument.label?.text) {
        case ("UUID", "uuidString"): return .uuidString(text)
        case ("URL", "string"): return .url(text)
        default: return .other
        }
    }
}
