import CKSchemaCore

/// A small schema document used to document and test a rule.
///
/// In triggering examples a `↓` goes right before each token a finding must point at; the marker
/// is removed before the document is loaded. The example remembers where it was declared so a
/// failing test points at the example, not at the test runner.
public struct Example: Sendable {
    /// The marker placed right before the token a finding must point at.
    public static let marker: Character = "↓"

    /// The YAML document as written, markers included.
    public var markedText: String {
        switch source {
        case .text(let text): text
        case .generated(let make): make()
        }
    }
    /// Where the document comes from: written out, or built when first read.
    private let source: Source
    /// Left out of `docs/rules.md` (for generated, very long documents); ``documentationNote``
    /// then describes it instead.
    public let excludedFromDocumentation: Bool
    /// A sentence describing an example that is not shown in the documentation.
    public let documentationNote: String?
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    public init(
        _ markedText: String,
        excludedFromDocumentation: Bool = false,
        documentationNote: String? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        self.source = .text(markedText)
        self.excludedFromDocumentation = excludedFromDocumentation
        self.documentationNote = documentationNote
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// An example whose document is built by `make` when the tests read it, not when the rule's
    /// description is read (which the linter does on every run): for long generated documents,
    /// left out of the documentation and described by `documentationNote`. `make` should return
    /// a `static let`, so the document is built once.
    public init(
        generatedBy make: @escaping @Sendable () -> String,
        documentationNote: String,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        self.source = .generated(make)
        self.excludedFromDocumentation = true
        self.documentationNote = documentationNote
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    private enum Source: Sendable {
        case text(String)
        case generated(@Sendable () -> String)
    }

    /// The document without markers, as the loader must read it.
    public var text: String {
        String(String.UnicodeScalarView(markedText.unicodeScalars.filter { $0 != "↓" }))
    }

    /// A position in ``text`` (1-based line and column, columns counted in Unicode scalars).
    public struct Position: Sendable, Hashable, Comparable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public var description: String { "\(line):\(column)" }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    /// Where the markers are, expressed as positions in ``text`` (each marker points at the scalar
    /// that follows it), in document order.
    public var markerPositions: [Position] {
        // The byte offsets the markers leave in ``text``, placed by its ``LineIndex``.
        var offsets: [Int] = []
        var offset = 0
        for scalar in markedText.unicodeScalars {
            if scalar == "↓" {
                offsets.append(offset)
            } else {
                offset += String(scalar).utf8.count
            }
        }
        let lines = LineIndex(text)
        return offsets.map { lines.position(ofByte: $0) }.map { Position(line: $0.line, column: $0.column) }
    }
}
