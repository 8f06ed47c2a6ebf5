import CKSchemaCore

/// A Mermaid `erDiagram` of a schema, for Markdown reports (GitHub renders Mermaid fences).
///
/// With ``ChangeMarks`` it shows what changed since an older version: a changed entity carries a
/// pseudo-attribute `ckschema ADDED|CHANGED|RENAMED|REMOVED` with the detail as its comment,
/// attributes carry their change as a comment (`Int64 points "changed: type Int32 → Int64"`),
/// relationship labels say it in brackets, and removed entities, attributes and relationships are
/// drawn too, marked removed.
public enum ERDiagram {
    /// The diagram of `schema` in a ```mermaid fence, marked with `marks`.
    public static func mermaid(_ schema: Schema, marks: ChangeMarks = ChangeMarks()) -> String {
        var out = "```mermaid\nerDiagram\n"
        for entity in schema.entities {
            out += block(entity, mark: marks.mark(entity: entity.name),
                         removed: marks.removedAttributes[entity.name] ?? [], marks: marks)
        }
        for entity in marks.removedEntities {
            out += block(entity, mark: .removed, removed: [], marks: marks)
        }
        var drawn: Set<String> = []
        for entity in schema.entities {
            for relationship in entity.relationships {
                let inverse = relationship.inverse.flatMap { schema.entity(named: relationship.destination)?.relationship(named: $0) }
                out += line(entity.name, relationship, inverse: inverse,
                            mark: marks.mark(entity: entity.name, member: relationship.name), drawn: &drawn)
            }
        }
        for (entity, relationship) in marks.removedRelationships {
            let inverse = relationship.inverse.flatMap { marks.old?.entity(named: relationship.destination)?.relationship(named: $0) }
            var gone = relationship
            gone.destination = marks.renamedEntities[relationship.destination] ?? relationship.destination
            out += line(entity, gone, inverse: inverse, mark: .removed, drawn: &drawn)
        }
        return out + "```\n"
    }

    private static func block(_ entity: Entity, mark: ChangeMarks.Mark?, removed: [Attribute], marks: ChangeMarks) -> String {
        var out = "    \(entity.name) {\n"
        if let mark {
            let word: String
            switch mark {
            case .added: word = "ADDED"
            case .removed: word = "REMOVED"
            case .renamed: word = "RENAMED"
            case .changed: word = "CHANGED"
            }
            out += "        ckschema \(word) \"\(comment("entity " + mark.text))\"\n"
        }
        let inside = mark == .added || mark == .removed
        for attribute in entity.attributes {
            let attributeMark = inside ? nil : marks.mark(entity: entity.name, member: attribute.name)
            out += "        \(attribute.type.rawValue) \(attribute.name)" + (attributeMark.map { " \"\(comment($0.text))\"" } ?? "") + "\n"
        }
        for attribute in removed {
            out += "        \(attribute.type.rawValue) \(attribute.name) \"removed\"\n"
        }
        return out + "    }\n"
    }

    /// One relationship line; a relationship with an inverse is drawn once for the pair.
    private static func line(_ entity: String, _ relationship: Relationship, inverse: Relationship?, mark: ChangeMarks.Mark?,
                             drawn: inout Set<String>) -> String {
        let key = [entity + "." + relationship.name,
                   relationship.destination + "." + (relationship.inverse ?? "")].sorted().joined(separator: "|")
        guard relationship.inverse == nil || drawn.insert(key).inserted else { return "" }
        let left = inverse?.toMany == true ? "}o" : "|o"
        let right = relationship.toMany ? "o{" : "o|"
        let label = relationship.name + (mark.map { " (\($0.text))" } ?? "")
        return "    \(entity) \(left)--\(right) \(relationship.destination) : \"\(comment(label))\"\n"
    }

    /// Text safe inside a Mermaid quoted string (no double quotes, one line).
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "\n", with: " ")
    }
}
