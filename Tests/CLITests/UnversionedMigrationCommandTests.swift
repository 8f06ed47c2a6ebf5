import CKSchemaTestSupport
import Foundation
import Testing

/// Most SwiftData apps declare no `VersionedSchema`: their stores migrate by inference. A release
/// that adds a non-optional attribute with no default to a model users already have makes every
/// upgraded store fail to open (134110). With the released version snapshotted in `schemas/`,
/// `check` compares the code with it and reports the addition; a default or an optional passes.
@Suite struct UnversionedMigrationCommandTests {
    /// A real-shaped app: the `@main` app with `.modelContainer(for:)`, models in their own files,
    /// a view querying them, no `VersionedSchema`, no CloudKit entitlement (a local store).
    static func app(in root: URL, tripExtra: String) throws {
        let app = root.appendingPathComponent("Trips")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Models"), withIntermediateDirectories: true)
        try """
            import SwiftData
            import SwiftUI

            @main
            struct TripsApp: App {
                var body: some Scene {
                    WindowGroup {
                        TripList()
                    }
                    .modelContainer(for: [Trip.self, Stop.self])
                }
            }

            struct TripList: View {
                @Query(sort: \\Trip.start) private var trips: [Trip]
                var body: some View {
                    List(trips) { trip in Text(trip.name) }
                }
            }
            """.write(to: app.appendingPathComponent("TripsApp.swift"), atomically: true, encoding: .utf8)
        try """
            import Foundation
            import SwiftData

            @Model
            final class Trip {
                var name: String
                var start: Date
                @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = []
            \(tripExtra)
                init(name: String, start: Date) {
                    self.name = name
                    self.start = start
                }
            }
            """.write(to: app.appendingPathComponent("Models/Trip.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftData

            @Model
            final class Stop {
                var place: String
                var trip: Trip?
                init(place: String) { self.place = place }
            }
            """.write(to: app.appendingPathComponent("Models/Stop.swift"), atomically: true, encoding: .utf8)
    }

    @Test func checkReportsARequiredAttributeWithoutDefaultAddedAfterARelease() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "swiftData: Trips\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        try Self.app(in: root, tripExtra: "")
        let release = try CLIRunner.run(["release", "--from", "Trips"], in: root)
        #expect(release.status == 0, "\(release.stdout)\(release.stderr)")

        // The next release adds `rating: Int` with no default: stores of version 1 cannot open.
        try Self.app(in: root, tripExtra: "    var rating: Int\n    var notes: String?\n    var budget: Double = 0")
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let findings = check.stdout.split(separator: "\n").filter { $0.contains("[migration_change_not_inferable]") }
        #expect(findings.count == 1, "\(check.stdout)")
        #expect(findings.first?.hasPrefix("Trips/Models/Trip.swift:9:9: error: the migration SwiftData infers from version 1 (released) to the code (version 2) (the app has no SchemaMigrationPlan) adds 'Trip.rating' (Int), required with no default value") == true, "\(check.stdout)")

        // With a default (or optional), inferred migration fills it: no finding.
        try Self.app(in: root, tripExtra: "    var rating: Int = 0\n    var notes: String?")
        let fixed = try CLIRunner.run(["check"], in: root)
        #expect(!fixed.stdout.contains("[migration_change_not_inferable]"), "\(fixed.stdout)")
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
    }

    /// Before anything is released there is no store to migrate: nothing to report.
    @Test func nothingIsReportedBeforeTheFirstRelease() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "swiftData: Trips\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        try Self.app(in: root, tripExtra: "    var rating: Int")
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.hasPrefix("checked 'Trips' version 1"), "\(check.stdout)")
        #expect(!check.stdout.contains("[migration_change_not_inferable]"), "\(check.stdout)")
    }
}
