import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// Loading large schemas. Speed is measured by `make bench` (Benchmarks/README.md), not here.
@Suite struct LoadingPerformanceTests {
    /// A schema of `entities` entities with `attributes` attributes each, mixing the compact forms.
    static func largeSchema(entities: Int, attributes: Int) -> String {
        var text = "model: Big\nversion: 1\ncontainer: iCloud.com.example.Big\nversionAttribute: schemaVersion\nentities:\n"
        text.reserveCapacity(entities * attributes * 32)
        let forms = ["String?", "Int64 = 0", "Date?", "Bool = false", "Double = 1.5", "String = \"x\"", "UUID = UUID()", "Binary?"]
        for e in 0..<entities {
            text += "  Entity\(e):\n    attributes:\n"
            for a in 0..<attributes {
                text += "      attribute\(a): \(forms[(e + a) % forms.count])\n"
            }
            text += "    relationships:\n      next:\n        to: Entity\((e + 1) % entities)\n        inverse: previous\n"
            text += "      previous:\n        to: Entity\((e + entities - 1) % entities)\n        inverse: next\n"
        }
        return text
    }

    @Test func largeSchemaLoads() throws {
        let bytes = Array(Self.largeSchema(entities: 20, attributes: 30).utf8)
        let schema = try SchemaLoader.load(bytes: bytes, file: "big.yaml")
        #expect(schema.entities.count == 20)
        #expect(schema.entities.allSatisfy { $0.attributes.count == 30 && $0.relationships.count == 2 })
        #expect(YAMLParser.scanEvents(bytes) > 20 * 30 * 2)
    }
}
