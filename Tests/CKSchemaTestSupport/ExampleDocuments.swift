/// Example documents several test targets load.
public enum ExampleDocuments {
    /// The example of the schema format reference (docs/schema-format.md).
    public static let formatReference = """
        model: WordErase
        version: 2
        container: iCloud.com.example.WordErase
        versionAttribute: schemaVersion
        entities:
          Score:
            attributes:
              dateKey: String = ""
              points: Int64 = 0
              maxPoints: Int64 = 0
              note: String?
              photo:
                type: Binary
                optional: true
                externalStorage: true
              schemaVersion: Int16 = 2
            relationships:
              events:
                to: Event
                toMany: true
                inverse: score
                deleteRule: cascade
          Event:
            attributes:
              kind: String = "word"
              at: Date?
              schemaVersion: Int16 = 2
            relationships:
              score:
                to: Score
                inverse: events

        """

    /// `entities` entities of 27 attributes and 2 relationships each, with one finding of five rules each.
    public static func largeYAML(entities: Int) -> String {
        var yaml = "model: Large\nversion: 1\nentities:\n"
        for e in 0..<entities {
            yaml += "  Entity\(e):\n    uniqueConstraints: [[code]]\n    attributes:\n      code: String\n      photo: Binary?\n"
            for a in 0..<25 { yaml += "      field\(a): Int64 = \(a)\n" }
            let next = (e + 1) % entities, previous = (e + entities - 1) % entities
            yaml += "    relationships:\n"
            yaml += "      next:\n        to: Entity\(next)\n        inverse: previous\n        deleteRule: deny\n"
            yaml += "      previous:\n        to: Entity\(previous)\n        toMany: true\n        ordered: true\n        inverse: next\n"
        }
        return yaml
    }
}
