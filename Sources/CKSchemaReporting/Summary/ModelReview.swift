import CKSchemaCore
import CKSchemaRules

/// One model's newest version in a review, with what changed since the version it is compared
/// with: the summary's verdict, "permanent in production" list and ER diagram come from it.
public struct ModelReview: Sendable {
    /// The version under review.
    public var proposed: Schema
    /// The classified changes from the version it is compared with (nil: compared with none).
    public var step: CompatibilityReport?
    /// What becomes permanent in production once `proposed` is deployed.
    public var permanent: [String]

    /// - Parameter permanent: default: the step's permanent list.
    public init(proposed: Schema, step: CompatibilityReport?, permanent: [String]? = nil) {
        self.proposed = proposed
        self.step = step
        self.permanent = permanent ?? step?.permanent ?? []
    }

    /// The marks of the step's changes, for the diagram.
    public var marks: ChangeMarks {
        step.map { ChangeMarks(changes: $0.changes, old: $0.old, new: proposed) } ?? ChangeMarks()
    }
}
