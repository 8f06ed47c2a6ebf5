import ArgumentParser

/// `--fail-on error|warning|never` of `check` and `diff`. `breaking` is diff's older spelling of
/// `error`, accepted but not listed.
enum FailLevel: String, ExpressibleByArgument, CaseIterable {
    case error, warning, never
    case breaking

    static var allValueStrings: [String] { ["error", "warning", "never"] }
}
