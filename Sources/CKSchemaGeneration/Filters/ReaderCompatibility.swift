import CKSchemaCore
import CKSchemaRules

/// Decides, for one step between consecutive schema versions, which entities' new records an app
/// built with the older version cannot read.
///
/// Fetch filters use it to hide only what must be hidden: a record stamped with a later version
/// stays visible to an older app as long as no step in between changed its entity in a way that
/// app cannot read.
public protocol ReaderCompatibility: Sendable {
    /// The entities of `new` (by their name in `new`) whose records written by `new` an app built
    /// with `old` cannot read, each with the reasons. An entity left out is readable.
    func incompatibilities(from old: Schema, to new: Schema) -> [String: [String]]
}

/// ``ReaderCompatibility`` from the compatibility checker (`ckschema diff`): a step is
/// incompatible for an entity when a finding about it has the client-compatibility level or
/// worse. Breaking and unclassified changes count too (fail closed); findings about the whole
/// schema (model-level `versionAttribute`, container, database) count for every entity.
public struct DiffReaderCompatibility: ReaderCompatibility {
    public var checker: CompatibilityChecker

    public init(checker: CompatibilityChecker = CompatibilityChecker()) {
        self.checker = checker
    }

    public func incompatibilities(from old: Schema, to new: Schema) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for finding in checker.check(old: old, new: new).findings where finding.impact >= .clientCompatibility {
            let reason = (finding.message.isEmpty ? finding.change.summary : finding.message) + " [\(finding.ruleID)]"
            let entities = finding.change.entity.map { [$0] } ?? new.entities.map(\.name)
            for entity in entities where !(result[entity] ?? []).contains(reason) {
                result[entity, default: []].append(reason)
            }
        }
        return result
    }
}
