/// The environment a `cktool` run gets: what cktool (or a wrapper) needs to find itself, its
/// token and the network, and nothing else of ckschema's environment (CI secrets meant for other
/// steps stay out of its reach).
///
/// Passed: `PATH`, `HOME`, `TMPDIR`, `LANG` and the `LC_` locale categories, `DEVELOPER_DIR` (which Xcode `xcrun`
/// picks), the proxy variables, the CloudKit token variables (``CloudKitSecrets/variables``), and
/// the variables named in `CKSCHEMA_CKTOOL_ENV` (space- or comma-separated), which whoever runs
/// ckschema sets for a wrapper that needs more.
public enum CKToolChildEnvironment {
    /// The variable that names extra variables to pass (`CKSCHEMA_CKTOOL_ENV="NODE_OPTIONS"`).
    public static let extraVariable = "CKSCHEMA_CKTOOL_ENV"

    /// The variables always passed (when set).
    public static let passed: [String] = [
        "PATH", "HOME", "TMPDIR", "LANG", "DEVELOPER_DIR",
        "HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy",
    ] + CloudKitSecrets.variables

    /// The locale's categories, passed when set: only POSIX's and glibc's real names, never any
    /// variable that merely starts with `LC_` (a secret named `LC_TOKEN` stays out).
    public static let localeCategories: Set<String> = [
        "LC_ALL", "LC_CTYPE", "LC_COLLATE", "LC_MESSAGES", "LC_MONETARY", "LC_NUMERIC", "LC_TIME",
        "LC_ADDRESS", "LC_IDENTIFICATION", "LC_MEASUREMENT", "LC_NAME", "LC_PAPER", "LC_TELEPHONE",
    ]

    /// The child's environment drawn from `environment`.
    public static func of(_ environment: [String: String]) -> [String: String] {
        let extra = Set((environment[extraVariable] ?? "")
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).map(String.init))
        let names = Set(passed).union(extra).union(localeCategories)
        return environment.filter { name, _ in names.contains(name) }
    }
}
