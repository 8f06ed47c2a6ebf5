/// The kinds of file ckschema reads, each with one documented size limit (docs/reliability.md).
///
/// A file over its limit is refused from its size alone, before a byte of it is read
/// (``InputFile``), with ``InputProblems/tooLarge``.
public enum InputFormat: String, Sendable, CaseIterable {
    /// A YAML schema version; also YAML/JSON seed documents and schema files read from git.
    case yamlSchema
    /// The project configuration, `ckschema.yaml`.
    case configuration
    /// A CloudKit schema file (`.ckdb`, `cktool export-schema` output).
    case ckdb
    /// A Core Data model's `contents` XML (and its bundle's `.xccurrentversion`).
    case coreDataModel
    /// A Swift source file, for the SwiftData model reader.
    case swiftSource
    /// The release lock of a schemas folder (JSON).
    case releaseLock
    /// The findings baseline, `ckschema-baseline.json`.
    case findingsBaseline
    /// An app target's `.entitlements` property list.
    case entitlements

    /// The largest file accepted, in bytes.
    public var byteLimit: Int {
        switch self {
        // A 20,000-entity model of 30 attributes each is 22 MB, its `.ckdb` export 42 MB and its
        // release lock 65 MB: ten times the benchmark's large size (Benchmarks/README.md).
        case .yamlSchema: 64 * 1024 * 1024
        case .configuration: 1024 * 1024
        case .ckdb: 64 * 1024 * 1024
        case .coreDataModel: 64 * 1024 * 1024
        case .swiftSource: 8 * 1024 * 1024
        case .releaseLock: 128 * 1024 * 1024
        // One entry is about 300 bytes: 400,000 accepted findings.
        case .findingsBaseline: 128 * 1024 * 1024
        case .entitlements: 1024 * 1024
        }
    }

    /// What the files are, for messages ("YAML schema files").
    public var summary: String {
        switch self {
        case .yamlSchema: "YAML schema and seed files"
        case .configuration: "configuration files"
        case .ckdb: "CloudKit schema (.ckdb) files"
        case .coreDataModel: "Core Data model files"
        case .swiftSource: "Swift source files"
        case .releaseLock: "release locks"
        case .findingsBaseline: "findings baselines"
        case .entitlements: "entitlements files"
        }
    }

    /// The largest limit of all formats.
    public static let largestLimit = allCases.map(\.byteLimit).max() ?? 0
}
