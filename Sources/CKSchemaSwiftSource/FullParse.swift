import SwiftParser
import SwiftSyntax

/// swift-syntax's parse alone, without the reader's facts: the yardstick of the build plugin's
/// benchmark (`make bench`: a cold build may cost no more than one full parse of its target on
/// one core, Benchmarks/README.md).
package enum FullParse {
    /// Parses `text` and returns the length of its tree in bytes (so the parse is not optimized away).
    package static func parsedLength(_ text: String) -> Int {
        Parser.parse(source: text).totalLength.utf8Length
    }
}
