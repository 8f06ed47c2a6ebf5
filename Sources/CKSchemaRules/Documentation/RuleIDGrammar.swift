/// The one grammar of rule identifiers, lint and change rules alike.
///
/// An identifier is lowercase ASCII words (letters, then letters or digits) joined by `_`: what
/// the rule is about, then what must hold or what happened — `field_no_delete`,
/// `unique_constraint`, `default_value_changed`. It is stable forever. The rule's type is the
/// identifier in UpperCamelCase followed by `Rule` (`FieldNoDeleteRule`).
public enum RuleIDGrammar {
    /// Whether `id` follows the grammar.
    public static func isWellFormed(_ id: String) -> Bool {
        let words = id.split(separator: "_", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
            return word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// The name of the type that declares the rule `id`: `field_no_delete` → `FieldNoDeleteRule`.
    public static func typeName(for id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Rule"
    }
}
