import Foundation

/// Validates SARIF logs against the OASIS SARIF 2.1.0 JSON Schema shipped in
/// `Tests/Fixtures/SARIF/`, with Python's `jsonschema` (Draft 7, format checks where the installed
/// version has them). Tests that use it skip when Python or `jsonschema` is missing.
public enum SARIFSchema {
    /// The schema fixture.
    public static let url = PackagePaths.fixture("SARIF/sarif-schema-2.1.0.json")

    /// Whether `python3` with `jsonschema` is installed.
    public static let validatorAvailable: Bool = {
        (try? run(["-c", "import jsonschema"], input: Data()))?.status == 0
    }()

    /// The validation errors of `log` (empty: valid), one line each with the path of the problem.
    public static func errors(in log: String) throws -> [String] {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(sys.stdin)
            validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)
            for error in validator.iter_errors(log):
                print("/".join(str(p) for p in error.absolute_path) + ": " + error.message[:300])
            """
        let result = try run(["-c", script, url.path], input: Data(log.utf8))
        guard result.status == 0 else { return ["validator failed: \(result.stderr)"] }
        return result.stdout.split(separator: "\n").map(String.init)
    }

    private static func run(_ arguments: [String], input: Data) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
