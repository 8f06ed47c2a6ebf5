import CKSchemaCore
import Foundation

/// Where a model declares a generated record type (field nil) or field; the services layer
/// answers from the model (`CD_Score.CD_points` → `schemas/v3.yaml:12:7`).
public typealias ModelLocator = @Sendable (_ recordType: String, _ field: String?) -> SourceLocation?

/// The element of a generated `.ckdb` file at a line, so a CloudKit error that names only a
/// line and column can name the record type or field, and the model element behind it.
package struct GeneratedElement: Sendable, Hashable, CustomStringConvertible {
    package var recordType: String
    /// The field on that line; nil when the line is the record type's header or a GRANT.
    package var field: String?

    package init(recordType: String, field: String? = nil) {
        self.recordType = recordType
        self.field = field
    }

    /// "field 'CD_points' of record type 'CD_Score'" or "record type 'CD_Score'".
    package var description: String {
        field.map { "field '\($0)' of record type '\(recordType)'" } ?? "record type '\(recordType)'"
    }

    /// The element at `line` of the `.ckdb` `text`: the field written on that line, else the
    /// record type whose statement spans it. A scan of lines, not a parse, because the text may be
    /// exactly what CloudKit found invalid; generated files put one member on each line. Nil when
    /// the line lies outside every record type.
    package static func at(line: Int, in text: String) -> GeneratedElement? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let words = { (index: Int) in lines[index].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" }) }
        var index = line - 1
        while index >= 0 {
            let current = words(index)
            if current.count >= 3, current[0].uppercased() == "RECORD", current[1].uppercased() == "TYPE" {
                let recordType = unquote(current[2])
                guard index != line - 1, let first = words(line - 1).first,
                      !["GRANT", ")", ");"].contains(first.uppercased()) else {
                    return GeneratedElement(recordType: recordType)
                }
                return GeneratedElement(recordType: recordType, field: unquote(first))
            }
            if index != line - 1, current.first.map({ $0.hasPrefix(")") }) == true { return nil }
            index -= 1
        }
        return nil
    }

    private static func unquote(_ word: Substring) -> String {
        String(word.trimmingCharacters(in: CharacterSet(charactersIn: "\",")))
    }
}
