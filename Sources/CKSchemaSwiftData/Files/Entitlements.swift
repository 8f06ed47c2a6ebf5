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

    public init(files: [String], cloudKit: Bool, containers: [String] = []) {
        self.files = files
        self.cloudKit = cloudKit
        self.containers = containers
    }

    /// Reads the property lists at `paths`; nil when there are none. A file that is not a property
    /// list adds a warning and counts as saying nothing.
    static func read(_ paths: [String], diagnostics: inout [Diagnostic]) -> Entitlements? {
        guard !paths.isEmpty else { return nil }
        var result = Entitlements(files: [], cloudKit: false, containers: [])
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
                  let dictionary = plist as? [String: Any] else {
                diagnostics.append(SwiftDataDiagnostics.unreadableEntitlements.diagnostic(
                    "'\(path)' is not a property list; not used to decide which stores sync",
                    at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            result.files.append(path)
            let services = dictionary["com.apple.developer.icloud-services"] as? [String] ?? []
            if services.contains(where: { $0.hasPrefix("CloudKit") }) { result.cloudKit = true }
            for container in dictionary["com.apple.developer.icloud-container-identifiers"] as? [String] ?? []
            where !result.containers.contains(container) {
                result.containers.append(container)
            }
        }
        return result.files.isEmpty ? nil : result
    }
}
