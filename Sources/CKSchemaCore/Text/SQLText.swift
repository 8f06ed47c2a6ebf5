/// Names and values written into SQL text: identifiers in double quotes, literals in single
/// quotes, the quote character doubled inside.
package enum SQLText {
    /// `"name"`; most names hold no `"`, and are wrapped without a search-and-replace.
    package static func identifier(_ name: String) -> String {
        quoted(name, by: "\"")
    }

    /// `'text'`.
    package static func literal(_ text: String) -> String {
        quoted(text, by: "'")
    }

    private static func quoted(_ text: String, by quote: Character) -> String {
        let mark = String(quote)
        guard text.utf8.contains(quote.asciiValue ?? 0) else { return mark + text + mark }
        return mark + text.replacingOccurrences(of: mark, with: mark + mark) + mark
    }
}
