import Foundation

extension GitFileReader {
    /// Whether the repository around ``directory`` is a shallow clone (GitHub's checkout fetches
    /// one commit by default): its history cannot say when each file first appeared. False when
    /// git cannot tell (no git, not a repository).
    public func isShallowClone() -> Bool {
        guard let repository, let result = try? repository.run(["rev-parse", "--is-shallow-repository"]),
              result.status == 0 else { return false }
        return result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "true"
    }
}
