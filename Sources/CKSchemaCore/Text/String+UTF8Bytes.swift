extension String {
    /// Calls `body` with the string's UTF-8 bytes, in place when the string is contiguous (native
    /// Swift strings are), else from a copy. For byte-level work on hot paths, where iterating
    /// `utf8` costs several times more.
    package func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        return try Array(utf8).withUnsafeBufferPointer(body)
    }
}
