/// The keys of one mapping being read, to refuse duplicates without building strings: each key's
/// UTF-8 bytes, its FNV-1a hash and the line it was written on.
///
/// Small mappings are searched by a linear scan of the hashes, larger ones through an
/// open-addressing table. `reset()` keeps the storage, so one registry serves every mapping read
/// at one nesting level.
struct KeyRegistry {
    /// Mappings with at most this many keys are searched linearly.
    static let linearKeyLimit = 32

    /// One per key: its hash, line and bytes. Keys of up to 16 bytes (nearly all) are kept in the
    /// entry itself; longer ones in `text`, from `start` on.
    private struct Entry {
        var hash: UInt64
        var low: UInt64
        var high: UInt64
        var count: Int32
        var line: Int32
        var start: Int32
    }

    private var entries: [Entry] = []
    private var text: [UInt8] = []
    /// One bit per 7-bit slice of the recorded keys' hashes: a key whose bit is clear is new, and
    /// small mappings skip the scan for it.
    private var seenLow: UInt64 = 0, seenHigh: UInt64 = 0
    /// For larger mappings: indexes into `entries` (-1 = empty slot).
    private var table: [Int32] = []

    package init() {}

    /// Forgets the keys, keeping the storage.
    mutating func reset() {
        entries.removeAll(keepingCapacity: true)
        if !text.isEmpty { text.removeAll(keepingCapacity: true) }
        seenLow = 0
        seenHigh = 0
        if !table.isEmpty { table.removeAll(keepingCapacity: true) }
    }

    /// Records `key`, written on `line`. Returns nil when the mapping did not have it yet, else the
    /// line of its first occurrence (the key is then not recorded again).
    mutating func register(_ key: UnsafeBufferPointer<UInt8>, line: Int) -> Int? {
        let (hash, low, high) = Self.hashAndWords(key)
        let slice = hash >> 57
        let bit: UInt64 = 1 << (slice & 63)
        let seen = slice < 64 ? seenLow & bit != 0 : seenHigh & bit != 0
        if seen || !table.isEmpty, let first = firstIndex(of: key, hash: hash, low: low, high: high) {
            return Int(entries[first].line)
        }
        if slice < 64 { seenLow |= bit } else { seenHigh |= bit }
        var start: Int32 = 0
        if key.count > 16 {
            start = Int32(truncatingIfNeeded: text.count)
            text.append(contentsOf: key)
        }
        entries.append(Entry(hash: hash, low: low, high: high, count: Int32(truncatingIfNeeded: key.count),
                             line: Int32(truncatingIfNeeded: line), start: start))
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

    private func firstIndex(of key: UnsafeBufferPointer<UInt8>, hash: UInt64, low: UInt64, high: UInt64) -> Int? {
        if table.isEmpty {
            for i in entries.indices where entries[i].hash == hash && keyEquals(i, key, low, high) { return i }
            return nil
        }
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(table[slot])
            if index < 0 { return nil }
            if entries[index].hash == hash && keyEquals(index, key, low, high) { return index }
            slot = (slot + 1) & mask
        }
    }

    private func keyEquals(_ index: Int, _ key: UnsafeBufferPointer<UInt8>, _ low: UInt64, _ high: UInt64) -> Bool {
        let entry = entries[index]
        guard Int(entry.count) == key.count, entry.low == low, entry.high == high else { return false }
        if key.count <= 16 { return true }
        let start = Int(entry.start)
        for k in 16..<key.count where text[start + k] != key[k] { return false }
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

    /// The key's 64-bit FNV-1a hash (cheap, unseeded, good enough to tell keys apart before
    /// comparing them) and its first 16 bytes as two words (zero-padded), in one pass.
    private static func hashAndWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var low: UInt64 = 0, high: UInt64 = 0
        for i in 0..<bytes.count {
            let byte = bytes[i]
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            if i < 8 {
                low |= UInt64(byte) << (8 * UInt64(i))
            } else if i < 16 {
                high |= UInt64(byte) << (8 * UInt64(i - 8))
            }
        }
        return (hash, low, high)
    }
}
