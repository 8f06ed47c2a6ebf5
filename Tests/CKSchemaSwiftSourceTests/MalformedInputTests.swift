import CKSchemaCore
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// The reader never traps: malformed Swift gives a located `swiftdata.syntax_error` and whatever
/// could still be read.
@Suite struct MalformedInputTests {
    static let valid = """
        import SwiftData

        @Model final class Score {
            @Attribute(.unique) var dateKey: String = ""
            var points: Int = 0
            @Relationship(deleteRule: .cascade, inverse: \\Event.score) var events: [Event]? = []
            #Unique<Score>([\\.dateKey, \\.points])
        }

        @Model final class Event {
            var score: Score?
            var at: Date = .now
        }

        enum SchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Score.self, Event.self] }
        }
        let configuration = ModelConfiguration(cloudKitDatabase: .private("iCloud.x.y"))
        """

    @Test func aSyntaxErrorIsLocatedAndReadingGoesOn() throws {
        let result = SwiftDataTestSupport.read("""
            @Model final class Score {
                var points: Int = = 0
                var name: String = ""
            }
            """)
        let error = try #require(result.diagnostics(SwiftDataDiagnostics.syntaxError.id).first)
        #expect(error.severity == .error && error.location?.line == 2)
        #expect(result.hasErrors)
        #expect(result.versions.first?.schema.entity(named: "Score")?.attribute(named: "name") != nil)
    }

    /// Every prefix of a valid file (cut at each token boundary and inside tokens): each reads
    /// without trapping, every problem is located, and a prefix that leaves a `{` open is a
    /// located syntax error.
    @Test func everyTruncationReadsWithoutTrapping() {
        let scalars = Array(Self.valid.unicodeScalars)
        var unclosed = 0
        for length in stride(from: 0, through: scalars.count, by: 3) {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[0..<length])
            let result = SwiftDataTestSupport.read(text)
            #expect(result.diagnostics.allSatisfy { $0.location != nil })
            if text.count(where: { $0 == "{" }) > text.count(where: { $0 == "}" }) {
                unclosed += 1
                #expect(!result.diagnostics(SwiftDataDiagnostics.syntaxError.id).isEmpty, "cut at \(length): \(text.suffix(20))")
            }
        }
        #expect(unclosed > 50)
    }

    /// Deterministic noise: random deletions, duplications and swaps of characters.
    @Test func mutatedSourcesReadWithoutTrapping() {
        var generator = SplitMix64(seed: 0x5EED)
        let scalars = Array(Self.valid.unicodeScalars)
        var refused = 0
        for _ in 0..<300 {
            var mutated = scalars
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                guard !mutated.isEmpty else { break }
                let index = Int.random(in: 0..<mutated.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: mutated.remove(at: index)
                case 1: mutated.insert(mutated[index], at: index)
                case 2: mutated[index] = ["{", "}", "(", ")", "[", "]", "\"", "\\", "#", "@", "?", ".", "\n"].randomElement(using: &generator) ?? " "
                default: mutated.swapAt(index, Int.random(in: 0..<mutated.count, using: &generator))
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: mutated)
            let result = SwiftDataTestSupport.read(text)
            #expect(result.diagnostics.allSatisfy { $0.location != nil })
            if result.hasErrors { refused += 1 }
        }
        // The noise does break the source: most mutated files are refused, with located errors.
        #expect(refused > 150)
    }

    /// Odd inputs, each with whether it is a syntax error: every problem is located.
    @Test func oddInputs() {
        let inputs: [(text: String, syntaxError: Bool)] = [
            ("", false), ("\n\n", false), ("@Model", true), ("@Model class", true),
            ("@Model final class A: A { var a: A? }", false),
            ("@Model class A { var a: [[A]] = [] ; var b: [A?] = [] }", false),
            ("typealias A = A\n@Model class B { var a: A }", false),
            ("@Model class Ü { var ä: Int = 0 }", false), ("@Model class A { var `default`: Int = 0 }", false),
            ("@Model class A { var x: Int = \(String(repeating: "(", count: 500))", true),
            ("@Model class A { var `default`: Int = 0 } // [[[[[[[[[[[[[[[[[[[[[[[[[[[[ \"[[[[[[[[[[[[[[[[[[[[[[\"", false),
        ]
        for (text, syntaxError) in inputs {
            let result = SwiftDataTestSupport.read(text)
            #expect(result.diagnostics.allSatisfy { $0.location != nil }, "\(text.prefix(40))")
            #expect(!result.diagnostics(SwiftDataDiagnostics.syntaxError.id).isEmpty == syntaxError, "\(text.prefix(40))")
        }
    }

    /// swift-syntax's parser takes time exponential in the nesting of `[` (and `[(`), and deep `[`
    /// or `#if` nesting overflows its stack (`ParserGuardTests`): such files are refused before
    /// parsing, with a located error.
    @Test(arguments: [String(repeating: "[", count: 2000), String(repeating: "[(", count: 40),
                      String(repeating: "#if a\n", count: 5000), "let x = " + String(repeating: "[", count: 30)])
    func pathologicalNestingIsRefusedBeforeParsing(text: String) throws {
        let result = SwiftDataTestSupport.read(text)
        let error = try #require(result.diagnostics(SwiftDataDiagnostics.syntaxError.id).first)
        #expect(error.message.contains("nested more than"))
        #expect(error.location != nil)
    }

    /// Brackets in comments and strings do not count.
    @Test func nestingGuardSkipsCommentsAndStrings() {
        let deep = String(repeating: "[", count: 40)
        let text = "// \(deep)\n/* \(deep) /* \(deep) */ */\nlet a = \"\(deep)\"\nlet b = \"\"\"\n\(deep)\n\"\"\"\nlet c = #\"\(deep)\"#\n"
        #expect(NestingGuard.check(Array(text.utf8)) == nil)
        #expect(NestingGuard.check(Array((text + deep).utf8)) != nil)
    }

    /// The code of an interpolation is code: its brackets count, in every kind of literal, and the
    /// text after it is text again (found by fuzzing: 100 `[` in a raw multi-line literal's
    /// interpolation kept the parser busy for minutes). A carriage return ends a line, so a
    /// single-line literal or a `//` comment, as a line feed does (found by fuzzing too).
    @Test func nestingGuardCountsBracketsInInterpolations() {
        let deep = String(repeating: "[", count: 40)
        for text in ["let `a\"` = \(deep)", "let a = \"\\(( ] ) \(deep))\"", "let a = \"x\r\(deep)\"", "let a = \"x\\\n\(deep)\"", "// x\r\(deep)", "let a = \"\\(\(deep))\"", "let a = #\"\"\"\n\\#(a(\(deep)\n\"\"\"#", "let a = \"x \\(f(\"\\(\(deep)\"))\""] {
            #expect(NestingGuard.check(Array(text.utf8)) != nil, "\(text)")
        }
        let shallow = "let a = \"\\(items[0]) \(deep)\"\nlet b = #\"\\(\(deep)\"#\nlet c = \"\\(f(\"(\")) [\"\n"
        #expect(NestingGuard.check(Array(shallow.utf8)) == nil)
    }

    /// Shapes that stop swift-syntax 603's parser with a failed precondition (found by fuzzing):
    /// refused before parsing, with the file and position.
    static let tripleQuoteCrashes = [
        #""\(b""""""y b""""#,
        #""\(b"""""" y b""""#,
        #""\(b""""""y b """"#,
        #""\(b""""""`y` b""""#,
        "\"\\(b\"\"\"\"\"\"y\tb\"\"\"",
        "\"\\(b\"\"\"\"\"\"y/*\n*/b\"\"\"",
        #""\(b"""""" /*x*/ y b c""""#,
        "\"\\(b\"\"\"\"\"\"y\u{FFFD}b\"\"\"",
        "\"\\(b\"\"\"\"\"\"y\u{0}b\"\"\"",
    ]

    /// Multi-line literals as real code writes them, near misses of the shape, and the shape in
    /// comments and in the text of literals, where it is valid Swift (the real apps of the shared
    /// corpus are read without an error by `SwiftDataCorpusTests`).
    static let tripleQuoteFine = [
        "// say \"\"\"hello world\"\"\" here\n",
        "/* \"\\(b\"\"\"\"\"\"y b\"\"\" */\n",
        "let s = \"\"\"\n  \\\"\"\"quoted words\\\"\"\"\n  \"\"\"\n",
        "let r = #\"\"\"\n  \"\"\"a b\"\"\" text\n  \"\"\"#\n",
        "let r = #\" \"\"\"a b\"\"\" \"#\n",
        "let a = \"\"\"\n  text \\(x) more\n  \"\"\"\n",
        "let a = \"\"\"\n  text\n  \"\"\" + \"\"\"\n  more\n  \"\"\"\n",
        "print(\"\"\"\n  a b\n  \"\"\".uppercased())\n",
        "let r = #\"\"\"\n  a \\#(b) c\n  \"\"\"#\n",
        "// a \"\"\"single\"\"\" word\n",
        "let s = \"\"\"\n  \"\"\" as NSString\n",
        #""\(b""""""yb""""#,
        #""\(b""""""y $0""""#,
        "\"\\(b\"\"\"\"\"\"y\nb\"\"\"",
    ]

    @Test func theTripleQuoteShapeIsRefusedBeforeParsing() throws {
        for text in Self.tripleQuoteCrashes {
            #expect(TripleQuoteGuard.check(Array(text.utf8)) != nil, "\(text)")
            let result = SwiftDataTestSupport.read(text)
            let error = try #require(result.diagnostics(SwiftDataDiagnostics.syntaxError.id).first)
            #expect(error.message.contains("stops swift-syntax's parser"))
            #expect(error.location?.line == 1)
        }
        for text in Self.tripleQuoteFine {
            #expect(TripleQuoteGuard.check(Array(text.utf8)) == nil, "\(text)")
        }
        // Located at the `"""` that starts it.
        #expect(TripleQuoteGuard.check(Array("let a = 1\n\"\\(b\"\"\"\"\"\"y b\"\"\"".utf8)) == 17)
    }

    /// Every `"""` inside unterminated nested comments reaches the same comments: each is scanned
    /// once (a scan per `"""` took minutes on a megabyte of this).
    @Test func manyLiteralsBeforeUnterminatedCommentsAreNotTheShape() {
        let bytes = Array(String(repeating: "\"\"\"a /*", count: 150_000).utf8)
        #expect(TripleQuoteGuard.check(bytes) == nil)
        // The scan still finds the shape before them.
        #expect(TripleQuoteGuard.check(Array("let a = 1\n\"\\(b\"\"\"\"\"\"y b\"\"\"\n".utf8) + bytes) == 17)
    }

    @Test func unreadablePathsAreInputErrors() {
        #expect(throws: InputError.self) { try SwiftDataReader.read(paths: ["/nonexistent/\(UUID().uuidString)"]) }
    }
}

/// A small seeded generator, so the mutation test is the same every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
