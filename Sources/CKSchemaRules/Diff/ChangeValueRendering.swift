import CKSchemaCore

/// Short renderings of property values for `SchemaChange.oldValue` / `newValue` (and, for default
/// values, the release lock's element hashes).
package enum ChangeValueRendering {
    package static func render(_ value: DefaultValue?) -> String? {
        guard let value else { return nil }
        switch value {
        case .string(let text): return "\"\(text)\""
        case .integer(let number): return String(number)
        case .number(let text), .date(let text), .uuid(let text): return text
        case .bool(let flag): return String(flag)
        case .uri(let text): return "\"\(text)\""
        case .emptyData: return "\"\""
        case .now: return "now"
        case .newUUID: return "UUID()"
        case .expression(let text): return text
        }
    }

    static func render(_ setting: VersionAttributeSetting) -> String {
        switch setting {
        case .inherited: "inherited"
        case .named(let name): name
        case .disabled: "false"
        }
    }

    static func render(_ group: AttributeGroup?) -> String? {
        group.map { "[" + $0.attributes.joined(separator: ", ") + "]" }
    }

    static func render(_ groups: [AttributeGroup]) -> String? {
        groups.isEmpty ? nil : "[" + groups.compactMap { render($0) }.joined(separator: ", ") + "]"
    }

    static func render(_ names: [String]) -> String? {
        names.isEmpty ? nil : "[" + names.joined(separator: ", ") + "]"
    }

    static func render(_ configurations: [Configuration]) -> String? {
        configurations.isEmpty ? nil
            : "[" + configurations.map { "\($0.name)(cloudKit: \($0.cloudKit))" }.joined(separator: ", ") + "]"
    }
}
