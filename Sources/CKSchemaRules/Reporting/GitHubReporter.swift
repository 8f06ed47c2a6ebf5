import CKSchemaCore

/// Renders findings as GitHub Actions workflow commands, which the runner turns into annotations
/// on the pull request's changed lines:
///
///     ::error file=schemas/v1.yaml,line=12,col=7,title=non_optional_without_default::attribute 'points' …
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ report: FindingsReport) -> String {
        var out = ""
        for d in report.diagnostics {
            let command = switch d.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var properties: [String] = []
            if let location = d.location {
                properties.append("file=\(Self.escapeProperty(location.file))")
                properties.append("line=\(location.line)")
                properties.append("col=\(location.column)")
            }
            properties.append("title=\(Self.escapeProperty(d.id))")
            let message = d.message + (d.fix.map { "\nfix: \($0)" } ?? "")
            out += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return out
    }

    /// Escapes a command's message (`%`, CR, LF).
    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value (also `:` and `,`).
    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
