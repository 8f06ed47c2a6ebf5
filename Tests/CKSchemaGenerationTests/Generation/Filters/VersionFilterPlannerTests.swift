import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// A ``ReaderCompatibility`` that breaks the listed entities at the listed versions.
struct FixedReaderCompatibility: ReaderCompatibility {
    /// version → entity names the step to that version breaks
    var breaks: [Int: [String]]

    func incompatibilities(from old: Schema, to new: Schema) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: (breaks[new.version] ?? []).map { ($0, ["test break of '\($0)' in \(new.version)"]) })
    }
}

@Suite struct VersionFilterPlannerTests {
    static func schema(_ version: Int, _ entities: [Entity], versionAttribute: String? = "v") -> Schema {
        Schema(model: "M", version: version, versionAttribute: versionAttribute, entities: entities)
    }

    static func entity(_ name: String, parent: String? = nil, abstract: Bool = false,
                       setting: VersionAttributeSetting = .inherited, attribute: Attribute? = Attribute(name: "v", type: .int16),
                       renamedFrom: String? = nil) -> Entity {
        Entity(name: name, parent: parent, abstract: abstract, attributes: attribute.map { [$0] } ?? [],
               versionAttribute: setting, renamedFrom: renamedFrom)
    }

    /// Five versions of A and B; A breaks in 3 and 5, B never.
    static let history = (1...5).map { schema($0, [entity("A"), entity("B")]) }

    @Test(arguments: [(1, 2, 5), (2, 2, 5), (3, 4, 5), (4, 4, 5), (5, 5, 5)])
    func boundIsTheVersionBeforeTheNextBreak(client: Int, boundA: Int, boundB: Int) throws {
        let plan = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [3: ["A"], 5: ["A"]]))
            .plan(Self.history, clientVersion: client)
        #expect(plan.clientVersion == client)
        #expect(plan.maxCompatibleVersion == 5)
        #expect(plan.entities.map(\.maxReadableVersion) == [boundA, boundB])
        let a = plan.entities[0]
        #expect(a.incompatibleSteps.map(\.version) == [3, 5])
        #expect(a.minimumReaderVersion == 5)
        #expect(a.limitingStep?.version == (client < 3 ? 3 : client < 5 ? 5 : nil))
        #expect(plan.entities[1].minimumReaderVersion == 1)
        #expect(plan.entities[1].limitingStep == nil)
    }

    @Test func explanationNamesTheLimitingVersionAndItsReason() throws {
        let plan = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [3: ["A"]]))
            .plan(Self.history, clientVersion: 1)
        #expect(FilterSyntax.explanation(plan.entities[0], in: plan) == [
            "Version 3 changed 'A' in a way an app built with version 1 cannot read, so records stamped 3 or later are hidden (attribute <= 2): test break of 'A' in 3.",
            "Minimum reader version 3 (the last version that changed it in a way older apps cannot read): apps built with version 3 or later read every record of 'A' up to version 5.",
        ])
        #expect(FilterSyntax.explanation(plan.entities[1], in: plan)[0]
            == "No version from 2 to 5 changed 'B' in a way an app built with version 1 cannot read (attribute <= 5); versions after 5 are not known yet, so their records stay hidden.")
    }

    @Test func aSubentityChangeLimitsItsAncestorsButNotItsSiblings() throws {
        let tree = [
            Self.entity("Media", abstract: true),
            Self.entity("Photo", parent: "Media", attribute: nil),
            Self.entity("Clip", parent: "Media", attribute: nil),
        ]
        let versions = [Self.schema(1, tree), Self.schema(2, tree)]
        let plan = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [2: ["Photo"]]))
            .plan(versions, clientVersion: 1)
        #expect(plan.entities.map(\.maxReadableVersion) == [1, 1, 2])
        #expect(plan.entities.map(\.recordType) == ["CD_Media", "CD_Media", "CD_Media"])
        #expect(plan.entities.map(\.entityNames) == [nil, ["Photo"], ["Clip"]])
        #expect(plan.entities.map(FilterSyntax.ckQuery) == [
            "CD_v <= 1", "CD_entityName == \"Photo\" AND CD_v <= 1", "CD_entityName == \"Clip\" AND CD_v <= 2",
        ])
        // An ancestor's change reaches every subentity.
        let rootBreak = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [2: ["Media"]]))
            .plan(versions, clientVersion: 1)
        #expect(rootBreak.entities.map(\.maxReadableVersion) == [1, 1, 1])
    }

    @Test func aMiddleEntityMatchesItsConcreteSubentitiesByName() throws {
        let entities = [
            Self.entity("Item"),
            Self.entity("Media", parent: "Item", abstract: true, attribute: nil),
            Self.entity("Photo", parent: "Media", attribute: nil),
            Self.entity("Clip", parent: "Media", attribute: nil),
        ]
        let plan = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [:])).plan([Self.schema(1, entities)])
        let media = try #require(plan.entities.first { $0.entity == "Media" })
        #expect(media.entityNames == ["Photo", "Clip"])
        #expect(FilterSyntax.ckQuery(media) == "CD_entityName IN {\"Photo\", \"Clip\"} AND CD_v <= 1")
        #expect(FilterSyntax.sql(media) == "\"CD_entityName\" IN ('Photo', 'Clip') AND (\"CD_v\" IS NULL OR \"CD_v\" <= 1)")
        #expect(FilterSyntax.nsPredicate(media) == "v <= 1")
    }

    @Test func unfilteredEntitiesSayWhy() throws {
        var local = Self.entity("Cache")
        local.configurations = ["Local"]
        var schema = Self.schema(1, [
            Self.entity("Setting", setting: .disabled),
            local,
            Self.entity("Broken", attribute: Attribute(name: "v", type: .string)),
            Self.entity("Plain", setting: .named("rev"), attribute: Attribute(name: "rev", type: .int64)),
        ])
        schema.configurations = [Configuration(name: "Local", cloudKit: false)]
        let plan = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [:])).plan([schema])
        #expect(plan.entities.map(\.unfilteredReason) == [.optedOut, .localOnly, .invalidAttribute("v"), nil])
        #expect(plan.entities.map(FilterSyntax.nsPredicate) == ["TRUEPREDICATE", "TRUEPREDICATE", "TRUEPREDICATE", "rev <= 1"])
        #expect(plan.entities.map { FilterSyntax.sql($0) } == [nil, nil, nil, "\"CD_rev\" IS NULL OR \"CD_rev\" <= 1"])
        let none = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [:]))
            .plan([Self.schema(1, [Self.entity("A")], versionAttribute: nil)])
        #expect(none.entities[0].unfilteredReason == .noVersionAttribute)
    }

    @Test func renamesAreFollowedAcrossVersions() throws {
        let versions = [
            Self.schema(1, [Self.entity("Note")]),
            Self.schema(2, [Self.entity("Memo", renamedFrom: "Note")]),
            Self.schema(3, [Self.entity("Memo")]),
        ]
        let plan = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [2: ["Memo"]]))
            .plan(versions, clientVersion: 1)
        #expect(plan.entities[0].maxReadableVersion == 1)
        #expect(plan.entities[0].minimumReaderVersion == 2)
        let latest = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [2: ["Memo"]])).plan(versions)
        #expect(latest.entities[0].introducedIn == 1)
        #expect(latest.entities[0].minimumReaderVersion == 2)
    }

    @Test func anUnknownClientVersionIsInvalidInput() throws {
        let error = try #require(throws: InputError.self) { try VersionFilterPlanner().plan(Self.history, clientVersion: 9) }
        #expect(error.diagnostics.map(\.message) == ["model 'M' has no version 9 (versions: 1, 2, 3, 4, 5)"])
        #expect(throws: InputError.self) { try VersionFilterPlanner().plan([]) }
    }

    @Test func reservedPredicateWordsAreEscaped() {
        #expect(FilterSyntax.predicateKey("size") == "#size")
        #expect(FilterSyntax.predicateKey("First") == "#First")
        #expect(FilterSyntax.predicateKey("schemaVersion") == "schemaVersion")
        #expect(FilterSyntax.quotedLiteral("O'Brien") == "'O''Brien'")
        #expect(FilterSyntax.quotedIdentifier("a\"b") == "\"a\"\"b\"")
    }

    @Test func sqlColumnsCanBeMappedToAStoreLayout() throws {
        let plan = try VersionFilterPlanner(compatibility: FixedReaderCompatibility(breaks: [:])).plan([Self.schema(2, [Self.entity("A")])])
        let condition = FilterSyntax.sql(plan.entities[0]) { "json_extract(fields, '$.\($0)')" }
        #expect(condition == "json_extract(fields, '$.CD_v') IS NULL OR json_extract(fields, '$.CD_v') <= 2")
    }

    @Test func theDiffClassifiesAnIntegerWideningAsUnreadable() throws {
        let old = try SchemaLoader.load(bytes: Array("""
            model: M
            version: 1
            versionAttribute: v
            entities:
              Entry:
                attributes:
                  mood: Int16 = 0
                  v: Int16 = 1
              Tag:
                attributes:
                  v: Int16 = 1
            """.utf8), file: "v1.yaml")
        let new = try SchemaLoader.load(bytes: Array("""
            model: M
            version: 2
            versionAttribute: v
            entities:
              Entry:
                attributes:
                  mood: Int32 = 0
                  v: Int16 = 2
              Tag:
                attributes:
                  name: String?
                  v: Int16 = 2
            """.utf8), file: "v2.yaml")
        let found = DiffReaderCompatibility().incompatibilities(from: old, to: new)
        #expect(Array(found.keys) == ["Entry"])
        #expect(found["Entry"]?.count == 1)
        #expect(found["Entry"]?.first?.hasSuffix("[integer_width_changed]") == true)
    }
}
