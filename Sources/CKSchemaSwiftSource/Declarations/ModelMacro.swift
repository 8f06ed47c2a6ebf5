import SwiftSyntax

/// SwiftData's `@Model` macro, the mark of a model class: the one place that says how it is
/// written, for the reader (which parses) and for the looks at a file's text that decide whether
/// to parse it (``SourceScan``, ``SwiftDataReader/mentionsModel(paths:)``).
enum ModelMacro {
    /// How the macro is written: `@Model`, or qualified with its module, `@SwiftData.Model`.
    static let spellings = ["@Model", "@SwiftData.Model"]

    /// ``spellings`` as bytes, for a look at a file's bytes.
    static let spellingBytes: [[UInt8]] = spellings.map { Array($0.utf8) }

    /// Whether `attribute` is the macro: `Model`, or `SwiftData.Model`.
    static func marks(_ attribute: AttributeSyntax) -> Bool {
        if let member = attribute.attributeName.as(MemberTypeSyntax.self) {
            return member.name.text == "Model"
                && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftData"
        }
        return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "Model"
    }

    /// Whether a class is marked with the macro.
    static func marks(_ node: ClassDeclSyntax) -> Bool {
        node.attributes.contains {
            if case .attribute(let attribute) = $0 { return marks(attribute) }
            return false
        }
    }

    /// Whether `text` may hold the macro: one of its ``spellings`` occurs, in code, a comment or a
    /// string (an answer that never misses a model class the reader would find).
    static func mayMark(_ text: String) -> Bool {
        spellings.contains { text.contains($0) }
    }
}
