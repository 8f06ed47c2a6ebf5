// A test-only program (never installed): runs one store change and pauses at a named point of it,
// announcing the point on standard error, so a test can `kill -9` it there and check what the
// store holds. The shipped `ckschema` has no such hook.
//
// Usage: StoreProbeHost promote|dev-reset STATE [POINT]
//
// POINT is a probe the change calls inside its transaction (`promote`, `promote: applied`,
// `dev-reset`, `dev-reset: tables dropped`; the step's own name by default), `committed` (the
// change returned, the connection still open), or `none` (runs to the end and exits 0). Paused,
// the program waits for its standard input to end: the test kills it first; a test that dies
// instead closes the pipe, and the program exits 3.
import CKSchemaKit
import CKSchemaStore
import Foundation

let arguments = CommandLine.arguments
guard (3...4).contains(arguments.count), ["promote", "dev-reset"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: StoreProbeHost promote|dev-reset STATE [POINT]\n".utf8))
    exit(2)
}
let step = arguments[1]
let point = arguments.count == 4 ? arguments[3] : step

enum Pause {
    /// Announces `name` and waits until standard input ends (the test holds its other end).
    static func at(_ name: String) {
        FileHandle.standardError.write(Data("paused in \(name)\n".utf8))
        _ = FileHandle.standardInput.readDataToEndOfFile()
        exit(3)
    }
}

let probe: TransactionProbe = { current in
    if current == point { Pause.at(current) }
}
do {
    let store = try EnvironmentStore(path: arguments[2], creating: false)
    let stamp = LogStamp(actor: "test", date: Date(timeIntervalSince1970: 1_700_000_000))
    if step == "promote" {
        _ = try store.promote(rules: ProductionPromotion.rules, stamp: stamp, probe: probe)
    } else {
        _ = try store.resetDevelopment(stamp: stamp, probe: probe)
    }
    if point == "committed" { Pause.at(point) }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
