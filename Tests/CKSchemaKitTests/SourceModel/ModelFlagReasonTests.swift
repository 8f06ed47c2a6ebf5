import CKSchemaCore
@testable import CKSchemaKit
import Testing

/// What `versions` says of an Xcode model's entity when no code that loads the model was read:
/// the configuration it is in, and how the model marks it.
@Suite struct ModelFlagReasonTests {
    static let schema = Schema(
        model: "Shop", version: 1,
        configurations: [Configuration(name: "Cloud", cloudKit: true), Configuration(name: "Cache", cloudKit: false)],
        entities: [Entity(name: "Item"), Entity(name: "Order", configurations: ["Cloud"]), Entity(name: "Thumb", configurations: ["Cache"])])

    @Test(arguments: [
        ("Item", true, "in the Default configuration; no code that loads the model was read"),
        ("Order", true, "in configuration 'Cloud', marked \"Used with CloudKit\"; no code that loads the model was read"),
        ("Thumb", false, "only in configuration 'Cache', not marked \"Used with CloudKit\"; no code that loads the model was read"),
    ])
    func eachEntitySaysWhereItIs(entity: String, syncs: Bool, reason: String) throws {
        let found = try #require(Self.schema.entities.first { $0.name == entity })
        #expect(Self.schema.syncs(found) == syncs)
        #expect(SourceModel.flagReason(found, in: Self.schema) == reason)
    }
}
