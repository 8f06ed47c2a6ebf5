// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ckschema",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "ckschema", targets: ["ckschema"]),
        .library(name: "CKSchemaKit", targets: ["CKSchemaKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "CKSchemaKit",
            dependencies: [
                "CLibYAML",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for binding values of bulk inserts directly (State/DirectExecution.swift).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Reads SwiftData `@Model` source into the schema model; the only target that sees swift-syntax.
        .target(
            name: "CKSchemaSwiftData",
            dependencies: [
                "CKSchemaKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "ckschema",
            dependencies: [
                "CKSchemaKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ckschema-bench",
            dependencies: ["CKSchemaKit"],
            path: "Sources/ckschema-bench"
        ),
        .testTarget(
            name: "CKSchemaKitTests",
            dependencies: ["CKSchemaKit"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CKSchemaSwiftDataTests",
            dependencies: ["CKSchemaSwiftData", "CKSchemaKit"]
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["ckschema"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
