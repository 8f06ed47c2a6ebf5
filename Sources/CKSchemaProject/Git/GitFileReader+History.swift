import Foundation

extension GitFileReader {
    /// When each entry directly inside the folder `path` first appeared in the history of the
    /// current branch: entry name → the position of the commit that added its first file (0 for the
    /// oldest commit that added anything below `path`). Entries added by one commit share a position.
    ///
    /// Nil when git cannot tell: no git, not a repository, or no commit adds anything below `path`
    /// (an untracked folder). A shallow clone sees only the history it has.
    public func firstAppearances(inFolder path: String) -> [String: Int]? {
        // `--no-renames`: a renamed folder counts from its rename, never from a commit that added
        // something else.
        // The path is given from the top level, so no `--relative`: nothing depends on where git runs.
        guard let repository, let inside = repositoryPath(path, in: repository), inside != "." else { return nil }
        let arguments = ["log", "--no-show-signature", "--no-textconv", "--no-ext-diff", "--reverse", "--no-renames",
                         "--diff-filter=A", "--format=%x01", "--name-only", "--", inside]
        guard let result = try? repository.run(arguments), result.status == 0, !result.timedOut, !result.stdoutTruncated else {
            return nil
        }
        let prefix = inside.hasSuffix("/") ? inside : inside + "/"
        var appearances: [String: Int] = [:]
        var commit = -1
        for line in result.stdoutText.split(separator: "\n") {
            if line == "\u{1}" {
                commit += 1
                continue
            }
            guard line.hasPrefix(prefix), let entry = line.dropFirst(prefix.count).split(separator: "/").first else { continue }
            if appearances[String(entry)] == nil { appearances[String(entry)] = commit }
        }
        return appearances.isEmpty ? nil : appearances
    }
}
