import CKSchemaCore
@testable import CKSchemaKit
import CKSchemaProject
import CKSchemaTestSupport
import Foundation
import Testing

/// An Xcode bundle's versions in the order they shipped: `ckschema.yaml`, else the bundle's git
/// history, else the names — and a warning where names that cannot say the order decided it.
@Suite struct XcodeVersionOrderTests {
    /// A repository whose bundle got `Shared`, then `0.5`, then `0.6` (current), one commit each:
    /// their names sort `0.5`, `0.6`, `Shared`, the opposite of their history.
    static func repository(commits: Bool = true) throws -> (root: URL, bundle: String) {
        // Without commits the folder is still a repository: git knows no history of the bundle.
        let repository = try TemporaryGitRepository()
        let bundle = repository.folder.appendingPathComponent("App/Shop.xcdatamodeld")
        for (index, (name, attributes)) in [("Shared", ["name"]), ("0.5", ["name", "price"]), ("0.6", ["name", "price", "stock"])].enumerated() {
            try XcodeBundleFixture.addVersion(name, attributes: attributes, to: bundle)
            if commits { try repository.commit("version \(index + 1)") }
        }
        return (repository.folder, bundle.path)
    }

    @Test func commitsOrderVersionsThatNamesCannot() throws {
        let (root, bundle) = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let order = try #require(try XcodeVersionOrder.resolve(bundle: bundle))
        #expect(order.names == ["Shared", "0.5", "0.6"])
        #expect(order.source == .commits)
        #expect(order.warning == nil)
        // What every command reads: the previous version of the current one is `0.5`.
        let source = try SourceModel.read(bundle)
        #expect(source.versions.map { $0.file?.components(separatedBy: "/").suffix(2).first } == ["Shared.xcdatamodel", "0.5.xcdatamodel", "0.6.xcdatamodel"])
        #expect(source.readerFindings.isEmpty)
    }

    @Test func aVersionGitDoesNotKnowYetIsTheNewest() throws {
        let (root, bundle) = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        // Added in Xcode, not committed: newer than everything git knows, and current.
        try XcodeBundleFixture.addVersion("0.7", attributes: ["name"], to: URL(fileURLWithPath: bundle))
        let order = try #require(try XcodeVersionOrder.resolve(bundle: bundle))
        #expect(order.names == ["Shared", "0.5", "0.6", "0.7"])
        #expect(order.warning == nil)
    }

    @Test func withoutHistoryTheNamesDecideAndTheGuessIsAWarning() throws {
        let (root, bundle) = try Self.repository(commits: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let order = try #require(try XcodeVersionOrder.resolve(bundle: bundle))
        #expect(order.names == ["0.5", "Shared", "0.6"])
        #expect(order.source == .names)
        let warning = try #require(order.warning)
        #expect(warning.id == "import.version_order_guessed")
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("'0.5', 'Shared'"))
        #expect(warning.fix?.contains("coreDataVersions") == true)
        #expect(warning.location?.file.hasSuffix("Shop.xcdatamodeld/.xccurrentversion") == true)
        // lint and check show it with the model.
        #expect(try SourceModel.read(bundle).readerFindings.map(\.id) == ["import.version_order_guessed"])
    }

    @Test func namesThatSayTheOrderNeedNoHistory() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("Notes.xcdatamodeld")
        for name in ["Notes", "Notes 2", "Notes 10", "Notes 3"] { try XcodeBundleFixture.addVersion(name, attributes: ["a"], to: bundle) }
        let order = try #require(try XcodeVersionOrder.resolve(bundle: bundle.path))
        // Natural order, the current version (the last one added, 'Notes 3') last.
        #expect(order.names == ["Notes", "Notes 2", "Notes 10", "Notes 3"])
        #expect(order.warning == nil)
    }

    @Test func ckschemaYAMLStatesTheOrder() throws {
        let (root, bundle) = try Self.repository(commits: false)
        defer { try? FileManager.default.removeItem(at: root) }
        try "coreData: App/Shop.xcdatamodeld\ncoreDataVersions: [Shared, \"0.5\", \"0.6\"]\n"
            .write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let project = try Project.load(from: root.path)
        let source = try project.sourceModelHistory(project.sourceModelPath ?? "")
        #expect(source.source.versionOrder?.names == ["Shared", "0.5", "0.6"])
        #expect(source.source.versionOrder?.source == .configuration)
        #expect(source.source.readerFindings.isEmpty)
    }

    @Test(arguments: [
        ("[Shared, \"0.6\"]", "does not list version '0.5'"),
        ("[Shared, \"0.5\", \"0.4\", \"0.6\"]", "names '0.4', which"),
        ("[\"0.5\", \"0.6\", Shared]", "must end with the current version '0.6'"),
        ("[Shared, \"0.5\", \"0.5\", \"0.6\"]", "lists a version twice"),
    ])
    func aStatedOrderMustNameEveryVersionOnceWithTheCurrentLast(_ stated: String, _ message: String) throws {
        let (root, bundle) = try Self.repository(commits: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let error = try #require(throws: InputError.self) {
            try XcodeVersionOrder.resolve(bundle: bundle, stated: (names: try Self.names(stated), location: SourceLocation(file: "ckschema.yaml", line: 2, column: 19)))
        }
        #expect(error.diagnostics.first?.id == "config.invalid_value")
        #expect(error.diagnostics.first?.message.contains(message) == true, "\(error)")
        #expect(error.diagnostics.first?.location?.description == "ckschema.yaml:2:19")
    }

    static func names(_ flow: String) throws -> [String] {
        try #require(try YAMLParser.parse(Array(flow.utf8), file: "t")?.sequence).compactMap(\.scalar)
    }

    @Test func coreDataVersionsWithoutCoreDataIsRefused() throws {
        #expect(throws: InputError.self) {
            try ProjectConfiguration.parse(Array("coreDataVersions: [a, b]\n".utf8), file: "ckschema.yaml")
        }
    }

    /// A released version keeps the number its lock entry records; the others fill the places
    /// around it in their own order, the current version last.
    @Test func releasedVersionsKeepTheirRecordedPlaces() {
        #expect(XcodeVersionOrder.placing(["Shop 2"], at: ["Shop 2": 2], among: ["Shop", "Shop 3"]) == ["Shop", "Shop 2", "Shop 3"])
        #expect(XcodeVersionOrder.placing(["B", "A"], at: ["A": 1, "B": 3], among: ["X", "Now"]) == ["A", "X", "B", "Now"])
        // The current version's place taken, or a number out of range: recorded order first.
        #expect(XcodeVersionOrder.placing(["A"], at: ["A": 2], among: ["Now"]) == ["A", "Now"])
        #expect(XcodeVersionOrder.placing(["A"], at: ["A": 9], among: ["Now"]) == ["A", "Now"])
    }
}
