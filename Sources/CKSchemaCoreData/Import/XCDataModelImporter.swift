import CKSchemaCore
import Foundation

/// Imports an Xcode Core Data model: an `.xcdatamodeld` bundle (every version), a single
/// `.xcdatamodel`, or a `contents` file.
///
/// Versions are numbered 1…n oldest first: in the order the caller gives (from `ckschema.yaml` or
/// the bundle's commits), else by name with natural numeric ordering (`Model`, `Model 2`, …
/// `Model 10`); the version `.xccurrentversion` names is always last.
public enum XCDataModelImporter {
    /// How the importer reads one of a model's files: its absolute path and the name errors give
    /// it, as ``InputFile/read(_:format:limit:reportedAs:regularOnly:)`` takes them; nil when it cannot be opened.
    public typealias FileReader = (_ path: String, _ reportedAs: String) throws -> [UInt8]?

    /// Every file read as every input is (``InputFile``).
    public static func inputFile(_ path: String, reportedAs file: String) throws -> [UInt8]? {
        try InputFile.read(path, format: .coreDataModel, reportedAs: file)
    }

    /// Imports the model at `path`.
    /// - parameter modelName: the model name for the YAML files; defaults to the bundle's name.
    /// - parameter versionOrder: a bundle's version names oldest first, when something other than
    ///   their names says the order; ignored unless it names every version of the bundle.
    /// - parameter read: how its files are read (the build plugin passes the bytes it already read).
    public static func importModel(at path: String, modelName: String? = nil,
                                   versionOrder: [String]? = nil, read: FileReader = inputFile) throws -> ImportedModel {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw InputError(ImportProblems.notFound, message: "no such file or folder '\(path)'")
        }
        if isDirectory.boolValue {
            switch url.pathExtension {
            case "xcdatamodeld":
                return try importBundle(at: url, displayPath: path, modelName: modelName, versionOrder: versionOrder, read: read)
            case "xcdatamodel":
                return try importSingleVersion(folder: url, displayPath: path, modelName: modelName, read: read)
            default:
                throw InputError(
                    ImportProblems.notAModel,
                    message: "'\(path)' is neither an '.xcdatamodeld' bundle nor an '.xcdatamodel' folder")
            }
        }
        // A `contents` file: the model is its folder's.
        let folder = url.deletingLastPathComponent()
        if folder.pathExtension == "xcdatamodel" {
            return try importSingleVersion(folder: folder, displayPath: path, modelName: modelName, contentsPath: path, read: read)
        }
        let baseName = url.deletingPathExtension().lastPathComponent
        var warnings: [ImportWarning] = []
        let name = try resolvedModelName(modelName, derivedFrom: baseName, warnings: &warnings)
        let version = try readVersion(file: path, url: url, model: name, version: 1, versionName: baseName, isCurrent: true, read: read)
        return ImportedModel(name: name, versions: [version], warnings: warnings)
    }

    // MARK: - Bundles

    private static func importBundle(at bundle: URL, displayPath: String, modelName: String?,
                                     versionOrder: [String]?, read: FileReader) throws -> ImportedModel {
        var warnings: [ImportWarning] = []
        let name = try resolvedModelName(modelName, derivedFrom: bundle.deletingPathExtension().lastPathComponent,
                                         warnings: &warnings)
        let (ordered, current) = try versionNames(inBundle: bundle, displayPath: displayPath, order: versionOrder,
                                                  warnings: &warnings, read: read)
        var versions: [ImportedVersion] = []
        for (index, versionName) in ordered.enumerated() {
            let contents = bundle.appendingPathComponent(versionName + ".xcdatamodel").appendingPathComponent("contents")
            let file = (displayPath as NSString).appendingPathComponent("\(versionName).xcdatamodel/contents")
            versions.append(try readVersion(file: file, url: contents, model: name, version: index + 1,
                                            versionName: versionName, isCurrent: versionName == current, read: read))
        }
        return ImportedModel(name: name, versions: versions, warnings: warnings)
    }

    private static func importSingleVersion(folder: URL, displayPath: String, modelName: String?,
                                            contentsPath: String? = nil, read: FileReader) throws -> ImportedModel {
        var warnings: [ImportWarning] = []
        let versionName = folder.deletingPathExtension().lastPathComponent
        let bundle = folder.deletingLastPathComponent()
        var number = 1
        var isCurrent = true
        var derivedName = versionName
        if bundle.pathExtension == "xcdatamodeld" {
            derivedName = bundle.deletingPathExtension().lastPathComponent
            var ignored: [ImportWarning] = []
            if let (ordered, current) = try? versionNames(inBundle: bundle, displayPath: bundle.path, warnings: &ignored, read: read),
               let index = ordered.firstIndex(of: versionName) {
                number = index + 1
                isCurrent = versionName == current
            }
        }
        let name = try resolvedModelName(modelName, derivedFrom: derivedName, warnings: &warnings)
        let file = contentsPath ?? (displayPath as NSString).appendingPathComponent("contents")
        let version = try readVersion(file: file, url: folder.appendingPathComponent("contents"), model: name,
                                      version: number, versionName: versionName, isCurrent: isCurrent, read: read)
        return ImportedModel(name: name, versions: [version], warnings: warnings)
    }

    /// The version names of the bundle at `path` (without `.xcdatamodel`), in no particular order,
    /// and the one `.xccurrentversion` names; nil when `path` is not a readable bundle.
    public static func bundleVersions(at path: String) -> (names: [String], current: String?)? {
        let bundle = URL(fileURLWithPath: path).standardizedFileURL
        guard bundle.pathExtension == "xcdatamodeld",
              let entries = try? FileManager.default.contentsOfDirectory(atPath: bundle.path) else { return nil }
        let names = entries.filter { $0.hasSuffix(".xcdatamodel") }.map { String($0.dropLast(".xcdatamodel".count)) }
        var ignored: [ImportWarning] = []
        return (names, currentVersionName(inBundle: bundle, displayPath: path, known: names, warnings: &ignored))
    }

    /// The bundle's version names, ordered, and the current one.
    static func versionNames(inBundle bundle: URL, displayPath: String, order: [String]? = nil,
                             warnings: inout [ImportWarning], read: FileReader = inputFile) throws -> (ordered: [String], current: String?)
    {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
        let names = entries.filter { $0.hasSuffix(".xcdatamodel") }.map { String($0.dropLast(".xcdatamodel".count)) }
        guard !names.isEmpty else {
            throw InputError(ImportProblems.noVersions, message: "'\(displayPath)' contains no '.xcdatamodel' version")
        }
        let current = currentVersionName(inBundle: bundle, displayPath: displayPath, known: names, warnings: &warnings, read: read)
        if let order, order.count == names.count, Set(order) == Set(names) {
            return (orderedVersionNames(order, current: current, keepingOrder: true), current)
        }
        let ordered = orderedVersionNames(names, current: current)
        if let current, let last = naturallySorted(names).last, last != current {
            let location = SourceLocation(file: (displayPath as NSString).appendingPathComponent(".xccurrentversion"),
                                          line: 1, column: 1)
            warnings.append(ImportWarning(
                ImportReadingWarnings.versionOrder,
                message: "version '\(last)' sorts after the current version '\(current)'; the current version is numbered last",
                location: location))
        }
        return (ordered, current)
    }

    /// The version `.xccurrentversion` names (without `.xcdatamodel`), if the file exists and names
    /// a version of the bundle.
    private static func currentVersionName(inBundle bundle: URL, displayPath: String, known: [String],
                                           warnings: inout [ImportWarning], read: FileReader = inputFile) -> String? {
        let url = bundle.appendingPathComponent(".xccurrentversion")
        guard let bytes = try? read(url.path, url.path) else { return nil }
        let data = Data(bytes)
        let location = SourceLocation(file: (displayPath as NSString).appendingPathComponent(".xccurrentversion"),
                                      line: 1, column: 1)
        guard let name = currentVersionName(fromPlist: data) else {
            warnings.append(ImportWarning(ImportReadingWarnings.currentVersionUnreadable,
                                          message: "'.xccurrentversion' could not be read; versions ordered by name",
                                          location: location))
            return nil
        }
        guard known.contains(name) else {
            warnings.append(ImportWarning(ImportReadingWarnings.currentVersionUnknown,
                                          message: "'.xccurrentversion' names '\(name)', which the bundle does not contain",
                                          location: location))
            return nil
        }
        return name
    }

    /// The `_XCCurrentVersionName` value of an `.xccurrentversion` property list (XML, as Xcode
    /// writes it), without the `.xcdatamodel` extension. Read with the same XML reader as models:
    /// Foundation's property list parser leaks on malformed input.
    public static func currentVersionName(fromPlist data: Data) -> String? {
        guard let root = try? XMLDocumentReader.read(data, file: ".xccurrentversion"), root.name == "plist",
              let entries = root.children(named: "dict").first?.children,
              let key = entries.firstIndex(where: { $0.name == "key" && $0.text == "_XCCurrentVersionName" }),
              key + 1 < entries.count, entries[key + 1].name == "string" else { return nil }
        let value = entries[key + 1].text
        return value.hasSuffix(".xcdatamodel") ? String(value.dropLast(".xcdatamodel".count)) : value
    }

    /// Version names oldest first: natural numeric order (or the order given, with
    /// `keepingOrder`), with `current` moved last.
    public static func orderedVersionNames(_ names: [String], current: String?, keepingOrder: Bool = false) -> [String] {
        var ordered = keepingOrder ? names : naturallySorted(names)
        if let current, let index = ordered.firstIndex(of: current) {
            ordered.remove(at: index)
            ordered.append(current)
        }
        return ordered
    }

    /// Whether names alone say the order of `names`: each is one shared stem, bare or followed by
    /// a number (`Model`, `Model 2`, `Model 10`; `1.0`, `1.1`, `2.0`). `Shared` beside `0.5` and
    /// `0.6` does not: nothing in the names says which came first.
    public static func namesSayTheOrder(_ names: [String]) -> Bool {
        guard names.count > 1 else { return true }
        let stems = Set(names.map { name -> String in
            var stem = Substring(name)
            while let last = stem.last, last.isNumber || last == "." || last == "_" || last == "-" || last == " " {
                stem = stem.dropLast()
            }
            return String(stem)
        })
        return stems.count == 1
    }

    /// Names in natural order: digit runs compare as numbers (`Model 2` < `Model 10`).
    public static func naturallySorted(_ names: [String]) -> [String] {
        names.sorted { naturalOrder($0, $1) }
    }

    static func naturalOrder(_ lhs: String, _ rhs: String) -> Bool {
        // Numbers by value and text ignoring case first; exact spelling only breaks ties.
        let left = chunks(lhs), right = chunks(rhs)
        for (a, b) in zip(left, right) {
            switch (a, b) {
            case (.number(let x, _), .number(let y, _)) where x != y: return x < y
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let x), .text(let y)) where x.lowercased() != y.lowercased():
                return x.lowercased() < y.lowercased()
            default: continue
            }
        }
        if left.count != right.count { return left.count < right.count }
        return lhs < rhs
    }

    private enum Chunk: Equatable {
        case text(String)
        case number(Double, String)
    }

    private static func chunks(_ name: String) -> [Chunk] {
        var result: [Chunk] = []
        var current = ""
        var inNumber = false
        func flush() {
            guard !current.isEmpty else { return }
            result.append(inNumber ? .number(Double(current) ?? 0, current) : .text(current))
            current = ""
        }
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != inNumber { flush(); inNumber = isDigit }
            current.append(character)
        }
        flush()
        return result
    }

    // MARK: - Helpers

    private static func readVersion(file: String, url: URL, model: String, version: Int, versionName: String,
                                    isCurrent: Bool, read: FileReader) throws -> ImportedVersion {
        guard let bytes = try read(url.path, file) else {
            let folder = url.deletingLastPathComponent()
            let hint = FileManager.default.fileExists(atPath: folder.appendingPathComponent("elements").path)
                ? " (a model saved before Xcode 4: open and save it in a recent Xcode first)" : ""
            throw InputError(ImportProblems.notFound, message: "cannot read '\(file)'\(hint)")
        }
        return try XCDataModelContentsReader.read(Data(bytes), file: file, model: model, version: version,
                                                  versionName: versionName, isCurrent: isCurrent)
    }

    /// The model name to use: the one given (which must be valid), or one derived from the bundle's
    /// name with invalid characters replaced by `_` (with a warning when it changed).
    static func resolvedModelName(_ given: String?, derivedFrom base: String, warnings: inout [ImportWarning])
        throws -> String
    {
        if let given {
            guard isValidModelName(given) else {
                throw InputError(ImportProblems.invalidModelName,
                                 message: "invalid model name '\(given)'",
                                 fix: "use letters, digits and '_', starting with a letter")
            }
            return given
        }
        var name = String(base.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" ? $0 : "_" })
        if !(name.first.map { $0.isASCII && $0.isLetter } ?? false) { name = "Model" + name }
        if name != base {
            warnings.append(ImportWarning(ImportReadingWarnings.modelNameChanged,
                                          message: "model name '\(base)' written as '\(name)' (use --model to choose)",
                                          location: nil))
        }
        return name
    }

    static func isValidModelName(_ name: String) -> Bool {
        name.range(of: "^[A-Za-z][A-Za-z0-9_]*$", options: .regularExpression) != nil
    }
}
