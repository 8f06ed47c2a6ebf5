import CKSchemaCore
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// Version lists as real apps write them: built in code from a literal, per platform under `#if`,
/// and frozen copies kept in a plain namespace; read as per-file facts.
@Suite struct MigrationListShapesTests {
    static func read(_ text: String) -> SwiftDataReadResult {
        SwiftDataReader.read(sources: [SwiftSource(path: "Model.swift", text: "import SwiftData\n" + text)])
    }

    static let classes = """
        @Model final class Game { var name: String = ""; init() {} }
        @Model final class Round { var number: Int = 0; init() {} }
        @Model final class Challenge { var title: String = ""; init() {} }
        @Model final class Badge { var title: String = ""; init() {} }

        """

    @Test func aLocalArrayGrownByAppendIsRead() throws {
        let result = Self.read(Self.classes + """
            enum GameSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] {
                    var all: [any PersistentModel.Type] = [Game.self]
                    all.append(Round.self)
                    all += [Challenge.self]
                    all.append(contentsOf: [Badge.self])
                    return all
                }
            }
            """)
        #expect(!result.diagnostics.contains { $0.id == "swiftdata.empty_version" || $0.id == "swiftdata.not_static" })
        let version = try #require(result.models.first?.versions.first)
        #expect(version.schema.entities.map(\.name).sorted() == ["Badge", "Challenge", "Game", "Round"])
    }

    @Test func aLocalArrayReturnedWithAnAdditionIsRead() throws {
        let result = Self.read(Self.classes + """
            enum GameSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] {
                    let base: [any PersistentModel.Type] = [Game.self, Round.self]
                    return base + [Badge.self]
                }
            }
            """)
        let version = try #require(result.models.first?.versions.first)
        #expect(version.schema.entities.map(\.name).sorted() == ["Badge", "Game", "Round"])
    }

    @Test func codeOfOtherShapesIsStillUnreadable() {
        let result = Self.read(Self.classes + """
            enum GameSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] {
                    var all: [any PersistentModel.Type] = [Game.self]
                    if Bool.random() { all.append(Round.self) }
                    return all
                }
            }
            """)
        #expect(result.diagnostics.contains { $0.id == "swiftdata.not_static" && $0.location?.line == 8 })
        #expect(result.diagnostics.contains { $0.id == "swiftdata.empty_version" })
    }

    static let perPlatform = classes + """
        enum GameSchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] {
                var all: [any PersistentModel.Type] = [Game.self, Round.self]
                #if os(iOS) && !targetEnvironment(macCatalyst)
                all.append(Challenge.self)
                #endif
                return all
            }
        }
        enum GameSchemaV2: VersionedSchema {
            static var versionIdentifier = Schema.Version(2, 0, 0)
            static var models: [any PersistentModel.Type] {
                var all: [any PersistentModel.Type] = [Game.self, Round.self, Challenge.self]
                #if os(iOS) || targetEnvironment(macCatalyst)
                all.append(Badge.self)
                #endif
                return all
            }
        }
        enum GameMigrationPlan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [GameSchemaV1.self, GameSchemaV2.self] }
            static var stages: [MigrationStage] { [.lightweight(fromVersion: GameSchemaV1.self, toVersion: GameSchemaV2.self)] }
        }
        """

    /// The item under `#if` keeps its condition in the file's facts, which survive the cache's JSON.
    @Test func theConditionIsAPerFileFact() throws {
        let source = SwiftSource(path: "Model.swift", text: Self.perPlatform)
        let facts = SwiftDataReader.parse(source)
        let decoded = try JSONDecoder().decode(SwiftFileFacts.self, from: JSONEncoder().encode(facts))
        let items = try #require(decoded.declarations.versionedSchemas.first?.models?.items)
        #expect(items.map { $0.components.joined(separator: ".") } == ["Game", "Round", "Challenge"])
        #expect(items.map(\.condition) == [nil, nil, .and(.os("iOS"), .not(.targetEnvironment("macCatalyst")))])
        #expect(items.map(\.location.line) == [8, 8, 10])
    }

    /// Every platform's plan where they differ: on iOS version 1 lists Challenge; on Mac Catalyst it
    /// does not, and version 2 lists Badge on both; elsewhere neither.
    @Test func eachPlatformThatDiffersHasItsPlan() throws {
        let history = try #require(Self.read(Self.perPlatform).models.first?.migration)
        // The history itself holds every branch together.
        #expect(history.versions.map { $0.schema.entities.count } == [3, 4])
        let variants = history.platformVariants.map { ($0.platforms.map(\.displayName), $0.migration.versions.map { $0.schema.entities.count }) }
        #expect(variants.map(\.0) == [["iOS"], ["Mac Catalyst"], ["macOS", "watchOS", "tvOS", "visionOS"]])
        #expect(variants.map(\.1) == [[3, 4], [2, 4], [2, 3]])
    }

    @Test func aSchemasListUnderIfIsReadPerPlatform() throws {
        let result = Self.read(Self.classes + """
            enum GameSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Game.self] }
            }
            enum GameSchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Game.self, Round.self] }
            }
            enum GameMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] {
                    #if os(watchOS)
                    [GameSchemaV1.self]
                    #else
                    [GameSchemaV1.self, GameSchemaV2.self]
                    #endif
                }
                static var stages: [MigrationStage] { [] }
            }
            """)
        #expect(!result.diagnostics.contains { $0.id == "swiftdata.not_static" })
        let history = try #require(result.models.first?.migration)
        #expect(history.versions.map(\.name) == ["GameSchemaV1", "GameSchemaV2"])
        #expect(history.platformVariants.map { $0.platforms.map(\.displayName) } == [["iOS", "macOS", "tvOS", "visionOS"], ["watchOS"]])
        #expect(history.platformVariants.map { $0.migration.versions.map(\.name) } == [["GameSchemaV1", "GameSchemaV2"], ["GameSchemaV1"]])
    }

    @Test func aMemberDeclaredInEachBranchIsBothLists() throws {
        let result = Self.read(Self.classes + """
            enum GameSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                #if os(watchOS)
                static var models: [any PersistentModel.Type] { [Game.self] }
                #else
                static var models: [any PersistentModel.Type] { [Game.self, Round.self] }
                #endif
            }
            """)
        let version = try #require(result.models.first?.versions.first)
        #expect(version.schema.entities.map(\.name).sorted() == ["Game", "Round"])
    }

    @Test func aConditionOtherThanThePlatformCountsEverywhere() {
        #expect(BuildCondition.unknown("DEBUG").builds(on: .watchOS))
        #expect(BuildCondition.not(.unknown("DEBUG")).builds(on: .watchOS))
        #expect(!BuildCondition.and(.os("iOS"), .unknown("DEBUG")).builds(on: .watchOS))
        #expect(BuildCondition.or(.os("iOS"), .unknown("DEBUG")).builds(on: .watchOS))
        #expect(BuildCondition.os("OSX").builds(on: .macOS))
        #expect(BuildCondition.os("iOS").builds(on: .macCatalyst))
        #expect(!BuildCondition.targetEnvironment("macCatalyst").builds(on: .iOS))
    }

    /// Conditions nested or chained past a bound are unknown (count everywhere), and a getter with
    /// too many branches stays unread: reading, comparing and caching never recurse far.
    @Test func deepConditionsAreBounded() {
        let chain = (0..<200).map { "os(iOS\($0))" }.joined(separator: " || ")
        let nots = String(repeating: "!", count: 200) + "os(iOS)"
        for condition in [chain, nots] {
            let facts = SwiftDataReader.parse(SwiftSource(path: "Model.swift", text: """
                enum V1: VersionedSchema {
                    #if \(condition)
                    static var models: [any PersistentModel.Type] { [A.self] }
                    #endif
                }
                """))
            let item = facts.declarations.versionedSchemas.first?.models?.items.first
            #expect(item?.condition == .unknown(condition), "\(String(describing: item?.condition).prefix(80))")
        }
        let branches = (0..<40).map { _ in "#if os(iOS)\nall.append(A.self)\n#endif" }.joined(separator: "\n")
        let many = Self.read("""
            @Model final class A { var name: String = ""; init() {} }
            enum V1: VersionedSchema {
                static var models: [any PersistentModel.Type] {
                    var all: [any PersistentModel.Type] = []
                    \(branches)
                    return all
                }
            }
            """)
        #expect(many.diagnostics.contains { $0.id == "swiftdata.not_static" })
    }

    /// `enum LegacyVisitV7 { @Model final class Visit }` is a frozen copy; the live `Visit` (or a
    /// namespaced class the newest version lists) is not.
    @Test func aClassNestedInAnyOtherTypeIsAFrozenCopy() throws {
        let result = Self.read("""
            @Model final class Visit { var place: String = ""; var note: String? = nil; init() {} }
            enum LegacyVisitV7 {
                @Model final class Visit { var place: String = ""; init() {} }
            }
            enum Live { @Model final class Trip { var name: String = ""; init() {} } }
            enum VisitSchemaV6: VersionedSchema {
                static var versionIdentifier = Schema.Version(6, 0, 0)
                static var models: [any PersistentModel.Type] { [LegacyVisitV7.Visit.self] }
            }
            enum VisitSchemaV7: VersionedSchema {
                static var versionIdentifier = Schema.Version(7, 0, 0)
                static var models: [any PersistentModel.Type] { [LegacyVisitV7.Visit.self, Live.Trip.self] }
            }
            enum VisitSchemaV8: VersionedSchema {
                static var versionIdentifier = Schema.Version(8, 0, 0)
                static var models: [any PersistentModel.Type] { [Visit.self, Live.Trip.self] }
            }
            enum VisitMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [VisitSchemaV6.self, VisitSchemaV7.self, VisitSchemaV8.self] }
                static var stages: [MigrationStage] { [] }
            }
            """)
        let history = try #require(result.models.first?.migration)
        #expect(history.versions.map { $0.references.map(\.isVersionCopy) } == [[true], [true, false], [false, false]])
    }
}
