import ArgumentParser

/// `--format text|json` for commands that print data rather than findings (`dev query`,
/// `env history`): the same option name as every other command. `--json` is the older spelling,
/// kept hidden.
struct DataFormatOption: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .long, help: ArgumentHelp("Output format: text or json.", valueName: "format"))
    var format: Format = .text

    @Flag(name: .long, help: .hidden)
    var json = false

    /// Whether to print JSON.
    var isJSON: Bool { json || format == .json }
}
