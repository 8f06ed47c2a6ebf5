import CKSchemaCore
import SwiftSyntax

/// Reads the arguments of `@Attribute(...)` and `@Relationship(...)`, and key paths.
///
/// Only arguments written as literals are read; anything else is reported (`not_static`) and
/// ignored, never guessed.
extension ReadContext {
    mutating func readAttributeMacro(_ macro: AttributeSyntax) -> AttributeMacroArguments {
        var result = AttributeMacroArguments(location: location(of: macro))
        for argument in arguments(of: macro) {
            switch argument.label?.text {
            case nil:
                if let option = option(argument.expression) { result.options.append(option) }
            case "originalName":
                result.originalName = name(argument)
            case "hashModifier":
                result.hashModifier = location(of: argument)
            default:
                reportUnknown(argument, in: "@Attribute")
            }
        }
        return result
    }

    mutating func readRelationshipMacro(_ macro: AttributeSyntax) -> RelationshipMacroArguments {
        var result = RelationshipMacroArguments(location: location(of: macro))
        for argument in arguments(of: macro) {
            switch argument.label?.text {
            case nil:
                if let option = option(argument.expression) { result.options.append(option) }
            case "deleteRule":
                if let rule = memberName(argument.expression, enumName: "DeleteRule") {
                    result.deleteRule = LocatedName(name: rule, location: location(of: argument.expression))
                } else {
                    reportNotStatic(argument)
                }
            case "inverse":
                result.inverseWritten = true
                if let keyPath = argument.expression.as(KeyPathExprSyntax.self) {
                    result.inverse = self.keyPath(keyPath)
                } else if !argument.expression.is(NilLiteralExprSyntax.self) {
                    reportNotStatic(argument)
                }
            case "minimumModelCount", "maximumModelCount":
                guard let count = InitialValueReader.integerLiteral(argument.expression), count >= 0 else {
                    reportNotStatic(argument)
                    continue
                }
                let value = LocatedCount(count: count, location: location(of: argument.expression))
                if argument.label?.text == "minimumModelCount" { result.minimumModelCount = value } else { result.maximumModelCount = value }
            case "originalName":
                result.originalName = name(argument)
            case "hashModifier":
                result.hashModifier = location(of: argument)
            default:
                reportUnknown(argument, in: "@Relationship")
            }
        }
        return result
    }

    /// `\Type.property` or `\.property`; nil (reported) for longer paths.
    mutating func keyPath(_ syntax: KeyPathExprSyntax) -> KeyPathReference? {
        guard syntax.components.count == 1, let component = syntax.components.first,
              case .property(let property) = component.component, property.genericArgumentClause == nil
        else {
            report(SwiftDataDiagnostics.notStatic,
                   "key path '\(syntax.compactText)' does not name one stored property directly", at: syntax)
            return nil
        }
        var root: [String]?
        if let type = syntax.root {
            guard case .named(let components, let arguments) = TypeReference(type), arguments.isEmpty else {
                report(SwiftDataDiagnostics.notStatic, "key path '\(syntax.compactText)' has a root type ckschema cannot read", at: syntax)
                return nil
            }
            root = components
        }
        return KeyPathReference(root: root, property: property.declName.baseName.text.withoutBackticks,
                                location: location(of: syntax))
    }

    // MARK: - Pieces

    private func arguments(of macro: AttributeSyntax) -> LabeledExprListSyntax {
        if case .argumentList(let list)? = macro.arguments { return list }
        return []
    }

    /// `.unique`, `Schema.Attribute.Option.unique`, `.transformable(by: T.self)`.
    private mutating func option(_ expression: ExprSyntax) -> MacroOption? {
        if let name = memberName(expression, enumName: "Option") {
            return MacroOption(name: name, argument: nil, location: location(of: expression))
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = memberName(call.calledExpression, enumName: "Option") {
            guard name == "transformable", call.arguments.count == 1, let argument = call.arguments.first,
                  argument.label?.text == "by", let transformer = transformerName(argument.expression)
            else {
                report(SwiftDataDiagnostics.notStatic, "option '\(call.compactText)' is not one ckschema can read", at: call)
                return nil
            }
            return MacroOption(name: name, argument: transformer, location: location(of: expression))
        }
        report(SwiftDataDiagnostics.notStatic,
               "option '\(expression.compactText)' is computed at run time; ignored", at: expression,
               fix: "write the option where the property is declared, like '.unique'")
        return nil
    }

    /// `T.self` → `T`; `"Name"` → `Name`.
    private func transformerName(_ expression: ExprSyntax) -> String? {
        if let text = InitialValueReader.stringLiteral(expression) { return text }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        return base.trimmedDescription
    }

    /// The member name of `.name` or `Some.Path.EnumName.name`; nil for anything else.
    func memberName(_ expression: ExprSyntax, enumName: String) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else { return member.declName.baseName.text.withoutBackticks }
        let baseName = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
        return baseName == enumName ? member.declName.baseName.text.withoutBackticks : nil
    }

    private mutating func name(_ argument: LabeledExprSyntax) -> LocatedName? {
        guard let text = InitialValueReader.stringLiteral(argument.expression) else {
            reportNotStatic(argument)
            return nil
        }
        return LocatedName(name: text, location: location(of: argument.expression))
    }

    private mutating func reportNotStatic(_ argument: LabeledExprSyntax) {
        let label = argument.label?.text ?? "argument"
        report(SwiftDataDiagnostics.notStatic,
               "'\(label): \(argument.expression.compactText)' is not a literal ckschema can read; ignored",
               at: argument.expression, fix: "write the value as a literal")
    }

    private mutating func reportUnknown(_ argument: LabeledExprSyntax, in macro: String) {
        report(SwiftDataDiagnostics.unknownOption,
               "unknown \(macro) argument '\(argument.label?.text ?? "")'; ignored", at: argument)
    }
}
