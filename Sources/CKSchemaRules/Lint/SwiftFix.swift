import CKSchemaCore

/// What a lint rule's Swift-worded fix knows about a finding located in SwiftData `@Model` code:
/// the finding and the Swift type of the property it is about.
///
/// A rule whose YAML-worded fix reads differently in Swift declares ``RuleDescription/swiftFix``;
/// the others get their fix with YAML's words for renaming translated (``translatingYAMLTerms(_:)``).
public struct SwiftFixContext: Sendable {
    /// The finding, with its YAML-worded fix.
    public let finding: Diagnostic
    /// The property's type as the Swift code declares it (`Int`, `[String]`), when it is known.
    public let swiftType: String?

    public init(finding: Diagnostic, swiftType: String?) {
        self.finding = finding
        self.swiftType = swiftType
    }

    /// The attribute the finding is about, or "".
    public var attribute: String { finding.attribute ?? "" }
    /// The relationship the finding is about, or "".
    public var relationship: String { finding.relationship ?? "" }

    /// ` ('Int?')` for the property's type, or "" when the type is unknown.
    public var optionalTypeHint: String { swiftType.map { " ('\($0)?')" } ?? "" }

    /// A literal default for the property's Swift type, when there is an obvious one (`0`, `""`, `.now`).
    public var defaultLiteral: String? {
        guard let type = swiftType else { return nil }
        if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
        switch type {
        case "String": return "\"\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
             "Double", "Float", "Decimal": return "0"
        case "Bool": return "false"
        case "Date": return ".now"
        case "UUID": return "UUID()"
        case "Data": return "Data()"
        default: return nil
        }
    }

    /// YAML's `renamedFrom` in Swift terms: the stored name is kept with `@Attribute(originalName:)`.
    public static func translatingYAMLTerms(_ fix: String) -> String {
        fix.replacingOccurrences(of: "and set 'renamedFrom'", with: "and keep the stored name with '@Attribute(originalName:)'")
            .replacingOccurrences(of: "(keep 'renamedFrom' for local data)", with: "(keep the stored name with 'originalName:')")
            .replacing(/declare 'renamedFrom: ([^']+)'/) { "give the new property '@Attribute(originalName: \"\($0.1)\")'" }
    }

    /// YAML's `renamedFrom` in the words of Xcode's model editor: the Renaming ID.
    public static func translatingYAMLTermsForXcode(_ fix: String) -> String {
        fix.replacing(/declare 'renamedFrom: ([^']+)'/) { "set the new one's Renaming ID to '\($0.1)' in the Data Model inspector" }
            .replacingOccurrences(of: "and set 'renamedFrom'", with: "and set its Renaming ID to the old name")
            .replacingOccurrences(of: "(keep 'renamedFrom' for local data)", with: "(set its Renaming ID to the old name for local data)")
    }
}

extension RuleDescription {
    /// The fix of `context`'s finding in Swift terms: the rule's ``swiftFix`` when it declares
    /// one, otherwise its YAML-worded fix with renaming translated.
    public func swiftWordedFix(_ context: SwiftFixContext) -> String? {
        if let swiftFix { return swiftFix(context) }
        return context.finding.fix.map(SwiftFixContext.translatingYAMLTerms)
    }
}
