import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

/// `CloudKitNaming` is the one place that spells the names Core Data gives things in CloudKit: no
/// other source file builds a `CD_` name by hand. Prose (doc comments, rule rationales and their
/// example output) may still show such names.
@Suite struct CloudKitNamingSourceScanTests {
    /// Whether a line has a string literal that starts with the prefix (`"CD_entityName"`) or
    /// interpolates a name after it (`CD_\(name)`).
    static func spellsName(_ line: String) -> Bool {
        line.contains(#""CD_"#) || line.contains(#"CD_\("#)
    }

    /// The lines of `text` that spell a `CD_` name in code, comments left out.
    static func offendingLines(_ text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), spellsName(code) else { return nil }
            return index + 1
        }
    }

    @Test func theScanFindsHandBuiltNames() {
        #expect(Self.offendingLines(#"let field = "CD_points""#) == [1])
        #expect(Self.offendingLines(#"return "'CD_\(name)'""#) == [1])
        #expect(Self.offendingLines("/// the field `\"CD_points\"`\nlet x = 1") == [])
        #expect(Self.offendingLines(#"summary: "A `CD_` field is a REFERENCE""#) == [])
    }

    @Test func onlyCloudKitNamingSpellsTheNames() throws {
        let sources = PackagePaths.url("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 100, "the scan must see the sources")
        var offending: [String] = []
        for file in files where file.lastPathComponent != "CloudKitNaming.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let path = file.path.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")
            offending += Self.offendingLines(text).map { "\(path):\($0)" }
        }
        #expect(offending == [], "use CloudKitNaming instead of spelling CD_ names")
    }
}
