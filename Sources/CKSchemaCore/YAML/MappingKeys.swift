/// The keys of one mapping being read, with the line each was first written on, to refuse
/// duplicates. `reset()` keeps the storage, so one value serves every mapping at one nesting level.
struct MappingKeys {
    private var lines: [String: Int] = [:]

    /// Forgets the keys.
    mutating func reset() {
        if !lines.isEmpty { lines.removeAll(keepingCapacity: true) }
    }

    /// Records `key`, written on `line`. Returns nil when the mapping did not have it yet, else the
    /// line of its first occurrence (the key is then not recorded again).
    mutating func register(_ key: String, line: Int) -> Int? {
        if let first = lines[key] { return first }
        lines[key] = line
        return nil
    }
}
