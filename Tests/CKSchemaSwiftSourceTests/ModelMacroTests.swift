import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// ``ModelMacro``, the one `@Model` detector: what the reader takes for a model class, and the
/// looks at a file's text (``SourceScan``, ``SwiftDataReader/mentionsModel(paths:)``) that must
/// never miss one.
struct ModelMacroTests {
    /// Class declarations, and whether each is a model class.
    static let classes: [(String, Bool)] = [
        ("@Model final class Item {}", true),
        ("@SwiftData.Model final class Item {}", true),
        ("@available(iOS 17, *) @Model public final class Item {}", true),
        ("@ModelActor final class Item {}", false),
        ("@Other.Model final class Item {}", false),
        ("@Observable final class Item {}", false),
        ("final class Item {}", false),
    ]

    @Test(arguments: classes)
    func theReaderTakesOnlyTheMacroForAModel(source: String, isModel: Bool) {
        let result = SwiftDataTestSupport.read(source)
        #expect(result.versions.flatMap(\.schema.entities).map(\.name) == (isModel ? ["Item"] : []))
        // Every model class the reader finds, the looks at the text find too.
        if isModel {
            #expect(ModelMacro.mayMark(source))
            #expect(SourceScan(Array(source.utf8)).mentionsModel)
        }
    }

    /// A model class written `@SwiftData.Model`, alone in its file with nothing else SwiftData
    /// names, is read without parsing every file.
    @Test func aQualifiedModelClassIsReadLikeAnyOther() {
        let result = SwiftDataTestSupport.read(files: [
            ("Item.swift", "import SwiftData\n\n@SwiftData.Model final class Item {\n    var name: String = \"\"\n    init() {}\n}\n"),
            ("Other.swift", "struct Other {}\n"),
        ])
        #expect(result.versions.first?.schema.entities.map(\.name) == ["Item"])
    }

    @Test func mentionsModelLooksInEverySwiftFileOfAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-macro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "struct A {}\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        #expect(!SwiftDataReader.mentionsModel(paths: [folder.path]))
        try "@SwiftData.Model final class B {}\n".write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        #expect(SwiftDataReader.mentionsModel(paths: [folder.path]))
    }
}
