import CKSchemaKit

/// Where a model declares a generated record type (field nil) or field; the services layer
/// answers from the model (`CD_Score.CD_points` → `schemas/v3.yaml:12:7`).
public typealias ModelLocator = @Sendable (_ recordType: String, _ field: String?) -> SourceLocation?

/// The element of a generated `.ckdb` file at a line, so a CloudKit error that names only a
/// line and column can name the record type or field, and the model element behind it.
public struct GeneratedElement: Sendable, Hashable, CustomStringConvertible {
    public var recordType: String
    /// The field on that line; nil when the line is the record type's header or a GRANT.
    public var field: String?

    public init(recordType: String, field: String? = nil) {
        self.recordType = recordType
        self.field = field
    }

    /// "field 'CD_points' of record type 'CD_Score'" or "record type 'CD_Score'".
    public var description: String {
        field.map { "field '\($0)' of record type '\(recordType)'" } ?? "record type '\(recordType)'"
    }

    /// The element at `line` of the `.ckdb` `text`: the field written on that line, else the
    /// record type whose statement spans it. Nil when the text does not parse (CloudKit may
    /// reject what ckschema's parser accepts, never the reverse for generated files) or the line
    /// is outside every statement.
    public static func at(line: Int, in text: String) -> GeneratedElement? {
        guard let schema = try? CKDBParser.parse(text) else { return nil }
        for recordType in schema.recordTypes {
            guard let start = recordType.location?.line, let end = recordType.endLocation?.line,
                  start <= line, line <= end else { continue }
            let field = recordType.fields.first { $0.location?.line == line }
            return GeneratedElement(recordType: recordType.name.value, field: field?.name.value)
        }
        return nil
    }
}
