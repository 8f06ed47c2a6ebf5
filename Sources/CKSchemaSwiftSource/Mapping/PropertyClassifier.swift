import CKSchemaCore

/// What SwiftData makes of a stored property, by its resolved type (the mapping table of
/// docs/swiftdata.md).
enum PropertyClassifier {
    enum Kind: Equatable {
        /// An attribute; `customClass` is the Swift type of a `Codable` value stored as data.
        case attribute(AttributeType, customClass: String?)
        /// A relationship to model `destination` (index in the declarations).
        case relationship(destination: Int, toMany: Bool)
        case aliasCycle(String)
        /// Not something SwiftData persists; the reason, for the message.
        case unsupported(String)
    }

    static func classify(_ resolved: ResolvedType, written: TypeReference) -> Kind {
        if case .aliasCycle(let text)? = resolved.problem { return .aliasCycle(text) }
        if case .unsupported? = resolved.problem { return .unsupported("which SwiftData cannot persist") }
        let core = resolved.unwrapped
        let customClass = written.unwrapped.type.text
        switch core {
        case .model(let index):
            return .relationship(destination: index, toMany: false)
        case .array(let element):
            if case .model(let index) = element { return .relationship(destination: index, toMany: true) }
            if element.containsModel { return .unsupported("a collection of optional or nested models") }
            return .attribute(.transformable, customClass: customClass)
        case .primitive(let type):
            return .attribute(type, customClass: nil)
        case .dictionary, .generic:
            if core.containsModel { return .unsupported("a collection of models other than an array") }
            return .attribute(.transformable, customClass: customClass)
        case .declared, .unknown:
            return .attribute(.transformable, customClass: customClass)
        case .optional, .unsupported, .aliasCycle:
            return .unsupported("which SwiftData cannot persist")
        }
    }
}
