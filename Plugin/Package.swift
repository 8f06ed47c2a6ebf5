// swift-tools-version:6.1
import PackageDescription

// ckschema's SwiftPM and Xcode plugins (docs/xcode.md). A package of its own so that an app
// depending on it compiles only the plugins, never ckschema's dependencies: the plugins run the
// `ckschema` executable from a binary target.
//
// In a checkout the binary target is the bundle `make artifactbundle` (release) or
// `make plugin-bundle` (debug, quicker) writes beside this file. `make plugin-release` writes the
// package a release publishes: a copy of this one whose binary target is the released zip, by url
// and checksum (docs/xcode.md).
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
