// A minimal reproduction, written for ckschema, of the shape of a public app's plan at the commit
// that shipped a migration crash (see ../../public-history-migrations.tsv): version 1 lists the
// live Shelf and Pin classes, which version 2 changed (Pin gained 'pinnedAt'); each version keeps
// its own copy of Series.
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
            Shelf.self,
            Pin.self,
            ReaderSchemaV1.Series.self,
        ]
    }
    @Model final class Series { var name: String = ""; init() {} }
}

enum ReaderSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Server.self, Shelf.self, Pin.self, ReaderSchemaV2.Series.self] }
    @Model final class Series { var name: String = ""; var rating: Int = 0; init() {} }
}

enum ReaderMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ReaderSchemaV1.self, ReaderSchemaV2.self] }
    static var stages: [MigrationStage] { [] }
}
