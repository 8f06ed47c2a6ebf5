import Crypto
import Foundation

/// SHA-256 digests (swift-crypto): of the canonical texts the release lock records, and of the
/// content an environment of the store came from.
public enum ContentHash {
    /// The SHA-256 digest of `text`'s UTF-8 bytes as 64 lowercase hex digits.
    public static func sha256(_ text: String) -> String { hex(Array(text.utf8)) }

    /// `sha256:<hex>` of `bytes` (a model file, an imported `.ckdb`).
    public static func of(_ bytes: [UInt8]) -> String { "sha256:" + hex(bytes) }

    /// `sha256:<hex>` of `text`'s UTF-8 bytes.
    public static func of(_ text: String) -> String { of(Array(text.utf8)) }

    /// The hash of a model version, `sha256:<hex>`: the digest of its canonical form, the same one
    /// `schemas/ckschema.lock` records for a released version. Formatting, comments, key order and
    /// documentation do not change it; any change to the model does.
    public static func of(_ schema: Schema) -> String {
        "sha256:" + CanonicalSchema.hash(of: schema)
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let hexDigits = Array("0123456789abcdef")
        var out = ""
        out.reserveCapacity(64)
        for byte in SHA256.hash(data: bytes) {
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0x0f)])
        }
        return out
    }
}
