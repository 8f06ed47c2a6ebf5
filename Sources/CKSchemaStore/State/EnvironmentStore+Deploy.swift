import Foundation

extension EnvironmentStore {
    /// Records that a real CloudKit production was verified to hold a model version (`ckschema
    /// cloudkit verify-deploy`): one log entry for production, schema untouched. `summary`
    /// must not carry secrets; callers write it from the container and the model only.
    public func recordDeployVerification(model: String, version: Int, contentHash: String, summary: String,
                                         stamp: LogStamp) throws -> LogEntry {
        try change { db in
            var entry = LogEntry(environment: .production, action: "verify-deploy", model: model, version: version,
                                     contentHash: contentHash, summary: summary, changes: [], stamp: stamp)
            try entry.append(to: db)
            return (entry, commit: true)
        }
    }
}
