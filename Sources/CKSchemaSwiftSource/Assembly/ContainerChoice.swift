import CKSchemaCore

/// The CloudKit container the code names: the first `cloudKitDatabase: .private("iCloud.…")`
/// (a literal inside a run-time choice counts, with a note), else the entitlements' first.
enum ContainerChoice {
    static func choose(from settings: [CloudKitDatabaseSetting], constants: [StringConstant],
                       diagnostics: inout DiagnosticSet) -> String? {
        var values: [String: String] = [:]
        for constant in constants {
            let name = (constant.scope + [constant.name]).joined(separator: ".")
            if values[name] == nil { values[name] = constant.value }
        }
        /// A literal, or the value of the constant named (looked up from the setting's scope outwards).
        func resolve(_ container: CloudKitDatabaseSetting.Container?, from scope: [String]) -> String? {
            switch container {
            case .literal(let text)?: return text
            case .constant(let components)?:
                return VersionPlanner.candidates(components, from: scope).lazy.compactMap { values[$0] }.first
            case nil: return nil
            }
        }
        func note(_ message: String, _ setting: CloudKitDatabaseSetting) {
            diagnostics.append(SwiftDataDiagnostics.cloudKitDatabase.diagnostic(message, at: setting.location))
        }
        var chosen: (container: String, location: SourceLocation)?
        for setting in settings {
            let container: String?
            switch setting.value {
            case .privateDatabase(let name):
                container = resolve(name, from: setting.scope)
                if container == nil { note("the container of '\(setting.text)' is not a string constant ckschema can read", setting) }
            case .automatic, .none:
                // Which models these stores sync is the scope's business (SyncScopeResolver).
                container = nil
            case .dynamic(let inner):
                let literal = resolve(inner, from: setting.scope)
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
