import CKSchemaCore

/// Binary attributes should allow external storage.
public struct BinaryWithoutExternalStorageRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "binary_without_external_storage",
        name: "Binary Without External Storage",
        summary: "Binary attributes of synced entities should allow external storage",
        rationale: """
            A synced Binary value can be as large as an asset (CloudKit spills values that do not \
            fit the 700 000-byte record budget into the `CD_<name>_ckAsset` companion, https://developer.apple.com/videos/play/wwdc2019/202/; \
            every Data field of the initialized schema https://github.com/AlexW00/hibi/blob/8b14428d29b56dc946db9c6a6b69fe8009c27e6d/CloudKit/schema.ckdb has one). Without `externalStorage` Core Data keeps every such blob inline in the local \
            SQLite row, where it is read whenever the object is faulted in. `externalStorage` \
            does not change the CloudKit schema (the exports of hibi, https://github.com/AlexW00/hibi/blob/8b14428d29b56dc946db9c6a6b69fe8009c27e6d/CloudKit/schema.ckdb, \
            and Wockett, https://github.com/FreeScoopDev/Wockett/blob/871e7a198833067c584704ecd17260775d76abe1/cloudkit/schema.ckdb, show external and inline Data identically), so turning it on is safe.

            The schema cannot say how large values get, so every Binary attribute without \
            `externalStorage` is reported; suppress the finding for values known to stay small.
            """,
        fix: """
            Set `externalStorage: true` (SwiftData `@Attribute(.externalStorage)`), or suppress the \
            finding in `ckschema.yaml` with the reason the values stay small.
            """,
        category: .attributes,
        defaultSeverity: .warning,
        nonTriggeringExamples: [
            Example("""
                model: WordErase
                version: 1
                entities:
                  Score:
                    attributes:
                      photo:
                        type: Binary
                        optional: true
                        externalStorage: true
                """),
        ],
        triggeringExamples: [
            Example("""
                model: WordErase
                version: 1
                entities:
                  Score:
                    attributes:
                      ↓photo: Binary?
                      thumbnail:
                        type: Binary
                        optional: true
                        externalStorage: ↓false
                """),
        ],
        swiftFix: { swift in
            "add '@Attribute(.externalStorage)' to '\(swift.attribute)'"
        },
        xcodeFix: { xcode in "tick 'Allows External Storage' for \(xcode.property) in the Data Model inspector" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.attributes { $0.type == .binary && $0.isSynced && !$0.externalStorage }.map { entity, attribute in
            context.diagnostic(
                "binary attribute '\(entity.name).\(attribute.name)' is stored inline; large values bloat the store and slow sync",
                at: attribute.source.keys["externalStorage"] ?? attribute.source.location,
                entity: entity.name, attribute: attribute.name,
                fix: "set 'externalStorage: true' on '\(attribute.name)'"
            )
        }
    }
}
