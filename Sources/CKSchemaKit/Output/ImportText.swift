/// How `import swiftdata` sums up what it wrote.
public enum ImportText {
    /// The summary lines, each followed by the counts of warnings and notes, if any.
    public static func swiftData(_ outcome: SwiftDataImportService.Outcome, output: String) -> String {
        let counts = [(outcome.warnings.count, "warning"), (outcome.notes.count, "note")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        let suffix = counts.isEmpty ? "" : " (" + counts.joined(separator: ", ") + ")"
        return outcome.summary(output: output).map { $0 + suffix }.joined(separator: "\n") + "\n"
    }
}
