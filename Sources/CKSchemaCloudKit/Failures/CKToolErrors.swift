import CKSchemaCKDB
import CKSchemaCore
import Foundation

/// The message of each classified cktool failure: what was run against which environment,
/// cktool's own words (already scrubbed of tokens) and the fix.
struct CKToolErrors {
    let target: CloudKitTarget
    let secrets: CloudKitSecrets

    func error(_ kind: CKToolFailureKind, command: CKToolCommand, place: String, status: Int32, detail: String,
               schemaFile: String?, locate: ModelLocator?) -> InputError {
        let said = detail.isEmpty ? "" : " (cktool said: \(detail))"
        let run = "cktool \(command.name) on \(place)"
        switch kind {
        case .toolNotFound:
            return CloudKitFailure.toolNotFound.error(
                "the cktool command '\(target.tool.joined(separator: " "))' is not available\(said)")
        case .authenticationFailed:
            return CloudKitFailure.authenticationFailed.error(
                "\(run) could not authenticate for team \(target.team)\(said)", fix: authenticationFix)
        case .usageError:
            return CloudKitFailure.usageError.error(
                "\(run) refused the arguments ckschema gave it (exit 64): this is a ckschema bug, please report it\(said)")
        case .validationFailed(let line, let column):
            return validationError(run: run, detail: detail, line: line, column: column,
                                   schemaFile: schemaFile, locate: locate)
        case .productionRefused:
            return CloudKitFailure.productionRefused.error(
                "CloudKit refused \(command.name) for production of \(target.container): only the CloudKit Console deploys to production\(said)")
        case .timeout:
            return CloudKitFailure.timeout.error(
                "\(run) did not finish within \(Self.seconds(target.timeout)) and was stopped; nothing was written")
        case .operationFailed:
            return CloudKitFailure.operationFailed.error("\(run) failed (exit \(status))\(said)")
        }
    }

    /// Says whether the variable was set at all, without its value.
    var authenticationFix: String {
        let variable = CloudKitSecrets.managementTokenVariable
        let state = secrets.hasManagementToken
            ? "\(variable) is set but was refused (expired, revoked or for another team)"
            : "\(variable) is not set and cktool found no saved token"
        return "\(state): create a management token in the CloudKit Console, then set \(variable) or run 'xcrun cktool save-token --type management'"
    }

    /// A validation failure pointed at the model element behind the rejected line, when known.
    func validationError(run: String, detail: String, line: Int?, column: Int?, schemaFile: String?,
                         locate: ModelLocator?) -> InputError {
        var filePosition: SourceLocation?
        var element: GeneratedElement?
        var quoted = ""
        if let schemaFile, let line {
            filePosition = SourceLocation(file: schemaFile, line: line, column: column ?? 1)
            if let text = try? CKDBParser.readText(atPath: schemaFile) {
                element = GeneratedElement.at(line: line, in: text)
                // The file may be temporary: quote the rejected line so the message stands alone.
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                if line >= 1, line <= lines.count {
                    quoted = " (line \(line): '\(lines[line - 1].trimmingCharacters(in: .whitespaces))')"
                }
            }
        }
        let modelPosition = element.flatMap { element in locate?(element.recordType, element.field) }
        let what = element.map { " at \($0)" } ?? ""
        let diagnostic = Diagnostic(
            id: CloudKitFailure.validationFailed.id, severity: .error,
            message: "\(run) rejected the generated schema\(what)\(quoted): \(detail)",
            location: modelPosition ?? filePosition, fix: CloudKitFailure.validationFailed.plainFix)
        return InputError([diagnostic])
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) seconds" : "\(value) seconds"
    }
}
