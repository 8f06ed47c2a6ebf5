import ArgumentParser
import CKSchemaCloudKit

/// `--cktool COMMAND`, for the commands that run cktool: the command that receives the CloudKit
/// token is chosen by whoever runs ckschema (this option, else `CKSCHEMA_CKTOOL`, else the
/// platform default), never by the repository's ckschema.yaml.
struct CKToolOption: ParsableArguments {
    @Option(name: .customLong("cktool"), help: ArgumentHelp(
        "The cktool-compatible command, words separated by spaces (default: $CKSCHEMA_CKTOOL, else 'xcrun cktool' on macOS, 'cktool' elsewhere).",
        valueName: "command"))
    var cktool: String?

    /// The choice, for the services.
    var choice: CKToolChoice { CKToolChoice(commandLine: cktool) }
}
