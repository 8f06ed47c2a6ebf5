/// Names in backticks (`` `default` ``, and Swift 6's raw identifiers, which may hold spaces,
/// quotes and brackets), for the guards that scan source before swift-syntax does: each reads
/// one whole, as the lexer does.
enum BacktickedName {
    /// The end of the name in backticks at `start`: after its closing backtick on the same line;
    /// nil when the line has none.
    static func end(in bytes: [UInt8], from start: Int) -> Int? {
        var i = start + 1
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "`"): return i + 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            default: i += 1
            }
        }
        return nil
    }
}
