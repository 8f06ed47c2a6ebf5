import Foundation

extension ReleaseLock {
    /// One released version: the hash of its content, of each of its elements and of its file.
    public struct Entry: Sendable, Hashable, Codable {
        public var model: String
        public var version: Int
        /// The schema file's name, relative to the schemas folder.
        public var file: String
        public var sha256: String
        /// `sha256:<hex>` of the file's bytes when it was released (absent in older locks): while
        /// the file is byte for byte the same, its content cannot have changed, and verifying it
        /// costs one hash of the file instead of one per element.
        public var fileSHA256: String?
        private var storedElements: StoredElementHashes

        public init(model: String, version: Int, file: String, sha256: String, elements: [String: String],
                    fileSHA256: String? = nil) {
            self.init(model: model, version: version, file: file, sha256: sha256,
                      storedElements: .loaded(elements), fileSHA256: fileSHA256)
        }

        init(model: String, version: Int, file: String, sha256: String, storedElements: StoredElementHashes,
             fileSHA256: String?) {
            self.model = model
            self.version = version
            self.file = file
            self.sha256 = sha256
            self.storedElements = storedElements
            self.fileSHA256 = fileSHA256
        }

        /// SHA-256 per element (`schema`, `Entity`, `Entity.member`), to name what changed. An
        /// entry read from a lock file reads them from the file's JSON only when first asked: a
        /// version whose content is unchanged never needs them.
        /// - Throws: ``InputError`` when the lock file's element hashes are not valid.
        public var elements: [String: String] {
            get throws {
                switch storedElements {
                case .loaded(let hashes): hashes
                case .deferred(let source, let index): try source.hashes(at: index)
                }
            }
        }

        /// The entry with its element hashes in memory.
        func loadingElements() throws -> Entry {
            var entry = self
            entry.storedElements = .loaded(try elements)
            return entry
        }

        enum CodingKeys: String, CodingKey {
            case model, version, file, sha256, elements, fileSHA256
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(model: try container.decode(String.self, forKey: .model),
                      version: try container.decode(Int.self, forKey: .version),
                      file: try container.decode(String.self, forKey: .file),
                      sha256: try container.decode(String.self, forKey: .sha256),
                      elements: try container.decode([String: String].self, forKey: .elements),
                      fileSHA256: try container.decodeIfPresent(String.self, forKey: .fileSHA256))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(model, forKey: .model)
            try container.encode(version, forKey: .version)
            try container.encode(file, forKey: .file)
            try container.encode(sha256, forKey: .sha256)
            try container.encode(try elements, forKey: .elements)
            try container.encodeIfPresent(fileSHA256, forKey: .fileSHA256)
        }

        /// Equal when every field is; entries whose element hashes cannot be read compare by the
        /// other fields.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.model == rhs.model && lhs.version == rhs.version && lhs.file == rhs.file && lhs.sha256 == rhs.sha256
                && lhs.fileSHA256 == rhs.fileSHA256 && (try? lhs.elements) == (try? rhs.elements)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(model)
            hasher.combine(version)
            hasher.combine(sha256)
        }
    }

    /// Where an entry's element hashes are: in memory, or still in the JSON of the lock file.
    enum StoredElementHashes: Sendable {
        case loaded([String: String])
        case deferred(DeferredElementHashes, index: Int)
    }
}
