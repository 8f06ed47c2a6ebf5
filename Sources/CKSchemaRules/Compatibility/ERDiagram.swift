import CKSchemaCore

/// A Mermaid `erDiagram` of a schema, for Markdown reports.
public enum ERDiagram {
    /// The diagram in a ```mermaid fence. `marks` maps entity names and `Entity.member` paths to a
    /// word ("added", "changed") shown as an attribute comment; marked entities get a `CHANGE`
    /// pseudo-attribute (`ckschema ADDED`) carrying the mark so the diagram shows them at a glance.
    public static func mermaid(_ schema: Schema, marks: [String: String] = [:]) -> String {
        var out = "```mermaid\nerDiagram\n"
        for entity in schema.entities {
            out += "    \(entity.name) {\n"
            if let mark = marks[entity.name] { out += "        ckschema \(mark.uppercased()) \"entity \(mark)\"\n" }
            for attribute in entity.attributes {
                let mark = marks[entity.name + "." + attribute.name].map { " \"\($0)\"" } ?? ""
                out += "        \(attribute.type.rawValue) \(attribute.name)\(mark)\n"
            }
            out += "    }\n"
        }
        var drawn: Set<String> = []
        for entity in schema.entities {
            for relationship in entity.relationships {
                let key = [entity.name + "." + relationship.name,
                           relationship.destination + "." + (relationship.inverse ?? "")].sorted().joined(separator: "|")
                guard relationship.inverse == nil || drawn.insert(key).inserted else { continue }
                let inverse = relationship.inverse.flatMap { schema.entity(named: relationship.destination)?.relationship(named: $0) }
                let left = inverse?.toMany == true ? "}o" : "|o"
                let right = relationship.toMany ? "o{" : "o|"
                let mark = marks[entity.name + "." + relationship.name].map { " (\($0))" } ?? ""
                out += "    \(entity.name) \(left)--\(right) \(relationship.destination) : \"\(relationship.name)\(mark)\"\n"
            }
        }
        return out + "```\n"
    }
}
