import CKSchemaCore

/// Writes a `CloudKitSchema` in the exact form `cktool export-schema` prints, so a generated file
/// diffs cleanly against an exported one.
///
/// The form (as `cktool export-schema` prints it, docs/cloudkit-mapping.md): `DEFINE SCHEMA`, a blank line, roles (`CREATE ROLE`, in the order given) then
/// record types sorted by unquoted name in byte order, separated by blank lines and indented four
/// spaces; inside a type, fields sorted by unquoted name with the type column aligned one space
/// after the longest name, index options in the order QUERYABLE SEARCHABLE SORTABLE, then one
/// GRANT per role (permissions READ, CREATE, WRITE; roles sorted); names quoted only when they
/// must be; a newline at the end.
public enum CKDBPrinter {
    /// The schema in export form. `header` lines, if any, are written first as `//` comments
    /// (cktool ignores them; a raw export has none).
    public static func print(_ schema: CloudKitSchema, header: [String] = []) -> String {
        var out = ""
        for line in header { out += line.isEmpty ? "//\n" : "// \(line)\n" }
        out += "DEFINE SCHEMA\n"
        let canonical = schema.canonicalized()
        if !canonical.roles.isEmpty {
            out += "\n"
            for role in canonical.roles { out += "    CREATE ROLE \(role.name.rendered);\n" }
        }
        for recordType in canonical.recordTypes {
            out += "\n"
            out += render(recordType)
        }
        return out
    }

    /// One `RECORD TYPE` statement in export form (already canonicalized by the caller or not).
    public static func render(_ recordType: RecordType) -> String {
        let canonical = recordType.canonicalized()
        let width = canonical.fields.map { $0.name.rendered.unicodeScalars.count }.max() ?? 0
        var members: [String] = canonical.fields.map { field in
            let name = field.name.rendered
            let padding = String(repeating: " ", count: width - name.unicodeScalars.count + 1)
            return ([name + padding + field.type.description] + field.indexes.keywords).joined(separator: " ")
        }
        members += canonical.grants.map { grant in
            "GRANT \(grant.permissions.map(\.rawValue).joined(separator: ", ")) TO \(grant.role.rendered)"
        }
        var out = "    RECORD TYPE \(canonical.name.rendered) (\n"
        out += members.map { "        \($0)" }.joined(separator: ",\n")
        if !members.isEmpty { out += "\n" }
        out += "    );\n"
        return out
    }
}
