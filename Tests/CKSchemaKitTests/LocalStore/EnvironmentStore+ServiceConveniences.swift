import CKSchemaCore
import CKSchemaKit
import CKSchemaProject
import CKSchemaStore
import CKSchemaTestSupport
import Foundation

/// The store's calls as the services make them (the hash of what was read, the production rules
/// of `ProductionPromotion`): these tests run the store as `DevelopmentService` and `PromoteService` do.
extension EnvironmentStore {
    func initializeDevelopment(from schema: Schema, stamp: LogStamp) throws -> DevelopmentInitialization {
        try initializeDevelopment(from: schema, contentHash: ContentHash.of(schema), stamp: stamp)
    }

    func initializeDevelopment(_ preparation: DevelopmentPreparation, stamp: LogStamp) throws -> DevelopmentInitialization {
        try initializeDevelopment(preparation.provision, stamp: stamp)
    }

    func promotionPlan() throws -> PromotionPlan { try promotionPlan(rules: ProductionPromotion.rules) }

    func promote(stamp: LogStamp) throws -> Promotion { try promote(rules: ProductionPromotion.rules, stamp: stamp) }

    func importSchema(_ schema: CloudKitSchema, text: String, file: String, into environment: CloudKitEnvironment,
                      stamp: LogStamp) throws -> SchemaImport {
        try importSchema(schema, contentHash: ContentHash.of(text), file: file, into: environment, stamp: stamp)
    }
}
extension EnvironmentStore { func status() throws -> EnvironmentStatus { try status(rules: ProductionPromotion.rules) } }

extension StoreFixtures {
    static let stamp = LogStamp(actor: "tester", toolVersion: "9.9.9", date: Date(timeIntervalSince1970: 1_700_000_000))
}
