import Foundation

extension GitFileReader {
    /// Whether the repository around ``directory`` is a shallow clone (GitHub's checkout fetches
    /// one commit by default): its history cannot say when each file first appeared. False when
    /// git cannot tell (no git, not a repository).
    public func isShallowClone() -> Bool {
        guard let result = try? run(["git", "rev-parse", "--is-shallow-repository"], reportedAs: "git rev-parse"),
              result.status == 0 else { return false }
        return String(decoding: result.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "true"
    }
}
