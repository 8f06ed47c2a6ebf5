import CKSchemaCore
import Foundation

/// What an app's `*.entitlements` files say about CloudKit: whether `com.apple.developer.icloud-services`
/// includes `CloudKit`, and the containers `com.apple.developer.icloud-container-identifiers` lists
/// (https://developer.apple.com/documentation/bundleresources/entitlements).
public struct Entitlements: Sendable, Equatable {
    /// The files read.
    public var files: [String]
    /// Whether any of them enables the CloudKit service.
    public var cloudKit: Bool
    /// The iCloud containers they list, in order.
    public var containers: [String]
    /// When no file is the target's: the folder searched for one (the app has no CloudKit entitlement).
    public var searchedFolder: String?
    /// Files found that belong to other targets (another app of the workspace), so decide nothing here.
    public var otherTargets: [String]

    public init(files: [String], cloudKit: Bool, containers: [String] = [], searchedFolder: String? = nil,
                otherTargets: [String] = []) {
        self.files = files
        self.cloudKit = cloudKit
        self.containers = containers
        self.searchedFolder = searchedFolder
        self.otherTargets = otherTargets
    }

    /// Which file decided and what it says, for messages: `CloudKit enabled in App/App.entitlements`,
    /// `no CloudKit in …` (an empty `icloud-container-identifiers` included), or that none was found.
    public var decision: String {
        if files.isEmpty {
            let others = otherTargets.isEmpty ? ""
                : " (\(otherTargets.joined(separator: ", ")) belong\(otherTargets.count == 1 ? "s" : "") to another target)"
            return "no .entitlements file of this target found in '\(searchedFolder ?? ".")'\(others): no CloudKit entitlement"
        }
        let names = files.joined(separator: ", ")
        if cloudKit { return "CloudKit enabled in \(names)" }
        return "no CloudKit in \(names)"
    }

    /// Reads the property lists at `paths`; nil when there are none. A file that is not a property
    /// list adds a warning and counts as saying nothing.
    static func read(_ paths: [String], diagnostics: inout [Diagnostic]) -> Entitlements? {
        guard !paths.isEmpty else { return nil }
        var result = Entitlements(files: [], cloudKit: false, containers: [])
        for path in paths {
            // Read as every input is (InputFile: regular files inside the repository, bounded).
            guard let bytes = try? InputFile.read(path, format: .entitlements),
                  let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
                  let dictionary = plist as? [String: Any] else {
                diagnostics.append(SwiftDataDiagnostics.unreadableEntitlements.diagnostic(
                    "'\(path)' is not a property list; not used to decide which stores sync",
                    at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            result.files.append(path)
            let services = dictionary["com.apple.developer.icloud-services"] as? [String] ?? []
            let containers = dictionary["com.apple.developer.icloud-container-identifiers"] as? [String] ?? []
            // CloudKit with no container named (an empty `icloud-container-identifiers`, as Xcode
            // leaves it before one is chosen) gives `.automatic` nothing to sync with.
            let listed = dictionary["com.apple.developer.icloud-container-identifiers"] != nil
            if services.contains(where: { $0.hasPrefix("CloudKit") }) && (!listed || !containers.isEmpty) { result.cloudKit = true }
            for container in containers where !result.containers.contains(container) {
                result.containers.append(container)
            }
        }
        return result.files.isEmpty ? nil : result
    }
}
