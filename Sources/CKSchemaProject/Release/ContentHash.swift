import CKSchemaCore
import Foundation
#if canImport(CryptoKit)
import CryptoKit
#else
import CLibCrypto
#endif

/// SHA-256 digests (CryptoKit on Apple platforms, the system libcrypto elsewhere): of the canonical texts the release lock records, and of the
/// content an environment of the store came from.
public enum ContentHash {
    /// The SHA-256 digest of `text`'s UTF-8 bytes as 64 lowercase hex digits.
    public static func sha256(_ text: String) -> String { hex(Array(text.utf8)) }

    /// `sha256:<hex>` of `bytes` (a model file, an imported `.ckdb`).
    public static func of(_ bytes: [UInt8]) -> String { "sha256:" + hex(bytes) }

    /// `sha256:<hex>` of `text`'s UTF-8 bytes.
    public static func of(_ text: String) -> String { of(Array(text.utf8)) }

    /// The hash of a model version, `sha256:<hex>`: of its file's bytes when it was read from a
    /// file (what `env history` shows you can check with `shasum -a 256`), else of its canonical
    /// form (the digest `schemas/ckschema.lock` records). The file is hashed, not the canonical
    /// form, because hashing every element of a large model costs more than all of `dev init`'s
    /// other preparation. The file is read again here rather than hashed by the loader, which would slow every load; a file rewritten in
    /// between is hashed as it is now.
    public static func of(_ schema: Schema) -> String {
        if let file = schema.file, let bytes = try? InputFile.read(file, format: .yamlSchema) { return of(bytes) }
        return "sha256:" + CanonicalSchema.hash(of: schema)
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(64)
        for byte in digest(bytes) {
            digits.append(hexDigits[Int(byte >> 4)])
            digits.append(hexDigits[Int(byte & 0x0f)])
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// The 32 bytes of `bytes`' SHA-256 digest.
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        #if canImport(CryptoKit)
        return Array(SHA256.hash(data: bytes))
        #else
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { output in
                // One-shot SHA256() (not the deprecated SHA256_Init family); a nil base for an
                // empty input is what OpenSSL expects with a length of 0.
                _ = SHA256(input.baseAddress, input.count, output.baseAddress)
            }
        }
        return digest
        #endif
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
