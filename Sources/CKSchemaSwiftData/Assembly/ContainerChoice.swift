import CKSchemaCore

/// The CloudKit container the code names: the first `cloudKitDatabase: .private("iCloud.…")`
/// (a literal inside a run-time choice counts, with a note).
enum ContainerChoice {
    static func choose(from settings: [CloudKitDatabaseSetting], diagnostics: inout DiagnosticSet) -> String? {
        func note(_ message: String, _ setting: CloudKitDatabaseSetting) {
            diagnostics.append(SwiftDataDiagnostics.cloudKitDatabase.diagnostic(message, at: setting.location))
        }
        var chosen: (container: String, location: SourceLocation)?
        for setting in settings {
            let container: String?
            switch setting.value {
            case .privateDatabase(let name):
                container = name
            case .automatic:
                container = nil
                note("cloudKitDatabase: .automatic uses the first iCloud container of the app's entitlements, which ckschema does not read", setting)
            case .none:
                container = nil
                note("cloudKitDatabase: .none keeps this store local; ckschema checks the models as if they synced", setting)
            case .dynamic(let literal):
                container = literal
                note("cloudKitDatabase is chosen at run time ('\(setting.text)')"
                        + (literal.map { "; using the container '\($0)' found in it" } ?? "; no container found in it"), setting)
            }
            guard let container else { continue }
            guard container.hasPrefix("iCloud."), container.count > "iCloud.".count, !container.contains(where: \.isWhitespace) else {
                note("container '\(container)' does not start with 'iCloud.'; not used", setting)
                continue
            }
            if let chosen, chosen.container != container {
                diagnostics.append(SwiftDataDiagnostics.conflictingContainers.diagnostic(
                    "container '\(container)' differs from '\(chosen.container)' (\(chosen.location)); the first is used",
                    at: setting.location))
            } else if chosen == nil {
                chosen = (container, setting.location)
            }
        }
        return chosen?.container
    }
}
