import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaCoreData
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Core Data lets a uniqueness constraint name a to-one relationship; such a model imports, and
/// what cannot be represented is dropped with a located warning instead of refusing the model.
@Suite struct UniquenessConstraintImportTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" usedWithCloudKit="YES">
            <entity name="Like" representedClassName="Like" syncable="YES">
                <attribute name="date" optional="YES" attributeType="Date"/>
                <relationship name="object" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Post" inverseName="likes" inverseEntity="Post"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="object"/>
                    </uniquenessConstraint>
                    <uniquenessConstraint>
                        <constraint value="date"/>
                        <constraint value="ghost"/>
                    </uniquenessConstraint>
                    <uniquenessConstraint>
                        <constraint value="likes"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            <entity name="Post" representedClassName="Post" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="likes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Like" inverseName="object" inverseEntity="Like"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="likes"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
        </model>
        """

    @Test func aConstraintOnAToOneRelationshipIsCarriedLoadedAndLinted() throws {
        let version = try XCDataModelContentsReader.read(Data(Self.xml.utf8), file: "contents", model: "Likes",
                                                         version: 1, versionName: "Likes")
        let like = try #require(version.schema.entities.first { $0.name == "Like" })
        #expect(like.uniqueConstraints.map(\.attributes) == [["object"]])
        // The YAML written loads back as the same schema…
        let files = try ImportVerification.verifiedFiles(for: ImportedModel(name: "Likes", versions: [version]))
        let loaded = try SchemaLoader.load(bytes: Array(files[0].contents.utf8), file: files[0].path)
        #expect(loaded == version.schema)
        // …and lint reports the constraint as the unique constraint it is.
        let findings = Linter().lint(loaded).diagnostics.filter { $0.id == "unique_constraint" }
        #expect(findings.map(\.message) == ["entity 'Like' declares a unique constraint on 'object'; CloudKit cannot enforce uniqueness"])
        #expect(findings.first?.fix?.contains("logicalKey") == false)
    }

    @Test func whatCannotBeRepresentedIsDroppedWithALocatedWarning() throws {
        let version = try XCDataModelContentsReader.read(Data(Self.xml.utf8), file: "contents", model: "Likes",
                                                         version: 1, versionName: "Likes")
        let dropped = version.warnings.filter { $0.id == "import.constraint_dropped" }
        #expect(dropped.map(\.message) == [
            "uniqueness constraint of entity 'Like' on 'date', 'ghost' dropped: 'ghost' is neither an attribute nor a to-one relationship of 'Like'",
            "uniqueness constraint of entity 'Like' on 'likes' dropped: 'likes' is neither an attribute nor a to-one relationship of 'Like'",
            "uniqueness constraint of entity 'Post' on 'likes' dropped: 'likes' is neither an attribute nor a to-one relationship of 'Post'",
        ])
        #expect(dropped.map(\.location) == [
            SourceLocation(file: "contents", line: 10, column: 13),
            SourceLocation(file: "contents", line: 14, column: 13),
            SourceLocation(file: "contents", line: 23, column: 13),
        ])
        #expect(version.schema.entities.first { $0.name == "Post" }?.uniqueConstraints.isEmpty == true)
    }

    @Test func theLoaderAcceptsAToOneRelationshipAndRefusesAToManyOne() throws {
        let yaml = """
            model: Social
            version: 1
            entities:
              Like:
                relationships:
                  post: {to: Post, inverse: likes}
                uniqueConstraints: [post]
              Post:
                relationships:
                  likes: {to: Like, toMany: true, inverse: post}
                uniqueConstraints: [likes]
            """
        let error = try #require(throws: InputError.self) { try SchemaLoader.load(bytes: Array(yaml.utf8), file: "s.yaml") }
        #expect(error.diagnostics.map(\.message) == [
            "unique constraint of 'Post' names 'likes', which is neither an attribute nor a to-one relationship",
        ])
    }
}
