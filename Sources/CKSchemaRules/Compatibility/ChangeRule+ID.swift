extension ChangeRule {
    /// The rule's identifier, for findings other code reports under it (the production
    /// comparison, environment promotion).
    public static var id: String { description.id }
}
