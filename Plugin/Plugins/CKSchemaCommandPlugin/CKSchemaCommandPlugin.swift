import Foundation
import PackagePlugin

/// `swift package ckschema <command> [arguments…] [--target NAME…]`: runs `ckschema <command>` in
/// the package's folder (docs/xcode.md).
///
/// `lint` without paths reads the Swift files of the targets named with `--target` (default:
/// every target whose code declares an `@Model` class; the configured schemas folder when none
/// does). `check` without a path, in a package with neither `ckschema.yaml` nor `schemas/`, checks
/// the folder of the one such target (or of the one `--target` names). Every other command is
/// passed on as it is: `diff`, `versions`, `plan`, …
@main
struct CKSchemaCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var forwarded = extractor.remainingArguments
        if forwarded.first == "--" { forwarded.removeFirst() }
        let command = forwarded.first ?? "lint"
        if forwarded.isEmpty { forwarded = ["lint"] }

        let folder = context.package.directoryURL
        let namesPaths = Self.namesPaths(Array(forwarded.dropFirst()), in: folder)
        if command == "lint" && !namesPaths {
            forwarded += try Self.swiftFiles(of: context.package, named: targetNames).map(\.path)
        } else if command == "check" && !namesPaths && !Self.configures(folder) {
            let modules = try Self.modelTargets(of: context.package, named: targetNames)
            guard let module = modules.first, modules.count == 1 else {
                throw CommandPluginError(modules.isEmpty
                    ? "no target declares an @Model class, and there is no ckschema.yaml or schemas folder to check"
                    : "several targets declare @Model classes (\(modules.map(\.name).joined(separator: ", "))): choose one with --target")
            }
            forwarded.insert(module.directoryURL.path, at: 1)
        } else if !targetNames.isEmpty {
            throw CommandPluginError("--target applies to 'lint' without paths, and to 'check' without a path in a package with no ckschema.yaml or schemas folder; 'ckschema \(command)' reads what ckschema.yaml configures")
        }

        let tool = try context.tool(named: "ckschema").url
        let process = Process()
        process.executableURL = tool
        process.arguments = forwarded
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw CommandPluginError("ckschema \(command) exited with status \(process.terminationStatus)")
        }
    }

    /// Whether `arguments` (after the command) name a file or folder: then `lint` reads those.
    static func namesPaths(_ arguments: [String], in folder: URL) -> Bool {
        arguments.contains { argument in
            guard !argument.hasPrefix("-") else { return false }
            let url = argument.hasPrefix("/") ? URL(fileURLWithPath: argument) : folder.appendingPathComponent(argument)
            return FileManager.default.fileExists(atPath: url.path)
        }
    }

    /// Whether `folder` says what `check` reads: a `ckschema.yaml` or a `schemas` folder.
    static func configures(_ folder: URL) -> Bool {
        ["ckschema.yaml", "schemas"].contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// The Swift files of the targets named (each must exist), or of every target that declares
    /// an `@Model` class when none is named.
    static func swiftFiles(of package: Package, named names: [String]) throws -> [URL] {
        try modelTargets(of: package, named: names).flatMap(swiftFiles(of:))
    }

    /// The targets named (each must exist), or every target that declares an `@Model` class when
    /// none is named.
    static func modelTargets(of package: Package, named names: [String]) throws -> [SourceModuleTarget] {
        let modules = package.targets.compactMap { $0 as? SourceModuleTarget }
        guard !names.isEmpty else {
            return modules.filter { module in swiftFiles(of: module).contains(where: declaresModel) }
        }
        return try names.map { name in
            guard let module = modules.first(where: { $0.name == name }) else {
                throw CommandPluginError("no source target named '\(name)' in package '\(package.displayName)'")
            }
            return module
        }
    }

    static func swiftFiles(of module: SourceModuleTarget) -> [URL] {
        module.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" }
    }

    static func declaresModel(_ file: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: file.path) else { return false }
        return data.range(of: Data("@Model".utf8)) != nil
    }
}

/// A message for the person who typed the command.
struct CommandPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
