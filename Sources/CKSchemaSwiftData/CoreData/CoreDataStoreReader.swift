import CKSchemaCore
import Foundation
import SwiftParser
import SwiftSyntax

/// What an app's Swift code says about which configurations of its Core Data model sync: the
/// `NSPersistentCloudKitContainer` (or `NSPersistentContainer`) it creates, and each store
/// description's `configuration` and `cloudKitContainerOptions`
/// (https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer,
/// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/cloudkitcontaineroptions).
public struct CoreDataStoreSetup: Sendable, Equatable {
    /// One store description the code sets up.
    public struct Store: Sendable, Equatable {
        /// Its `configuration`; nil loads every entity (the Default configuration).
        public var configuration: String?
        /// Whether it mirrors to CloudKit: `cloudKitContainerOptions` set to options, or left as an
        /// `NSPersistentCloudKitContainer`'s own description has it.
        public var syncs: Bool
        /// Why, for messages: `cloudKitContainerOptions = nil`.
        public var reason: String
        public var location: CKSchemaCore.SourceLocation
    }

    /// Where the container is created, and whether it is an `NSPersistentCloudKitContainer`.
    public var container: CKSchemaCore.SourceLocation
    public var cloudKitContainer: Bool
    /// The model name given to the container (`NSPersistentCloudKitContainer(name: "Model")`).
    public var modelName: String?
    public var stores: [Store]

    /// The scope of an entity in `configurations` (empty: only the Default configuration), with the
    /// store that decides it (nil: no store loads it).
    public func scope(ofEntityIn configurations: [String]) -> (scope: SyncScope, store: Store?) {
        let holding = stores.filter { store in store.configuration.map { configurations.contains($0) } ?? true }
        if let synced = holding.first(where: \.syncs) { return (.synced, synced) }
        return (.local, holding.first)
    }
}

/// Reads ``CoreDataStoreSetup`` from Swift files.
public enum CoreDataStoreReader {
    /// The setup the Swift files at `paths` (files, or folders searched) write for the model named
    /// `modelName`; nil when they create no persistent container, or several none of which is
    /// named after the model.
    public static func read(paths: [String], modelName: String) -> CoreDataStoreSetup? {
        let files = (try? SwiftFileCollector.files(at: paths)) ?? []
        var setups: [CoreDataStoreSetup] = []
        for file in files {
            guard let text = try? SwiftFileCollector.read(file), text.contains("NSPersistent"), text.contains("Container") else { continue }
            let bytes = Array(text.utf8)
            guard NestingGuard.check(bytes) == nil, TripleQuoteGuard.check(bytes) == nil else { continue }
            let collector = StoreDescriptionCollector(positions: SourcePositions(file: file, bytes: bytes))
            collector.walk(Parser.parse(source: text))
            setups += collector.setups()
        }
        // The containers of this model (named after it, or unnamed), with descriptions set up elsewhere.
        let relevant = setups.filter { $0.modelName == nil || $0.modelName == modelName }
        guard let first = relevant.first(where: { $0.modelName == modelName }) ?? relevant.first else { return nil }
        return merged(relevant, first)
    }

    private static func merged(_ setups: [CoreDataStoreSetup], _ first: CoreDataStoreSetup) -> CoreDataStoreSetup {
        var result = first
        result.cloudKitContainer = setups.contains(where: \.cloudKitContainer)
        result.stores = setups.flatMap(\.stores)
        return result
    }
}

/// Walks one file: the containers created, and per function what is assigned to each store
/// description (`description.configuration = "Cloud"`, `description.cloudKitContainerOptions = nil`).
private final class StoreDescriptionCollector: SyntaxVisitor {
    struct Description {
        var key: String
        /// Created by the code (`NSPersistentStoreDescription(url:)`), not the container's own.
        var created: Bool
        var configuration: String?
        var options: Bool?
        var optionsText = ""
        var location: CKSchemaCore.SourceLocation
    }

    let positions: SourcePositions
    private var containers: [(cloudKit: Bool, name: String?, location: CKSchemaCore.SourceLocation)] = []
    private var descriptions: [Description] = []
    private var function = 0

    init(positions: SourcePositions) {
        self.positions = positions
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { function += 1; return .visitChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { function += 1; return .visitChildren }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // `class AppContainer: NSPersistentCloudKitContainer`: its instances are the app's container.
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            let name = inherited.type.trimmedDescription
            if name == "NSPersistentCloudKitContainer" || name == "NSPersistentContainer" {
                containers.append((name == "NSPersistentCloudKitContainer", nil, positions.location(of: node.name)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if called == "NSPersistentCloudKitContainer" || called == "NSPersistentContainer" {
            let name = node.arguments.first { $0.label?.text == "name" }.flatMap { InitialValueReader.stringLiteral($0.expression) }
            containers.append((called == "NSPersistentCloudKitContainer", name, positions.location(of: node)))
        }
        if called == "NSPersistentStoreDescription", let name = ReadContext.boundName(of: node) {
            let index = record(name, at: node)
            descriptions[index].created = true
        }
        return .visitChildren
    }

    /// `base.configuration = "Cloud"`, `base.cloudKitContainerOptions = …`, as the parser leaves
    /// them: a sequence `lhs`, `=`, `rhs`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
        let value = elements[2]
        switch member.declName.baseName.text {
        case "configuration":
            let index = record(base.trimmedDescription, at: node)
            descriptions[index].configuration = InitialValueReader.stringLiteral(value)
        case "cloudKitContainerOptions":
            let index = record(base.trimmedDescription, at: node)
            descriptions[index].options = !value.is(NilLiteralExprSyntax.self)
            descriptions[index].optionsText = "cloudKitContainerOptions = \(value.trimmedDescription)"
            descriptions[index].location = positions.location(of: node)
        default:
            break
        }
        return .visitChildren
    }

    private func record(_ name: String, at node: some SyntaxProtocol) -> Int {
        let key = "\(function):\(name)"
        if let index = descriptions.firstIndex(where: { $0.key == key }) { return index }
        descriptions.append(Description(key: key, created: false, location: positions.location(of: node)))
        return descriptions.count - 1
    }

    func setups() -> [CoreDataStoreSetup] {
        guard !containers.isEmpty || !descriptions.isEmpty else { return [] }
        let cloudKit = containers.contains { $0.cloudKit }
        var stores: [CoreDataStoreSetup.Store] = []
        for description in descriptions where description.configuration != nil || description.options != nil {
            // A description the app creates has no CloudKit options unless given some; the
            // container's own keeps those NSPersistentCloudKitContainer gives it.
            let syncs = description.options ?? (!description.created && cloudKit)
            let reason = description.options != nil ? description.optionsText
                : description.created ? "a new NSPersistentStoreDescription without cloudKitContainerOptions"
                : cloudKit ? "NSPersistentCloudKitContainer's store description" : "NSPersistentContainer's store description"
            stores.append(.init(configuration: description.configuration, syncs: syncs, reason: reason, location: description.location))
        }
        guard let first = containers.first(where: \.cloudKit) ?? containers.first else {
            // Descriptions set up in a file that does not create the container: their settings still count.
            return stores.isEmpty ? [] : [CoreDataStoreSetup(container: stores[0].location, cloudKitContainer: false, modelName: nil, stores: stores)]
        }
        if stores.isEmpty {
            stores.append(.init(configuration: nil, syncs: cloudKit,
                                reason: cloudKit ? "NSPersistentCloudKitContainer's default store description" : "NSPersistentContainer (no CloudKit)",
                                location: first.location))
        }
        let names = Set(containers.compactMap(\.name))
        return [CoreDataStoreSetup(container: first.location, cloudKitContainer: cloudKit,
                                   modelName: names.count == 1 ? names.first : nil, stores: stores)]
    }
}
