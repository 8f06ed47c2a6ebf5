import CKSchemaCore
import CKSchemaTestSupport
import CKSchemaStore
import Foundation

/// The store's calls with what the services would pass made neutral: the store keeps a version's
/// hash without reading it, and these tests are about persistence, not about the production rules
/// (the services' tests in CKSchemaKitTests run the store with those).
extension EnvironmentStore {
    func initializeDevelopment(from schema: Schema, stamp: LogStamp) throws -> DevelopmentInitialization {
        try initializeDevelopment(from: schema, contentHash: "sha256:test-v\(schema.version)", stamp: stamp)
    }

    func status() throws -> EnvironmentStatus { try status(rules: { _ in [] }) }

    func importSchema(_ schema: CloudKitSchema, text: String, file: String, into environment: CloudKitEnvironment,
                      stamp: LogStamp) throws -> SchemaImport {
        try importSchema(schema, contentHash: "sha256:test-\(file)", file: file, into: environment, stamp: stamp)
    }
}

extension StoreFixtures {
    static let stamp = LogStamp(actor: "tester", toolVersion: "9.9.9", date: Date(timeIntervalSince1970: 1_700_000_000))
}
