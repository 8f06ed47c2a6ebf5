import CKSchemaCore

/// The model classes the Swift form of the filters names, by where the model lives.
public enum FilteredModels: Sendable, Equatable {
    /// The classes `ckschema generate swift` writes: `SchemaV<N>.<Entity>`.
    case generated
    /// The app's own `@Model` classes, by their names (a class nested in a `VersionedSchema` is
    /// reached through the app's usual `typealias Entity = SchemaVN.Entity`).
    case swiftDataCode
    /// An Xcode model's `NSManagedObject` subclasses: no SwiftData predicate, only `NSPredicate`
    /// and `CKQuery`.
    case coreData

    /// Where `schema` was read from: an Xcode model, SwiftData code, or YAML (generated classes).
    public init(of schema: Schema) {
        if schema.isXcodeModel {
            self = .coreData
        } else if schema.file?.hasSuffix(".swift") == true {
            self = .swiftDataCode
        } else {
            self = .generated
        }
    }
}
