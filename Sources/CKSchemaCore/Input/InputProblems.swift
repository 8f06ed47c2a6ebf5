/// The problems every input format shares, whatever reads it.
public enum InputProblems {
    public static let tooLarge = DiagnosticDescription(
        id: "input.too_large",
        summary: "A file or piped input is larger than its format's limit")

    /// The declarations.
    public static let group = DiagnosticGroup(
        name: "Input", kind: .input,
        summary: "Every command, before it reads a file or piped input.",
        diagnostics: [tooLarge])
}
