/// The keys of one mapping being read, to refuse duplicates without building strings: each key's
/// UTF-8 bytes, its FNV-1a hash and the line it was written on.
///
/// Small mappings are searched by a linear scan of the hashes, larger ones through an
/// open-addressing table. `reset()` keeps the storage, so one registry serves every mapping read
/// at one nesting level.
struct KeyRegistry {
    /// Mappings with at most this many keys are searched linearly.
    static let linearKeyLimit = 32

    private var hashes: [UInt64] = []
    private var lines: [Int32] = []
    /// Where each key's bytes end in `text`.
    private var ends: [Int32] = []
    private var text: [UInt8] = []
    /// For larger mappings: indexes into `hashes` (-1 = empty slot).
    private var table: [Int32] = []

    init() {}

    /// Forgets the keys, keeping the storage.
    mutating func reset() {
        hashes.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
        if !table.isEmpty { table.removeAll(keepingCapacity: true) }
    }

    /// Records `key`, written on `line`. Returns nil when the mapping did not have it yet, else the
    /// line of its first occurrence (the key is then not recorded again).
    mutating func register(_ key: UnsafeBufferPointer<UInt8>, line: Int) -> Int? {
        let hash = Self.fnv(key)
        if let first = firstIndex(of: key, hash: hash) { return Int(lines[first]) }
        hashes.append(hash)
        lines.append(Int32(truncatingIfNeeded: line))
        text.append(contentsOf: key)
        ends.append(Int32(truncatingIfNeeded: text.count))
        let count = hashes.count
        if count > Self.linearKeyLimit {
            if count * 2 > table.count {
                rebuildTable()
            } else {
                insert(index: count - 1)
            }
        }
        return nil
    }

    private func firstIndex(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        if table.isEmpty {
            for i in hashes.indices where hashes[i] == hash && keyEquals(i, key) { return i }
            return nil
        }
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(table[slot])
            if index < 0 { return nil }
            if hashes[index] == hash && keyEquals(index, key) { return index }
            slot = (slot + 1) & mask
        }
    }

    private func keyEquals(_ index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        let end = Int(ends[index])
        guard end - start == key.count else { return false }
        for k in 0..<key.count where text[start + k] != key[k] { return false }
        return true
    }

    private mutating func rebuildTable() {
        var capacity = 64
        while capacity < hashes.count * 4 { capacity *= 2 }
        table = [Int32](repeating: -1, count: capacity)
        for index in hashes.indices { insert(index: index) }
    }

    private mutating func insert(index: Int) {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hashes[index]) & mask
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = Int32(truncatingIfNeeded: index)
    }

    /// 64-bit FNV-1a: cheap, unseeded, good enough to tell keys apart before comparing them.
    static func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
