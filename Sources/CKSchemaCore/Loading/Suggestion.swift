/// "Did you mean" suggestions by edit distance.
package enum Suggestion {
    /// The candidate closest to `word` (case-insensitive Levenshtein distance), if close enough to
    /// be a likely typo. Ties go to the earlier candidate.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(1, min(3, target.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let other = Array(candidate.lowercased().unicodeScalars)
            // The distance is at least the difference in length: a long word is compared with nothing.
            guard abs(other.count - target.count) <= limit else { continue }
            let d = distance(target, other)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// "did you mean 'x'?" for the closest candidate, or nil.
    package static func didYouMean(_ word: String, in candidates: [String]) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours (`Itme` → `Item`) each cost 1.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { d[i * width] = i }
        for j in 0...b.count { d[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, d[(i - 2) * width + j - 2] + 1)
                }
                d[i * width + j] = best
            }
        }
        return d[a.count * width + b.count]
    }
}
