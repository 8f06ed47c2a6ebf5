// The same app at the fix commit: version 1 keeps frozen copies of Shelf and Pin as it shipped
// them, and a version 3 takes the live classes; Server is still listed live by versions 1 and 2.
import Foundation
import SwiftData

@Model final class Server { var address: String = ""; init() {} }
@Model final class Shelf { var title: String = ""; var sortKey: Int = 0; init() {} }
@Model final class Pin { var bookID: String = ""; var pinnedAt: Date? = nil; init() {} }

enum ReaderSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] {
        [
            Server.self,
            ReaderSchemaV1.Shelf.self,
            ReaderSchemaV1.Pin.self,
            ReaderSchemaV1.Series.self,
        ]
    }
    @Model final class Series { var name: String = ""; init() {} }
    @Model final class Shelf { var title: String = ""; init() {} }
    @Model final class Pin { var bookID: String = ""; init() {} }
}

enum ReaderSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] {
        [
            Server.self,
            ReaderSchemaV2.Shelf.self,
            ReaderSchemaV2.Pin.self,
            ReaderSchemaV2.Series.self,
        ]
    }
    @Model final class Series { var name: String = ""; var rating: Int = 0; init() {} }
    @Model final class Shelf { var title: String = ""; var sortKey: Int = 0; init() {} }
    @Model final class Pin { var bookID: String = ""; init() {} }
}

enum ReaderSchemaV3: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(3, 0, 0) }
    static var models: [any PersistentModel.Type] { [Server.self, Shelf.self, Pin.self, ReaderSchemaV2.Series.self] }
}

enum ReaderMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ReaderSchemaV1.self, ReaderSchemaV2.self, ReaderSchemaV3.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: ReaderSchemaV2.self, toVersion: ReaderSchemaV3.self)] }
}
