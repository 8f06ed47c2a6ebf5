// swift-tools-version:6.0
import PackageDescription

// The targets are the layers; an arrow here is the only way one layer may use another, and every
// target lists exactly the layers it imports (LayerGraphTests fails otherwise). The command line
// names the layers whose values it words, besides the services of CKSchemaKit.
//
//                                    ckschema
//               (the command line: arguments, help, printed text, exit codes)
//                                       │
//                                  CKSchemaKit
//              (services: the workflows and their policies; they return values)
//       ┌───────────────┬───────────────┼────────────────┬─────────────────┬───────────────┐
// CKSchemaReporting CKSchemaGeneration CKSchemaCoreData CKSchemaSwiftSource CKSchemaCloudKit CKSchemaStore
//       │               │          (libxml2)      (swift-syntax)      (cktool)        (GRDB)
// CKSchemaProject       │               │                │                 │               │
//  (libcrypto)          │               │                │                 │               │
//       └───────┬───────┴───────────────┘                │                 │               │
//         CKSchemaRules                                  │                 │               │
//               │   CKSchemaCKDB ◄────────────────────────┼─────────────────┴───────────────┘
//               │     │ (the .ckdb language; also Project, Generation, Kit)
//         CKSchemaCore ◄─────────────────────────────────┘
//               │
//           CLibYAML
let package = Package(
    name: "ckschema",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "ckschema", targets: ["ckschema"]),
        .library(name: "CKSchemaKit", targets: ["CKSchemaKit"]),
        // What the fuzz targets in Fuzz/ (a package of their own) run: docs/reliability.md.
        .library(name: "CKSchemaFuzzing", targets: ["CKSchemaFuzzing"]),
    ],
    // Exact versions: what the tests ran against (Package.resolved stays out of git).
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // The system libyaml, through pkg-config `yaml-0.1`.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The system libxml2, through pkg-config `libxml-2.0`: the Core Data importer's XML reader.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The system libcrypto (OpenSSL), through pkg-config `libcrypto`: SHA-256 on Linux (Apple
        // platforms use CryptoKit). Only CKSchemaProject's ContentHash imports it.
        .systemLibrary(
            name: "CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        // Diagnostics, YAML reading, loading, the schema model, CloudKit naming and the mapping to
        // record types, input files and the repository boundary, generated files, running programs.
        .target(
            name: "CKSchemaCore",
            dependencies: ["CLibYAML"]
        ),
        // The `.ckdb` language: reading (a file, or one pasted in Markdown), printing and inspecting
        // CloudKit schema files.
        .target(
            name: "CKSchemaCKDB",
            dependencies: ["CKSchemaCore"]
        ),
        // Lint rules, diff and change rules, and the catalog that documents every identifier.
        .target(
            name: "CKSchemaRules",
            dependencies: ["CKSchemaCore"]
        ),
        // The files a project commits beside its schemas: ckschema.yaml, the findings baseline, the release lock.
        .target(
            name: "CKSchemaProject",
            dependencies: [
                "CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules",
                .target(name: "CLibCrypto", condition: .when(platforms: [.linux])),
            ]
        ),
        // The reports of findings and changes: text, JSON, GitHub annotations, SARIF, Markdown, JUnit.
        .target(
            name: "CKSchemaReporting",
            dependencies: ["CKSchemaCore", "CKSchemaRules", "CKSchemaProject"]
        ),
        // Swift code, `.ckdb` output, fetch filters and migration plans.
        .target(
            name: "CKSchemaGeneration",
            dependencies: ["CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules"]
        ),
        // The local environment store (SQLite through GRDB): the only target that imports GRDB.
        .target(
            name: "CKSchemaStore",
            dependencies: [
                "CKSchemaCore", "CKSchemaCKDB",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Core Data `.xcdatamodel` import.
        .target(
            name: "CKSchemaCoreData",
            dependencies: ["CKSchemaCore", "CKSchemaRules", "CLibXML2"]
        ),
        // The bridge to real CloudKit environments through a cktool-compatible command.
        .target(
            name: "CKSchemaCloudKit",
            dependencies: ["CKSchemaCore", "CKSchemaCKDB"]
        ),
        // Swift source read with swift-syntax (the only target that imports it): SwiftData `@Model`
        // code, its versions and migration plans into the schema model, and the store setup of
        // SwiftData and Core Data apps that decides which models sync.
        .target(
            name: "CKSchemaSwiftSource",
            dependencies: [
                "CKSchemaCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The services the command line calls: the workflows and the policies they apply. They
        // return values; the command line words them.
        .target(
            name: "CKSchemaKit",
            dependencies: [
                "CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules", "CKSchemaProject", "CKSchemaReporting", "CKSchemaGeneration",
                "CKSchemaStore", "CKSchemaCoreData", "CKSchemaCloudKit", "CKSchemaSwiftSource",
            ]
        ),
        .executableTarget(
            name: "ckschema",
            dependencies: [
                "CKSchemaKit", "CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules", "CKSchemaReporting", "CKSchemaGeneration",
                "CKSchemaStore", "CKSchemaCloudKit", "CKSchemaSwiftSource",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // One input of each libFuzzer target (Fuzz/), shared with the fuzz regression tests.
        .target(
            name: "CKSchemaFuzzing",
            dependencies: ["CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules", "CKSchemaProject", "CKSchemaCoreData", "CKSchemaSwiftSource"]
        ),
        .executableTarget(
            name: "ckschema-bench",
            dependencies: ["CKSchemaCore", "CKSchemaRules", "CKSchemaCoreData", "CKSchemaSwiftSource"],
            path: "Sources/ckschema-bench"
        ),
        // Tests: one target per layer, sharing fixtures (Tests/Fixtures) and support code.
        .target(
            name: "CKSchemaTestSupport",
            dependencies: ["CKSchemaCore"],
            path: "Tests/CKSchemaTestSupport"
        ),
        .testTarget(
            name: "CKSchemaCoreTests",
            dependencies: ["CKSchemaCore", "CKSchemaCKDB", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaCKDBTests",
            dependencies: ["CKSchemaCKDB", "CKSchemaCore", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaRulesTests",
            dependencies: ["CKSchemaRules", "CKSchemaCore", "CKSchemaCKDB", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaProjectTests",
            dependencies: ["CKSchemaProject", "CKSchemaCore", "CKSchemaRules", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaReportingTests",
            dependencies: ["CKSchemaReporting", "CKSchemaCore", "CKSchemaRules", "CKSchemaProject", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaGenerationTests",
            dependencies: ["CKSchemaGeneration", "CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaStoreTests",
            dependencies: ["CKSchemaStore", "CKSchemaCore", "CKSchemaCKDB", .product(name: "GRDB", package: "GRDB.swift"), "StoreProbeHost", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaCoreDataTests",
            dependencies: ["CKSchemaCoreData", "CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules", "CKSchemaGeneration", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaSwiftSourceTests",
            dependencies: ["CKSchemaSwiftSource", "CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules", "SwiftParserProbe", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaKitTests",
            dependencies: [
                "CKSchemaKit", "CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules", "CKSchemaProject", "CKSchemaReporting",
                "CKSchemaGeneration", "CKSchemaStore", "CKSchemaCoreData", "CKSchemaCloudKit", "CKSchemaSwiftSource", "CKSchemaTestSupport",
            ]
        ),
        .testTarget(
            name: "CKSchemaCloudKitTests",
            dependencies: ["CKSchemaCloudKit", "CKSchemaCore", "CKSchemaTestSupport"]
        ),
        .testTarget(
            name: "CKSchemaFuzzingTests",
            dependencies: ["CKSchemaFuzzing", "CKSchemaTestSupport"]
        ),
        // Test-only: runs a store change that pauses inside its transaction, for the kill -9 tests
        // (so the shipped binary carries no test hook).
        .executableTarget(
            name: "StoreProbeHost",
            dependencies: ["CKSchemaKit", "CKSchemaStore"],
            path: "Tests/StoreProbeHost"
        ),
        // Test-only: swift-syntax's parser alone on one file, for the tests that show which inputs
        // still stop it (the reader's guard stays only for those).
        .executableTarget(
            name: "SwiftParserProbe",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Tests/SwiftParserProbe"
        ),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "ckschema", "StoreProbeHost", "CKSchemaKit", "CKSchemaCore", "CKSchemaCKDB", "CKSchemaRules", "CKSchemaStore",
                "CKSchemaTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
