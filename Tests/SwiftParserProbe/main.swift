// A test-only program (never installed): parses one Swift file with the pinned swift-syntax and
// nothing before it (no guard of ckschema's reader), so a test can see, in a process of its own,
// whether an input still stops the parser.
//
// Usage: SwiftParserProbe FILE   (prints "parsed N bytes" and exits 0 when the parser returns)
import Foundation
import SwiftParser
import SwiftSyntax

guard CommandLine.arguments.count == 2, let data = FileManager.default.contents(atPath: CommandLine.arguments[1]) else {
    FileHandle.standardError.write(Data("usage: SwiftParserProbe FILE\n".utf8))
    exit(2)
}
let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
print("parsed \(tree.totalLength.utf8Length) bytes")
