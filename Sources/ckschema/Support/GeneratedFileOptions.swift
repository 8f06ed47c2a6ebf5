import ArgumentParser

/// `--output FILE` and `--check`, for the commands that print one generated file or keep it up to date.
struct GeneratedFileOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Write nothing; exit 1 when --output is missing or not up to date.")
    var check = false

    /// Refuses `--check` without `--output`; called from the command's `validate()` (see
    /// ``SchemaVersionOptions/validateChoice()``).
    func validateCheck() throws {
        if check && output == nil { throw ValidationError("--check needs --output FILE to compare with") }
    }
}
