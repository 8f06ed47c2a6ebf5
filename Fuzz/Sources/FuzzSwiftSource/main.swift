import CKSchemaFuzzing

// libFuzzer's entry point; libFuzzer provides main() (built with --sanitize=fuzzer, docs/reliability.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzTarget.swiftSource.run(start, count)
    return 0
}
