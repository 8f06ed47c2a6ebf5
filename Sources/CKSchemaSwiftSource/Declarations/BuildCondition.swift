import CKSchemaCore
import SwiftSyntax

/// The condition of an `#if` branch a declaration is written under, as far as it decides which
/// platform builds it: `os(…)` and `targetEnvironment(macCatalyst)` are known per platform; any
/// other condition (`DEBUG`, `canImport(…)`, `swift(>=…)`) is unknown and taken as both true and
/// false, so what it guards counts on every platform, as if merged.
indirect enum BuildCondition: Sendable, Hashable, Codable {
    /// `os(iOS)`: the name as written.
    case os(String)
    /// `targetEnvironment(macCatalyst)`, `targetEnvironment(simulator)`.
    case targetEnvironment(String)
    /// Anything else, as written.
    case unknown(String)
    case not(BuildCondition)
    case and(BuildCondition, BuildCondition)
    case or(BuildCondition, BuildCondition)

    /// How deep a condition read from the source may nest (operators, parentheses, `!`): deeper
    /// ones are ``unknown(_:)``, so that reading, comparing and storing one never recurses far.
    static let maximumDepth = 24

    /// The condition of an `#if`/`#elseif` clause.
    init(_ expression: ExprSyntax) { self.init(expression, depth: 0) }

    private init(_ expression: ExprSyntax, depth: Int) {
        guard depth < Self.maximumDepth else {
            self = .unknown(expression.trimmedDescription)
            return
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            self.init(inner.expression, depth: depth + 1)
            return
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = .not(BuildCondition(prefix.expression, depth: depth + 1))
            return
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            self = elements.count > Self.maximumDepth ? .unknown(expression.trimmedDescription) : Self.folded(elements, depth: depth + 1)
            return
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let left = BuildCondition(infix.leftOperand, depth: depth + 1), right = BuildCondition(infix.rightOperand, depth: depth + 1)
            switch op.operator.text {
            case "&&": self = .and(left, right); return
            case "||": self = .or(left, right); return
            default: break
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch function {
            case "os": self = .os(argument); return
            case "targetEnvironment": self = .targetEnvironment(argument); return
            default: break
            }
        }
        self = .unknown(expression.trimmedDescription)
    }

    /// `a && b || c`, unfolded: `||` splits first, so `&&` binds tighter.
    private static func folded(_ elements: [ExprSyntax], depth: Int) -> BuildCondition {
        func text(_ element: ExprSyntax) -> String? { element.as(BinaryOperatorExprSyntax.self)?.operator.text }
        if let split = elements.lastIndex(where: { text($0) == "||" }), split > 0, split < elements.count - 1 {
            return .or(folded(Array(elements[..<split]), depth: depth + 1), folded(Array(elements[(split + 1)...]), depth: depth + 1))
        }
        if let split = elements.lastIndex(where: { text($0) == "&&" }), split > 0, split < elements.count - 1 {
            return .and(folded(Array(elements[..<split]), depth: depth + 1), folded(Array(elements[(split + 1)...]), depth: depth + 1))
        }
        if elements.count == 1, let only = elements.first { return BuildCondition(only, depth: depth) }
        return .unknown(elements.map(\.trimmedDescription).joined(separator: " "))
    }

    /// Whether the condition holds on `platform`: nil when it does not depend on the platform alone.
    func holds(on platform: BuildPlatform) -> Bool? {
        switch self {
        case .os(let name): return platform.os == BuildPlatform.osName(name)
        case .targetEnvironment(let name): return name == "macCatalyst" ? platform == .macCatalyst : nil
        case .unknown: return nil
        case .not(let inner): return inner.holds(on: platform).map { !$0 }
        case .and(let a, let b):
            switch (a.holds(on: platform), b.holds(on: platform)) {
            case (false?, _), (_, false?): return false
            case (true?, true?): return true
            default: return nil
            }
        case .or(let a, let b):
            switch (a.holds(on: platform), b.holds(on: platform)) {
            case (true?, _), (_, true?): return true
            case (false?, false?): return false
            default: return nil
            }
        }
    }

    /// Whether what it guards is built on `platform` (an unknown condition counts as built).
    func builds(on platform: BuildPlatform) -> Bool { holds(on: platform) != false }

    /// Whether some part names `targetEnvironment(macCatalyst)`.
    var namesCatalyst: Bool {
        switch self {
        case .targetEnvironment(let name): name == "macCatalyst"
        case .os, .unknown: false
        case .not(let inner): inner.namesCatalyst
        case .and(let a, let b), .or(let a, let b): a.namesCatalyst || b.namesCatalyst
        }
    }

    /// `a && b`, with nil for "always".
    static func all(_ a: BuildCondition?, _ b: BuildCondition?) -> BuildCondition? {
        switch (a, b) {
        case (nil, let other), (let other, nil): other
        case let (a?, b?): a == b ? a : .and(a, b)
        }
    }
}

/// A platform an app builds for, to decide `#if os(…)` branches.
/// A platform the code may be built for (``AppPlatform``), with what `#if os(…)` says on it.
typealias BuildPlatform = AppPlatform

extension AppPlatform {
    /// What `os(…)` is true for on it (`iOS` on Mac Catalyst).
    var os: String { self == .macCatalyst ? "iOS" : rawValue }

    /// The platform's name for `os(…)`'s argument (`OSX` is `macOS`, `xrOS` is `visionOS`).
    static func osName(_ written: String) -> String {
        switch written {
        case "OSX": "macOS"
        case "xrOS": "visionOS"
        default: written
        }
    }
}
