@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Model histories for the migration plan goldens, one case per folder `Fixtures/Migration/<name>/`:
/// one per strategy, and one whose local store needs a custom stage.
enum MigrationPlanCases {
    static let all: [(name: String, documents: [String])] = [
        ("additive", additive),
        ("version-bump", versionBump),
        ("new-container", newContainer),
        ("custom-migration", customMigration),
    ]

    /// Loads a case's documents as `v1.yaml`, `v2.yaml`… (in order).
    static func history(_ name: String) throws -> ModelHistory {
        let documents = all.first { $0.name == name }?.documents ?? []
        let schemas = try documents.enumerated().map { index, text in
            try SchemaLoader.load(bytes: Array(text.utf8), file: "v\(index + 1).yaml")
        }
        return ModelHistory(model: schemas.first?.model ?? "", versions: schemas)
    }

    /// A pinned flag and folders: new fields and a new record type.
    static let additive = [
        """
        model: Notes
        version: 1
        container: iCloud.com.example.Notes
        versionAttribute: schemaVersion
        entities:
          Note:
            attributes:
              title: String = ""
              schemaVersion: Int16 = 1
        """,
        """
        model: Notes
        version: 2
        container: iCloud.com.example.Notes
        versionAttribute: schemaVersion
        entities:
          Note:
            attributes:
              title: String = ""
              pinned: Bool = false
              schemaVersion: Int16 = 2
            relationships:
              folder:
                to: Folder
                inverse: notes
          Folder:
            attributes:
              name: String = ""
              schemaVersion: Int16 = 2
            relationships:
              notes:
                to: Note
                toMany: true
                inverse: folder
        """,
    ]

    /// A title that may now be nil and a new default status: version 1 apps would misread version
    /// 2 records. Todo raises its stamp; Tag opted out of the version attribute.
    static let versionBump = [
        """
        model: Tasks
        version: 1
        container: iCloud.com.example.Tasks
        versionAttribute: schemaVersion
        entities:
          Todo:
            attributes:
              title: String = ""
              status: String = "open"
              schemaVersion: Int16 = 1
          Tag:
            versionAttribute: false
            attributes:
              color: String = "blue"
        """,
        """
        model: Tasks
        version: 2
        container: iCloud.com.example.Tasks
        versionAttribute: schemaVersion
        entities:
          Todo:
            attributes:
              title: String?
              status: String = "todo"
              schemaVersion: Int16 = 2
          Tag:
            versionAttribute: false
            attributes:
              color: String = "gray"
        """,
    ]

    /// A deleted field and a deleted record type: Production refuses both.
    static let newContainer = [
        """
        model: Scores
        version: 1
        container: iCloud.com.example.Scores
        entities:
          Score:
            attributes:
              points: Int64 = 0
              legacyCode: String?
          Badge:
            attributes:
              name: String = ""
        """,
        """
        model: Scores
        version: 2
        container: iCloud.com.example.Scores
        entities:
          Score:
            attributes:
              points: Int64 = 0
        """,
    ]

    /// A title that becomes required without a default (custom stage), then an additive step.
    static let customMigration = [
        """
        model: Journal
        version: 1
        container: iCloud.com.example.Journal
        versionAttribute: schemaVersion
        entities:
          Entry:
            attributes:
              title: String?
              body: String = ""
              schemaVersion: Int16 = 1
        """,
        """
        model: Journal
        version: 2
        container: iCloud.com.example.Journal
        versionAttribute: schemaVersion
        entities:
          Entry:
            attributes:
              title: String
              body: String = ""
              schemaVersion: Int16 = 2
        """,
        """
        model: Journal
        version: 3
        container: iCloud.com.example.Journal
        versionAttribute: schemaVersion
        entities:
          Entry:
            attributes:
              title: String
              body: String = ""
              mood: Int16 = 0
              schemaVersion: Int16 = 3
        """,
    ]
}
