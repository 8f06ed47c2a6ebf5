import CKSchemaCloudKit
import Testing

@Suite struct FailureClassifierTests {
    @Test(arguments: [
        (0, "✅ Schema is valid.", nil),
        (0, "❌ Schema validation failed: Encountered \"x\" at line 6, column 25.", CKToolFailureKind.validationFailed(line: 6, column: 25)),
        (1, "❌ Schema validation failed: Encountered \"x\" at line 6, column 25.", .validationFailed(line: 6, column: 25)),
        (64, "Error: Unknown option", .usageError),
        (127, "env: node: No such file or directory", .toolNotFound),
        (1, "BadRequestException: endpoint not applicable in the environment 'production'", .productionRefused),
        (1, "Error: Authentication failed", .authenticationFailed),
        (1, "RequestError 421: authentication required", .authenticationFailed),
        (1, "the management token has expired", .authenticationFailed),
        (1, "The network connection was lost.", .operationFailed),
    ] as [(Int32, String, CKToolFailureKind?)])
    func classifies(status: Int32, message: String, expected: CKToolFailureKind?) {
        #expect(FailureClassifier.classify(status: status, timedOut: false, message: message) == expected)
    }

    @Test func aTimeoutWinsOverEverything() {
        #expect(FailureClassifier.classify(status: 0, timedOut: true, message: "") == .timeout)
    }

    @Test func excerptsAreShort() {
        let text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        #expect(FailureClassifier.excerpt(text, maximumLines: 2) == "line 1 / line 2 / (18 more lines)")
    }
}
