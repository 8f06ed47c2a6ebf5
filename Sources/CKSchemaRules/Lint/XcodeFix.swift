import CKSchemaCore

/// What a lint rule's Xcode-worded fix knows about a finding located in an `.xcdatamodel`: the
/// finding and the model version it is in.
///
/// A rule whose YAML-worded fix names YAML keys (`externalStorage: true`, `renamedFrom`) declares
/// ``RuleDescription/xcodeFix`` with the names of Xcode's model editor instead (the Data Model
/// inspector's checkboxes and fields); the others keep their fix.
public struct XcodeFixContext: Sendable {
    /// The finding, with its YAML-worded fix.
    public let finding: Diagnostic
    /// The model version the finding is in.
    public let schema: Schema

    public init(finding: Diagnostic, schema: Schema) {
        self.finding = finding
        self.schema = schema
    }

    /// The entity the finding is about, or "".
    public var entity: String { finding.entity ?? "" }
    /// The attribute the finding is about, or "".
    public var attribute: String { finding.attribute ?? "" }
    /// The relationship the finding is about, or "".
    public var relationship: String { finding.relationship ?? "" }
    /// `'Score.points'`: the property the finding is about, as Xcode's editor lists it.
    public var property: String { "'\(entity).\(finding.attribute ?? finding.relationship ?? "")'" }
}

extension RuleDescription {
    /// A finding in `schema`, read from an Xcode model, with its fix in Xcode's words when the rule
    /// declares ``xcodeFix``.
    func xcodeWorded(_ finding: Diagnostic, in schema: Schema) -> Diagnostic {
        guard let xcodeFix, finding.fix != nil else { return finding }
        var worded = finding
        worded.fix = xcodeFix(XcodeFixContext(finding: finding, schema: schema))
        return worded
    }
}
