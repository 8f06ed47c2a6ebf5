import CKSchemaTestSupport
import Foundation
import Testing

/// Where a team keeps its model: the three modes the gate is tested in.
enum GateMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The YAML files in `schemas/` are the model.
    case yaml
    /// `coreData: App/Library.xcdatamodeld`: Xcode's model versions are the model.
    case coreData
    /// `swiftData: App/Models`: the `VersionedSchema`s of the code are the model.
    case swiftData

    var testDescription: String { rawValue }
}

/// One attribute of the test model's only entity, `LibraryItem`.
struct GateAttribute: Sendable {
    var name: String
    var optional = true
    /// A String default (`""` for an empty one), nil for none.
    var defaultValue: String? = nil

    static func optional(_ name: String) -> GateAttribute { GateAttribute(name: name) }
    static func required(_ name: String, default value: String = "") -> GateAttribute {
        GateAttribute(name: name, optional: false, defaultValue: value)
    }
    /// Required without a default: a CloudKit error (`attribute_required_without_default`).
    static func requiredWithoutDefault(_ name: String) -> GateAttribute { GateAttribute(name: name, optional: false) }
}

/// A temporary repository holding the model `Library` (one entity, `LibraryItem`, with String
/// attributes) written in the form of `mode`, version after version, with `ckschema.yaml` naming
/// where it lives. The tests run the built binary in it as a team would.
struct GateProject {
    let mode: GateMode
    let root: URL
    /// The attributes of each version, oldest first.
    private(set) var versions: [[GateAttribute]] = []
    /// Lines appended to `ckschema.yaml`.
    var configuration: [String] = [] {
        didSet { try? writeConfiguration() }
    }

    init(_ mode: GateMode, versions: [[GateAttribute]]) throws {
        self.mode = mode
        root = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try writeConfiguration()
        for attributes in versions { try addVersion(attributes) }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Runs `ckschema arguments…` in the repository.
    func run(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: root)
    }

    /// The findings of a `--format json` run.
    static func findings(_ result: CLIRunner.Result) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                                  "\(result.stdout)\(result.stderr)")
        return object["findings"] as? [[String: Any]] ?? []
    }

    // MARK: - Where things are

    /// The file a finding about version `version` is reported in: the file the team edits.
    func modelFile(_ version: Int) -> String {
        switch mode {
        case .yaml: Self.snapshot(version)
        case .coreData: "App/Library.xcdatamodeld/\(Self.xcodeName(version)).xcdatamodel/contents"
        case .swiftData: "App/Models/Library.swift"
        }
    }

    /// The released YAML snapshot of version `version`, as `release` writes it.
    static func snapshot(_ version: Int) -> String { "schemas/Library-v\(version).yaml" }

    /// Xcode's default names: `Library`, `Library 2`, `Library 3`…
    static func xcodeName(_ version: Int) -> String { version == 1 ? "Library" : "Library \(version)" }

    /// The 1-based line of the first line of `file` containing `text` after the first line
    /// containing `after` (when given).
    func line(of text: String, in file: String, after: String? = nil) throws -> Int {
        let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
        let start = try after.map { marker in try #require(lines.firstIndex { $0.contains(marker) }, "'\(marker)' in \(file)") } ?? 0
        return try #require(lines[start...].firstIndex { $0.contains(text) }, "'\(text)' in \(file)") + 1
    }

    /// The line of attribute `name` of version `version` in the file the team edits.
    func attributeLine(_ name: String, version: Int) throws -> Int {
        switch mode {
        case .yaml: try line(of: "      \(name):", in: modelFile(version))
        case .coreData: try line(of: "<attribute name=\"\(name)\"", in: modelFile(version))
        case .swiftData: try line(of: "var \(name):", in: modelFile(version), after: "enum LibrarySchemaV\(version):")
        }
    }

    /// The line of the entity `LibraryItem` of version `version` in the file the team edits.
    func entityLine(version: Int) throws -> Int {
        switch mode {
        case .yaml: try line(of: "  LibraryItem:", in: modelFile(version))
        case .coreData: try line(of: "<entity name=\"LibraryItem\"", in: modelFile(version))
        case .swiftData: try line(of: "final class LibraryItem", in: modelFile(version), after: "enum LibrarySchemaV\(version):")
        }
    }

    // MARK: - Changing the model

    /// Starts the next version with `attributes` (YAML: a new file; Xcode: a new model version,
    /// made current; SwiftData: a new `VersionedSchema`, added to the migration plan).
    mutating func addVersion(_ attributes: [GateAttribute]) throws {
        versions.append(attributes)
        try write(version: versions.count)
    }

    /// Rewrites version `version` in place with `attributes`.
    mutating func edit(version: Int, _ attributes: [GateAttribute]) throws {
        versions[version - 1] = attributes
        try write(version: version)
    }

    /// Replaces `old` by `new` in the file at `path`.
    func replace(_ old: String, with new: String, in path: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains(old), "'\(old)' in \(path)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    private func writeConfiguration() throws {
        var lines = ["version: 1"]
        switch mode {
        case .yaml: break
        case .coreData: lines.append("coreData: App/Library.xcdatamodeld")
        case .swiftData: lines.append("swiftData: App/Models")
        }
        try (lines + configuration).map { $0 + "\n" }.joined()
            .write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
    }

    private func write(version: Int) throws {
        switch mode {
        case .yaml:
            try create(Self.snapshot(version), yaml(version))
        case .coreData:
            try create(modelFile(version), xcode(version))
            try create("App/Library.xcdatamodeld/.xccurrentversion", """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>_XCCurrentVersionName</key>
                \t<string>\(Self.xcodeName(versions.count)).xcdatamodel</string>
                </dict>
                </plist>

                """)
        case .swiftData:
            try create(modelFile(version), swift())
        }
    }

    private func create(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func yaml(_ version: Int) -> String {
        let attributes = versions[version - 1].map { attribute in
            "      \(attribute.name): String\(attribute.optional ? "?" : "")"
                + (attribute.defaultValue.map { " = \"\($0)\"" } ?? "") + "\n"
        }
        return "model: Library\nversion: \(version)\nentities:\n  LibraryItem:\n    attributes:\n" + attributes.joined()
    }

    private func xcode(_ version: Int) -> String {
        let attributes = versions[version - 1].map { attribute in
            "        <attribute name=\"\(attribute.name)\"\(attribute.optional ? " optional=\"YES\"" : "") attributeType=\"String\""
                + (attribute.defaultValue.map { " defaultValueString=\"\($0)\"" } ?? "") + "/>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23A344" minimumToolsVersion="Automatic" sourceLanguage="Swift" usedWithCloudKit="YES" userDefinedModelVersionIdentifier="">
                <entity name="LibraryItem" representedClassName="LibraryItem" syncable="YES" codeGenerationType="class">
            \(attributes.joined())    </entity>
            </model>

            """
    }

    /// Every version as a `VersionedSchema` of one file, and the migration plan listing them.
    private func swift() -> String {
        var text = "import Foundation\nimport SwiftData\n"
        for (index, attributes) in versions.enumerated() {
            let version = index + 1
            let properties = attributes.map { attribute in
                "        var \(attribute.name): String\(attribute.optional ? "?" : "")"
                    + (attribute.defaultValue.map { " = \"\($0)\"" } ?? "") + "\n"
            }
            text += """

                enum LibrarySchemaV\(version): VersionedSchema {
                    static var versionIdentifier = Schema.Version(\(version), 0, 0)
                    static var models: [any PersistentModel.Type] { [LibraryItem.self] }

                    @Model final class LibraryItem {
                \(properties.joined())        init() {}
                    }
                }

                """
        }
        let schemas = (1...versions.count).map { "LibrarySchemaV\($0).self" }.joined(separator: ", ")
        let stages = (1..<max(versions.count, 1)).map {
            ".lightweight(fromVersion: LibrarySchemaV\($0).self, toVersion: LibrarySchemaV\($0 + 1).self)"
        }.joined(separator: ", ")
        text += """

            enum LibraryMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [\(schemas)] }
                static var stages: [MigrationStage] { [\(stages)] }
            }

            """
        return text
    }
}
