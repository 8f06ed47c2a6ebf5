import CKSchemaCore



extension FieldType {
    /// Reads a type written the way ``description`` writes it (`ENCRYPTED STRING`,
    /// `LIST<INT64>`, `NUMBER PREFERRED AS DOUBLE`); nil for anything else.
    init?(schemaLanguage text: String) {
        let words = text.split(separator: " ").map(String.init)
        if text.hasPrefix("LIST<"), text.hasSuffix(">") {
            guard let element = FieldType(schemaLanguage: String(text.dropFirst(5).dropLast())), !element.isList else {
                return nil
            }
            self = .list(element)
            return
        }
        switch words.count {
        case 1:
            if words[0] == "NUMBER" { self = .number(preferredAs: nil); return }
            guard let primitive = CKPrimitiveType(rawValue: words[0]) else { return nil }
            self = .primitive(primitive)
        case 2:
            guard words[0] == "ENCRYPTED", let primitive = CKPrimitiveType(rawValue: words[1]), primitive.canBeEncrypted
            else { return nil }
            self = .encrypted(primitive)
        case 4:
            guard words[0] == "NUMBER", words[1] == "PREFERRED", words[2] == "AS",
                  let primitive = CKPrimitiveType(rawValue: words[3]), primitive == .int64 || primitive == .double
            else { return nil }
            self = .number(preferredAs: primitive)
        default:
            return nil
        }
    }
}
