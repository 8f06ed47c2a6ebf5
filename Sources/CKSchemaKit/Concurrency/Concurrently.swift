import Dispatch

/// Runs `background` on another thread while `foreground` runs on the calling thread, and
/// returns both results once both are done.
///
/// For independent, CPU-bound halves of one command (the machine `dev init` targets has two
/// cores): `foreground` may use values bound to the calling thread, such as a database
/// connection; `background` gets only `Sendable` values. When `foreground` throws, the error is
/// rethrown after `background` has finished.
func concurrently<Foreground, Background: Sendable>(
    _ foreground: () throws -> Foreground,
    background: @escaping @Sendable () -> Background
) rethrows -> (Foreground, Background) {
    let slot = ResultSlot<Background>()
    let group = DispatchGroup()
    DispatchQueue.global(qos: .userInitiated).async(group: group) { slot.value = background() }
    defer { group.wait() }
    let first = try foreground()
    group.wait()
    guard let second = slot.value else { preconditionFailure("the background computation produced no value") }
    return (first, second)
}

/// Where the background half leaves its result; read only after the dispatch group is done,
/// which orders the write before the read.
private final class ResultSlot<Value>: @unchecked Sendable {
    var value: Value?
}
