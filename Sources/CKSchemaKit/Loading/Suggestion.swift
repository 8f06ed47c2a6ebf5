/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word` (case-insensitive Levenshtein distance), if close enough to
    /// be a likely typo. Ties go to the earlier candidate.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(1, min(3, target.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let d = distance(target, Array(candidate.lowercased().unicodeScalars))
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// "did you mean 'x'?" for the closest candidate, or nil.
    static func didYouMean(_ word: String, in candidates: [String]) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
