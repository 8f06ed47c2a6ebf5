import CKSchemaTestSupport
import Foundation
import Testing

/// A shallow clone (GitHub's checkout fetches one commit) orders an adopted Core Data bundle's
/// released versions as a full clone does: by the release lock (each locked snapshot names its
/// Xcode version), not by names that cannot say it (`Shared` beside `0.5`); one note says the
/// clone is shallow.
@Suite struct ShallowCloneOrderTests {
    static func current(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>_XCCurrentVersionName</key>
        \t<string>\(name).xcdatamodel</string>
        </dict>
        </plist>

        """
    }

    static func addVersion(_ name: String, _ attributes: [String], to repository: TemporaryGitRepository) throws {
        try repository.write("App/Model.xcdatamodeld/\(name).xcdatamodel/contents", XcodeBundleFixture.contents(attributes: attributes))
        try repository.write("App/Model.xcdatamodeld/.xccurrentversion", current(name))
        try repository.commit("add \(name)")
    }

    @Test func aShallowCloneTakesTheReleasedOrderFromTheLock() throws {
        let repository = try TemporaryGitRepository()
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        try repository.write("ckschema.yaml", "version: 1\ncoreData: App/Model.xcdatamodeld\n")
        // Shipped in this order: 'Shared', then '0.5'; names sort '0.5' first.
        try Self.addVersion("Shared", ["title"], to: repository)
        try Self.addVersion("0.5", ["title", "body"], to: repository)
        let released = try CLIRunner.run(["release", "--from", "App/Model.xcdatamodeld", "1", "2"], in: repository.folder)
        try #require(released.status == 0, "\(released.stdout)\(released.stderr)")
        try repository.commit("release")
        try Self.addVersion("0.6", ["title", "body", "tags"], to: repository)
        let full = try CLIRunner.run(["check"], in: repository.folder)
        #expect(full.status == 0, "\(full.stdout)\(full.stderr)")

        let clone = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: clone) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "clone", "-q", "--depth", "1", "file://" + repository.folder.path, clone.appendingPathComponent("c").path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let shallow = clone.appendingPathComponent("c")
        let check = try CLIRunner.run(["check"], in: shallow)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("released_version_modified"), "\(check.stdout)")
        let notes = check.stdout.components(separatedBy: "\n").filter { $0.contains("[import.shallow_clone]") }
        #expect(notes.count == 1, "one note: \(check.stdout)")
        #expect(notes.first?.contains("the 2 released take the order the release lock records") == true, "\(check.stdout)")
        let versions = try CLIRunner.run(["versions"], in: shallow)
        #expect(versions.status == 0, "\(versions.stdout)\(versions.stderr)")
        #expect(versions.stdout.contains("the release lock"), "\(versions.stdout)")
    }
}
