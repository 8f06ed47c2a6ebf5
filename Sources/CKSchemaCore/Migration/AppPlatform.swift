/// A platform an app is built for: what `#if os(…)` branches of model code and migration plans
/// decide between, and what `platforms:` in `ckschema.yaml` lists.
public enum AppPlatform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS, macCatalyst, macOS, watchOS, tvOS, visionOS

    /// The name a finding gives it.
    public var displayName: String { self == .macCatalyst ? "Mac Catalyst" : rawValue }

    public static func < (a: AppPlatform, b: AppPlatform) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}
