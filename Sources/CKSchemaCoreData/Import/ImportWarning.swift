import CKSchemaCore

/// Something in an Xcode model that the YAML format cannot express and the import left out, or
/// read in a way the user should know about. Never silent: every dropped item gives one.
public struct ImportWarning: Sendable, Hashable {
    /// Stable identifier, prefixed `import.` (`import.fetch_index_dropped`…).
    public var id: String
    public var message: String
    /// The element in the `contents` file the warning is about.
    public var location: SourceLocation?

    /// A warning declared by `warning` (a ``DiagnosticDescription`` of ``ImportDroppedWarnings`` or
    /// ``ImportReadingWarnings``).
    public init(_ warning: DiagnosticDescription, message: String, location: SourceLocation?) {
        self.id = warning.id
        self.message = message
        self.location = location
    }

    /// The warning as a ``Diagnostic`` of severity `warning`.
    public var diagnostic: Diagnostic {
        Diagnostic(id: id, severity: .warning, message: message, location: location)
    }
}

/// One version of an imported Xcode model.
public struct ImportedVersion: Sendable {
    /// The version's name in Xcode (`Model 2`): the `.xcdatamodel` folder name.
    public var name: String
    /// The `contents` file it was read from.
    public var file: String
    /// Whether `.xccurrentversion` names this version.
    public var isCurrent: Bool
    public var schema: Schema
    public var warnings: [ImportWarning]
    /// Whether the file sets `usedWithCloudKit="YES"` on the model or on a configuration.
    public var declaresCloudKit: Bool

    public init(name: String, file: String, isCurrent: Bool, schema: Schema, warnings: [ImportWarning],
                declaresCloudKit: Bool) {
        self.name = name
        self.file = file
        self.isCurrent = isCurrent
        self.schema = schema
        self.warnings = warnings
        self.declaresCloudKit = declaresCloudKit
    }
}

/// An imported Xcode model: every version, oldest first, numbered 1…n.
public struct ImportedModel: Sendable {
    /// The model name used in the YAML files.
    public var name: String
    public var versions: [ImportedVersion]
    /// Warnings about the model as a whole (name changes, version order).
    public var warnings: [ImportWarning]

    public init(name: String, versions: [ImportedVersion], warnings: [ImportWarning] = []) {
        self.name = name
        self.versions = versions
        self.warnings = warnings
    }

    /// Model-level warnings followed by each version's, in version order.
    public var allWarnings: [ImportWarning] { warnings + versions.flatMap(\.warnings) }
}

extension ImportedModel {
    /// One YAML file per version, `<model>-v<N>.yaml`, each with a header naming its source.
    public func yamlFiles() -> [GeneratedFile] {
        versions.map { version in
            let header = [
                "Imported by ckschema from \(version.file)",
                "Xcode model version '\(version.name)'" + (version.isCurrent ? " (current)" : ""),
            ]
            return GeneratedFile(path: "\(name)-v\(version.schema.version).yaml",
                                 contents: SchemaYAMLWriter.write(version.schema, header: header))
        }
    }
}
