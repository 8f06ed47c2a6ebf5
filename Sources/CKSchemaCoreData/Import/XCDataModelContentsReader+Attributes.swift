import CKSchemaCore
import Foundation

/// Attribute elements: types, optionality, default values and what the format cannot carry.
extension XCDataModelContentsReader {
    mutating func attribute(from element: XMLElementNode, entity: String) throws -> Attribute? {
        // Long on purpose: every XML attribute Xcode writes on an attribute element, in one place.
        let name = element["name"] ?? ""
        let label = "'\(entity).\(name)'"
        ignoreAttributes(of: element, known: [
            "name", "optional", "attributeType", "syncable", "indexed", "transient", "defaultValueString",
            "usesScalarValueType", "elementID", "versionHashModifier", "customClassName",
            "allowsExternalBinaryDataStorage", "preserveAfterDeletion", "valueTransformerName",
            "defaultDateTimeInterval", "allowsCloudEncryption", "minValueString", "maxValueString",
            "regularExpressionString", "derived", "derivationExpression", "spotlightIndexingEnabled",
            "storedInExternalRecord", "storedInTruthFile",
        ], what: "attribute \(label)")

        let type: AttributeType
        if let spelling = element["attributeType"] {
            guard let known = Self.attributeTypes[spelling] else {
                throw InputError(
                    ImportProblems.unknownAttributeType,
                    message: "unknown attribute type '\(spelling)' for attribute \(label)",
                    location: element.location,
                    fix: "supported types: " + Self.attributeTypes.keys.sorted().map { "'\($0)'" }.joined(separator: ", "))
            }
            type = known
        } else {
            type = .undefined // Xcode leaves `attributeType` out for Undefined.
        }

        var attribute = Attribute(
            name: name, type: type, optional: element["optional"] == "YES",
            externalStorage: element["allowsExternalBinaryDataStorage"] == "YES",
            encrypted: element["allowsCloudEncryption"] == "YES", transient: element["transient"] == "YES",
            preserveValueOnDeletion: element["preserveAfterDeletion"] == "YES",
            renamedFrom: renamingIdentifier(of: element, kind: .property, label: "attribute \(label)"),
            valueTransformer: element["valueTransformerName"], customClass: Self.swiftClassName(element["customClassName"]),
            source: SourceInfo(element.location))
        attribute.defaultValue = defaultValue(of: element, type: type, label: label)

        if element["derived"] == "YES" || element["derivationExpression"] != nil {
            warn(ImportDroppedWarnings.derivationDropped,
                 "derivation '\(element["derivationExpression"] ?? "")' of attribute \(label) dropped; imported as a stored attribute",
                 at: element)
        }
        if element["indexed"] == "YES" {
            warn(ImportDroppedWarnings.fetchIndexDropped, "index on attribute \(label) dropped", at: element)
        }
        if element["spotlightIndexingEnabled"] == "YES" {
            warn(ImportDroppedWarnings.fetchIndexDropped, "Spotlight indexing of attribute \(label) dropped", at: element)
        }
        for (key, what) in [("minValueString", "minimum"), ("maxValueString", "maximum"),
                            ("regularExpressionString", "regular expression")] {
            if let value = element[key] {
                warn(ImportDroppedWarnings.validationDropped, "\(what) '\(value)' of attribute \(label) dropped", at: element)
            }
        }
        for key in ["storedInExternalRecord", "storedInTruthFile"] where element[key] == "YES" {
            warn(ImportReadingWarnings.unrecognizedAttribute, "'\(key)' of attribute \(label) dropped", at: element)
        }
        if let modifier = element["versionHashModifier"] {
            warn(ImportDroppedWarnings.versionHashModifierDropped,
                 "version hash modifier '\(modifier)' of attribute \(label) dropped", at: element)
        }
        attribute.cloudKitIgnored = readUserInfo(of: element, label: "attribute \(label)")
        return attribute
    }

    /// The attribute's default value in the format's terms; a default that cannot be read is dropped
    /// with a warning.
    mutating func defaultValue(of element: XMLElementNode, type: AttributeType, label: String) -> DefaultValue? {
        // Long on purpose: one case per attribute type, as Xcode spells default values.
        if let interval = element["defaultDateTimeInterval"] {
            guard type == .date, let seconds = Double(interval), seconds.isFinite else {
                warn(ImportDroppedWarnings.defaultDropped, "default date '\(interval)' of attribute \(label) dropped", at: element)
                return nil
            }
            return .date(Self.isoDate(secondsSinceReferenceDate: seconds))
        }
        guard let text = element["defaultValueString"] else { return nil }
        func drop() -> DefaultValue? {
            warn(ImportDroppedWarnings.defaultDropped,
                 "default '\(text)' of \(type.rawValue) attribute \(label) is not a valid \(type.rawValue) value; dropped",
                 at: element)
            return nil
        }
        switch type {
        case .string:
            return .string(text)
        case .int16, .int32, .int64:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if DefaultLiteralChecker.isDecimalInteger(trimmed), let number = Int64(trimmed), let width = type.integerBitWidth,
               width == 64 || (number >= -(Int64(1) << (width - 1)) && number < (Int64(1) << (width - 1))) {
                return .integer(number)
            }
            if let number = Double(trimmed), number == number.rounded(), let width = type.integerBitWidth,
               abs(number) < Double(Int64(1) << (width - 1)) {
                warn(ImportReadingWarnings.defaultReinterpreted,
                     "default '\(text)' of \(type.rawValue) attribute \(label) read as \(Int64(number))", at: element)
                return .integer(Int64(number))
            }
            if text == "YES" || text == "NO" {
                warn(ImportReadingWarnings.defaultReinterpreted,
                     "default '\(text)' of \(type.rawValue) attribute \(label) read as \(text == "YES" ? 1 : 0)", at: element)
                return .integer(text == "YES" ? 1 : 0)
            }
            return drop()
        case .bool:
            switch text {
            case "YES", "yes", "true", "TRUE", "1": return .bool(true)
            case "NO", "no", "false", "FALSE", "0": return .bool(false)
            default:
                if let number = Double(text) {
                    warn(ImportReadingWarnings.defaultReinterpreted,
                         "default '\(text)' of Boolean attribute \(label) read as \(number != 0)", at: element)
                    return .bool(number != 0)
                }
                return drop()
            }
        case .double, .float, .decimal:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if Self.isNumberLiteral(trimmed) { return .number(trimmed) }
            if let number = Double(trimmed), number.isFinite {
                let normalized = Self.normalizedNumber(number)
                warn(ImportReadingWarnings.defaultReinterpreted,
                     "default '\(text)' of \(type.rawValue) attribute \(label) written as \(normalized)", at: element)
                return .number(normalized)
            }
            return drop()
        case .uuid:
            return DefaultLiteralChecker.isUUID(text) ? .uuid(text) : drop()
        case .uri:
            return DefaultLiteralChecker.isAbsoluteURL(text) ? .uri(text) : drop()
        case .binary:
            return text.isEmpty ? .emptyData : drop()
        case .date, .transformable, .undefined, .objectID:
            return drop()
        }
    }

    /// `0`, `-1.5`, `2e3`: the number literals the YAML format accepts as written.
    static func isNumberLiteral(_ text: String) -> Bool { DefaultLiteralChecker.isNumber(text) }

    static func normalizedNumber(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        let text = "\(number)"
        return isNumberLiteral(text) ? text : String(format: "%.17g", number)
    }

    /// An ISO 8601 date-time in UTC for Core Data's `defaultDateTimeInterval` (seconds since
    /// 2001-01-01T00:00:00Z).
    static func isoDate(secondsSinceReferenceDate seconds: Double) -> String {
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = seconds == seconds.rounded()
            ? [.withInternetDateTime] : [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    /// The Swift spelling of Xcode's `customClassName`: Xcode writes a class of the current module
    /// as `.DateComponents` (the module left empty), and a module with no class as `App.` or `.`;
    /// Swift names the first `DateComponents`, and the others name no class (the value is `Data`).
    static func swiftClassName(_ value: String?) -> String? {
        guard var name = value?.trimmingCharacters(in: .whitespaces) else { return nil }
        while name.hasPrefix(".") { name.removeFirst() }
        guard !name.isEmpty, !name.hasSuffix(".") else { return nil }
        return name
    }
}
