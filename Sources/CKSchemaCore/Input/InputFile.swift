import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files with their size checked before their content: `fstat` on the open file,
/// and reads bounded to the limit for pipes and other files whose size is not known ahead. A
/// 1 GiB file is refused in microseconds, without a byte of it in memory.
///
/// Every reader of user input goes through here, with its ``InputFormat``:
///
/// ```swift
/// guard let bytes = try InputFile.read(path, format: .swiftSource) else { /* cannot open */ }
/// ```
public enum InputFile {
    /// The bytes of the file at `path`, or nil when it cannot be opened or read (missing, a
    /// folder, no permission): the caller says why in its own words.
    ///
    /// - Parameters:
    ///   - limit: overrides the format's limit (tests, ``YAMLLimits``).
    ///   - reportedAs: the name errors give the file (default: `path`).
    ///   - regularOnly: nil, rather than an error, for anything but a regular file (the excerpt
    ///     of a report, which never reads a pipe or a device).
    /// - Throws: ``InputError`` ``InputProblems/tooLarge`` at `path:1:1` when the file is larger;
    ///   ``InputProblems/notARegularFile`` for a pipe, a device or a socket (a path such as
    ///   `/proc/self/fd/1` would otherwise block on the command's own output);
    ///   ``InputProblems/outsideRepository`` for a path inside the repository that leads out of it
    ///   (``RepositoryBoundary``).
    public static func read(_ path: String, format: InputFormat, limit: Int? = nil,
                            reportedAs: String? = nil, regularOnly: Bool = false) throws(InputError) -> [UInt8]? {
        let file = reportedAs ?? path
        let limit = limit ?? format.byteLimit
        try RepositoryBoundary.check(path, reportedAs: file)
        // Opened without waiting: opening a pipe for reading would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else { return nil }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            if regularOnly { return nil }
            throw InputError(InputProblems.notARegularFile,
                             message: "'\(file)' is not a regular file (a pipe, a device or a socket); ckschema reads only regular files",
                             location: SourceLocation(file: file, line: 1, column: 1),
                             fix: "name a file, or replace the link with the file itself")
        }
        if Int(status.st_size) > limit {
            throw tooLarge(file, size: Int(status.st_size), limit: limit, format: format)
        }
        return try read(descriptor: descriptor, file: file, format: format, limit: limit,
                        expected: Int(status.st_size))
    }

    /// Reads an open descriptor (a pipe, say) to its end, never holding more than `limit` bytes.
    ///
    /// - Returns: nil on a read error.
    /// - Throws: ``InputProblems/tooLarge`` at `file:1:1` as soon as the input passes `limit`.
    public static func read(descriptor: Int32, file: String, format: InputFormat, limit: Int? = nil,
                            expected: Int = 0) throws(InputError) -> [UInt8]? {
        let limit = limit ?? format.byteLimit
        // A regular file is read straight into its array: `expected` bytes and one more, to see
        // whether it grew. Anything longer (or a pipe) continues in chunks.
        let first = min(max(expected, 0), limit) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: first) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            while initialized < first {
                let count = systemRead(descriptor, base + initialized, first - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if count == 0 { return }
                initialized += count
            }
        }
        if failed { return nil }
        if bytes.count < first { return bytes }
        if bytes.count > limit { throw tooLarge(file, size: nil, limit: limit, format: format) }
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            // One byte past the limit is enough to know the input is too large.
            let wanted = min(chunk, limit + 1 - bytes.count)
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit { throw tooLarge(file, size: nil, limit: limit, format: format) }
        }
    }

    /// The error for a file over its limit; `size` nil when only "more than the limit" is known.
    public static func tooLarge(_ file: String, size: Int?, limit: Int, format: InputFormat) -> InputError {
        let what = size.map { "the file is \($0) bytes" } ?? "the input is larger than the limit"
        return InputError(
            InputProblems.tooLarge,
            message: size == nil ? "\(what) of \(limit) bytes" : "\(what), more than the limit of \(limit) bytes",
            location: SourceLocation(file: file, line: 1, column: 1),
            fix: "ckschema reads \(format.summary) of up to \(limit) bytes")
    }
}

/// `read(2)`, under a name the static `read` methods of ``InputFile`` do not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
