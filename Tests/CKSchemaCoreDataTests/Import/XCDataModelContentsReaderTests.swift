import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaCoreData
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Reads an inline `contents` document.
private func read(_ xml: String, model: String = "Test", version: Int = 1, versionName: String = "Test")
    throws -> ImportedVersion
{
    try XCDataModelContentsReader.read(Data(xml.utf8), file: "contents", model: model, version: version,
                                       versionName: versionName)
}

/// Wraps entity XML in a model element that declares CloudKit use.
private func model(_ body: String, modelAttributes: String = #"usedWithCloudKit="YES""#) -> String {
    """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="23231" systemVersion="24F74" minimumToolsVersion="Automatic" sourceLanguage="Swift" \(modelAttributes) userDefinedModelVersionIdentifier="">
    \(body)
    </model>
    """
}

@Suite struct XCDataModelContentsReaderTests {
    @Test func readsEveryAttributeType() throws {
        let spellings: [(String, AttributeType)] = [
            ("Integer 16", .int16), ("Integer 32", .int32), ("Integer 64", .int64), ("Boolean", .bool),
            ("Decimal", .decimal), ("Double", .double), ("Float", .float), ("String", .string), ("Date", .date),
            ("Binary", .binary), ("UUID", .uuid), ("URI", .uri), ("Transformable", .transformable),
            ("Undefined", .undefined), ("ObjectID", .objectID),
        ]
        let attributes = spellings.enumerated().map { index, pair in
            #"<attribute name="a\#(index)" optional="YES" attributeType="\#(pair.0)"/>"#
        }.joined(separator: "\n")
        let version = try read(model(#"<entity name="E" representedClassName="E" syncable="YES">\#(attributes)</entity>"#))
        let entity = try #require(version.schema.entities.first)
        #expect(entity.attributes.map(\.type) == spellings.map(\.1))
        #expect(entity.attributes.filter { !$0.optional }.isEmpty)
        #expect(version.warnings.isEmpty)
    }

    @Test func missingAttributeTypeIsUndefined() throws {
        let version = try read(model(#"<entity name="E"><attribute name="cache" optional="YES" transient="YES" syncable="YES"/></entity>"#))
        let attribute = try #require(version.schema.entities.first?.attributes.first)
        #expect(attribute == Attribute(name: "cache", type: .undefined, optional: true, transient: true))
    }

    @Test func readsDefaultsInXcodeSpellings() throws {
        let version = try read(model("""
        <entity name="E">
            <attribute name="flag" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
            <attribute name="off" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            <attribute name="zero" attributeType="Boolean" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="small" attributeType="Integer 16" defaultValueString="-3" usesScalarValueType="YES"/>
            <attribute name="big" attributeType="Integer 64" defaultValueString="9000000000" usesScalarValueType="YES"/>
            <attribute name="ratio" attributeType="Double" defaultValueString="0.5" usesScalarValueType="YES"/>
            <attribute name="price" attributeType="Decimal" defaultValueString="12"/>
            <attribute name="name" attributeType="String" defaultValueString=""/>
            <attribute name="title" attributeType="String" defaultValueString="Hello &quot;you&quot;"/>
            <attribute name="when" attributeType="Date" defaultDateTimeInterval="625952280" usesScalarValueType="NO"/>
            <attribute name="id" attributeType="UUID" defaultValueString="00000000-0000-0000-0000-000000000000" usesScalarValueType="NO"/>
            <attribute name="link" attributeType="URI" defaultValueString="https://example.com/a"/>
        </entity>
        """))
        let defaults = try #require(version.schema.entities.first).attributes.map(\.defaultValue)
        #expect(defaults == [
            .bool(true), .bool(false), .bool(false), .integer(-3), .integer(9_000_000_000), .number("0.5"),
            .number("12"), .string(""), .string(#"Hello "you""#), .date("2020-11-01T19:38:00Z"),
            .uuid("00000000-0000-0000-0000-000000000000"), .uri("https://example.com/a"),
        ])
        #expect(version.warnings.isEmpty)
    }

    @Test func reinterpretsAndDropsOddDefaultsWithWarnings() throws {
        let version = try read(model("""
        <entity name="E">
            <attribute name="count" attributeType="Integer 32" defaultValueString="NO" usesScalarValueType="YES"/>
            <attribute name="tiny" attributeType="Integer 16" defaultValueString="70000" usesScalarValueType="YES"/>
            <attribute name="ok" attributeType="Boolean" defaultValueString="0.0" usesScalarValueType="YES"/>
            <attribute name="blob" attributeType="Transformable" defaultValueString="x"/>
        </entity>
        """))
        let attributes = try #require(version.schema.entities.first).attributes
        #expect(attributes.map(\.defaultValue) == [.integer(0), nil, .bool(false), nil])
        #expect(version.warnings.map(\.id) == [
            "import.default_reinterpreted", "import.default_dropped", "import.default_reinterpreted",
            "import.default_dropped",
        ])
        #expect(version.warnings[1].message
            == "default '70000' of Int16 attribute 'E.tiny' is not a valid Int16 value; dropped")
        #expect(version.warnings[1].location == SourceLocation(file: "contents", line: 5, column: 5))
    }

    @Test func readsAttributeFlags() throws {
        let version = try read(model("""
        <entity name="E">
            <attribute name="photo" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES" allowsCloudEncryption="YES" preserveAfterDeletion="YES" elementID="image"/>
            <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
            <attribute name="local" optional="YES" attributeType="String">
                <userInfo>
                    <entry key="NSCloudKitMirroringDelegateIgnoredPropertyKey" value="YES"/>
                </userInfo>
            </attribute>
        </entity>
        """))
        let attributes = try #require(version.schema.entities.first).attributes
        #expect(attributes == [
            Attribute(name: "photo", type: .binary, optional: true, externalStorage: true, encrypted: true,
                      preserveValueOnDeletion: true, renamedFrom: "image"),
            Attribute(name: "tags", type: .transformable, optional: true,
                      valueTransformer: "NSSecureUnarchiveFromData", customClass: "[String]"),
            Attribute(name: "local", type: .string, optional: true, cloudKitIgnored: true),
        ])
        #expect(version.warnings.isEmpty)
    }

    @Test func readsRelationshipFlags() throws {
        let version = try read(model("""
        <entity name="List">
            <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" ordered="YES" destinationEntity="Item" inverseName="list" inverseEntity="Item"/>
            <relationship name="tags" toMany="YES" minCount="1" maxCount="5" deletionRule="Deny" destinationEntity="Item" inverseName="tagged" inverseEntity="Item" elementID="labels"/>
        </entity>
        <entity name="Item">
            <relationship name="list" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="List" inverseName="items" inverseEntity="List"/>
            <relationship name="tagged" minCount="1" maxCount="1" deletionRule="No Action" destinationEntity="List" inverseName="tags" inverseEntity="List"/>
        </entity>
        """))
        let list = try #require(version.schema.entity(named: "List"))
        let item = try #require(version.schema.entity(named: "Item"))
        #expect(list.relationships == [
            Relationship(name: "items", destination: "Item", toMany: true, optional: true, inverse: "list",
                         deleteRule: .cascade, ordered: true),
            Relationship(name: "tags", destination: "Item", toMany: true, optional: false, inverse: "tagged",
                         deleteRule: .deny, minCount: 1, maxCount: 5, renamedFrom: "labels"),
        ])
        #expect(item.relationships == [
            Relationship(name: "list", destination: "List", optional: true, inverse: "items"),
            Relationship(name: "tagged", destination: "List", optional: false, inverse: "tags", deleteRule: .noAction),
        ])
    }

    @Test func readsInheritanceAndUniquenessConstraints() throws {
        let version = try read(model("""
        <entity name="Shape" isAbstract="YES" elementID="Figure">
            <attribute name="id" attributeType="String"/>
            <attribute name="kind" attributeType="String"/>
            <uniquenessConstraints>
                <uniquenessConstraint>
                    <constraint value="id"/>
                </uniquenessConstraint>
                <uniquenessConstraint>
                    <constraint value="kind"/>
                    <constraint value="id"/>
                </uniquenessConstraint>
            </uniquenessConstraints>
        </entity>
        <entity name="Circle" parentEntity="Shape"/>
        """))
        #expect(version.schema.entities == [
            Entity(name: "Shape", abstract: true,
                   attributes: [Attribute(name: "id", type: .string), Attribute(name: "kind", type: .string)],
                   uniqueConstraints: [AttributeGroup(["id"]), AttributeGroup(["kind", "id"])], renamedFrom: "Figure"),
            Entity(name: "Circle", parent: "Shape"),
        ])
    }

    @Test func configurationsFollowCloudKitFlags() throws {
        let version = try read(model("""
        <entity name="Note"/>
        <entity name="Cache"/>
        <entity name="Loose"/>
        <configuration name="Cloud" usedWithCloudKit="YES">
            <memberEntity name="Note"/>
        </configuration>
        <configuration name="Local">
            <memberEntity name="Cache"/>
        </configuration>
        """, modelAttributes: ""))
        #expect(version.declaresCloudKit)
        #expect(version.schema.configurations == [
            Configuration(name: "Cloud", cloudKit: true), Configuration(name: "Local", cloudKit: false),
            Configuration(name: "Default", cloudKit: false),
        ])
        #expect(version.schema.entities.map(\.configurations) == [["Cloud"], ["Local"], []])
        #expect(version.schema.entities.map { version.schema.syncs($0) } == [true, false, false])
        #expect(version.warnings.isEmpty)
    }

    @Test func modelFlagMakesTheDefaultConfigurationSync() throws {
        let version = try read(model(#"<entity name="Note"/>"#))
        #expect(version.declaresCloudKit)
        #expect(version.schema.configurations.isEmpty)
        #expect(version.warnings.isEmpty)
    }

    @Test func modelWithoutFlagIsImportedAsSyncingWithAWarning() throws {
        let version = try read(model(#"<entity name="Note"/>"#, modelAttributes: ""))
        #expect(!version.declaresCloudKit)
        #expect(version.schema.configurations.isEmpty)
        #expect(version.warnings.map(\.id) == ["import.cloudkit_flag_missing"])
        #expect(version.warnings.first?.location == SourceLocation(file: "contents", line: 2, column: 1))
    }

    @Test func explicitNoIsNotASignalEither() throws {
        let version = try read(model(#"<entity name="Note"/>"#, modelAttributes: #"usedWithCloudKit="NO""#))
        #expect(!version.declaresCloudKit)
        #expect(version.schema.configurations.isEmpty)
        #expect(version.warnings.map(\.message) == [
            "the model sets 'usedWithCloudKit' to 'NO'; imported as syncing with CloudKit (declare 'cloudKit: false' on configurations that do not sync)",
        ])
    }

    @Test func readsIntegralNumbersAsIntegerDefaults() throws {
        let version = try read(model(#"<entity name="E"><attribute name="kind" optional="YES" attributeType="Integer 16" defaultValueString="0.0"/></entity>"#))
        #expect(version.schema.entities.first?.attributes.first?.defaultValue == .integer(0))
        #expect(version.warnings.map(\.message) == ["default '0.0' of Int16 attribute 'E.kind' read as 0"])
    }

    @Test func keepsTheVersionNameAsComment() throws {
        let version = try read(model(""), model: "Notes", version: 4, versionName: "Notes 4")
        #expect(version.schema == Schema(model: "Notes", version: 4, comment: "Xcode model version 'Notes 4'"))
    }

    @Test func warnsForEverythingDropped() throws {
        let version = try read(model("""
        <entity name="Event" representedClassName="MyEvent" versionHashModifier="v2">
            <attribute name="count" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="items.@count" usesScalarValueType="YES"/>
            <attribute name="title" optional="YES" attributeType="String" indexed="YES" minValueString="1" regularExpressionString="^a"/>
            <relationship name="cache" optional="YES" maxCount="1" deletionRule="Nullify" transient="YES" destinationEntity="Event" inverseName="cache" inverseEntity="Event"/>
            <fetchedProperty name="recent" optional="YES">
                <fetchRequest name="fetchedPropertyFetchRequest" entity="Event" predicateString="TRUEPREDICATE"/>
            </fetchedProperty>
            <fetchIndex name="byTitle">
                <fetchIndexElement property="title" type="Binary" order="ascending"/>
            </fetchIndex>
            <compoundIndexes>
                <compoundIndex>
                    <index value="title"/>
                    <index value="count"/>
                </compoundIndex>
            </compoundIndexes>
            <userInfo>
                <entry key="owner" value="me"/>
            </userInfo>
        </entity>
        <fetchRequest name="All" entity="Event"/>
        <elements>
            <element name="Event" positionX="0" positionY="0" width="128" height="74"/>
        </elements>
        """))
        #expect(version.warnings.map(\.message) == [
            "class name 'MyEvent' of entity 'Event' dropped",
            "version hash modifier 'v2' of entity 'Event' dropped",
            "derivation 'items.@count' of attribute 'Event.count' dropped; imported as a stored attribute",
            "index on attribute 'Event.title' dropped",
            "minimum '1' of attribute 'Event.title' dropped",
            "regular expression '^a' of attribute 'Event.title' dropped",
            "transient relationship 'Event.cache' dropped (never stored nor synced; the YAML format has no transient relationships)",
            "fetched property 'Event.recent' dropped (the YAML format has no fetched properties)",
            "fetch index 'byTitle' of entity 'Event' on 'title' dropped",
            "compound index of entity 'Event' on 'title', 'count' dropped",
            "user info 'owner' = 'me' of entity 'Event' dropped",
            "fetch request 'All' dropped (the YAML format has no fetch requests)",
        ])
        #expect(version.warnings.map(\.location?.line) == [3, 3, 4, 5, 5, 5, 6, 7, 10, 14, 20, 23])
        #expect(version.warnings[2].location?.column == 5)
        let entity = try #require(version.schema.entities.first)
        #expect(entity.attributes.map(\.name) == ["count", "title"])
        #expect(entity.relationships.isEmpty)
    }

    @Test func warnsForUnrecognizedSettings() throws {
        let version = try read(model(#"<entity name="E"><attribute name="a" optional="YES" attributeType="String" isFancy="YES"/></entity>"#))
        #expect(version.warnings.map(\.message) == ["unrecognized setting 'isFancy' = 'YES' of attribute 'E.a' ignored"])
    }

    @Test func malformedXMLIsAnErrorWithItsLine() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <model>
            <entity name="E">
                <attribute name="a" attributeType="String">
            </entity>
        </model>
        """
        let error = try #require(throws: InputError.self) { try read(xml) }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.id == "import.malformed_xml")
        #expect(diagnostic.location?.file == "contents")
        #expect(diagnostic.location?.line == 5)
        #expect(diagnostic.message.hasPrefix("malformed XML: "))
    }

    @Test func unknownAttributeTypeIsAnErrorWithItsLine() throws {
        let error = try #require(throws: InputError.self) {
            try read(model("""
            <entity name="E">
                <attribute name="ok" optional="YES" attributeType="String"/>
                <attribute name="shape" optional="YES" attributeType="Composite"/>
            </entity>
            """))
        }
        #expect(error.diagnostics == [Diagnostic(
            id: "import.unknown_attribute_type", severity: .error,
            message: "unknown attribute type 'Composite' for attribute 'E.shape'",
            location: SourceLocation(file: "contents", line: 5, column: 5),
            fix: error.diagnostics.first?.fix)])
        #expect(error.diagnostics.first?.fix?.contains("'Integer 16'") == true)
    }

    @Test func otherRootElementIsAnError() throws {
        let error = try #require(throws: InputError.self) { try read("<plist version=\"1.0\"><dict/></plist>") }
        #expect(error.diagnostics.map(\.id) == ["import.not_a_model"])
    }
}
