import Foundation

/// What a failed cktool run means, read from its exit status and (scrubbed) messages.
package enum CKToolFailureKind: Sendable, Equatable {
    case toolNotFound
    case authenticationFailed
    case usageError
    /// `Encountered … at line L, column C`, with the position in the submitted file.
    case validationFailed(line: Int?, column: Int?)
    case productionRefused
    case timeout
    case operationFailed

    /// The catalog entry of this kind.
    package var failure: CloudKitFailure {
        switch self {
        case .toolNotFound: .toolNotFound
        case .authenticationFailed: .authenticationFailed
        case .usageError: .usageError
        case .validationFailed: .validationFailed
        case .productionRefused: .productionRefused
        case .timeout: .timeout
        case .operationFailed: .operationFailed
        }
    }
}

/// Classifies cktool's failures. cktool's messages are not a documented interface, so every
/// pattern is a loose match on what cktool and CKTool JS are known to print (cktool.md §2–§4),
/// and anything unrecognised stays a plain operation failure with cktool's own message.
package enum FailureClassifier {
    /// The kind of failure, or nil when the run succeeded. A run that exits 0 but prints
    /// `Schema validation failed` counts as a validation failure.
    package static func classify(status: Int32, timedOut: Bool, message: String) -> CKToolFailureKind? {
        if timedOut { return .timeout }
        let lower = message.lowercased()
        if status == 0 {
            return lower.contains("validation failed") ? validation(message) : nil
        }
        if status == 64 { return .usageError }
        if status == 127 || lower.contains("unable to find utility") { return .toolNotFound }
        if lower.contains("not applicable in the environment 'production'")
            || lower.contains("not applicable in the environment \"production\"") {
            return .productionRefused
        }
        if isAuthentication(lower) { return .authenticationFailed }
        if lower.contains("validation failed") || (lower.contains("encountered") && position(in: message).line != nil) {
            return validation(message)
        }
        return .operationFailed
    }

    /// Words of authentication failures: cktool's "authentication failed" / "not authenticated",
    /// HTTP 401 and CKTool JS's 421 "authentication required", and token problems.
    static func isAuthentication(_ lower: String) -> Bool {
        if lower.contains("authenticat") || lower.contains("unauthorized") || lower.contains("not authorized") {
            return true
        }
        guard lower.contains("token") else { return false }
        return ["invalid", "expired", "missing", "required", "no management", "not found", "revoked"]
            .contains { lower.contains($0) }
    }

    /// `at line L, column C` in a message.
    package static func position(in message: String) -> (line: Int?, column: Int?) {
        guard let range = message.range(of: #"line (\d+), column (\d+)"#, options: .regularExpression) else {
            return (nil, nil)
        }
        let numbers = message[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : (nil, nil)
    }
}

extension FailureClassifier {
    static func validation(_ message: String) -> CKToolFailureKind {
        let (line, column) = position(in: message)
        return .validationFailed(line: line, column: column)
    }
}

extension FailureClassifier {
    /// cktool's message, trimmed to what fits in one diagnostic: its non-empty lines (at most
    /// `maximumLines`, each at most 300 characters) joined with " / ".
    package static func excerpt(_ text: String, maximumLines: Int = 8) -> String {
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        var shown = lines.prefix(maximumLines).map { $0.count > 300 ? String($0.prefix(300)) + "…" : $0 }
        if lines.count > maximumLines { shown.append("(\(lines.count - maximumLines) more lines)") }
        return shown.joined(separator: " / ")
    }
}
