// The same app at the fix commit: every older version keeps its own copies; the newest lists the
// live classes.
import Foundation
import SwiftData

@Model final class Server { var address: String = ""; var token: String? = nil; init() {} }
@Model final class Book { var title: String = ""; var progress: Double = 0; init() {} }
@Model final class Note { var text: String = ""; var color: String = "yellow"; init() {} }

enum ReaderSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [ReaderSchemaV1.Server.self, ReaderSchemaV1.Book.self] }
    @Model final class Server { var address: String = ""; init() {} }
    @Model final class Book { var title: String = ""; init() {} }
}

enum ReaderSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [ReaderSchemaV2.Server.self, ReaderSchemaV2.Book.self, ReaderSchemaV2.Note.self] }
    @Model final class Note { var text: String = ""; init() {} }
    @Model final class Server { var address: String = ""; init() {} }
    @Model final class Book { var title: String = ""; var progress: Double = 0; init() {} }
}

enum ReaderSchemaV3: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(3, 0, 0) }
    static var models: [any PersistentModel.Type] { [Server.self, Book.self, Note.self] }
}

enum ReaderMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ReaderSchemaV1.self, ReaderSchemaV2.self, ReaderSchemaV3.self] }
    static var stages: [MigrationStage] {
        [.lightweight(fromVersion: ReaderSchemaV1.self, toVersion: ReaderSchemaV2.self),
         .lightweight(fromVersion: ReaderSchemaV2.self, toVersion: ReaderSchemaV3.self)]
    }
}
