/// The declaration of a diagnostic identifier that is not a lint or change rule: an input problem
/// (`yaml.syntax`, `import.default_dropped`) or a check (`release_not_deployed`, `fields_unsorted`).
///
/// Declared once, in a ``DiagnosticGroup`` next to the code that emits it; call sites build their
/// diagnostics from it (``Diagnostic/init(_:message:location:relatedLocation:entity:attribute:relationship:fix:)``,
/// ``InputError/init(_:message:location:fix:)``), and `ckschema rules`, `ckschema explain`, the
/// generated pages in `docs/` and the tests read the same value.
public struct DiagnosticDescription: Sendable, Hashable {
    /// Stable identifier as printed in brackets after a message (`yaml.syntax`, `fields_unsorted`).
    public let id: String
    /// Title Case name (`YAML Syntax Error`).
    public let name: String
    /// One sentence without a trailing period saying when it is reported.
    public let summary: String
    /// Markdown: why ckschema reports it, citing public sources by URL.
    public let rationale: String
    /// Markdown: how to fix it.
    public let fix: String
    /// The severity it is reported with.
    public let severity: Severity
    /// What triggers it and what ckschema prints then.
    public let examples: [DiagnosticExample]

    public init(
        id: String, name: String, summary: String, rationale: String, fix: String,
        severity: Severity = .error, examples: [DiagnosticExample] = []
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.severity = severity
        self.examples = examples
    }

    /// An input problem (exit 2): its identifier and a one-line summary; the message and the
    /// location it is printed with say the rest. Its file examples are checked by the tests.
    public init(id: String, summary: String, severity: Severity = .error, examples: [DiagnosticExample] = []) {
        self.init(id: id, name: "", summary: summary, rationale: "", fix: "", severity: severity, examples: examples)
    }
}

/// A short input that triggers a diagnostic and what ckschema reports for it.
///
/// A file example is checked by the tests: reading `text` as `file` must report exactly ``output``
/// under the diagnostic's identifier (other findings of the same input are left out). A command example shows a situation a file cannot (a missing git revision, an
/// absent store); it is documentation only.
public struct DiagnosticExample: Sendable, Hashable {
    /// What triggers the diagnostic.
    public enum Input: Sendable, Hashable {
        /// A document: its path as printed in locations, and its text.
        case file(name: String, text: String)
        /// A command line, as typed in a shell.
        case command(String)
    }

    public let input: Input
    /// What ckschema prints for this identifier: the diagnostic in compiler form, or a line of the
    /// `inspect` report.
    public let output: String
    /// Where the example is declared, so a failing example test points at it.
    public let fileID: String
    public let line: Int

    /// A document example: `text` read as the file `file`.
    public static func file(_ file: String, _ text: String, output: String,
                            fileID: String = #fileID, line: Int = #line) -> DiagnosticExample {
        DiagnosticExample(input: .file(name: file, text: text), output: output, fileID: fileID, line: line)
    }

    /// A command example.
    public static func command(_ command: String, output: String,
                               fileID: String = #fileID, line: Int = #line) -> DiagnosticExample {
        DiagnosticExample(input: .command(command), output: output, fileID: fileID, line: line)
    }

    public init(input: Input, output: String, fileID: String = #fileID, line: Int = #line) {
        self.input = input
        self.output = output
        self.fileID = fileID
        self.line = line
    }

    /// The file name and text of a file example; nil for a command.
    public var file: (name: String, text: String)? {
        if case .file(let name, let text) = input { return (name, text) }
        return nil
    }
}
