import Foundation

/// A JSON value whose objects keep their keys in the order written, so reports read the same way
/// every time and match their documentation.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// An object without the pairs whose value is nil.
    public static func object(compacting pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { (key, $0) } })
    }

    /// Pretty-printed text with two-space indentation and a final newline.
    public func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out.append("\n")
        return out
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .int(let i): out.append(String(i))
        case .double(let d): out.append(d.isFinite ? String(d) : "null")
        case .string(let s): JSONValue.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { out.append("[]"); return }
            out.append("[\n")
            for (index, item) in items.enumerated() {
                out.append(pad)
                item.write(to: &out, indent: indent + 1)
                out.append(index == items.count - 1 ? "\n" : ",\n")
            }
            out.append(closePad + "]")
        case .object(let pairs):
            if pairs.isEmpty { out.append("{}"); return }
            out.append("{\n")
            for (index, (key, value)) in pairs.enumerated() {
                out.append(pad)
                JSONValue.appendQuoted(key, to: &out)
                out.append(": ")
                value.write(to: &out, indent: indent + 1)
                out.append(index == pairs.count - 1 ? "\n" : ",\n")
            }
            out.append(closePad + "}")
        }
    }

    private static func appendQuoted(_ s: String, to out: inout String) {
        out.append("\"")
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case _ where scalar.value < 0x20:
                out.append(String(format: "\\u%04x", scalar.value))
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
