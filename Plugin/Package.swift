// swift-tools-version:6.1
import PackageDescription

// ckschema's SwiftPM and Xcode plugins (docs/xcode.md). A package of its own so that an app
// depending on it compiles only the plugins, never ckschema's dependencies: the plugins run the
// `ckschema` executable from a binary target.
//
// In development the binary target is the bundle `make artifactbundle` (release) or
// `make plugin-bundle` (debug, quicker) writes beside this file. A release of the plugin replaces
// it with the published zip and the checksum the same command prints:
//
//     .binaryTarget(
//         name: "ckschema",
//         url: "https://github.com/OWNER/ckschema/releases/download/VERSION/ckschema.artifactbundle.zip",
//         checksum: "<swift package compute-checksum ckschema.artifactbundle.zip>"
//     ),
let package = Package(
    name: "CKSchemaPlugin",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "CKSchemaBuildPlugin", targets: ["CKSchemaBuildPlugin"]),
        .plugin(name: "CKSchemaCommandPlugin", targets: ["CKSchemaCommandPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "ckschema", path: "ckschema.artifactbundle"),
        // Lints the target's SwiftData models and Core Data models on every build.
        .plugin(
            name: "CKSchemaBuildPlugin",
            capability: .buildTool(),
            dependencies: ["ckschema"]
        ),
        // `swift package ckschema lint|check|…`, for the package's targets.
        .plugin(
            name: "CKSchemaCommandPlugin",
            capability: .command(
                intent: .custom(verb: "ckschema", description: "Run ckschema (lint, check, diff, …) on the package's models")
            ),
            dependencies: ["ckschema"]
        ),
    ]
)
