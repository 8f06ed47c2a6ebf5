import CKSchemaCore
import Foundation

/// Turns a property's initial value into the schema's default value for its attribute type.
enum DefaultValueMapping {
    /// How a written value was carried over.
    enum Kind: Equatable {
        /// A literal the schema format holds (`0`, `""`, `true`, `Data()`).
        case literal
        /// Computed when an object is created (`Date.now`, `UUID()`, a call, an enum case).
        case dynamic
        /// A literal that does not fit the attribute type; kept as the expression written.
        case reinterpreted(String)
    }

    /// The default for `written` on an attribute of `type`; nil for `nil` (no default).
    static func map(_ written: WrittenValue, to type: AttributeType) -> (value: DefaultValue, kind: Kind)? {
        let expression = DefaultValue.expression(written.text)
        switch (written.value, type) {
        case (.nilLiteral, _):
            return nil
        case (.integer(let text), .int16), (.integer(let text), .int32), (.integer(let text), .int64):
            guard let value = Int64(text), fits(value, type) else {
                return (expression, .reinterpreted("\(text) is out of range for \(type.rawValue)"))
            }
            return (.integer(value), .literal)
        case (.integer(let text), .double), (.integer(let text), .float), (.integer(let text), .decimal),
             (.float(let text), .double), (.float(let text), .float), (.float(let text), .decimal):
            return (.number(text), .literal)
        case (.bool(let flag), .bool):
            return (.bool(flag), .literal)
        case (.string(let text), .string):
            return (.string(text), .literal)
        case (.currentDate, .date), (.initCall, .date):
            return (.now, .dynamic)
        case (.newUUID, .uuid), (.initCall, .uuid):
            return (.newUUID, .dynamic)
        case (.emptyData, .binary), (.initCall, .binary):
            return (.emptyData, .literal)
        case (.uuidString(let text), .uuid):
            guard UUID(uuidString: text) != nil, text.utf8.count == 36 else {
                return (expression, .reinterpreted("'\(text)' is not a UUID"))
            }
            return (.uuid(text), .literal)
        case (.url(let text), .uri):
            guard isAbsoluteURL(text) else { return (expression, .reinterpreted("'\(text)' is not an absolute URL")) }
            return (.uri(text), .literal)
        default:
            return (expression, .dynamic)
        }
    }

    private static func fits(_ value: Int64, _ type: AttributeType) -> Bool {
        switch type {
        case .int16: Int64(Int16.min)...Int64(Int16.max) ~= value
        case .int32: Int64(Int32.min)...Int64(Int32.max) ~= value
        default: true
        }
    }

    /// `scheme:rest` with an ASCII scheme and no spaces (the schema format's rule for URI defaults).
    private static func isAbsoluteURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        let rest = text[text.index(after: colon)...]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        let schemeOK = scheme.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0))
        }
        return schemeOK && !rest.isEmpty && rest.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F && $0.isASCII }
    }
}
