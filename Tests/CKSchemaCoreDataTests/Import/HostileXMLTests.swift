import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaCoreData
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Inputs that crashed the FoundationXML-based reader or could abuse an XML parser: each is a
/// located `import.malformed_xml`, never a crash, a network access or an entity expansion.
@Suite struct HostileXMLTests {
    static func error(_ bytes: [UInt8]) throws -> Diagnostic {
        let error = try #require(throws: InputError.self) {
            try XCDataModelContentsReader.read(Data(bytes), file: "contents", model: "M", version: 1, versionName: "M")
        }
        return try #require(error.diagnostics.first)
    }

    static func error(_ text: String) throws -> Diagnostic { try error(Array(text.utf8)) }

    @Test func aProcessingInstructionAloneIsMalformedNotACrash() throws {
        let diagnostic = try Self.error("<?x?>")
        #expect(diagnostic.id == "import.malformed_xml")
        #expect(diagnostic.location == SourceLocation(file: "contents", line: 1, column: 6))
    }

    @Test func anInvalidUTF8NameIsMalformedNotACrash() throws {
        let diagnostic = try Self.error(Array("<model ".utf8) + [0xC1] + Array("=\"x\"/>".utf8))
        #expect(diagnostic.id == "import.malformed_xml")
        #expect(diagnostic.message == "malformed XML: the text is not valid UTF-8 (bytes 0xC1 0x3D 0x22 0x78)")
        #expect(diagnostic.location?.line == 1)
    }

    @Test func aDoctypeIsRefusedAtItsPositionBeforeAnyEntityIsDeclared() throws {
        // The "billion laughs": expanding it would take gigabytes.
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE model [\n<!ENTITY l0 \"ha\">\n"
        for level in 1...12 { laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n" }
        laughs += "]>\n<model name=\"&l12;\"/>\n"
        let diagnostic = try Self.error(laughs)
        #expect(diagnostic.message == "malformed XML: a DOCTYPE with declarations is not allowed")
        #expect(diagnostic.location == SourceLocation(file: "contents", line: 2, column: 1))
    }

    @Test func anExternalDTDIsNeverLoadedAndItsEntitiesStayUndeclared() throws {
        // Property lists name Apple's DTD: it is let through, never fetched (nothing listens on
        // port 9; a fetch would fail or hang, and XML_PARSE_NONET forbids it anyway).
        let doctype = "<?xml version=\"1.0\"?>\n<!DOCTYPE model SYSTEM \"http://127.0.0.1:9/model.dtd\">\n"
        let version = try XCDataModelContentsReader.read(Data((doctype + "<model usedWithCloudKit=\"YES\"/>").utf8),
                                                         file: "contents", model: "M", version: 1, versionName: "M")
        #expect(version.schema.entities.isEmpty)
        let diagnostic = try Self.error(doctype + "<model name=\"&fromTheDTD;\"/>")
        #expect(diagnostic.message == "malformed XML: entity 'fromTheDTD' not defined")
        #expect(diagnostic.location?.line == 3)
    }

    @Test func theCurrentVersionIsReadFromAnXcodePropertyList() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>_XCCurrentVersionName</key>
            	<string>Notes 10.xcdatamodel</string>
            </dict>
            </plist>
            """
        #expect(XCDataModelImporter.currentVersionName(fromPlist: Data(plist.utf8)) == "Notes 10")
        #expect(XCDataModelImporter.currentVersionName(fromPlist: Data("just text".utf8)) == nil)
        #expect(XCDataModelImporter.currentVersionName(fromPlist: Data("<plist><dict><key>_XCCurrentVersionName</key></dict></plist>".utf8)) == nil)
    }

    @Test func anUndeclaredEntityIsAnError() throws {
        let diagnostic = try Self.error("<model name=\"&secret;\"/>")
        #expect(diagnostic.message == "malformed XML: entity 'secret' not defined")
        #expect(diagnostic.location == SourceLocation(file: "contents", line: 1, column: 22))
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreRead() throws {
        let version = try XCDataModelContentsReader.read(Data("""
            <model usedWithCloudKit="YES"><entity name="E"><attribute name="a" optional="YES" attributeType="String" \
            defaultValueString="&lt;&#65;&amp;&gt;"/></entity></model>
            """.utf8), file: "contents", model: "M", version: 1, versionName: "M")
        #expect(version.schema.entities.first?.attributes.first?.defaultValue == .string("<A&>"))
    }

    @Test func libxml2LimitsAreSaidInWordsAUserCanActOn() throws {
        let deep = "<model>" + String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300) + "</model>"
        #expect(try Self.error(deep).message == "malformed XML: elements are nested deeper than 256 levels, libxml2's limit")
        let long = "<model name=\"" + String(repeating: "x", count: 10_000_001) + "\"/>"
        #expect(try Self.error(long).message == "malformed XML: an attribute value is longer than 10000000 bytes, libxml2's limit")
    }

    @Test func emptyAndTruncatedDocumentsAreLocated() throws {
        #expect(try Self.error("").location == SourceLocation(file: "contents", line: 1, column: 1))
        let truncated = try Self.error("<model>\n  <entity name=\"A\">\n")
        #expect(truncated.id == "import.malformed_xml")
        #expect(truncated.location?.line == 3)
    }
}
