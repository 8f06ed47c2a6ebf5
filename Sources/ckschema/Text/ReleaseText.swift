import CKSchemaKit
/// How `release` and `new-version` word what they wrote and locked.
enum ReleaseText {
    /// The YAML files a snapshot wrote, then one line per version released.
    static func released(_ release: ReleaseService.Snapshot) -> String {
        release.written.map { "wrote \($0) from \(release.source ?? "")\n" }.joined()
            + released(release.outcomes, lockFile: release.lockFile)
    }

    /// One line per version released (locked in `lockFile`) or already released.
    static func released(_ outcomes: [ReleaseService.Outcome], lockFile: String) -> String {
        outcomes.map { outcome in
            switch outcome {
            case .released(let model, let version): "released \(model) version \(version): locked in \(lockFile)\n"
            case .alreadyReleased(let model, let version): "\(model) version \(version) is already released with this content\n"
            }
        }.joined()
    }

    /// `new-version`: the file written, the version attributes bumped, and the next step.
    static func started(_ outcome: NewVersionService.Outcome) -> String {
        var text = "wrote \(outcome.file): version \(outcome.version) of '\(outcome.model)', from \(outcome.source)\n"
        if !outcome.bumped.isEmpty {
            text += "version attribute defaults set to \(outcome.version): \(outcome.bumped.joined(separator: ", "))\n"
        }
        return text + "next: edit it, then 'ckschema check'\n"
    }
}
