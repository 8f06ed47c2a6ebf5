import Foundation
import PackagePlugin

/// `swift package ckschema <command> [arguments…] [--target NAME…]`: runs `ckschema <command>` in
/// the package's folder (docs/xcode.md).
///
/// `lint` without paths reads the Swift files of the targets named with `--target` (default:
/// every target whose code declares an `@Model` class; the configured schemas folder when none
/// does). Every other command is passed on as it is: `check`, `diff`, `versions`, `plan`, …
@main
struct CKSchemaCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var forwarded = extractor.remainingArguments
        if forwarded.first == "--" { forwarded.removeFirst() }
        let command = forwarded.first ?? "lint"
        if forwarded.isEmpty { forwarded = ["lint"] }

        if command == "lint" && !Self.namesPaths(Array(forwarded.dropFirst()), in: context.package.directoryURL) {
            forwarded += try Self.swiftFiles(of: context.package, named: targetNames).map(\.path)
        } else if !targetNames.isEmpty {
            throw CommandPluginError("--target applies to 'lint' without paths; 'ckschema \(command)' reads what ckschema.yaml configures")
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

    /// The Swift files of the targets named (each must exist), or of every target that declares
    /// an `@Model` class when none is named.
    static func swiftFiles(of package: Package, named names: [String]) throws -> [URL] {
        let modules = package.targets.compactMap { $0 as? SourceModuleTarget }
        let chosen: [SourceModuleTarget]
        if names.isEmpty {
            chosen = modules.filter { module in swiftFiles(of: module).contains(where: declaresModel) }
        } else {
            chosen = try names.map { name in
                guard let module = modules.first(where: { $0.name == name }) else {
                    throw CommandPluginError("no source target named '\(name)' in package '\(package.displayName)'")
                }
                return module
            }
        }
        return chosen.flatMap(swiftFiles(of:))
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
