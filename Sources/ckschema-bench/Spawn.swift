import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of a command: how long it took, how much memory it held at most, how it exited.
struct Run {
    var seconds: Double
    /// Peak resident memory of the child, in bytes.
    var peakBytes: Int
    var status: Int32
}

/// Runs `arguments` (`arguments[0]` a path) as a child process with its output discarded, and
/// measures it: wall clock from spawn to exit, and the child's peak resident memory
/// (`wait4`'s `ru_maxrss`). Not `Foundation.Process`, whose monitoring thread adds its own
/// latency to a 5 ms start-up.
func spawnAndWait(_ arguments: [String]) -> Run {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
        return Run(seconds: 0, peakBytes: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #if os(Linux)
    let peak = usage.ru_maxrss * 1024  // KiB on Linux
    #else
    let peak = usage.ru_maxrss  // bytes on macOS
    #endif
    // The exit code of a normal exit (WEXITSTATUS), else -1.
    let code: Int32 = status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    return Run(seconds: seconds, peakBytes: Int(peak), status: code)
}
