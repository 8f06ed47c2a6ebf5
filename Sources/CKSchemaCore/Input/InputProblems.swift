/// The problems every input format shares, whatever reads it.
public enum InputProblems {
    public static let tooLarge = DiagnosticDescription(
        id: "input.too_large",
        name: "Input Too Large",
        summary: "A file or piped input is larger than its format's limit",
        rationale: """
            Every input is measured before it is read (`stat` for files, a bounded read for pipes), \
            so a wrong path or a hostile file is refused in milliseconds instead of exhausting \
            memory. Each format has one documented limit, far above real inputs: see \
            [docs/reliability.md](reliability.md#limits-before-work).
            """,
        fix: "Check that the path names the file you meant; real schemas, exports and models are far smaller.",
        examples: [.command("ckschema lint huge.yaml   # 80 MB", output: """
            huge.yaml:1:1: error: the file is 80000000 bytes, more than the limit of 67108864 bytes [input.too_large]
            """)])

    /// The declarations.
    public static let group = DiagnosticGroup(
        name: "Input", kind: .input,
        summary: "Every command, before it reads a file or piped input.",
        diagnostics: [tooLarge])
}
