import CKSchemaCore
import Foundation

/// The findings a team accepted when it adopted ckschema on an existing history
/// (`ckschema baseline`, committed as `ckschema-baseline.json`): `lint` and `check` then fail only
/// on findings that are not in it.
///
/// A finding is identified by its ``FindingFingerprint`` — rule, model, element and, for a change
/// finding, the version that made the change — never by its line, so reformatting a file or moving
/// an entity keeps it accepted, while the same problem in a new place is new.
public struct FindingsBaseline: Sendable, Hashable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Codable {
        public var fingerprint: String
        public var rule: String
        public var model: String
        /// `Score.points`, `Score`, or empty for the whole schema.
        public var element: String
        /// The version that made a change finding; nil for lint findings, which stay accepted in
        /// every version they are carried into.
        public var version: Int?
        /// The message when it was accepted, for readers of the file.
        public var message: String

        public init(fingerprint: String, rule: String, model: String, element: String, version: Int?, message: String) {
            self.fingerprint = fingerprint
            self.rule = rule
            self.model = model
            self.element = element
            self.version = version
            self.message = message
        }
    }

    /// The format version of the file.
    public var baselineVersion: Int = 1
    public var findings: [Entry] = []

    public init(findings: [Entry] = []) {
        self.findings = findings.sorted { $0.fingerprint < $1.fingerprint }
    }

    /// Reads the baseline at `path`; nil when there is no file.
    ///
    /// - Throws: ``InputError`` (exit 2) for a file that is not a baseline.
    public static func read(path: String) throws -> FindingsBaseline? {
        guard let bytes = try InputFile.read(path, format: .findingsBaseline) else { return nil }
        return try decode(Data(bytes), file: path)
    }

    /// Decodes a baseline's bytes; `file` names it in the error (a path, `git:REV:PATH`).
    ///
    /// - Throws: ``InputError`` (exit 2) for bytes that are not a baseline.
    public static func decode(_ data: Data, file: String) throws -> FindingsBaseline {
        do {
            return try JSONDecoder().decode(FindingsBaseline.self, from: data)
        } catch {
            throw InputError(FindingsBaselineProblems.invalidFile, message: "cannot read the findings baseline '\(file)': \(error)",
                             location: SourceLocation(file: file, line: 1, column: 1),
                             fix: "rewrite it with 'ckschema baseline --update'")
        }
    }

    /// The file as written: pretty JSON with sorted keys and a trailing newline, so diffs stay small.
    public func rendered() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Splits findings into new ones and accepted ones, and lists the entries nothing matched
    /// (the problem was fixed: the entry can go with `--update`).
    public func partition(_ findings: [FingerprintedFinding]) -> (new: [Diagnostic], accepted: [Diagnostic], stale: [Entry]) {
        let known = Set(self.findings.map(\.fingerprint))
        var new: [Diagnostic] = []
        var accepted: [Diagnostic] = []
        var matched: Set<String> = []
        for finding in findings {
            if known.contains(finding.fingerprint.value) {
                accepted.append(finding.diagnostic)
                matched.insert(finding.fingerprint.value)
            } else {
                new.append(finding.diagnostic)
            }
        }
        return (new, accepted, self.findings.filter { !matched.contains($0.fingerprint) })
    }

    /// The baseline that accepts exactly `findings` (errors and warnings; notes need no acceptance).
    public static func accepting(_ findings: [FingerprintedFinding]) -> FindingsBaseline {
        var seen: Set<String> = []
        let entries = findings.filter { $0.diagnostic.severity >= .warning && seen.insert($0.fingerprint.value).inserted }.map {
            Entry(fingerprint: $0.fingerprint.value, rule: $0.diagnostic.id, model: $0.fingerprint.model,
                  element: $0.fingerprint.element, version: $0.fingerprint.version, message: $0.diagnostic.message)
        }
        return FindingsBaseline(findings: entries)
    }
}

/// What identifies a finding across edits: its rule, model, element and — for a change finding —
/// the version that made the change. Line numbers never count.
public struct FindingFingerprint: Sendable, Hashable {
    public var rule: String
    public var model: String
    public var element: String
    public var version: Int?

    /// The fingerprint of `diagnostic` in `model`; `version` for change findings only.
    public init(_ diagnostic: Diagnostic, model: String, version: Int? = nil) {
        rule = diagnostic.id
        self.model = model
        element = [diagnostic.entity, diagnostic.attribute ?? diagnostic.relationship].compactMap { $0 }.joined(separator: ".")
        self.version = version
    }

    /// The stable text form: `rule|model|element|version`.
    public var value: String {
        [rule, model, element, version.map(String.init) ?? "*"].joined(separator: "|")
    }
}

/// A finding with its fingerprint.
public struct FingerprintedFinding: Sendable {
    public var diagnostic: Diagnostic
    public var fingerprint: FindingFingerprint

    public init(_ diagnostic: Diagnostic, _ fingerprint: FindingFingerprint) {
        self.diagnostic = diagnostic
        self.fingerprint = fingerprint
    }
}
