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
        // something else. `--relative`: paths relative to `directory`, like `path`.
        let arguments = ["git", "-c", "core.quotePath=false", "log", "--reverse", "--no-renames", "--diff-filter=A", "--relative",
                         "--format=%x01", "--name-only", "--", path]
        guard let result = try? run(arguments, reportedAs: "git log -- \(path)"), result.status == 0 else { return nil }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        var appearances: [String: Int] = [:]
        var commit = -1
        for line in String(decoding: result.stdout, as: UTF8.self).split(separator: "\n") {
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
