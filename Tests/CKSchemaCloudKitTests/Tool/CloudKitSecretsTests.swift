import CKSchemaCloudKit
import Testing

@Suite struct CloudKitSecretsTests {
    @Test func scrubsEveryTokenVariable() {
        let secrets = CloudKitSecrets(environment: [
            "CLOUDKIT_MANAGEMENT_TOKEN": "mgmt-secret-1", "CLOUDKIT_USER_TOKEN": "user-secret-2", "HOME": "/home/me",
        ])
        let text = secrets.scrub("a mgmt-secret-1 b user-secret-2 c /home/me")
        #expect(text == "a <redacted CLOUDKIT_MANAGEMENT_TOKEN> b <redacted CLOUDKIT_USER_TOKEN> c /home/me")
        #expect(secrets.hasManagementToken)
        #expect(!secrets.appears(in: text))
    }

    @Test func ignoresEmptyAndTinyValues() {
        let secrets = CloudKitSecrets(environment: ["CLOUDKIT_MANAGEMENT_TOKEN": "1"])
        #expect(secrets.scrub("exit 1") == "exit 1")
        #expect(!secrets.hasManagementToken)
    }
}
