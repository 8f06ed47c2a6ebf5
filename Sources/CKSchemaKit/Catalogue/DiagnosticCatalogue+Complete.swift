extension DiagnosticCatalogue {
    /// Every identifier ckschema can print: the lint and change rules and the diagnostic groups of
    /// every layer (core, rules, generation, store, Core Data import, SwiftData), in that order.
    public static let complete = DiagnosticCatalogue(
        groups: DiagnosticGroup.core + DiagnosticGroup.rules + DiagnosticGroup.generation + DiagnosticGroup.store
            + DiagnosticGroup.coreData + DiagnosticGroup.swiftData)
}
