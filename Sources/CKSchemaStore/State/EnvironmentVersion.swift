import Foundation

/// Which model version an environment last came from.
public struct EnvironmentVersion: Sendable, Hashable {
    public var environment: CloudKitEnvironment
    public var model: String?
    public var version: Int?
    public var contentHash: String?
    public var updatedAt: Date?

    /// Whether the environment never received a schema (no model version, no imported schema).
    public var isEmpty: Bool { (model == nil || version == nil) && contentHash == nil }

    /// `model 'WordErase' version 2`, or `nothing yet` / `an imported schema`.
    public var summary: String {
        guard let model, let version else { return isEmpty ? "nothing yet" : "an imported schema" }
        return "model '\(model)' version \(version)"
    }

    /// Whether both came from the same model file.
    func isSameSource(as other: EnvironmentVersion) -> Bool {
        model == other.model && version == other.version && contentHash == other.contentHash
    }
}

extension EnvironmentRow {
    var environmentVersion: EnvironmentVersion {
        EnvironmentVersion(environment: name, model: model, version: version, contentHash: contentHash, updatedAt: updatedAt)
    }
}
