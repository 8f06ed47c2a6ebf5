// A test-only program (never installed): runs one store change with a probe that announces itself
// on standard error and sleeps inside the transaction, so a test can `kill -9` it there and check
// the store is as before. The shipped `ckschema` has no such hook.
//
// Usage: StoreProbeHost promote|dev-reset STATE
import CKSchemaKit
import CKSchemaStore
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, ["promote", "dev-reset"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: StoreProbeHost promote|dev-reset STATE\n".utf8))
    exit(2)
}
let step = arguments[1]
let probe: TransactionProbe = { current in
    guard current == step else { return }
    FileHandle.standardError.write(Data("paused in \(current)\n".utf8))
    Thread.sleep(forTimeInterval: 60)
}
do {
    let store = try EnvironmentStore(path: arguments[2], creating: false)
    let stamp = HistoryStamp(actor: "test")
    if step == "promote" {
        _ = try store.promote(rules: ProductionPromotion.rules, stamp: stamp, probe: probe)
    } else {
        _ = try store.resetDevelopment(stamp: stamp, probe: probe)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
