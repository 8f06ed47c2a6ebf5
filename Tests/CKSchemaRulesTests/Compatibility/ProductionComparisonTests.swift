import CKSchemaCKDB
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules

/// The record-type-level comparison of a deployed CloudKit schema with the one a build needs
/// (`check --against prod.ckdb`, `promote --check`), on small `.ckdb` documents.
@Suite struct ProductionComparisonTests {
    static func ckdb(_ body: String, file: String) throws -> CloudKitSchema {
        try CKDBParser.parse("DEFINE SCHEMA\n" + body, file: file)
    }

    static let deployed = """
            RECORD TYPE CD_Score (
                CD_entityName STRING,
                CD_points     INT64,
                CD_note       STRING,
                CD_note_ckAsset ASSET,
                "___createTime" TIMESTAMP
            );
            RECORD TYPE Users (
                roles LIST<INT64>
            );
        """

    @Test func theSameSchemaHasNoFindings() throws {
        let production = try Self.ckdb(Self.deployed, file: "prod.ckdb")
        #expect(production.recordTypes.map(\.name.value) == ["CD_Score", "Users"])
        #expect(ProductionComparison.compare(production: production, proposed: production).isEmpty)
    }

    @Test func deployedRecordTypesAndFieldsMustStay() throws {
        let production = try Self.ckdb(Self.deployed + "\n" + """
                RECORD TYPE CD_Event (
                    CD_entityName STRING
                );
            """, file: "prod.ckdb")
        let proposed = try Self.ckdb("""
                RECORD TYPE CD_Score (
                    CD_entityName STRING,
                    CD_note       STRING
                );
            """, file: "build.ckdb")
        let found = ProductionComparison.compare(production: production, proposed: proposed)
        #expect(found.map(\.id) == ["field_no_delete", "record_type_no_delete"])
        #expect(found.allSatisfy { $0.severity == .error })
        // At the deployed declarations; the asset companion and the system field may be missing.
        #expect(found.map { $0.location?.description ?? "" } == ["prod.ckdb:4:9", "prod.ckdb:12:5"])
        #expect(found[0].message == "field 'CD_points' of record type 'CD_Score' is deployed in production but the schema no longer declares it")
    }

    @Test func fieldTypesMustMatchIncludingEncryption() throws {
        let production = try Self.ckdb(Self.deployed, file: "prod.ckdb")
        let proposed = try Self.ckdb("""
                RECORD TYPE CD_Score (
                    CD_entityName STRING,
                    CD_points     DOUBLE,
                    CD_note       ENCRYPTED STRING
                );
            """, file: "build.ckdb")
        let found = ProductionComparison.compare(production: production, proposed: proposed)
        #expect(found.map(\.id) == ["field_same_type", "field_same_type"])
        #expect(Set(found.map(\.message)) == [
            "field 'CD_points' of record type 'CD_Score' is INT64 in production but the schema declares DOUBLE",
            "field 'CD_note' of record type 'CD_Score' is STRING in production but the schema declares ENCRYPTED STRING",
        ])
    }

    @Test func whatTheBuildWritesMustBeDeployed() throws {
        let production = try Self.ckdb(Self.deployed, file: "prod.ckdb")
        let proposed = try Self.ckdb(Self.deployed + "\n" + """
                RECORD TYPE CD_Event (
                    CD_entityName STRING
                );
            """, file: "build.ckdb")
        var withField = proposed
        withField.recordTypes[0].fields.append(Field(name: CKName("CD_streak"), type: .primitive(.int64)))
        let found = ProductionComparison.compare(production: production, proposed: withField)
        #expect(found.map(\.id) == ["release_not_deployed", "release_not_deployed"])
        #expect(Set(found.map(\.message)) == [
            "record type 'CD_Event' is not in production: deploy the schema before releasing this build",
            "field 'CD_streak' of record type 'CD_Score' is not in production: deploy the schema before releasing this build",
        ])
    }

    @Test func aMissingAssetCompanionIsAWarning() throws {
        let production = try Self.ckdb("""
                RECORD TYPE CD_Score (
                    CD_entityName STRING,
                    CD_note       STRING
                );
            """, file: "prod.ckdb")
        let found = ProductionComparison.compare(production: production, proposed: production,
                                                 optional: [(recordType: "CD_Score", field: "CD_note_ckAsset")])
        #expect(found.map(\.id) == ["release_missing_asset_companion"])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("a value of 'CD_note' over about 700 KB fails to upload") == true)
    }

    @Test func aModelIsMappedAndFindingsPointAtItsDeclarations() throws {
        let schema = try SchemaLoader.load(bytes: Array("""
            model: M
            version: 2
            entities:
              Score:
                attributes:
                  points: Double = 0
                  note: String?
            """.utf8), file: "v2.yaml")
        let production = try Self.ckdb(Self.deployed, file: "prod.ckdb")
        let found = ProductionComparison.check(schema, against: production)
        let typeChange = try #require(found.first { $0.id == "field_same_type" })
        #expect(typeChange.location?.description == "v2.yaml:6:7")
        #expect(typeChange.relatedLocation?.description == "prod.ckdb:4:9")
        #expect(found.map(\.id) == ["field_same_type"])
    }

    static let withNewFields = """
        model: M
        version: 2
        entities:
          Score:
            attributes:
              points: Int64 = 0
              mood: String?
          Event:
            attributes:
              at: Date?
        """

    @Test func thePullRequestGateReportsWhatIsNotDeployedAsNotes() throws {
        let schema = try SchemaLoader.load(bytes: Array(Self.withNewFields.utf8), file: "v2.yaml")
        let production = try Self.ckdb(Self.deployed, file: "prod.ckdb")
        let pullRequest = ProductionComparison.check(schema, against: production, gate: .pullRequest)
            .filter { $0.id != "field_no_delete" }
        #expect(pullRequest.map(\.id) == ["not_in_production_yet", "not_in_production_yet"])
        #expect(pullRequest.allSatisfy { $0.severity == .note })
        #expect(pullRequest.map(\.message) == [
            "field 'CD_mood' of record type 'CD_Score' is not in production yet: deploy before the release that writes it",
            "record type 'CD_Event' is not in production yet: deploy before the release that writes it",
        ])
        let release = ProductionComparison.check(schema, against: production, gate: .release).filter { $0.id != "field_no_delete" }
        #expect(release.map(\.id) == ["release_not_deployed", "release_not_deployed"])
        #expect(release.allSatisfy { $0.severity == .error })
        // 'mood' is a String: its companion comes with its deploy, so it is not reported apart.
        #expect(!release.contains { $0.id == "release_missing_asset_companion" })
    }

    @Test func aDeletedProductionFieldIsReportedInTheModelWithTheExportBeside() throws {
        let schema = try SchemaLoader.load(bytes: Array(Self.withNewFields.utf8), file: "v2.yaml")
        let production = try Self.ckdb(Self.deployed, file: "prod.ckdb")
        let removed = try #require(ProductionComparison.check(schema, against: production).first { $0.id == "field_no_delete" })
        // At the entity that lost 'note', in the file under review; the deployed field is related.
        #expect(removed.location?.description == "v2.yaml:4:3")
        #expect(removed.relatedLocation?.description == "prod.ckdb:5:9")
        #expect(removed.entity == "Score" && removed.attribute == "note")
    }
}
