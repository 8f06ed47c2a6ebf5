import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaProject
import CKSchemaStore

extension ProjectConfiguration {
    /// The `cloudkit:` section, decoded; nil when `ckschema.yaml` has none.
    ///
    /// - Throws: `InputError` (`config.*`) for an invalid section.
    public func cloudKit() throws(InputError) -> CloudKitConfiguration? {
        try CloudKitConfiguration.decode(cloudKitSection)
    }
}

extension CKToolEnvironment {
    /// The same environment of the local store.
    public var local: CloudKitEnvironment {
        switch self {
        case .development: .development
        case .production: .production
        }
    }
}
