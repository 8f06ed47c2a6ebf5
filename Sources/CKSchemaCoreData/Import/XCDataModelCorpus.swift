import CKSchemaCore
import Foundation

/// One model of the flat corpus layout (`shared/corpus/xcdatamodel/`): the versions of one
/// `.xcdatamodeld`, stored as `<owner>__<repo>__<Model>__<Version>.xml`, with
/// `<owner>__<repo>__<Model>.xccurrentversion` naming the current version.
public struct CorpusModel: Sendable, Hashable {
    /// `<owner>__<repo>__<Model>`.
    public var key: String
    /// `<owner>/<repo>`.
    public var repository: String
    /// The bundle's name as stored (characters outside `[A-Za-z0-9._-]` replaced by `_`).
    public var model: String
    /// Version names and file paths, oldest first.
    public var versions: [(name: String, path: String)]
    public var current: String?

    public static func == (lhs: CorpusModel, rhs: CorpusModel) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// Reads the flat corpus layout and imports its models through the per-file entry point.
public enum XCDataModelCorpus {
    /// The models in `folder`, sorted by key; empty when the folder does not exist.
    public static func models(in folder: String) -> [CorpusModel] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var versionsByKey: [String: [(String, String)]] = [:]
        var currentByKey: [String: String] = [:]
        for entry in entries {
            let path = (folder as NSString).appendingPathComponent(entry)
            if entry.hasSuffix(".xml") {
                let parts = entry.dropLast(4).components(separatedBy: "__")
                guard parts.count >= 4 else { continue }
                let key = parts[0..<3].joined(separator: "__")
                versionsByKey[key, default: []].append((parts[3...].joined(separator: "__"), path))
            } else if entry.hasSuffix(".xccurrentversion") {
                let key = String(entry.dropLast(".xccurrentversion".count))
                if let bytes = try? InputFile.read(path, format: .coreDataModel),
                   let name = XCDataModelImporter.currentVersionName(fromPlist: Data(bytes)) {
                    currentByKey[key] = sanitized(name)
                }
            }
        }
        return versionsByKey.keys.sorted().compactMap { key in
            guard let files = versionsByKey[key] else { return nil }
            let parts = key.components(separatedBy: "__")
            let current = currentByKey[key].flatMap { name in files.contains { $0.0 == name } ? name : nil }
            let order = XCDataModelImporter.orderedVersionNames(files.map(\.0), current: current)
            let byName = Dictionary(files, uniquingKeysWith: { first, _ in first })
            return CorpusModel(key: key, repository: "\(parts[0])/\(parts[1])", model: parts[2],
                               versions: order.compactMap { name in byName[name].map { (name, $0) } },
                               current: current)
        }
    }

    /// Imports every version of a corpus model, numbered 1…n.
    public static func importModel(_ model: CorpusModel) throws -> ImportedModel {
        var warnings: [ImportWarning] = []
        let name = try XCDataModelImporter.resolvedModelName(nil, derivedFrom: model.model, warnings: &warnings)
        var versions: [ImportedVersion] = []
        for (index, version) in model.versions.enumerated() {
            guard let bytes = try InputFile.read(version.path, format: .coreDataModel) else {
                throw InputError(ImportProblems.notFound, message: "cannot read '\(version.path)'")
            }
            versions.append(try XCDataModelContentsReader.read(
                Data(bytes), file: version.path, model: name, version: index + 1, versionName: version.name,
                isCurrent: version.name == model.current))
        }
        return ImportedModel(name: name, versions: versions, warnings: warnings)
    }

    /// The corpus's spelling of a name: characters outside `[A-Za-z0-9._-]` replaced by `_`.
    public static func sanitized(_ name: String) -> String {
        String(name.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || "._-".contains($0) ? $0 : "_" })
    }
}
