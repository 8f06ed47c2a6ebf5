// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for ckschema's parsers, a package of their own so that the normal build and
// tests never build them. Build and run them with `make fuzz` (scripts/fuzz.sh); what each one
// checks is in ../Sources/CKSchemaFuzzing, how to run them in ../docs/reliability.md.
let fuzzTargets = ["FuzzYAML", "FuzzCKDB", "FuzzXCDataModel", "FuzzConfiguration", "FuzzSwiftSource"]

// A path dependency is named after its folder: the checkout's, whatever it is called.
let root = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "ckschema")

let package = Package(
    name: "ckschema-fuzz",
    platforms: [.macOS(.v13)],
    products: fuzzTargets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(path: "..")],
    targets: fuzzTargets.map {
        .executableTarget(name: $0, dependencies: [.product(name: "CKSchemaFuzzing", package: root)])
    },
    swiftLanguageModes: [.v6]
)
