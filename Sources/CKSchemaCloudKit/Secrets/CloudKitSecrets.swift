import Foundation

/// The CloudKit tokens present in ckschema's environment, so anything captured from `cktool`
/// can be scrubbed before it is shown, logged or recorded.
///
/// ckschema never reads a token for its own use: `cktool` inherits the environment and finds
/// `CLOUDKIT_MANAGEMENT_TOKEN` there (cktool(1): `--token`, then the environment, then its file,
/// then the keychain). This type only knows the values so it can hide them.
public struct CloudKitSecrets: Sendable {
    /// The variable `cktool` reads for schema commands.
    public static let managementTokenVariable = "CLOUDKIT_MANAGEMENT_TOKEN"
    /// Every variable whose value is a secret: cktool's two tokens and the name Apple's CKTool JS
    /// samples use.
    public static let variables = [managementTokenVariable, "CLOUDKIT_USER_TOKEN", "CKTOOL_MGMT_TOKEN"]
    /// Values shorter than this are not scrubbed (replacing every "1" would garble output; no real
    /// token is that short).
    static let minimumLength = 6

    /// (variable, value) pairs, longest value first so a token containing another is hidden whole.
    let values: [(variable: String, value: String)]

    /// The secrets in `environment`.
    public init(environment: [String: String]) {
        values = Self.variables.compactMap { name in
            guard let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines),
                  value.count >= Self.minimumLength else { return nil }
            return (name, value)
        }.sorted { $0.value.count > $1.value.count }
    }

    /// Whether a management token is set in the environment (cktool may still find one in its
    /// keychain or file).
    public var hasManagementToken: Bool { values.contains { $0.variable == Self.managementTokenVariable } }

    /// `text` with every secret replaced by `<redacted VARIABLE>`.
    public func scrub(_ text: String) -> String {
        var out = text
        for (variable, value) in values where out.contains(value) {
            out = out.replacingOccurrences(of: value, with: "<redacted \(variable)>")
        }
        return out
    }

    /// Whether `text` contains any secret.
    public func appears(in text: String) -> Bool { values.contains { text.contains($0.value) } }
}
