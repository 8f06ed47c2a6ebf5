extension Array {
    /// The elements sorted by a key, each key read once: the positions are sorted by their keys and
    /// each element is copied once, into the result.
    ///
    /// Sorting the elements themselves copies the two elements of every comparison (strings
    /// retained, optionals and nested values copied): for thousands of record types or fields,
    /// most of the sort's time.
    package func sorted<Key>(byKey key: (Element) -> Key, _ areInIncreasingOrder: (Key, Key) -> Bool) -> [Element] {
        let keys = map(key)
        return keys.indices.sorted { areInIncreasingOrder(keys[$0], keys[$1]) }.map { self[$0] }
    }
}
