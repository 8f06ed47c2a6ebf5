import CKSchemaCore
import CKSchemaRules
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// A `_`-prefixed stored property kept behind a computed one is stored (SwiftData) and synced as
/// `CD__name` (a CloudKit key starts with a letter and may hold `_`); the inverse it declares pairs
/// the relationship on the other side, so no false "no inverse" error.
@Suite struct UnderscoredPropertyTests {
    static let source = """
        @Model final class Trip {
            var name: String = ""
            @Relationship(deleteRule: .cascade, inverse: \\Lodging.trip) private var _lodgings: [Lodging]? = []
            var lodgings: [Lodging] {
                get { _lodgings ?? [] }
                set { _lodgings = newValue }
            }
            init() {}
        }
        @Model final class Lodging {
            var title: String = ""
            var trip: Trip?
            init() {}
        }
        let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.trips")))
        """

    @Test func theUnderscoredRelationshipIsKeptWithItsInverse() throws {
        let result = SwiftDataTestSupport.read(Self.source)
        #expect(result.diagnostics(SwiftDataDiagnostics.invalidName.id).isEmpty, "\(result.diagnostics)")
        let schema = try #require(result.versions.last?.schema)
        let trip = try #require(schema.entity(named: "Trip"))
        let lodgings = try #require(trip.relationships.first { $0.name == "_lodgings" })
        #expect(lodgings.inverse == "trip")
        let lodging = try #require(schema.entity(named: "Lodging"))
        #expect(lodging.relationships.first { $0.name == "trip" }?.inverse == "_lodgings")
        let errors = Linter().lint(schema).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func theSchemaFormatAcceptsTheName() throws {
        let yaml = """
            model: Trips
            version: 1
            entities:
              Trip:
                attributes:
                  _code: String?
                relationships:
                  _lodgings:
                    to: Lodging
                    toMany: true
                    inverse: trip
              Lodging:
                relationships:
                  trip:
                    to: Trip
                    inverse: _lodgings
            """
        let schema = try SchemaLoader.load(bytes: Array(yaml.utf8), file: "Trips-v1.yaml")
        #expect(schema.entity(named: "Trip")?.attributes.map(\.name) == ["_code"])
        // A name must still start with a letter after its underscores.
        #expect(throws: InputError.self) {
            try SchemaLoader.load(bytes: Array("model: T\nversion: 1\nentities:\n  Trip:\n    attributes:\n      _Code: String?\n".utf8), file: "T-v1.yaml")
        }
    }
}
