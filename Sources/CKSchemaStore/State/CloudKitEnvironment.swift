/// The two environments of a CloudKit container.
public enum CloudKitEnvironment: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Where just-in-time schema creation and `initializeCloudKitSchema` work; resettable.
    case development
    /// What apps from TestFlight and the App Store use; only grows, through promotion.
    case production

    public var description: String { rawValue }
}

/// Who and what changes the store: recorded in every log entry.
public struct LogStamp: Sendable, Hashable {
    /// The person or job making the change (`--actor`, else the environment).
    public var actor: String
    /// The ckschema version making the change.
    public var toolVersion: String
    /// When the change happens.
    public var date: Date

    public init(actor: String, toolVersion: String = CKSchemaVersion.current, date: Date = Date()) {
        self.actor = actor
        self.toolVersion = toolVersion
        self.date = date
    }
}

/// Where the store calls back while a change is inside its transaction (`step` names the point:
/// `promote`, `promote: applied`, `dev-reset`, `dev-reset: tables dropped`, `dev-init`, `import`),
/// so tests can kill the process there. Production callers pass nil.
public typealias TransactionProbe = @Sendable (_ step: String) -> Void

import CKSchemaCore


import Foundation
