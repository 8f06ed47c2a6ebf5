import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// Large files are read on two threads (``PipelinedEventReader``); every result must be exactly
/// what the one-thread reader gives: schemas, positions, problems and their order.
@Suite struct PipelinedDecodingTests {
    /// Decodes `bytes` both ways; returns the two outcomes (a schema or the rendered problems).
    static func bothWays(_ bytes: [UInt8], limits: YAMLLimits = .default) -> (sequential: Outcome, pipelined: Outcome) {
        func outcome(_ pipelined: Bool) -> Outcome {
            do {
                return .schema(try SchemaDecoder.decode(bytes: bytes, file: "p.yaml", limits: limits, pipelined: pipelined))
            } catch let error as InputError {
                return .problems(error.diagnostics.map(LoadingTest.render))
            } catch {
                return .problems(["unexpected \(error)"])
            }
        }
        return (outcome(false), outcome(true))
    }

    enum Outcome: Equatable {
        case schema(Schema)
        case problems([String])
    }

    @Test(arguments: EventDecodingTests.yamlProblemDocuments)
    func yamlProblemsAreTheSameOnTwoThreads(document: String) {
        let (sequential, pipelined) = Self.bothWays(Array(document.utf8))
        #expect(pipelined == sequential)
        if case .schema = sequential { Issue.record("the document should have problems") }
    }

    @Test func schemaProblemsAndPositionsAreTheSameOnTwoThreads() throws {
        let invalid = LoadingTest.schema("""
              item:
                atributes: {}
                attributes:
                  a: Strng
                  b: "String? = x"
                  d:
                    typ: String
                relationships:
                  r: {toMany: true}
            """)
        let (sequential, pipelined) = Self.bothWays(Array(invalid.utf8))
        #expect(pipelined == sequential)
        let valid = Array(FormatExampleTests.yaml.utf8)
        let one = try SchemaDecoder.decode(bytes: valid, file: "p.yaml", limits: .default, pipelined: false)
        let two = try SchemaDecoder.decode(bytes: valid, file: "p.yaml", limits: .default, pipelined: true)
        #expect(two == one)
        for (a, b) in zip(one.entities, two.entities) {
            #expect(a.source.location == b.source.location)
            #expect(a.source.keys.dictionary == b.source.keys.dictionary)
            for (x, y) in zip(a.attributes, b.attributes) { #expect(x.source.location == y.source.location) }
        }
    }

    @Test func aLargeFileSpanningManyBatchesDecodesTheSame() throws {
        // Well past one batch of events, with long scalars that need their own text chunks
        var yaml = "model: Big\nversion: 1\nentities:\n"
        for e in 0..<400 {
            yaml += "  Entity\(e):\n    attributes:\n"
            for a in 0..<12 { yaml += "      field\(a): String = \"\(String(repeating: "x", count: a == 5 && e % 40 == 0 ? 70_000 : 3))\"\n" }
        }
        let bytes = Array(yaml.utf8)
        #expect(bytes.count >= PipelinedEventReader.minimumBytes)
        let (sequential, pipelined) = Self.bothWays(bytes)
        #expect(pipelined == sequential)
        guard case .schema(let schema) = pipelined else { Issue.record("expected a schema: \(pipelined)"); return }
        #expect(schema.entities.count == 400)
        // A problem near the end of a large file, and an invalid byte, both as on one thread
        let duplicate = Self.bothWays(Array((yaml + "  Entity7: {}\n").utf8))
        #expect(duplicate.pipelined == duplicate.sequential)
        var broken = bytes
        broken[broken.count - 10] = 0xFF
        let invalidUTF8 = Self.bothWays(broken)
        #expect(invalidUTF8.pipelined == invalidUTF8.sequential)
        let tooLarge = Self.bothWays(broken, limits: YAMLLimits(maxBytes: 1000))
        #expect(tooLarge.pipelined == tooLarge.sequential)
    }

    /// Every worker of a pool loading a large file at once, more loads than cores: each reading
    /// thread is started for its load, so none waits behind the blocked workers.
    @Test(.timeLimit(.minutes(1)))
    func largeLoadsFromEveryWorkerOfAPoolAllFinish() throws {
        var yaml = "model: Busy\nversion: 1\nentities:\n"
        for e in 0..<4_000 { yaml += "  Entity\(e):\n    attributes:\n      name: String = \"\"\n      count: Int64 = 0\n" }
        let bytes = Array(yaml.utf8)
        #expect(PipelinedEventReader.isWorthwhile(forBytes: bytes.count) || ProcessInfo.processInfo.activeProcessorCount < 2)
        let loads = 4 * max(2, ProcessInfo.processInfo.activeProcessorCount)
        let counts = Counts(loads)
        DispatchQueue.concurrentPerform(iterations: loads) { i in
            let schema = try? SchemaDecoder.decode(bytes: bytes, file: "p.yaml", limits: .default, pipelined: true)
            counts.set(i, schema?.entities.count ?? -1)
        }
        #expect(counts.values == Array(repeating: 4_000, count: loads))
    }

    /// Results written by the pool's workers, one slot each.
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Int]
        init(_ count: Int) { slots = Array(repeating: 0, count: count) }
        func set(_ index: Int, _ value: Int) { lock.lock(); slots[index] = value; lock.unlock() }
        var values: [Int] { lock.lock(); defer { lock.unlock() }; return slots }
    }
}
