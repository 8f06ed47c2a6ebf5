import CKSchemaCloudKit
import CKSchemaCore
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

@Suite struct GeneratedElementTests {
    let text = """
        DEFINE SCHEMA

            RECORD TYPE CD_Score (
                "___createTime" TIMESTAMP,
                CD_points       INTEGER QUERYABLE,
                GRANT READ TO "_world"
            );

            RECORD TYPE "Users" (
                roles LIST<INT64>
            );
        """

    @Test func findsTheFieldOrTheRecordTypeOfALine() {
        #expect(GeneratedElement.at(line: 5, in: text) == GeneratedElement(recordType: "CD_Score", field: "CD_points"))
        #expect(GeneratedElement.at(line: 4, in: text) == GeneratedElement(recordType: "CD_Score", field: "___createTime"))
        #expect(GeneratedElement.at(line: 3, in: text) == GeneratedElement(recordType: "CD_Score"))
        #expect(GeneratedElement.at(line: 6, in: text) == GeneratedElement(recordType: "CD_Score"))
        #expect(GeneratedElement.at(line: 10, in: text) == GeneratedElement(recordType: "Users", field: "roles"))
        #expect(GeneratedElement.at(line: 1, in: text) == nil)
        #expect(GeneratedElement.at(line: 8, in: text) == nil)
        #expect(GeneratedElement.at(line: 99, in: text) == nil)
    }
}
