import CKSchemaCore

/// A model version, as fingerprints and reports name it (`WordErase@3`).
public struct SchemaVersionID: Sendable, Hashable, CustomStringConvertible {
    public var model: String
    public var version: Int

    public init(model: String, version: Int) {
        self.model = model
        self.version = version
    }

    /// The version of a loaded schema.
    public init(_ schema: Schema) {
        self.init(model: schema.model, version: schema.version)
    }

    public var description: String { "\(model)@\(version)" }
}

/// The identity of a finding across runs: what SARIF's `partialFingerprints` carry and what a
/// baseline of accepted findings records. One function, so both agree.
///
/// It is made of the rule, the element the finding is about, and the versions involved — never a
/// line or column, so moving a declaration within its file (or reformatting it) keeps the
/// identity, while the same problem in another version, or against another baseline version, is
/// another finding:
///
///     field_no_delete|WordErase@4|Score.points|WordErase@3
public enum FindingFingerprint {
    /// The key of ckschema's fingerprint in SARIF's `partialFingerprints`.
    public static let sarifKey = "ckschemaFinding/v1"

    /// The readable identity of `diagnostic`.
    ///
    /// - Parameters:
    ///   - version: the version the finding is in; nil when unknown (then `file`).
    ///   - relatedVersion: for comparisons, the older version (nil: `relatedFile`, if any).
    ///   - file: a stable name of the finding's file (repository-relative), used without a version.
    ///   - relatedFile: the same for the related location.
    public static func identity(of diagnostic: Diagnostic, version: SchemaVersionID?, relatedVersion: SchemaVersionID?,
                                file: String? = nil, relatedFile: String? = nil) -> String {
        var element = [diagnostic.entity, diagnostic.attribute ?? diagnostic.relationship]
            .compactMap { $0 }.joined(separator: ".")
        // A finding about no element (the schema itself) is told apart by its message.
        if element.isEmpty { element = "'" + diagnostic.message + "'" }
        let place = version?.description ?? file ?? ""
        var parts = [diagnostic.id, place, element]
        if let related = relatedVersion?.description ?? relatedFile { parts.append(related) }
        return parts.joined(separator: "|")
    }

    /// The fingerprint: the SHA-256 of ``identity(of:version:relatedVersion:file:relatedFile:)``
    /// as 64 hex digits.
    public static func of(_ diagnostic: Diagnostic, version: SchemaVersionID?, relatedVersion: SchemaVersionID?,
                          file: String? = nil, relatedFile: String? = nil) -> String {
        ContentHash.sha256(identity(of: diagnostic, version: version, relatedVersion: relatedVersion,
                                    file: file, relatedFile: relatedFile))
    }
}
