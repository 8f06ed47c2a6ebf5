import Foundation
import GRDB

/// The JSON text of an array of strings (`["a","b"]`, escaped as RFC 8259 requires), written
/// string by string. History rows keep their change lines this way; a large `dev init` writes its
/// lines straight into it, so they never exist as an array of strings.
struct JSONStringArray: Sendable {
    /// The UTF-8 text so far, without the closing bracket.
    private var bytes: [UInt8] = [UInt8(ascii: "[")]
    private var isEmpty = true

    init() {}

    init(_ strings: [String]) {
        bytes.reserveCapacity(strings.reduce(2) { $0 + $1.utf8.count + 3 })
        for string in strings { append(string) }
    }

    /// Adds one string at the end of the array.
    mutating func append(_ string: String) {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case 0x22, 0x5C: bytes += [0x5C, byte]
            case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
            case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
            case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
            case ..<0x20: bytes += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The finished text.
    var text: String { String(decoding: bytes + [UInt8(ascii: "]")], as: UTF8.self) }

    /// Calls `body` with the finished text as an SQL argument, without copying it: bound as bytes,
    /// the statement must turn it into text (`CAST(? AS TEXT)`). The argument is valid only during
    /// the call; a prepared statement's `execute(arguments:)` binds it in place.
    mutating func withSQLArgument<T>(_ body: (DatabaseValue) throws -> T) rethrows -> T {
        bytes.append(UInt8(ascii: "]"))
        defer { bytes.removeLast() }
        return try bytes.withUnsafeMutableBytes { buffer in
            // The Data only borrows the buffer, for the call.
            let data = buffer.baseAddress.map { Data(bytesNoCopy: $0, count: buffer.count, deallocator: .none) } ?? Data()
            return try body(data.databaseValue)
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
