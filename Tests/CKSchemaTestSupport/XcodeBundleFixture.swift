import Foundation

/// Writes small Xcode model bundles (`.xcdatamodeld`) for tests (``TemporaryGitRepository``
/// commits them, to give a bundle the history a real one has).
public enum XcodeBundleFixture {
    /// The `contents` of a version whose entity `Item` has one optional attribute per name.
    public static func contents(attributes: [String]) -> String {
        let lines = attributes.map { "        <attribute name=\"\($0)\" optional=\"YES\" attributeType=\"String\"/>" }
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="1" systemVersion="1" minimumToolsVersion="Automatic" sourceLanguage="Swift" usedWithCloudKit="YES" userDefinedModelVersionIdentifier="">
                <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
            \(lines.joined(separator: "\n"))
                </entity>
            </model>

            """
    }

    /// Adds version `name` to `bundle` (created when missing) with `attributes`, and makes it the
    /// current version.
    public static func addVersion(_ name: String, attributes: [String], to bundle: URL) throws {
        let folder = bundle.appendingPathComponent("\(name).xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try contents(attributes: attributes).write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>_XCCurrentVersionName</key>
            \t<string>\(name).xcdatamodel</string>
            </dict>
            </plist>

            """.write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
    }

    /// Core Data setup code whose store syncs on one path of a run-time switch and not on the
    /// other (`cloudKitContainerOptions` set or nil), the options on the first path or the second:
    /// `Persistence.swift` of a test app.
    public static func persistence(optionsFirst: Bool) -> String {
        let options = "description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: \"iCloud.com.example.notes\")"
        let none = "description.cloudKitContainerOptions = nil"
        return """
            import CoreData

            final class Persistence {
                let container = NSPersistentCloudKitContainer(name: "Model")

                init(syncEnabled: Bool) {
                    let description = container.persistentStoreDescriptions.first!
                    if syncEnabled {
                        \(optionsFirst ? options : none)
                    } else {
                        \(optionsFirst ? none : options)
                    }
                    container.loadPersistentStores { _, _ in }
                }
            }

            """
    }
}
