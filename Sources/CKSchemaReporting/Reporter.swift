/// Renders a ``FindingsReport`` in any ``ReportFormat``.
public enum Reporter {
    public static func render(_ report: FindingsReport, as format: ReportFormat, useColor: Bool = false) -> String {
        switch format {
        case .text: TextReporter(useColor: useColor).render(report)
        case .json: JSONReporter().render(report)
        case .github: GitHubReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        case .markdown: MarkdownReporter().render(report)
        case .junit: JUnitReporter().render(report)
        }
    }
}
