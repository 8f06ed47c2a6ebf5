// CKSchemaKit is the services layer the command line calls, and the one library product: importing it
// brings every layer below (see the layout in README.md).
@_exported import CKSchemaCloudKit
@_exported import CKSchemaCore
@_exported import CKSchemaCoreData
@_exported import CKSchemaGeneration
@_exported import CKSchemaRules
@_exported import CKSchemaStore
@_exported import CKSchemaSwiftData
