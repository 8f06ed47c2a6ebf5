#if canImport(Glibc)
import Glibc
#endif

/// Memory the process has freed but the allocator still keeps.
package enum FreedMemory {
    /// Gives the pages of freed memory back to the system, after a large structure (a model of
    /// tens of thousands of attributes) is let go of in the middle of a command. glibc keeps freed
    /// memory for later allocations, but only for allocations from the arena it came from:
    /// a model decoded on another thread leaves its pages unused while the command goes on to
    /// allocate elsewhere. A no-op where the allocator returns memory itself (macOS) or where
    /// glibc's `malloc_trim` is missing (musl).
    package static func returnToSystem() {
        #if canImport(Glibc)
        mallocTrim?(0)
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `int malloc_trim(size_t pad)`, which Swift's Glibc module does not export.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}
