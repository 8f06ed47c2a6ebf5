/// The keys of one mapping being read, to refuse duplicates without building strings: each key's
/// UTF-8 bytes, its FNV-1a hash and the line it was written on.
///
/// Small mappings are searched by a linear scan of the hashes, larger ones through an
/// open-addressing table. `reset()` keeps the storage, so one registry serves every mapping read
/// at one nesting level.
struct KeyRegistry {
    /// Mappings with at most this many keys are searched linearly.
    static let linearKeyLimit = 32

    /// One per key: its hash, line, and where its bytes end in `text` (one array, so recording a
    /// key appends to two arrays rather than four).
    private struct Entry {
        var hash: UInt64
        var line: Int32
        var end: Int32
    }

    private var entries: [Entry] = []
    private var text: [UInt8] = []
    /// One bit per 7-bit slice of the recorded keys' hashes: a key whose bit is clear is new, and
    /// small mappings skip the scan for it.
    private var seenLow: UInt64 = 0, seenHigh: UInt64 = 0
    /// For larger mappings: indexes into `entries` (-1 = empty slot).
    private var table: [Int32] = []

    init() {}

    /// Forgets the keys, keeping the storage.
    mutating func reset() {
        entries.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
        seenLow = 0
        seenHigh = 0
        if !table.isEmpty { table.removeAll(keepingCapacity: true) }
    }

    /// Records `key`, written on `line`. Returns nil when the mapping did not have it yet, else the
    /// line of its first occurrence (the key is then not recorded again).
    mutating func register(_ key: UnsafeBufferPointer<UInt8>, line: Int) -> Int? {
        let hash = Self.fnv(key)
        let slice = hash >> 57
        let bit: UInt64 = 1 << (slice & 63)
        let seen = slice < 64 ? seenLow & bit != 0 : seenHigh & bit != 0
        if seen || !table.isEmpty, let first = firstIndex(of: key, hash: hash) { return Int(entries[first].line) }
        if slice < 64 { seenLow |= bit } else { seenHigh |= bit }
        text.append(contentsOf: key)
        entries.append(Entry(hash: hash, line: Int32(truncatingIfNeeded: line), end: Int32(truncatingIfNeeded: text.count)))
        let count = entries.count
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
            for i in entries.indices where entries[i].hash == hash && keyEquals(i, key) { return i }
            return nil
        }
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(table[slot])
            if index < 0 { return nil }
            if entries[index].hash == hash && keyEquals(index, key) { return index }
            slot = (slot + 1) & mask
        }
    }

    private func keyEquals(_ index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = index == 0 ? 0 : Int(entries[index - 1].end)
        let end = Int(entries[index].end)
        guard end - start == key.count else { return false }
        for k in 0..<key.count where text[start + k] != key[k] { return false }
        return true
    }

    private mutating func rebuildTable() {
        var capacity = 64
        while capacity < entries.count * 4 { capacity *= 2 }
        table = [Int32](repeating: -1, count: capacity)
        for index in entries.indices { insert(index: index) }
    }

    private mutating func insert(index: Int) {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
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
