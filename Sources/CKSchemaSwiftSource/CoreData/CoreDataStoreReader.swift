import CKSchemaCore
import Foundation
import SwiftParser
import SwiftSyntax

/// What an app's Swift code says about which configurations of its Core Data model sync: the
/// `NSPersistentCloudKitContainer` (or `NSPersistentContainer`) it creates, and each store
/// description's `configuration` and `cloudKitContainerOptions`
/// (https://developer.apple.com/documentation/coredata/nspersistentcloudkitcontainer,
/// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/cloudkitcontaineroptions).
///
/// Every path counts: a description given CloudKit options on any branch (`if syncEnabled { … }`,
/// a ternary, an `#if`) syncs, whichever assignment comes last — whether the user turns sync on is
/// decided on the device, not in the code.
public struct CoreDataStoreSetup: Sendable, Equatable {
    /// One store description the code sets up.
    public struct Store: Sendable, Equatable {
        /// Its `configuration`; nil loads every entity (the Default configuration).
        public var configuration: String?
        /// Whether it mirrors to CloudKit on some path: `cloudKitContainerOptions` set to options
        /// somewhere, or left as an `NSPersistentCloudKitContainer`'s own description has it (with
        /// the CloudKit entitlement, or without an entitlements file to say).
        public var syncs: Bool
        /// Why, for messages: `cloudKitContainerOptions = nil`.
        public var reason: String
        public var location: CKSchemaCore.SourceLocation
        /// Syncs only because no entitlements file says whether the app has CloudKit (the safe
        /// direction): `scopes:` may mark it local.
        public var guessed = false
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
        if let synced = holding.first(where: { $0.syncs && !$0.guessed }) ?? holding.first(where: \.syncs) { return (.synced, synced) }
        return (.local, holding.first)
    }
}

/// Reads ``CoreDataStoreSetup`` from Swift files.
public enum CoreDataStoreReader {
    /// The setup the Swift files at `paths` (files, or folders searched) write for the model named
    /// `modelName`; nil when they create no persistent container, or several none of which is
    /// named after the model.
    ///
    /// - Parameter search: where the app's entitlements are when none lies among or beside `paths`:
    ///   they decide whether an `NSPersistentCloudKitContainer`'s own store description syncs.
    /// - Parameter index: the run's index (the build plugin's): its scans say which files may set
    ///   up a store, and each file is read and parsed at most once in the run, for every model and
    ///   for the SwiftData reader alike.
    public static func read(paths: [String], modelName: String, search: EntitlementsSearch = .none,
                            index: SwiftFileIndex = SwiftFileIndex()) -> CoreDataStoreSetup? {
        let files = (try? SwiftFileCollector.files(at: paths)) ?? []
        // A file that cannot be read is left out, not the others with it.
        let entries = (try? index.entries(for: files)) ?? files.compactMap { try? index.entries(for: [$0]).first }
        var trees: [(file: String, bytes: [UInt8], tree: SourceFileSyntax)] = []
        func parse(_ file: String) {
            guard !trees.contains(where: { $0.file == file }), let text = try? index.text(of: file) else { return }
            let bytes = Array(text.utf8)
            guard NestingGuard.check(bytes) == nil, TripleQuoteGuard.check(bytes) == nil else { return }
            trees.append((file, bytes, index.syntaxTree(of: file, text: text, keep: true)))
        }
        // The files that mention `NSPersistent…` or `cloudKitContainerOptions`, as their scans say.
        for entry in entries where entry.scan.mentionsCoreDataStore { parse(entry.path) }
        // `class AppContainer: NSPersistentCloudKitContainer`: a kind of container, not a store.
        var subclasses: [String: Bool] = [:]
        for entry in trees {
            let finder = SubclassFinder()
            finder.walk(entry.tree)
            subclasses.merge(finder.found) { $0 || $1 }
        }
        // Files that create one of those containers without naming Core Data.
        if !subclasses.isEmpty {
            for entry in entries {
                guard let text = try? index.text(of: entry.path), subclasses.keys.contains(where: { text.contains($0) }) else { continue }
                parse(entry.path)
            }
        }
        var setups: [StoreDescriptionCollector.Setup] = []
        for entry in trees {
            let collector = StoreDescriptionCollector(positions: SourcePositions(file: entry.file, bytes: entry.bytes),
                                                      subclasses: subclasses)
            collector.walk(entry.tree)
            if let setup = collector.setup() { setups.append(setup) }
        }
        // The containers of this model (named after it, or unnamed), with descriptions set up elsewhere.
        let relevant = setups.filter { $0.modelName == nil || $0.modelName == modelName }
        guard let first = relevant.first(where: { $0.modelName == modelName && !$0.containers.isEmpty })
                ?? relevant.first(where: { !$0.containers.isEmpty }) ?? relevant.first else { return nil }
        var problems: [Diagnostic] = []
        let beside = search.files.isEmpty ? SwiftFileCollector.entitlements(at: paths) : []
        let entitlements = beside.isEmpty
            ? search.found(for: files, isApp: true, diagnostics: &problems)
            : Entitlements.read(beside, diagnostics: &problems)
        return finish(relevant, first: first, modelName: modelName, entitlements: entitlements)
    }

    /// The stores of every relevant file's descriptions, decided with what all of them say: a
    /// container's own description syncs when any of the model's containers is an
    /// `NSPersistentCloudKitContainer` and the entitlements do not rule CloudKit out.
    private static func finish(_ setups: [StoreDescriptionCollector.Setup], first: StoreDescriptionCollector.Setup,
                               modelName: String, entitlements: Entitlements?) -> CoreDataStoreSetup {
        let containers = setups.flatMap(\.containers)
        let cloudKit = containers.contains { $0.cloudKit }
        let own: (syncs: Bool, reason: String, guessed: Bool)
        if !cloudKit {
            own = (false, "NSPersistentContainer's store description (no CloudKit)", false)
        } else if let entitlements {
            own = (entitlements.cloudKit, "NSPersistentCloudKitContainer's own store description, \(entitlements.decision)", false)
        } else {
            own = (true, "NSPersistentCloudKitContainer's own store description, synced if the app has the CloudKit entitlement (no .entitlements file read)", true)
        }
        var stores: [CoreDataStoreSetup.Store] = []
        for description in setups.flatMap(\.descriptions) where description.configuration != nil || !description.assignments.isEmpty {
            let given = description.assignments.first { $0.options }
            let cleared = description.assignments.first { !$0.options }
            if let given {
                let other = cleared.map { " on one path (\($0.text) at \($0.location) on another)" } ?? ""
                stores.append(.init(configuration: description.configuration, syncs: true, reason: given.text + other, location: given.location))
            } else if let cleared {
                stores.append(.init(configuration: description.configuration, syncs: false, reason: cleared.text, location: cleared.location))
            } else if description.created {
                stores.append(.init(configuration: description.configuration, syncs: false,
                                    reason: "a new NSPersistentStoreDescription without cloudKitContainerOptions", location: description.location))
            } else {
                stores.append(.init(configuration: description.configuration, syncs: own.syncs, reason: own.reason, location: description.location,
                                    guessed: own.guessed))
            }
        }
        let location = first.containers.first(where: \.cloudKit)?.location ?? first.containers.first?.location ?? stores.first?.location
            ?? first.location
        if stores.isEmpty && !containers.isEmpty {
            let reason = cloudKit ? own.reason.replacingOccurrences(of: "own store description", with: "default store description") : "NSPersistentContainer (no CloudKit)"
            stores.append(.init(configuration: nil, syncs: own.syncs, reason: reason, location: location, guessed: own.guessed))
        }
        let names = Set(first.containers.compactMap(\.name))
        return CoreDataStoreSetup(container: location, cloudKitContainer: cloudKit,
                                  modelName: names.count == 1 ? names.first : nil, stores: stores)
    }
}

/// Finds `class X: NSPersistentCloudKitContainer` (or `NSPersistentContainer`, or a subclass of
/// either declared in the same file): the names whose instances are containers, and whether they sync.
private final class SubclassFinder: SyntaxVisitor {
    var found: [String: Bool] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            let name = inherited.type.trimmedDescription
            if name == "NSPersistentCloudKitContainer" || name == "NSPersistentContainer" {
                found[node.name.text] = name == "NSPersistentCloudKitContainer"
            }
        }
        return .visitChildren
    }
}

/// Walks one file: the containers created, and per function what is assigned to each store
/// description (`description.configuration = "Cloud"`, `description.cloudKitContainerOptions = nil`),
/// every assignment kept.
private final class StoreDescriptionCollector: SyntaxVisitor {
    struct Assignment {
        /// Options (anything but `nil`), or `nil`.
        var options: Bool
        var text: String
        var location: CKSchemaCore.SourceLocation
    }

    struct Description {
        var key: String
        /// Created by the code (`NSPersistentStoreDescription(url:)`), not the container's own.
        var created: Bool
        var configuration: String?
        var assignments: [Assignment] = []
        var location: CKSchemaCore.SourceLocation
    }

    struct Container {
        var cloudKit: Bool
        var name: String?
        var location: CKSchemaCore.SourceLocation
    }

    /// What one file says.
    struct Setup {
        var containers: [Container]
        var descriptions: [Description]
        var modelName: String?
        var location: CKSchemaCore.SourceLocation
    }

    let positions: SourcePositions
    let subclasses: [String: Bool]
    private var containers: [Container] = []
    private var descriptions: [Description] = []
    private var function = 0
    /// The container classes being declared around the node visited (`super.init` creates one).
    private var classes: [Bool?] = []

    init(positions: SourcePositions, subclasses: [String: Bool]) {
        self.positions = positions
        self.subclasses = subclasses
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { function += 1; return .visitChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { function += 1; return .visitChildren }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(subclasses[node.name.text])
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { classes.removeLast() }

    private func kind(of called: String) -> Bool? {
        switch called {
        case "NSPersistentCloudKitContainer": return true
        case "NSPersistentContainer": return false
        case "super.init": return classes.last ?? nil
        default: return subclasses[called]
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if let cloudKit = kind(of: called) {
            let name = node.arguments.first { $0.label?.text == "name" }.flatMap { InitialValueReader.stringLiteral($0.expression) }
            containers.append(Container(cloudKit: cloudKit, name: name, location: positions.location(of: node)))
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
            descriptions[index].configuration = InitialValueReader.stringLiteral(value) ?? descriptions[index].configuration
        case "cloudKitContainerOptions":
            let index = record(base.trimmedDescription, at: node)
            // Anything but a `nil` literal may be options: a ternary, a variable, a call.
            descriptions[index].assignments.append(Assignment(
                options: !value.is(NilLiteralExprSyntax.self),
                text: "cloudKitContainerOptions = \(value.compactText)", location: positions.location(of: node)))
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

    func setup() -> Setup? {
        guard !containers.isEmpty || !descriptions.isEmpty else { return nil }
        let names = Set(containers.compactMap(\.name))
        let location = containers.first?.location ?? descriptions[0].location
        return Setup(containers: containers, descriptions: descriptions, modelName: names.count == 1 ? names.first : nil,
                     location: location)
    }
}
