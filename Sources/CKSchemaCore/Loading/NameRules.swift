/// The spelling rules for names in a schema file.
package enum NameRules {
    package enum Kind {
        /// Model and configuration names: `^[A-Za-z][A-Za-z0-9_]*$`.
        case identifier
        /// Entity names: `^[A-Z][A-Za-z0-9_]*$`.
        case entity
        /// Attribute and relationship names: `^_*[a-z][A-Za-z0-9_]*$`. SwiftData keeps a stored
        /// property such as `private var _lodgings` behind a computed one, and syncs it as
        /// `CD__lodgings` (a CloudKit key starts with a letter and may hold `_`:
        /// https://developer.apple.com/documentation/cloudkit/ckrecord/setobject(_:forkey:)).
        case property

        /// How the rule reads in a message.
        package var rule: String {
            switch self {
            case .identifier: "names start with a letter and contain only letters, digits and '_'"
            case .entity: "entity names start with an uppercase letter and contain only letters, digits and '_'"
            case .property: "property names start with a lowercase letter (after any '_') and contain only letters, digits and '_'"
            }
        }
    }

    /// Whether `name` follows the rule for `kind`.
    package static func isValid(_ name: String, as kind: Kind) -> Bool {
        guard let first = name.utf8.first else { return false }
        switch kind {
        case .identifier: guard isUpper(first) || isLower(first) else { return false }
        case .entity: guard isUpper(first) else { return false }
        case .property:
            // Leading underscores, then a lowercase letter.
            guard let letter = name.utf8.first(where: { $0 != UInt8(ascii: "_") }), isLower(letter) else { return false }
        }
        return name.utf8.dropFirst().allSatisfy { isUpper($0) || isLower($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    @inline(__always) package static func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
    @inline(__always) package static func isLower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
    @inline(__always) package static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
}
