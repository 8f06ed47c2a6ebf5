import Foundation
import PackagePlugin

/// Lints a target's SwiftData `@Model` code and Core Data models on every build, with
/// `ckschema build-lint` (docs/xcode.md). CloudKit errors fail the build and appear at their line
/// as `/path/Models.swift:12:9: error: … [rule_id]`.
///
/// A prebuild command, so it runs on every build and the findings show again after a build that
/// changed nothing; the tool keeps its last output in the plugin's work folder, keyed on the
/// files' contents, so such a build costs one process start.
@main
struct CKSchemaBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = LintInputs.select(module.sourceFiles.map(\.url))
        guard !inputs.isEmpty else { return [] }
        return [
            try LintInputs.command(
                tool: try context.tool(named: "ckschema").url,
                inputs: inputs,
                project: module.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.name
            ),
        ]
    }
}

/// What both hosts (SwiftPM and Xcode) share: which files to lint and the command that lints them.
enum LintInputs {
    /// The Swift files and Core Data models among `files`, a model once for its bundle (a file
    /// inside an `.xcdatamodeld` stands for the bundle).
    static func select(_ files: [URL]) -> [URL] {
        var selected: [URL] = []
        var models: Set<String> = []
        for file in files {
            if let model = coreDataModel(containing: file) {
                if models.insert(model.path).inserted { selected.append(model) }
            } else if file.pathExtension == "swift" {
                selected.append(file)
            }
        }
        return selected
    }

    /// The `.xcdatamodeld` (or lone `.xcdatamodel`) `file` is or lies in.
    static func coreDataModel(containing file: URL) -> URL? {
        let folders = Array(sequence(first: file) { $0.pathComponents.count > 1 ? $0.deletingLastPathComponent() : nil })
        return folders.first { $0.pathExtension == "xcdatamodeld" } ?? folders.first { $0.pathExtension == "xcdatamodel" }
    }

    /// The lint of `inputs`, listed in a file of the work folder (`--files-from`): one argument
    /// per file cost the tool more than all its other work on a build where nothing changed.
    static func command(tool: URL, inputs: [URL], project: URL, workDirectory: URL, targetName: String) throws -> Command {
        // Nothing is generated: the output folder stays empty.
        let output = workDirectory.appendingPathComponent("Output", isDirectory: true)
        let cache = workDirectory.appendingPathComponent("Cache", isDirectory: true)
        let list = workDirectory.appendingPathComponent("inputs.txt")
        let text = inputs.map(\.path).joined(separator: "\n") + "\n"
        if (try? String(contentsOf: list, encoding: .utf8)) != text {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            try text.write(to: list, atomically: true, encoding: .utf8)
        }
        return .prebuildCommand(
            displayName: "ckschema: CloudKit lint of \(targetName)",
            executable: tool,
            arguments: ["build-lint", "--project", project.path, "--cache", cache.path, "--files-from", list.path],
            outputFilesDirectory: output
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension CKSchemaBuildPlugin: XcodeBuildToolPlugin {
    /// The same lint for an Xcode app target: its input files, with ckschema.yaml searched for
    /// from the folder that holds them all (else the project's folder).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = LintInputs.select(target.inputFiles.map(\.url))
        guard !inputs.isEmpty else { return [] }
        return [
            try LintInputs.command(
                tool: try context.tool(named: "ckschema").url,
                inputs: inputs,
                project: Self.commonFolder(of: inputs) ?? context.xcodeProject.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.displayName
            ),
        ]
    }

    /// The deepest folder holding every file in `files`.
    static func commonFolder(of files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        guard !common.isEmpty else { return nil }
        return URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"), isDirectory: true)
    }
}
#endif
