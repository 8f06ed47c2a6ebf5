/// Why the environment store cannot be opened or used. Every case is a failure that stops the
/// command (exit 2); findings such as production-rule violations are values, not errors.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but is not an SQLite database (or is damaged).
    case notADatabase(path: String, reason: String)
    /// There is no store at the path (a command that only reads refuses to create one).
    case missing(path: String)
    /// The file is an SQLite database that some other program created.
    case foreignDatabase(path: String)
    /// The file was written by a newer ckschema (it has migrations this build does not know).
    case newerFormat(path: String, unknownMigrations: [String])
    /// A record type, field or role name that the store refuses (it could not be stored safely).
    case invalidName(kind: String, name: String, reason: String)
    /// A name the command refers to does not exist.
    case unknown(kind: String, name: String, suggestion: String?)
    /// An SQLite failure, with its message.
    case database(String)

    public var description: String {
        switch self {
        case .notADatabase(let path, let reason):
            "'\(path)' is not a ckschema state file (\(reason)); move it away or point --state at another file"
        case .missing(let path):
            "no environment store at '\(path)'; run 'ckschema dev init' first, or pass --state"
        case .foreignDatabase(let path):
            "'\(path)' is an SQLite database that ckschema did not create; it was left unchanged (point --state at another file)"
        case .newerFormat(let path, let unknown):
            "'\(path)' was written by a newer ckschema (unknown store migrations: \(unknown.map { "'\($0)'" }.joined(separator: ", "))); upgrade ckschema"
        case .invalidName(let kind, let name, let reason):
            "\(kind) name '\(Self.printable(name))' cannot be stored: \(reason)"
        case .unknown(let kind, let name, let suggestion):
            "no \(kind) '\(Self.printable(name))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .database(let message):
            "state database error: \(message)"
        }
    }

    /// The name with control characters escaped, safe to print on a terminal.
    static func printable(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
