/// The benchmark's input: a valid, lint-clean schema of `entities` × `attributes`, with a to-one /
/// to-many relationship pair between neighbouring entities, in the compact and full YAML forms.
///
/// Version 2 is version 1 plus additive changes, as a release adds them: an optional attribute
/// on every hundredth entity and one new entity.
enum SyntheticSchema {
    static func yaml(entities: Int, attributes: Int, version: Int = 1) -> String {
        let types = ["String = \"\"", "Int64 = 0", "Int32 = 0", "Double = 0", "Bool = false",
                     "Date?", "UUID = UUID()", "String?", "Decimal = 0", "Int16 = 1"]
        var out = "model: Bench\nversion: \(version)\ncontainer: iCloud.com.example.Bench\nentities:\n"
        out.reserveCapacity(entities * attributes * 32)
        for e in 0..<entities {
            out += "  Entity\(e):\n    attributes:\n"
            for a in 0..<attributes {
                if a % 10 == 9 {
                    out += "      field\(a):\n        type: Binary\n        optional: true\n        externalStorage: true\n"
                } else {
                    out += "      field\(a): \(types[a % types.count])\n"
                }
            }
            if version >= 2, e % 100 == 0 { out += "      added: String?\n" }
            let next = (e + 1) % entities, previous = (e + entities - 1) % entities
            out += "    relationships:\n"
            out += "      next:\n        to: Entity\(next)\n        inverse: previous\n"
            out += "      previous:\n        to: Entity\(previous)\n        toMany: true\n        inverse: next\n"
        }
        if version >= 2 { out += "  Added:\n    attributes:\n      name: String?\n" }
        return out
    }
}
