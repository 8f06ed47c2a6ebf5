import CKSchemaCore

/// swift-syntax has a `SourceLocation` too; in this module the name means ckschema's.
typealias SourceLocation = CKSchemaCore.SourceLocation
