import CKSchemaKit

extension ProjectConfiguration {
    /// The `cloudkit:` section, decoded; nil when `ckschema.yaml` has none.
    ///
    /// - Throws: `InputError` (`config.*`) for an invalid section.
    public func cloudKit() throws(InputError) -> CloudKitConfiguration? {
        try CloudKitConfiguration.decode(cloudKitSection)
    }
}
