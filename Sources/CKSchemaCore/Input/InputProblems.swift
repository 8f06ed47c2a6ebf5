/// The problems every input format shares, whatever reads it.
public enum InputProblems {
    public static let tooLarge = DiagnosticDescription(
        id: "input.too_large",
        summary: "A file or piped input is larger than its format's limit")

    public static let notARegularFile = DiagnosticDescription(
        id: "input.not_a_regular_file",
        summary: "An input path names a pipe, a device or a socket, not a regular file")

    public static let outsideRepository = DiagnosticDescription(
        id: "input.outside_repository",
        summary: "A path inside the repository leads outside it through a symbolic link")

    /// The declarations.
    public static let group = DiagnosticGroup(
        name: "Input", kind: .input,
        summary: "Every command, before it reads a file or piped input.",
        diagnostics: [tooLarge, notARegularFile, outsideRepository])
}
