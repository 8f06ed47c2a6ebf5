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
        /// SHA-256 per element (`schema`, `Entity`, `Entity.member`), to name what changed.
        public var elements: [String: String]

        public init(model: String, version: Int, file: String, sha256: String, elements: [String: String],
                    fileSHA256: String? = nil) {
            self.model = model
            self.version = version
            self.file = file
            self.sha256 = sha256
            self.elements = elements
            self.fileSHA256 = fileSHA256
        }
    }
}
