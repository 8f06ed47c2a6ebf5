import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// Loading speed against a bare libyaml event scan of the same bytes. Timing is not asserted
/// (machines differ); run with `CKSCHEMA_BENCH=1 swift test -c release --filter LoadingPerformance`.
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

    @Test(.enabled(if: ProcessInfo.processInfo.environment["CKSCHEMA_BENCH"] != nil))
    func loadingCostsLittleMoreThanAnEventScan() throws {
        let bytes = Array(Self.largeSchema(entities: 2_000, attributes: 30).utf8)
        func best(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
            var best = Double.infinity
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return best
        }
        var events = 0
        let scan = best(5) { events = YAMLParser.scanEvents(bytes) }
        var root: YAMLNode?
        let parse = try best(5) { root = try YAMLParser.parse(bytes, file: "big.yaml") }
        let decode = try best(5) { _ = try SchemaDecoder.decode(root, file: "big.yaml") }
        let load = try best(5) { _ = try SchemaLoader.load(bytes: bytes, file: "big.yaml") }
        // The floor the schema model sets: building the same Schema in code, positions included.
        let floor = best(5) {
            let at = CKSchemaCore.SourceLocation(file: "big.yaml", line: 1, column: 1)
            var entities: [Entity] = []
            entities.reserveCapacity(2_000)
            for e in 0..<2_000 {
                var attributes: [Attribute] = []
                attributes.reserveCapacity(30)
                for a in 0..<30 {
                    var keys = [String: CKSchemaCore.SourceLocation](minimumCapacity: 3)
                    keys["type"] = at
                    keys["default"] = at
                    attributes.append(Attribute(name: "attribute\(a)", type: .int64, defaultValue: .integer(0),
                                                source: SourceInfo(at, keys: keys)))
                }
                entities.append(Entity(name: "Entity\(e)", attributes: attributes, source: SourceInfo(at)))
            }
            _ = Schema(model: "Big", version: 1, entities: entities)
        }
        print("""
            loading benchmark: \(bytes.count) bytes, \(events) events
              bare libyaml event scan \(String(format: "%.1f", scan)) ms
              parse to nodes          \(String(format: "%.1f", parse)) ms (\(String(format: "%.2f", parse / scan))x)
              decode to Schema        \(String(format: "%.1f", decode)) ms
              load (parse + decode)   \(String(format: "%.1f", load)) ms (\(String(format: "%.2f", load / scan))x)
              same Schema built in code \(String(format: "%.1f", floor)) ms (\(String(format: "%.2f", floor / scan))x)
            """)
        #expect(events > 0)
    }
}
