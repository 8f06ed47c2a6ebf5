import CKSchemaCore
import CKSchemaRules

/// Renders one ``MigrationStep`` as the machine-readable plan (`migrations/v1-to-v2.json`).
///
/// The shape is documented in `docs/migration-plans.md`; keys keep their order, `format` is raised
/// when a key changes meaning.
enum MigrationPlanJSON {
    /// The shape's version.
    static let format = 1
    /// How every JSON plan begins (its first key), for ``GeneratedFileSync``.
    static let marker = "{\n  \"generatedBy\": \"ckschema plan\""

    /// - Parameter source: the app's own migration history, whose names the plan uses (``PlanVersionNames``).
    static func render(_ step: MigrationStep, source: ModelMigration? = nil) -> String {
        let names = PlanVersionNames(step, source: source)
        let from = names.from, to = names.to
        func count(_ impact: ChangeImpact) -> JSONValue { .int(step.changes.filter { $0.impact == impact }.count) }
        return JSONValue.object([
            ("generatedBy", .string("ckschema plan")),
            ("format", .int(format)),
            ("model", .string(step.new.model)),
            ("from", .int(step.old.version)),
            ("to", .int(step.new.version)),
            ("container", .object(compacting: [
                ("from", step.old.container.map(JSONValue.string)),
                ("to", step.new.container.map(JSONValue.string)),
            ])),
            ("impact", .string(step.report.highestImpact.rawValue)),
            ("strategy", .string(step.strategy.rawValue)),
            ("stage", .object(compacting: [
                ("kind", .string(step.stage.rawValue)),
                ("framework", .string(names.isCoreData ? "coreData" : "swiftData")),
                ("fromVersion", .string(from)),
                ("toVersion", .string(to)),
                ("plan", names.app.map { .string($0.plan) }),
                ("mapping", names.isCoreData ? .string(step.stage == .lightweight ? "inferred" : "mappingModel") : nil),
                ("hooks", .array(step.hooks.map { hook in
                    .object([("phase", .string(hook.phase.rawValue)), ("rule", .string(hook.ruleID)), ("text", .string(hook.text))])
                })),
            ])),
            ("summary", .object([
                ("changes", .int(step.changes.count)),
                ("breaking", count(.breaking)), ("client", count(.clientCompatibility)),
                ("migration", count(.migration)), ("safe", count(.safe)),
            ])),
            ("changes", .array(step.changes.map(change))),
            ("versionStamps", .array(step.versionStamps.map { stamp in
                .object([
                    ("entity", .string(stamp.entity)),
                    ("attribute", stamp.attribute.map(JSONValue.string) ?? .null),
                    ("old", stamp.oldValue.map { .int(Int($0)) } ?? .null),
                    ("new", stamp.newValue.map { .int(Int($0)) } ?? .null),
                    ("raised", .bool(stamp.isRaised)),
                ])
            })),
            ("permanent", .array(step.report.permanent.map(JSONValue.string))),
        ]).rendered()
    }

    private static func change(_ planned: PlannedChange) -> JSONValue {
        let c = planned.change
        return .object(compacting: [
            ("element", .string(c.element.rawValue)),
            ("kind", .string(c.kind.name)),
            ("property", c.property.map { .string($0.rawValue) }),
            ("path", .string(c.path)),
            ("oldPath", c.kind == .renamed ? .string([c.oldEntity, c.oldMember].compactMap { $0 }.joined(separator: ".")) : nil),
            ("oldValue", c.oldValue.map(JSONValue.string)),
            ("newValue", c.newValue.map(JSONValue.string)),
            ("oldLocation", MigrationPlanMarkdown.location(c.oldLocation).map(JSONValue.string)),
            ("newLocation", MigrationPlanMarkdown.location(c.newLocation).map(JSONValue.string)),
            ("summary", .string(c.summary)),
            ("impact", .string(planned.impact.rawValue)),
            ("strategy", .string(planned.strategy.rawValue)),
            ("findings", .array(planned.findings.map { finding in
                .object(compacting: [
                    ("rule", .string(finding.ruleID)),
                    ("impact", .string(finding.impact.rawValue)),
                    ("message", .string(finding.message)),
                    ("migration", finding.migration.map { .string($0.rawValue) }),
                    ("permanent", finding.permanent.isEmpty ? nil : .array(finding.permanent.map(JSONValue.string))),
                    ("fix", finding.fix.map(JSONValue.string)),
                ])
            })),
        ])
    }
}
