/// The tool's own version, recorded in reports and in the environment store's history.
public enum CKSchemaVersion {
    public static let current = "0.1.0"
}
