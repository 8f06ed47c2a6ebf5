import CKSchemaCore

extension CloudKitConfiguration {
    /// The keys the `cloudkit:` section accepts.
    public static let keys = ["container", "team", "snapshots", "timeout"]

    /// Decodes the `cloudkit:` section of `ckschema.yaml` (nil when the file has none).
    ///
    /// - Throws: `InputError` with every problem at its `file:line:column` (`config.*` ids, like
    ///   the rest of the file).
    public static func decode(_ node: YAMLNode?) throws(InputError) -> CloudKitConfiguration? {
        guard let node, !node.isNull else { return nil }
        var problems: [Diagnostic] = []
        func report(_ failure: CloudKitFailure, _ message: String, _ location: SourceLocation, fix: String? = nil) {
            problems.append(Diagnostic(failure.declaration, message: message, location: location, fix: fix ?? failure.plainFix))
        }
        guard let pairs = node.mapping else {
            throw CloudKitFailure.invalidConfiguration.error("'cloudkit' must be a mapping, found \(node.kindDescription)",
                                                            location: node.location, fix: "write 'container:' and 'team:' under 'cloudkit:'")
        }
        var configuration = CloudKitConfiguration(location: node.location)
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            let value = pair.value
            switch key {
            case "container", "team", "snapshots":
                guard let text = value.scalar, !value.isNull, !text.isEmpty else {
                    report(.invalidConfiguration, "'cloudkit.\(key)' must be a non-empty string", value.location)
                    continue
                }
                // A value cktool would take for an option (`--output-file=…`) is refused: each is
                // handed to cktool as the value of its own option, never as a word of its own.
                if key != "snapshots", text.hasPrefix("-") || text.contains(where: { $0.isWhitespace || $0.isNewline }) {
                    report(.invalidConfiguration, "'cloudkit.\(key)' must be an identifier, not '\(UntrustedText.excerpt(text))'", value.location)
                    continue
                }
                if key == "container" { configuration.container = text }
                if key == "team" { configuration.team = text }
                if key == "snapshots" { configuration.snapshots = text }
            case "tool":
                // The program that receives the token is the runner's choice, never the repository's.
                report(.toolInConfiguration,
                       "'cloudkit.tool' is not read from ckschema.yaml: the repository must not choose the program that receives the CloudKit token",
                       pair.key.location,
                       fix: "remove it; whoever runs ckschema names the command with '--cktool COMMAND' or \(CKToolChoice.variable)=COMMAND")
            case "timeout":
                guard let text = value.scalar, let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    report(.invalidConfiguration, "'cloudkit.timeout' must be a positive number of seconds", value.location)
                    continue
                }
                configuration.timeout = seconds
            case "token", "managementToken", "management_token":
                // Never echo the value: it is a secret committed by mistake.
                report(.secretInConfiguration, "a CloudKit token does not belong in ckschema.yaml",
                       pair.key.location,
                       fix: "remove it (and revoke it in the CloudKit Console); set \(CloudKitSecrets.managementTokenVariable) in the environment or run 'cktool save-token'")
            default:
                report(.invalidConfiguration, "unknown key '\(key)' in 'cloudkit'", pair.key.location,
                       fix: "expected one of \(keys.map { "'\($0)'" }.joined(separator: ", "))")
            }
        }
        guard problems.isEmpty else { throw InputError(problems) }
        return configuration
    }
}
