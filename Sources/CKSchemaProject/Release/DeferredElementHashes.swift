import CKSchemaCore
import Foundation

/// The element hashes of every entry of one lock file, decoded from its JSON on first use.
///
/// They are most of a lock's bytes and only name what changed in an edited released version, so
/// `check` of an untouched folder never decodes them.
final class DeferredElementHashes: @unchecked Sendable {
    private let json: Data
    private let path: String
    private let lock = NSLock()
    private var decoded: Result<[[String: String]], InputError>?

    init(json: Data, path: String) {
        self.json = json
        self.path = path
    }

    /// The element hashes of the entry at `index` of the file's `released` array.
    func hashes(at index: Int) throws -> [String: String] {
        let all = try lock.withLock {
            if let decoded = self.decoded { return decoded }
            let result = Result { try JSONDecoder().decode(ElementsOnly.self, from: json).released.map(\.elements) }
                .mapError { ReleaseLock.invalid(self.path, "\($0)") }
            self.decoded = result
            return result
        }.get()
        guard all.indices.contains(index) else { throw ReleaseLock.invalid(path, "entry \(index) has no element hashes") }
        return all[index]
    }

    /// The lock file with nothing but the element hashes of its entries.
    private struct ElementsOnly: Decodable {
        struct Entry: Decodable { var elements: [String: String] }
        var released: [Entry]
    }
}
