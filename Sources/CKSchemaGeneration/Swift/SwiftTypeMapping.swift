import CKSchemaCore
import Foundation

/// How schema attribute types and default values are spelled in SwiftData models.
///
/// Choices: `Int16/32/64` keep their width (SwiftData stores each as the matching Core Data integer);
/// `Decimal` → `Decimal` (CloudKit stores it as a DOUBLE); `URI` → `URL`; `Binary` → `Data`;
/// `Transformable` → its `customClass`, else `Data` (without a class there is no type to decode into).
enum SwiftTypeMapping {
    /// The Swift type of an attribute, without the optional mark.
    static func baseType(of attribute: Attribute, in entity: Entity) throws -> String {
        switch attribute.type {
        case .string: return "String"
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .bool: return "Bool"
        case .double: return "Double"
        case .float: return "Float"
        case .decimal: return "Decimal"
        case .date: return "Date"
        case .binary: return "Data"
        case .uuid: return "UUID"
        case .uri: return "URL"
        case .transformable:
            guard let customClass = attribute.customClass else { return "Data" }
            let trimmed = customClass.trimmingCharacters(in: .whitespaces)
            let type = trimmed.hasSuffix("?") ? String(trimmed.dropLast()) : trimmed
            guard isTypeName(type) else {
                // Xcode writes a class of the app's own module as `.Name`: Swift spells it `Name`.
                let unqualified = String(type.drop { $0 == "." })
                let fix: String? = isTypeName(unqualified)
                    ? "write 'customClass: \(unqualified)' (a leading '.' is Xcode's spelling of the app's own module)"
                    : nil
                throw InputError(
                    SwiftProblems.invalidCustomClass,
                    message: "attribute '\(attribute.name)' of '\(entity.name)' names custom class '\(customClass)', which is not a Swift type name",
                    location: attribute.source.keys["customClass"] ?? attribute.source.location,
                    fix: fix)
            }
            return type
        case .undefined, .objectID:
            throw InputError(
                SwiftProblems.unsupportedType,
                message: "attribute '\(attribute.name)' of '\(entity.name)' has type '\(attribute.type.rawValue)', which SwiftData cannot declare",
                location: attribute.source.keys["type"] ?? attribute.source.location,
                fix: "use a supported type")
        }
    }

    /// Whether `text` spells a Swift type: ASCII identifiers joined by `.` (each dot between two
    /// identifier characters), with generic arguments, arrays and dictionaries (`[String: Int]`,
    /// `Set<String>`, `UIKit.UIColor`).
    static func isTypeName(_ text: String) -> Bool {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_.<>[]:, "))
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty, scalars.allSatisfy({ $0.isASCII && allowed.contains($0) }) else { return false }
        let identifier = { (s: Unicode.Scalar) in CharacterSet.alphanumerics.contains(s) || s == "_" }
        var depth = 0
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case ".":
                guard index > 0, index + 1 < scalars.count, identifier(scalars[index - 1]) || scalars[index - 1] == ">",
                      identifier(scalars[index + 1]) else { return false }
            case "<", "[": depth += 1
            case ">", "]":
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
        }
        return depth == 0 && (identifier(scalars[0]) || scalars[0] == "[")
    }

    /// The Swift type of an attribute, `?` included when it is optional.
    static func type(of attribute: Attribute, in entity: Entity) throws -> String {
        let base = try baseType(of: attribute, in: entity)
        return attribute.optional ? base + "?" : base
    }

    /// The Swift expression for an attribute's default value, and an optional note (written as a
    /// trailing comment) that says what a non-obvious expression means.
    static func defaultExpression(of attribute: Attribute, in entity: Entity) throws -> (expression: String, note: String?)? {
        guard let value = attribute.defaultValue else { return nil }
        let mismatch = InputError(
            SwiftProblems.defaultMismatch,
            message: "default value of attribute '\(attribute.name)' of '\(entity.name)' does not fit its type '\(attribute.type.rawValue)'",
            location: attribute.source.keys["default"] ?? attribute.source.location)
        switch (value, attribute.type) {
        case (.string(let text), .string):
            return (SwiftIdentifier.stringLiteral(text), nil)
        case (.integer(let number), .int16), (.integer(let number), .int32), (.integer(let number), .int64),
             (.integer(let number), .double), (.integer(let number), .float), (.integer(let number), .decimal):
            return ("\(number)", nil)
        case (.number(let text), .double), (.number(let text), .float):
            guard let number = DecimalText(text) else { throw mismatch }
            return (number.floatingLiteral, nil)
        case (.number(let text), .decimal):
            guard let number = DecimalText(text) else { throw mismatch }
            return (number.decimalExpression, nil)
        case (.bool(let flag), .bool):
            return (flag ? "true" : "false", nil)
        case (.date(let text), .date):
            guard let date = parseISO8601(text) else { throw mismatch }
            let seconds = date.timeIntervalSince1970
            let spelled = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int64(seconds)) : "\(seconds)"
            return ("Date(timeIntervalSince1970: \(spelled))", text)
        case (.uuid(let text), .uuid):
            guard let uuid = UUID(uuidString: text) else { throw mismatch }
            let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
            let tuple = bytes.map { "0x" + String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined(separator: ", ")
            return ("UUID(uuid: (\(tuple)))", uuid.uuidString)
        case (.uri(let text), .uri):
            guard let url = URL(string: text), url.scheme != nil else { throw mismatch }
            return ("URL(string: \(SwiftIdentifier.stringLiteral(text)))!", "checked when generated")
        case (.emptyData, .binary):
            return ("Data()", nil)
        case (.now, .date):
            return ("Date.now", nil)
        case (.newUUID, .uuid):
            return ("UUID()", nil)
        case (.expression(let text), _):
            return (text, "as written in the imported model")
        default:
            throw mismatch
        }
    }

    /// A value for a transient, non-optional attribute that declares no default (Swift needs an
    /// initial value; the value is never stored). Nil when the type has no natural zero.
    static func zeroValue(for type: AttributeType) -> String? {
        switch type {
        case .string: "\"\""
        case .int16, .int32, .int64, .double, .float, .decimal: "0"
        case .bool: "false"
        case .date: "Date.distantPast"
        case .binary: "Data()"
        case .uuid: "UUID()"
        case .uri, .transformable, .undefined, .objectID: nil
        }
    }

    /// Parses an ISO 8601 date (`2024-01-31`, taken as UTC midnight) or date-time
    /// (`2024-01-31T10:00:00Z`, optional fractional seconds; no zone means UTC).
    static func parseISO8601(_ text: String) -> Date? {
        let optionSets: [ISO8601DateFormatter.Options] = [
            [.withInternetDateTime],
            [.withInternetDateTime, .withFractionalSeconds],
            [.withFullDate, .withTime, .withDashSeparatorInDate, .withColonSeparatorInTime],
            [.withFullDate, .withTime, .withDashSeparatorInDate, .withColonSeparatorInTime, .withFractionalSeconds],
            [.withFullDate, .withDashSeparatorInDate],
        ]
        for options in optionSets {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}

/// A decimal number as written (`-1.50`, `2e3`, `.5`), split into sign, digits and exponent so it
/// can be spelled exactly as a Swift literal or `Decimal`.
struct DecimalText: Equatable {
    var negative: Bool
    /// The integer and fraction digits as written, without the point.
    var integerDigits: String
    var fractionDigits: String?
    var exponentText: String?
    /// The significand's digits without leading zeros ("" for zero).
    var digits: String
    /// The power of ten the significand is multiplied by.
    var exponent: Int

    package init?(_ text: String) {
        var rest = Substring(text)
        negative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let mantissa = rest.prefix { $0 != "e" && $0 != "E" }
        let exponentPart = rest.dropFirst(mantissa.count)
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        integerDigits = String(pieces[0])
        fractionDigits = pieces.count > 1 ? String(pieces[1]) : nil
        let isDigits = { (s: String) in s.allSatisfy { $0.isASCII && $0.isNumber } }
        guard isDigits(integerDigits), isDigits(fractionDigits ?? ""),
              !(integerDigits.isEmpty && (fractionDigits ?? "").isEmpty) else { return nil }
        var exponentValue = 0
        if !exponentPart.isEmpty {
            let body = exponentPart.dropFirst()
            guard let value = Int(body), !body.isEmpty, body.count <= 6 else { return nil }
            exponentValue = value
            exponentText = String(body)
        }
        let allDigits = integerDigits + (fractionDigits ?? "")
        digits = String(allDigits.drop { $0 == "0" })
        exponent = exponentValue - (fractionDigits?.count ?? 0)
    }

    /// A Swift floating-point literal (`0.5`, `-2e3`, `1.0`).
    var floatingLiteral: String {
        var out = negative ? "-" : ""
        out += integerDigits.isEmpty ? "0" : integerDigits
        if let fractionDigits { out += "." + (fractionDigits.isEmpty ? "0" : fractionDigits) }
        if let exponentText { out += "e" + exponentText.replacingOccurrences(of: "+", with: "") }
        return out
    }

    /// An exact `Decimal` expression: an integer literal when the value is whole and small, else
    /// `Decimal(sign:exponent:significand:)`, else (more than 18 digits) `Decimal(string:)`.
    var decimalExpression: String {
        if digits.isEmpty { return "0" }
        guard digits.count <= 18 else {
            return "Decimal(string: \(SwiftIdentifier.stringLiteral(floatingLiteral))) ?? 0"
        }
        if exponent >= 0, digits.count + exponent <= 18 {
            return (negative ? "-" : "") + digits + String(repeating: "0", count: exponent)
        }
        return "Decimal(sign: .\(negative ? "minus" : "plus"), exponent: \(exponent), significand: \(digits))"
    }
}

fileprivate extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
