import CKSchemaCore

/// Release readiness: what a build needs from the production schema. Reported by
/// `check --against FILE.ckdb` (see ``ProductionComparison``): the pull-request gate reports what
/// is not deployed yet as a note (`not_in_production_yet`), the release gate (`check --release`)
/// as an error (`release_not_deployed`). Deleted and retyped production fields are reported with
/// the change rules' identifiers (`field_no_delete`, `field_same_type`…) by both.
public enum ProductionChecks {
    static let deploying = "https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema"
    static let initialize = "https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer/initializecloudkitschema(options:)"

    public static let notDeployed = DiagnosticDescription(
        id: "release_not_deployed",
        name: "Not Deployed to Production",
        summary: "Release gate (`check --release`): a record type or field the build writes is not in the production schema",
        rationale: """
            Development creates record types and fields just in time, production never does: the \
            schema must be deployed from the CloudKit Console before the release that writes it \
            (\(deploying); https://developer.apple.com/documentation/cloudkit/designing-and-creating-a-cloudkit-database). \
            Until then every save that needs the missing type or field fails, and Core Data only logs \
            it — the user's data silently stays on the device.
            """,
        fix: "Initialize the development schema (`initializeCloudKitSchema`), then 'Deploy Schema Changes' in the CloudKit Console, before releasing the build.",
        examples: [.command("ckschema check --release schemas/v2.yaml --against production.ckdb   # v2 adds 'Item.note'", output: """
            schemas/v2.yaml:9:7: error: field 'CD_note' of record type 'CD_Item' is not in production: deploy the schema before releasing this build [release_not_deployed]
             9 |       note: String?
               |       ^
              fix: production has no just-in-time schema creation: values of this field would be dropped silently
            """)])

    /// The pull-request gate's form of ``notDeployed``: the deploy happens after the merge, so a
    /// pull request that adds a field is reported, not failed.
    public static let notInProductionYet = DiagnosticDescription(
        id: "not_in_production_yet",
        name: "Not in Production Yet",
        summary: "Pull-request gate (`check`): a record type or field the version adds is not deployed to production yet",
        rationale: """
            Production accepts additions, so a pull request that adds a record type or a field passes \
            the gate; the deploy itself happens after the merge, from the CloudKit Console \
            (\(deploying)). The note lists what the deploy must bring, and the release gate \
            (`ckschema check --release`) fails until production has it: production has no \
            just-in-time schema creation, so a build that writes a missing field loses those values \
            silently.
            """,
        fix: "Nothing before the merge. After it: `ckschema cloudkit push`, 'Deploy Schema Changes' in the CloudKit Console, then `ckschema check --release` before the release that writes it.",
        severity: .note,
        examples: [.command("ckschema check schemas/v2.yaml --against production.ckdb   # v2 adds 'Item.note'", output: """
            schemas/v2.yaml:9:7: note: field 'CD_note' of record type 'CD_Item' is not in production yet: deploy before the release that writes it [not_in_production_yet]
             9 |       note: String?
               |       ^
              fix: the release gate (check --release) fails until production has it
            """)])

    public static let missingAssetCompanion = DiagnosticDescription(
        id: "release_missing_asset_companion",
        name: "Missing Asset Companion in Production",
        summary: "Production lacks the `_ckAsset` companion of a String, URI, Binary or Transformable field",
        rationale: """
            Core Data moves a value that would make the record larger than about 700 KB into the \
            asset field `CD_<name>_ckAsset` \
            (https://developer.apple.com/videos/play/wwdc2019/202/; every String and Data field of the initialized schema \
            https://github.com/AlexW00/hibi/blob/8b14428d29b56dc946db9c6a6b69fe8009c27e6d/CloudKit/schema.ckdb has one). \
            Just-in-time creation adds the companion only once a large value was saved in development, \
            so production often lacks it; the first large value then fails to upload, forever. \
            `initializeCloudKitSchema` creates every companion (\(initialize)). Reported only for a \
            field production already has: a field that is not deployed yet is reported once \
            (`not_in_production_yet` or `release_not_deployed`), and deploying the initialized schema \
            (`ckschema cloudkit push`) brings its companion with it.
            """,
        fix: "Run `initializeCloudKitSchema` against development, then deploy the schema.",
        severity: .warning,
        examples: [.command("ckschema check schemas/v2.yaml --against production.ckdb   # production created just in time, with CD_photo", output: """
            schemas/v2.yaml:8:7: warning: field 'CD_photo_ckAsset' of record type 'CD_Item' is not in production: a value of 'CD_photo' over about 700 KB fails to upload [release_missing_asset_companion]
             8 |       photo: Binary?
               |       ^
              fix: run initializeCloudKitSchema before deploying, so every companion is created
            """)])

    /// Whether `id` is one of these release-readiness checks (the store's promotion compares two
    /// environments, where they do not apply).
    public static func isReleaseReadiness(_ id: String) -> Bool {
        group.diagnostics.contains { $0.id == id }
    }

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Production readiness", kind: .check,
        summary: "Reported by `check --against FILE.ckdb` (pull-request gate) and `check --release --against FILE.ckdb` (release gate): what the build needs from the production schema",
        diagnostics: [notInProductionYet, notDeployed, missingAssetCompanion])
}
