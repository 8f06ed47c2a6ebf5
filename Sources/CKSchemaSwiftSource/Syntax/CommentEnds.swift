/// Where each block comment (`/* … */`, nested) ends, by where it starts, for the guards that scan
/// source before swift-syntax does. The end depends only on the start, so each comment is scanned
/// once however many scans reach it: ``TripleQuoteGuard`` over `"""a /*` repeated stays linear.
struct CommentEnds {
    private var ends: [Int: Int] = [:]

    /// The end of the (nested, possibly unterminated) block comment whose `/*` is at `start`.
    mutating func end(of start: Int, in bytes: [UInt8]) -> Int {
        if let end = ends[start] { return end }
        var open = [start]
        var i = start + 2
        while !open.isEmpty, i < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                if let end = ends[i] {
                    i = end
                } else {
                    open.append(i)
                    i += 2
                }
            } else if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                i += 2
                ends[open.removeLast()] = i
            } else {
                i += 1
            }
        }
        // Unterminated: each comment still open runs to the end of the file.
        for unclosed in open { ends[unclosed] = bytes.count }
        return ends[start] ?? bytes.count
    }
}
