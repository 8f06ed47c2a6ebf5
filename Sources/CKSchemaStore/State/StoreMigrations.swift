import GRDB

/// The store's own tables, as named, append-only migrations. Never edit a registered migration:
/// add the next one ("v2", …) instead.
enum StoreMigrations {
    /// `PRAGMA application_id` of every ckschema state file ("CKSC"), so a foreign SQLite file is
    /// recognised and left alone.
    static let applicationID: Int32 = 0x434B_5343

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.create(table: "environment") { t in
                t.primaryKey("name", .text).check(sql: "name IN ('development', 'production')")
                t.column("model", .text)
                t.column("version", .integer)
                t.column("contentHash", .text)
                t.column("updatedAt", .datetime)
            }
            for environment in CloudKitEnvironment.allCases {
                try db.execute(sql: "INSERT INTO environment (name) VALUES (?)", arguments: [environment.rawValue])
            }
            try db.create(table: "role") { t in
                t.column("environment", .text).notNull().references("environment", onDelete: .restrict)
                t.column("name", .text).notNull()
                t.column("position", .integer).notNull()
                t.primaryKey(["environment", "name"])
            }
            try db.create(table: "recordType") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("environment", .text).notNull().references("environment", onDelete: .restrict)
                t.column("name", .text).notNull()
                t.column("declared", .boolean).notNull().defaults(to: true)
                t.uniqueKey(["environment", "name"])
            }
            try db.create(table: "field") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("recordTypeId", .integer).notNull().indexed().references("recordType", onDelete: .cascade)
                t.column("name", .text).notNull()
                t.column("type", .text).notNull()
                t.column("baseType", .text)
                t.column("isEncrypted", .boolean).notNull()
                t.column("isList", .boolean).notNull()
                t.column("isQueryable", .boolean).notNull()
                t.column("isSearchable", .boolean).notNull()
                t.column("isSortable", .boolean).notNull()
                t.column("declared", .boolean).notNull().defaults(to: true)
                t.uniqueKey(["recordTypeId", "name"])
            }
            try db.create(table: "recordGrant") { t in
                t.column("recordTypeId", .integer).notNull().references("recordType", onDelete: .cascade)
                t.column("role", .text).notNull()
                t.column("canRead", .boolean).notNull()
                t.column("canCreate", .boolean).notNull()
                t.column("canWrite", .boolean).notNull()
                t.primaryKey(["recordTypeId", "role"])
            }
            try db.create(table: "history") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("environment", .text).notNull().references("environment", onDelete: .restrict)
                t.column("action", .text).notNull()
                t.column("model", .text)
                t.column("version", .integer)
                t.column("contentHash", .text)
                t.column("summary", .text).notNull()
                t.column("changes", .jsonText).notNull()
                t.column("actor", .text).notNull()
                t.column("toolVersion", .text).notNull()
                t.column("createdAt", .datetime).notNull()
            }
            // History is append-only: SQLite itself refuses to rewrite or delete it.
            try db.execute(sql: """
                CREATE TRIGGER history_is_append_only_update BEFORE UPDATE ON history
                BEGIN SELECT RAISE(ABORT, 'history is append-only'); END;
                CREATE TRIGGER history_is_append_only_delete BEFORE DELETE ON history
                BEGIN SELECT RAISE(ABORT, 'history is append-only'); END;
                """)
        }
        // The unique (recordTypeId, name) index already serves lookups by record type, including
        // the foreign key's; the separate index only slowed down writing large schemas.
        migrator.registerMigration("v2-drop-redundant-field-index") { db in
            try db.execute(sql: "DROP INDEX IF EXISTS field_on_recordTypeId")
        }
        return migrator
    }
}
