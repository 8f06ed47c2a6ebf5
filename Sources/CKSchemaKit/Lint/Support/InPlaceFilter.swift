extension Array {
    /// The elements that satisfy `predicate`, in order. Unlike `filter`, each element is tested in
    /// place and only the matches are copied: attributes and entities are large values, and the
    /// rules test every one of them.
    func matching(_ predicate: (borrowing Element) -> Bool) -> [Element] {
        withUnsafeBufferPointer { buffer in
            var matches: [Element] = []
            for index in buffer.indices where predicate(buffer[index]) { matches.append(buffer[index]) }
            return matches
        }
    }
}
