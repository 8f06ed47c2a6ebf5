import Crypto
import Foundation

/// SHA-256 digests (swift-crypto) of the canonical texts the release lock records.
public enum ContentHash {
    /// The SHA-256 digest of `text`'s UTF-8 bytes as 64 lowercase hex digits.
    public static func sha256(_ text: String) -> String {
        let hexDigits = Array("0123456789abcdef")
        var out = ""
        out.reserveCapacity(64)
        for byte in SHA256.hash(data: Data(text.utf8)) {
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0x0f)])
        }
        return out
    }
}
