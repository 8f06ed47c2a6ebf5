import CKSchemaCore
import CKSchemaProject
import CKSchemaTestSupport
import Foundation
import Testing

/// A folder at a git revision (an `.xcdatamodeld`, SwiftData code), as `git:REV:PATH` reads it:
/// its regular files only, with paths inside the folder; the repository is untrusted input.
@Suite struct GitTreeTests {
    @Test func aFolderListsItsRegularFilesOnly() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.write("App/Model.xcdatamodeld/Model 2.xcdatamodel/contents", "<model/>\n")
        try repository.write("App/Model.xcdatamodeld/.xccurrentversion", "<plist/>\n")
        try FileManager.default.createSymbolicLink(atPath: repository.folder.appendingPathComponent("App/Model.xcdatamodeld/leak").path,
                                                   withDestinationPath: "/etc/passwd")
        try repository.commit()
        let git = GitFileReader(directory: repository.folder.path)

        #expect(try git.isFolder("App/Model.xcdatamodeld", at: "HEAD"))
        #expect(try !git.isFolder("App/Model.xcdatamodeld/.xccurrentversion", at: "HEAD"))
        let files = try git.files(under: "App/Model.xcdatamodeld", at: "HEAD")
        #expect(files.map(\.path).sorted() == [".xccurrentversion", "Model 2.xcdatamodel/contents"], "the link is left out: \(files)")
        let contents = try #require(files.first { $0.path.hasSuffix("contents") })
        #expect(try git.blob(contents.object, reportedAs: "x") == Array("<model/>\n".utf8))
        #expect(throws: InputError.self) { try git.blob("HEAD:App", reportedAs: "x") }
    }

    @Test func aPathOrRevisionThatIsNotThereIsALocatedInputError() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.write("App/Item.swift", "final class Item {}\n")
        try repository.commit()
        let git = GitFileReader(directory: repository.folder.path)
        #expect {
            _ = try git.isFolder("App/Nothing", at: "HEAD")
        } throws: { error in
            (error as? InputError)?.diagnostics.first?.id == ReferenceProblems.gitPathMissing.id
        }
        #expect {
            _ = try git.files(under: "App", at: "no-such-branch")
        } throws: { error in
            (error as? InputError)?.diagnostics.first?.id == ReferenceProblems.gitRevisionMissing.id
        }
        #expect(throws: InputError.self) { try git.files(under: "App", at: "--output=x") }
    }
}
