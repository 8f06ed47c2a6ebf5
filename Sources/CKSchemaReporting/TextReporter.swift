import CKSchemaCore
import Foundation

/// Renders findings the way compilers print them, so editors and CI logs link to the position:
///
///     schemas/v1.yaml:12:7: error: attribute 'points' is neither optional nor has a default [non_optional_without_default]
///        12 |       points: Int64
///           |       ^
///
/// Colour (ANSI) only when asked; the CLI asks only on a terminal without `NO_COLOR`.
public struct TextReporter: Sendable {
    public var useColor: Bool
    /// Returns a file's lines for the excerpt; nil skips the excerpt.
    public var sourceLines: @Sendable (String) -> SourceLines?

    public init(useColor: Bool = false, sourceLines: @escaping @Sendable (String) -> SourceLines? = TextReporter.readLines) {
        self.useColor = useColor
        self.sourceLines = sourceLines
    }

    /// Reads a file's lines from disk.
    public static let readLines: @Sendable (String) -> SourceLines? = { path in
        // Bounded: a file refused as too large must not be read to show its first line.
        guard let bytes = try? InputFile.read(path, format: .coreDataModel, limit: InputFormat.largestLimit, regularOnly: true) else {
            return nil
        }
        return SourceLines(utf8: bytes)
    }

    public func render(_ report: FindingsReport) -> String {
        var out = ""
        var cache: [String: SourceLines?] = [:]
        for diagnostic in report.diagnostics {
            render(diagnostic, cache: &cache, into: &out)
        }
        out += summaryLine(report)
        out += "\n"
        return out
    }

    /// One diagnostic with its excerpt, ending in a newline.
    public func render(_ d: Diagnostic) -> String {
        var cache: [String: SourceLines?] = [:]
        var out = ""
        render(d, cache: &cache, into: &out)
        return out
    }

    /// Appends one diagnostic to `out`.
    private func render(_ d: Diagnostic, cache: inout [String: SourceLines?], into out: inout String) {
        // Names, paths and excerpts come from the repository: each is kept to its line and kept
        // from starting one with `::` (UntrustedText).
        if let location = d.location { paint(UntrustedText.lineStart(location.description) + ": ", .bold, into: &out) }
        paint(d.severity.rawValue + ":", color(for: d.severity), into: &out)
        out += " "
        paint(UntrustedText.oneLine(d.message), .bold, into: &out)
        out += " ["
        out += d.id
        out += "]\n"
        if let location = d.location {
            if cache[location.file] == nil { cache[location.file] = sourceLines(location.file) }
            if let lines = cache[location.file] ?? nil, location.line >= 1, location.line <= lines.count {
                let gutter = String(location.line)
                let source = lines[location.line - 1]
                let whole = source.utf8.contains(UInt8(ascii: "\r")) ? String(source.filter { $0 != "\r" }) : String(source)
                let (line, column) = Self.excerpt(UntrustedText.oneLine(whole, keepingTabs: true), column: location.column)
                out += " "
                out += gutter
                out += " | "
                out += line
                out += "\n "
                out += String(repeating: " ", count: gutter.utf8.count)
                out += " | "
                // The caret under the column: a tab where the line has one, so it lines up.
                let before = line.unicodeScalars.prefix(max(0, column - 1))
                if before.contains("\t") {
                    for scalar in before { out += scalar == "\t" ? "\t" : " " }
                } else {
                    out += String(repeating: " ", count: before.count)
                }
                paint("^", .green, into: &out)
                out += "\n"
            }
        }
        if let related = d.relatedLocation {
            out += "  note: previously at "
            out += UntrustedText.oneLine(related.description)
            out += "\n"
        }
        if let fix = d.fix {
            out += "  "
            paint("fix:", .cyan, into: &out)
            out += " "
            out += UntrustedText.oneLine(fix)
            out += "\n"
        }
    }

    /// At most this many characters of a source line are shown: a minified or binary file can be
    /// one line of megabytes, which an excerpt must not echo.
    static let excerptWidth = 160

    /// The part of `line` shown around `column` (marked `…` where cut), and the column in it.
    static func excerpt(_ line: String, column: Int) -> (line: String, column: Int) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > excerptWidth else { return (line, column) }
        let start = max(0, min(column - 1 - excerptWidth / 2, scalars.count - excerptWidth))
        let end = start + excerptWidth
        var shown = String(String.UnicodeScalarView(scalars[start..<end]))
        if end < scalars.count { shown += "…" }
        guard start > 0 else { return (shown, column) }
        return ("…" + shown, column - start + 1)
    }

    /// "2 errors, 1 warning in 3 files".
    public func summaryLine(_ report: FindingsReport) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let counts = [plural(report.count(.error), "error"), plural(report.count(.warning), "warning")]
            + (report.count(.note) > 0 ? [plural(report.count(.note), "note")] : [])
        var line = counts.joined(separator: ", ") + " in " + plural(report.files.count, "file")
        // Baselined findings are counted by the gate's own closing line ("skipped N findings …").
        let suppressed = report.accepted.filter { $0.source == .configuration }.count
        if suppressed > 0 { line += " (\(suppressed) suppressed in ckschema.yaml)" }
        return line
    }

    private enum Style: String {
        case bold = "1", red = "31", yellow = "33", green = "32", cyan = "36", blue = "34"
    }

    private func color(for severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .note: .blue
        }
    }

    private func paint(_ text: String, _ style: Style, into out: inout String) {
        guard useColor else {
            out += text
            return
        }
        out += "\u{1B}["
        out += style.rawValue
        out += "m"
        out += text
        out += "\u{1B}[0m"
    }
}
