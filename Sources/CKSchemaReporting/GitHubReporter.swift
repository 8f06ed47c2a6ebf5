import CKSchemaCore
import CKSchemaRules

/// Renders findings as GitHub Actions workflow commands, which the runner turns into annotations
/// on the pull request's changed lines:
///
///     ::error file=schemas/v4.yaml,line=9,col=5,title=field_no_delete::attribute 'Score.points' … (was at schemas/v3.yaml:9)
///
/// GitHub shows at most 10 error, 10 warning and 10 notice annotations per step (and 50 per job):
/// https://github.com/actions/toolkit/blob/main/docs/problem-matchers.md#limitations. Past a
/// level's limit the reporter writes the first nine and, as the tenth, a closing annotation that
/// says how many more there are and where to read them.
public struct GitHubReporter: Sendable {
    /// Annotations of one level GitHub shows per step.
    public static let annotationsPerLevel = 10

    public var limit: Int

    public init(limit: Int = GitHubReporter.annotationsPerLevel) {
        self.limit = max(1, limit)
    }

    public func render(_ report: FindingsReport) -> String {
        var out = ""
        var shown: [Severity: Int] = [:]
        let totals = Dictionary(grouping: report.diagnostics, by: \.severity).mapValues(\.count)
        for d in report.diagnostics {
            let total = totals[d.severity] ?? 0
            let room = total > limit ? limit - 1 : limit
            guard shown[d.severity, default: 0] < room else { continue }
            shown[d.severity, default: 0] += 1
            out += annotation(d, report: report)
        }
        for severity in Severity.allCases.reversed() {
            let hidden = (totals[severity] ?? 0) - (shown[severity] ?? 0)
            guard hidden > 0 else { continue }
            let noun = FindingsReport.count(hidden, "more " + Self.command(severity))
            let message = "\(noun) not shown as annotations (GitHub shows \(limit) per step); "
                + "the job summary, the log of 'ckschema check' and the SARIF upload list them all"
            out += "::\(Self.command(severity)) title=ckschema::\(Self.escapeData(message))\n"
        }
        return out
    }

    private func annotation(_ d: Diagnostic, report: FindingsReport) -> String {
        Self.annotation(d, repository: report.repository)
    }

    /// One finding, or one problem of invalid input, as a workflow command. The message's own
    /// lines stay lines of the annotation; every other control character of the repository's
    /// text is escaped (UntrustedText), and the command's escaping keeps any `::` inside it.
    public static func annotation(_ d: Diagnostic, repository: RepositoryPaths) -> String {
        var properties: [String] = []
        if let location = d.location {
            properties.append("file=\(Self.escapeProperty(UntrustedText.oneLine(repository.reference(for: location.file).path)))")
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=\(Self.escapeProperty(d.id))")
        var message = d.message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { UntrustedText.oneLine(String($0)) }.joined(separator: "\n")
        if let related = d.relatedLocation { message += " (was at \(UntrustedText.oneLine(repository.describe(related))))" }
        if let fix = d.fix { message += "\nfix: \(UntrustedText.oneLine(fix))" }
        if let help = DocumentationLinks.rule(d.id) { message += "\nhelp: \(help)" }
        return "::\(Self.command(d.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
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
