import CKSchemaTestSupport
import Foundation
import Testing

/// The dependency graph in Package.swift is the real one: every target imports exactly what it
/// declares (no layer reaches one it does not name, none names one it does not use).
@Suite struct LayerGraphTests {
    struct Target {
        var name: String
        var folder: String
        var dependencies: Set<String>
        var isExecutable: Bool
    }

    /// Modules of the platform and the toolchain, which no target declares.
    static let platform: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "Glibc", "Musl", "Darwin", "Dispatch", "CryptoKit",
        "Testing", "XCTest", "Synchronization", "PackagePlugin", "os",
    ]

    /// Each target of Package.swift with its folder and declared dependencies (products by their
    /// module name).
    static func targets() throws -> [Target] {
        let manifest = try String(contentsOf: PackagePaths.url("Package.swift"), encoding: .utf8)
        var targets: [Target] = []
        for opener in [".target(", ".executableTarget(", ".testTarget("] {
            var rest = manifest[...]
            while let range = rest.range(of: opener) {
                let body = balanced(rest[range.upperBound...], open: "(", close: ")")
                rest = rest[range.upperBound...]
                guard let name = firstString(after: "name:", in: body) else { continue }
                let folder = firstString(after: "path:", in: body) ?? ((opener == ".testTarget(" ? "Tests/" : "Sources/") + name)
                var dependencies: Set<String> = []
                if let start = body.range(of: "dependencies:"), let bracket = body[start.upperBound...].firstIndex(of: "[") {
                    var list = String(balanced(body[body.index(after: bracket)...], open: "[", close: "]"))
                    // `package: "swift-syntax"` names a package, `.when(…)` a condition: neither is a module.
                    list = list.replacingOccurrences(of: #"package:\s*"[^"]*""#, with: "", options: .regularExpression)
                    list = list.replacingOccurrences(of: #"condition:\s*\.when\([^)]*\)"#, with: "", options: .regularExpression)
                    dependencies = Set(strings(in: list))
                }
                targets.append(Target(name: name, folder: folder, dependencies: dependencies,
                                      isExecutable: opener == ".executableTarget("))
            }
        }
        return targets
    }

    /// What the Swift files below `folder` import, from each file's leading import lines (code
    /// inside string literals further down is not read).
    static func imports(below folder: String) -> Set<String> {
        let root = PackagePaths.url(folder)
        guard let files = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var modules: Set<String> = []
        while let file = files.nextObject() as? String {
            guard file.hasSuffix(".swift"),
                  let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            var inComment = false
            for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if inComment { inComment = !line.contains("*/"); continue }
                if line.hasPrefix("/*") { inComment = !line.contains("*/"); continue }
                if line.isEmpty || line.hasPrefix("//") || line.hasPrefix("#if") || line.hasPrefix("#else") || line.hasPrefix("#endif") { continue }
                var words = line.split(separator: " ").map(String.init)
                while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal"].contains(first) { words.removeFirst() }
                guard words.first == "import", words.count >= 2 else { break }
                let name = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "typealias"].contains(words[1]) ? words[2] : words[1]
                modules.insert(String(name.split(separator: ".").first ?? ""))
            }
        }
        return modules.subtracting(platform)
    }

    @Test func everyTargetImportsExactlyWhatItDeclares() throws {
        let targets = try Self.targets()
        #expect(targets.count > 10, "Package.swift was read: \(targets.map(\.name))")
        // A test's dependency on a program it runs (`ckschema`, a probe) builds the program; it is
        // not imported.
        let programs = Set(targets.filter(\.isExecutable).map(\.name))
        for target in targets {
            let imported = Self.imports(below: target.folder)
            #expect(imported.subtracting(target.dependencies).isEmpty,
                    "\(target.name) imports \(imported.subtracting(target.dependencies).sorted()) without declaring them")
            let unused = target.dependencies.subtracting(imported).subtracting(programs)
            #expect(unused.isEmpty, "\(target.name) declares \(unused.sorted()) without importing them")
        }
    }

    // MARK: - Reading the manifest

    private static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
        var depth = 1
        var inString = false
        for index in text.indices {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if character == open { depth += 1 }
            if character == close {
                depth -= 1
                if depth == 0 { return text[..<index] }
            }
        }
        return text
    }

    private static func firstString(after label: String, in text: Substring) -> String? {
        guard let range = text.range(of: label) else { return nil }
        return strings(in: String(text[range.upperBound...])).first
    }

    private static func strings(in text: String) -> [String] {
        var found: [String] = []
        var current: String?
        for character in text {
            if character == "\"" {
                if let value = current { found.append(value); current = nil } else { current = "" }
            } else if current != nil {
                current?.append(character)
            }
        }
        return found
    }
}
