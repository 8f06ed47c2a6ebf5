import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
@testable import CKSchemaStore
import CKSchemaKit
import CKSchemaTestSupport

/// `records(of:where:readableBy:)`: Development's records as an app built with an older schema
/// version sees them, through the SQL form of the version filters. Uses the Journal history
/// (Entry changes incompatibly in v2, Photo in v3, Setting opts out, v4 is additive).
@Suite struct VersionFilteredQueryTests {
    static let folder = PackagePaths.fixture("Generation/Filters/journal/schemas").path

    /// A store initialized from Journal v4, seeded with records stamped 1…5 (5: a version not known
    /// yet), one unstamped, and photos and clips of several versions.
    static func seededStore() throws -> (EnvironmentStore, [Schema]) {
        let versions = try SchemaLoader.loadDirectory(folder).selectModel("Journal", source: folder).versions
        let store = try EnvironmentStore.inMemory()
        _ = try store.initializeDevelopment(from: try #require(versions.last), stamp: StoreFixtures.stamp)
        let seed = """
            Entry:
              - {recordName: e1, title: one, schemaVersion: 1}
              - {recordName: e2, title: two, schemaVersion: 2}
              - {recordName: e3, title: three, schemaVersion: 3}
              - {recordName: e4, title: four, schemaVersion: 4}
              - {recordName: e5, title: five, schemaVersion: 5}
              - {recordName: e0, title: unstamped}
            Media:
              - {recordName: p2, entityName: Photo, caption: two, schemaVersion: 2}
              - {recordName: p3, entityName: Photo, caption: three, schemaVersion: 3}
              - {recordName: c2, entityName: Clip, title: two, schemaVersion: 2}
              - {recordName: c4, entityName: Clip, title: four, schemaVersion: 4}
            Setting:
              - {recordName: s1, key: theme}
            """
        _ = try store.seed(try YAMLParser.parse(Array(seed.utf8), file: "seed.yaml"), file: "seed.yaml", stamp: StoreFixtures.stamp)
        return (store, versions)
    }

    static func names(_ result: VersionFilteredRecords) throws -> [String] {
        let column = try #require(result.fields.firstIndex(of: "___recordID"))
        return result.records.map { record in
            if case .text(let name) = record[column] { return name }
            return "?"
        }
    }

    @Test func anAppBuiltBeforeAnIncompatibleChangeSeesOnlyTheRecordsItCanRead() throws {
        let (store, versions) = try Self.seededStore()
        // Entry changed incompatibly in v2: an app built with v1 reads records stamped 1 (and unstamped ones)
        let v1 = try VersionFilterPlanner().plan(versions, clientVersion: 1)
        let result = try store.records(of: "Entry", readableBy: v1)
        #expect(try Self.names(result) == ["e0", "e1"])
        #expect(result.recordType == "CD_Entry")
        let applied = try #require(result.versionFilter)
        #expect(applied.clientVersion == 1)
        #expect(applied.hidden == 4)
        #expect(applied.condition == "\"CD_schemaVersion\" IS NULL OR \"CD_schemaVersion\" <= 1")
    }

    @Test func anAppBuiltAfterTheLastIncompatibleChangeSeesEverythingUpToTheLatestVersion() throws {
        let (store, versions) = try Self.seededStore()
        for client in [2, 3, 4] {
            let plan = try VersionFilterPlanner().plan(versions, clientVersion: client)
            let result = try store.records(of: "CD_Entry", readableBy: plan)
            // records stamped 5 come from a version no known app has: hidden
            #expect(try Self.names(result) == ["e0", "e1", "e2", "e3", "e4"], "client \(client)")
            #expect(result.versionFilter?.hidden == 1)
        }
        // Without a plan every record is returned
        #expect(try Self.names(store.records(of: "Entry", readableBy: nil)).count == 6)
    }

    @Test func aSubentityIsQueriedInItsRootRecordTypeByEntityName() throws {
        let (store, versions) = try Self.seededStore()
        let v2 = try VersionFilterPlanner().plan(versions, clientVersion: 2)
        // Photo changed incompatibly in v3: v2 reads photos stamped up to 2, and no clips
        let photos = try store.records(of: "Photo", readableBy: v2)
        #expect(photos.recordType == "CD_Media")
        #expect(try Self.names(photos) == ["p2"])
        #expect(photos.versionFilter?.hidden == 3)
        let clips = try store.records(of: "Clip", readableBy: v2)
        #expect(try Self.names(clips) == ["c2", "c4"])
        // The record type uses the root entity's filter (a fetch of Media includes photos)
        let media = try store.records(of: "CD_Media", readableBy: v2)
        #expect(media.versionFilter?.filter.entity == "Media")
        #expect(try Self.names(media) == ["c2", "p2"])
        // Other conditions still apply, and hidden counts only records they match
        let captioned = try store.records(of: "Photo", where: [RecordFilter(field: "caption", op: .notEqual, value: "two")], readableBy: v2)
        #expect(try Self.names(captioned).isEmpty)
        #expect(captioned.versionFilter?.hidden == 1)
    }

    @Test func anEntityWithoutAFilterShowsEveryRecordAndSaysWhy() throws {
        let (store, versions) = try Self.seededStore()
        let v3 = try VersionFilterPlanner().plan(versions, clientVersion: 3)
        let result = try store.records(of: "Setting", readableBy: v3)
        #expect(try Self.names(result) == ["s1"])
        #expect(result.versionFilter?.condition == nil)
        #expect(result.versionFilter?.filter.unfilteredReason == .optedOut)
    }

    @Test func anEntityTheAppVersionDoesNotHaveIsAnInputError() throws {
        let (store, versions) = try Self.seededStore()
        let v1 = try VersionFilterPlanner().plan(versions, clientVersion: 1)
        #expect(throws: InputError.self) { try store.records(of: "Photo", readableBy: v1) }
    }
}
