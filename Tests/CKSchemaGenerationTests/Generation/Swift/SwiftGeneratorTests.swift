import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Targeted checks of what the generated Swift must (not) contain; exact output is in the goldens.
@Suite struct SwiftGeneratorTests {
    func generate(_ versions: [Schema], imports: [String] = []) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try SwiftGenerator.generate(versions, additionalImports: imports).map { ($0.path, $0.contents) })
    }

    func lines(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func filesPerVersionAndConcern() throws {
        let files = try generate(SwiftGenerationCases.wordErase)
        #expect(files.keys.sorted() == [
            "CloudKitRecordNames.swift", "CurrentSchema.swift", "MigrationPlan.swift", "ModelContainerFactory.swift",
            "SchemaV1.swift", "SchemaV2.swift",
        ])
        let journal = try generate([SwiftGenerationCases.journal], imports: ["UIKit"])
        #expect(journal["LogicalKeys.swift"] != nil)
        #expect(lines(journal["SchemaV3.swift"]).contains("import UIKit"))
    }

    @Test func noUniqueConstraintsAndNoCrashingCalls() throws {
        for (name, versions, imports) in SwiftGenerationCases.all {
            for (path, text) in try generate(versions, imports: imports) {
                #expect(!text.contains(".unique"), "\(name)/\(path)")
                #expect(!text.contains("#Unique"), "\(name)/\(path)")
                #expect(!text.contains("fatalError"), "\(name)/\(path)")
                #expect(!text.contains("try!"), "\(name)/\(path)")
            }
        }
        // The journal declares a unique constraint: it is reported in a comment, not generated.
        let schema = try #require(generate([SwiftGenerationCases.journal])["SchemaV3.swift"])
        #expect(schema.contains("// unique constraints [id] omitted: CloudKit cannot sync models with unique constraints"))
    }

    @Test func defaultsAreOnTheDeclarations() throws {
        let v2 = lines(try generate(SwiftGenerationCases.wordErase)["SchemaV2.swift"])
        for declaration in [
            "var dateKey: String = \"\"", "var points: Int64 = 0", "var maxPoints: Int64 = 0",
            "var schemaVersion: Int16 = 2", "var kind: String = \"word\"",
        ] {
            #expect(v2.contains(declaration), "missing '\(declaration)'")
        }
        let journal = lines(try generate([SwiftGenerationCases.journal])["SchemaV3.swift"])
        #expect(journal.contains("var id: UUID = UUID()"))
        #expect(journal.contains("var createdAt: Date = Date.now"))
        #expect(journal.contains("var takenAt: Date = Date(timeIntervalSince1970: 1706695200) // 2024-01-31T10:00:00Z"))
        #expect(journal.contains("var latitude: Decimal = Decimal(sign: .plus, exponent: -2, significand: 125)"))
        #expect(journal.contains("var thumbnail: Data = Data()"))
    }

    @Test func eachInverseIsNamedOnExactlyOneSide() throws {
        let v2 = try #require(generate(SwiftGenerationCases.wordErase)["SchemaV2.swift"])
        let v2Lines = lines(v2)
        #expect(v2.components(separatedBy: "inverse: \\").count - 1 == 1)
        let events = try #require(v2Lines.firstIndex(of: "var events: [Event]? = []"))
        #expect(v2Lines[events - 1] == "@Relationship(deleteRule: .cascade, inverse: \\Event.score)")
        let score = try #require(v2Lines.firstIndex(of: "var score: Score?"))
        #expect(v2Lines[score - 1] == "// inverse: Score.events (named on that side only)")

        let journal = try #require(generate([SwiftGenerationCases.journal])["SchemaV3.swift"])
        // Three pairs (tags/entries many-to-many, attachments/entry): one spelled inverse each.
        #expect(journal.components(separatedBy: "inverse: \\").count - 1 == 2)
        #expect(lines(journal).contains("@Relationship(inverse: \\Tag.entries)"))
        #expect(lines(journal).contains("@Relationship(deleteRule: .cascade, inverse: \\Attachment.entry)"))
    }

    @Test func relationshipsAreOptional() throws {
        for (name, versions, imports) in SwiftGenerationCases.all {
            for (path, text) in try generate(versions, imports: imports) where path.hasPrefix("SchemaV") {
                let body = lines(text)
                for (index, line) in body.enumerated() where line.hasPrefix("@Relationship") {
                    let declaration = body[index + 1]
                    #expect(declaration.hasSuffix("? = []") || declaration.hasSuffix("?"), "\(name)/\(path): \(declaration)")
                }
            }
        }
        let notes = lines(try generate([SwiftGenerationCases.publicNotes])["SchemaV1.swift"])
        #expect(notes.contains("var folder: Folder?"))
    }

    @Test func attributeOptionsAndKeywords() throws {
        let journal = lines(try generate([SwiftGenerationCases.journal])["SchemaV3.swift"])
        #expect(journal.contains("@Attribute(.externalStorage)"))
        #expect(journal.contains("@Attribute(.allowsCloudEncryption)"))
        #expect(journal.contains("@Attribute(.preserveValueOnDeletion)"))
        #expect(journal.contains("@Attribute(originalName: \"text\")"))
        #expect(journal.contains("@Attribute(.transformable(by: \"ColorTransformer\"))"))
        #expect(journal.contains("var color: UIColor?"))
        #expect(journal.contains("var legacy: Data?"))
        #expect(journal.contains("@Transient"))
        #expect(journal.contains("var `default`: Bool = false"))
        #expect(journal.contains("self.`repeat` = `repeat`"))
        #expect(journal.contains("super.init(id: id, title: title, body: body, createdAt: createdAt, default: `default`, repeat: `repeat`)"))
    }

    @Test func subentitiesAreSubclassesOnNewOSes() throws {
        let journal = lines(try generate([SwiftGenerationCases.journal])["SchemaV3.swift"])
        let subclass = try #require(journal.firstIndex(of: "final class PhotoEntry: Entry {"))
        #expect(journal[subclass - 1] == "@Model")
        #expect(journal[subclass - 2] == ModelClassWriter.inheritanceAvailability)
        #expect(journal.contains("class Entry {"))
        let records = lines(try generate([SwiftGenerationCases.journal])["CloudKitRecordNames.swift"])
        let photo = try #require(records.firstIndex(of: "enum PhotoEntry {"))
        #expect(records[photo + 1] == "static let recordType = \"CD_Entry\"")
        #expect(records[photo + 2] == "static let entityName = \"PhotoEntry\"")
    }

    @Test func containerIsNamedAndLocalConfigurationsDoNotSync() throws {
        let factory = lines(try generate([SwiftGenerationCases.journal])["ModelContainerFactory.swift"])
        #expect(factory.contains("static let cloudKitContainer = \"iCloud.com.example.Journal\""))
        #expect(factory.contains("cloudKitDatabase: syncing ? .private(cloudKitContainer) : .none"))
        let local = try #require(factory.firstIndex(of: "\"Local\","))
        #expect(factory[local + 1] == "schema: Schema([DraftCache.self]),")
        #expect(factory[local + 3] == "cloudKitDatabase: .none")
        #expect(factory.contains("} catch {"))
        #expect(factory.contains("onCloudKitFailure(error)"))
        #expect(factory.contains("return (container, true)"))
        #expect(factory.contains("return (container, false)"))
    }

    @Test func withoutContainerSyncUsesAutomaticAndSaysSo() throws {
        var schema = SwiftGenerationCases.wordErase[1]
        schema.container = nil
        let factory = lines(try generate([schema])["ModelContainerFactory.swift"])
        #expect(factory.contains("cloudKitDatabase: syncing ? .automatic : .none"))
        #expect(factory.contains("// no 'container' in the schema: '.automatic' picks the first iCloud container of the"))
        #expect(!factory.contains { $0.contains("cloudKitContainer =") })
    }

    @Test func publicDatabaseNeverSyncs() throws {
        let factory = try #require(generate([SwiftGenerationCases.publicNotes])["ModelContainerFactory.swift"])
        #expect(!factory.contains(".private("))
        #expect(!factory.contains("return (container, true)"))
    }

    @Test func logicalKeyHelperFetchesBeforeInserting() throws {
        let keys = lines(try generate([SwiftGenerationCases.journal])["LogicalKeys.swift"])
        #expect(keys.contains("predicate: #Predicate<Attachment> { object in object.fileName == fileName && object.size == size }"))
        #expect(keys.contains("if let existing = try fetchExisting(fileName: fileName, size: size, in: modelContext) {"))
        #expect(keys.contains("let created = Attachment(fileName: fileName, size: size)"))
        #expect(keys.contains("descriptor.fetchLimit = 1"))
    }

    @Test func logicalKeyPassesRequiredAttributesWhenInserting() throws {
        let schema = Schema(model: "M", version: 1, entities: [
            Entity(name: "Item", attributes: [
                Attribute(name: "code", type: .string, defaultValue: .string("")),
                Attribute(name: "label", type: .string),
                Attribute(name: "in", type: .int16, defaultValue: .integer(0)),
            ], logicalKey: AttributeGroup(["in", "code"])),
        ])
        let keys = lines(try generate([schema])["LogicalKeys.swift"])
        #expect(keys.contains("`in`: Int16,"))
        #expect(keys.contains("label: String,"))
        #expect(keys.contains("if let existing = try fetchExisting(in: `in`, code: code, in: modelContext) {"))
        #expect(keys.contains("let created = Item(code: code, label: label, in: `in`)"))
    }

    // MARK: - Refusals

    @Test func refusesInputSwiftDataCannotExpress() throws {
        func errorID(_ versions: [Schema]) -> String? {
            do {
                _ = try SwiftGenerator.generate(versions)
                return nil
            } catch let error as InputError {
                return error.diagnostics.first?.id
            } catch {
                return "\(error)"
            }
        }
        #expect(errorID([]) == "swift.no_versions")
        let v1 = SwiftGenerationCases.wordErase[0], v2 = SwiftGenerationCases.wordErase[1]
        #expect(errorID([v2, v1]) == "swift.unordered_versions")
        #expect(errorID([v1, SwiftGenerationCases.journal]) == "swift.mixed_models")
        let location = SourceLocation(file: "schemas/v1.yaml", line: 7, column: 13)
        let undefined = Schema(model: "M", version: 1, entities: [
            Entity(name: "A", attributes: [
                Attribute(name: "x", type: .undefined, optional: true, source: SourceInfo(nil, keys: ["type": location])),
            ]),
        ])
        do {
            _ = try SwiftGenerator.generate([undefined])
            Issue.record("expected an error")
        } catch let error as InputError {
            #expect(error.diagnostics.map(\.id) == ["swift.unsupported_type"])
            #expect(error.diagnostics.first?.location == location)
            #expect(error.description == "schemas/v1.yaml:7:13: error: attribute 'x' of 'A' has type 'Undefined', which SwiftData cannot declare (use a supported type)")
        }
        #expect(errorID([Schema(model: "M", version: 1, entities: [Entity(name: "Date")])]) == "swift.reserved_name")
        #expect(errorID([Schema(model: "M", version: 1, entities: [
            Entity(name: "A", attributes: [Attribute(name: "isDeleted", type: .bool, defaultValue: .bool(false))]),
        ])]) == "swift.reserved_name")
        #expect(errorID([Schema(model: "M", version: 1, entities: [
            Entity(name: "A", attributes: [Attribute(name: "n", type: .int64, defaultValue: .string("x"))]),
        ])]) == "swift.default_mismatch")
        #expect(errorID([Schema(model: "M", version: 1, entities: [
            Entity(name: "P", attributes: [Attribute(name: "n", type: .int64, optional: true)]),
            Entity(name: "C", parent: "P", attributes: [Attribute(name: "n", type: .int64, optional: true)]),
        ])]) == "swift.redeclared_property")
        #expect(errorID([Schema(model: "M", version: 1, entities: [
            Entity(name: "A", attributes: [Attribute(name: "c", type: .transformable, optional: true, customClass: "X; import Y")]),
        ])]) == "swift.invalid_custom_class")
    }

    /// An entity named like a SwiftData type (a real model's `Model`) generates: SwiftData's names
    /// are spelled with their module, and no typealias hides SwiftData's in the app.
    @Test func entityNamedLikeASwiftDataTypeIsQualified() throws {
        let schema = Schema(model: "Shop", version: 2, entities: [
            Entity(name: "Model", attributes: [Attribute(name: "name", type: .string, optional: true)],
                   logicalKey: AttributeGroup(["name"])),
            Entity(name: "Item", attributes: [Attribute(name: "when", type: .transformable, optional: true, customClass: "DateComponents")]),
        ])
        let files = Dictionary(uniqueKeysWithValues: try SwiftGenerator.generate([schema]).map { ($0.path, $0.contents) })
        let version = try #require(files["SchemaV2.swift"])
        #expect(version.contains("enum SchemaV2: VersionedSchema {"))
        #expect(version.contains("    @SwiftData.Model\n    final class Model {"))
        // Inside the enum, the class 'Model' hides the macro for every class of the version.
        #expect(version.contains("    @SwiftData.Model\n    final class Item {") && !version.contains("    @Model\n"))
        #expect(version.contains("var when: DateComponents?"))
        let current = try #require(files["CurrentSchema.swift"])
        #expect(!current.contains("typealias Model ="))
        #expect(current.contains("typealias Item = SchemaV2.Item"))
        #expect(try #require(files["ModelContainerFactory.swift"]).contains("Schema([SchemaV2.Model.self, Item.self])"))
        #expect(try #require(files["LogicalKeys.swift"]).contains("extension SchemaV2.Model {"))
    }

    /// Xcode's spelling of a class of the app's module, `.DateComponents`, is refused with the fix.
    @Test func leadingDotCustomClassIsRefusedWithTheSwiftSpelling() {
        let schema = Schema(model: "Shop", version: 1, entities: [
            Entity(name: "Item", attributes: [Attribute(name: "when", type: .transformable, optional: true, customClass: ".DateComponents")]),
        ])
        #expect {
            _ = try SwiftGenerator.generate([schema])
        } throws: { error in
            let diagnostic = (error as? InputError)?.diagnostics.first
            return diagnostic?.id == "swift.invalid_custom_class" && diagnostic?.fix?.contains("customClass: DateComponents") == true
        }
        #expect(SwiftTypeMapping.isTypeName("[String: Int]") && SwiftTypeMapping.isTypeName("Set<String>"))
        #expect(SwiftTypeMapping.isTypeName("UIKit.UIColor") && !SwiftTypeMapping.isTypeName("App."))
        #expect(!SwiftTypeMapping.isTypeName(".X") && !SwiftTypeMapping.isTypeName("A..B") && !SwiftTypeMapping.isTypeName("[A"))
    }

    // MARK: - Literals

    @Test func decimalTextSpellings() {
        #expect(DecimalText("1.25")?.decimalExpression == "Decimal(sign: .plus, exponent: -2, significand: 125)")
        #expect(DecimalText("-0.5")?.decimalExpression == "Decimal(sign: .minus, exponent: -1, significand: 5)")
        #expect(DecimalText("-2e3")?.decimalExpression == "-2000")
        #expect(DecimalText("0.000")?.decimalExpression == "0")
        #expect(DecimalText("12345678901234567890.5")?.decimalExpression
            == "Decimal(string: \"12345678901234567890.5\") ?? 0")
        #expect(DecimalText(".5")?.floatingLiteral == "0.5")
        #expect(DecimalText("1.")?.floatingLiteral == "1.0")
        #expect(DecimalText("+3")?.floatingLiteral == "3")
        #expect(DecimalText("1E+4")?.floatingLiteral == "1e4")
        #expect(DecimalText("abc") == nil)
        #expect(DecimalText(".") == nil)
        #expect(DecimalText("1e") == nil)
    }

    @Test func stringLiteralsAreEscaped() {
        #expect(SwiftIdentifier.stringLiteral("a\"b\\c\n\t\u{1}\\(x)") == "\"a\\\"b\\\\c\\n\\t\\u{1}\\\\(x)\"")
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("points") == "points")
        #expect(SwiftIdentifier.argumentLabel("default") == "default")
        #expect(SwiftIdentifier.argumentLabel("inout") == "`inout`")
    }

    @Test func isoDatesAreUTC() {
        #expect(SwiftTypeMapping.parseISO8601("2024-01-31")?.timeIntervalSince1970 == 1_706_659_200)
        #expect(SwiftTypeMapping.parseISO8601("2024-01-31T10:00:00Z")?.timeIntervalSince1970 == 1_706_695_200)
        #expect(SwiftTypeMapping.parseISO8601("2024-01-31T10:00:00.5+01:00")?.timeIntervalSince1970 == 1_706_691_600.5)
        #expect(SwiftTypeMapping.parseISO8601("yesterday") == nil)
    }
}
