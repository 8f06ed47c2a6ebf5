@testable import CKSchemaCore
@testable import CKSchemaReporting
@testable import CKSchemaRules
import Testing

/// The pull-request summary's reasons for the two gates: what production lacks is a pending
/// deploy on a pull request and "not ready to release" at the release gate.
@Suite struct GateVerdictTests {
    static let at = SourceLocation(file: "schemas/v2.yaml", line: 9, column: 7)

    @Test func thePullRequestGateIsSafeAndListsThePendingDeploy() {
        let note = CheckGate.pullRequest.notDeployed("field 'CD_mood' of record type 'CD_Day'", location: Self.at, relatedLocation: nil, fix: "")
        let report = FindingsReport(title: "ckschema check", diagnostics: [note], files: ["schemas/v2.yaml"])
        #expect(report.verdict == .safe)
        #expect(report.verdictReasons.first == "1 record type or field not in production yet: deploy before the release that writes it (`ckschema check --release` fails until then).")
    }

    @Test func theReleaseGateSaysTheReleaseIsNotReady() {
        let error = CheckGate.release.notDeployed("field 'CD_mood' of record type 'CD_Day'", location: Self.at, relatedLocation: nil, fix: "deploy")
        #expect(error.id == "release_not_deployed" && error.severity == .error)
        let report = FindingsReport(title: "ckschema check", diagnostics: [error, error], files: ["schemas/v2.yaml"])
        #expect(report.verdict == .notReadyToRelease)
        #expect(report.verdict.title == "⏳ Not ready to release" && report.verdict.slug == "not-ready-to-release")
        #expect(report.verdictReasons == ["Not ready to release: production lacks 2 record types or fields this build writes; deploy the schema first."])
    }

    @Test func aChangeProductionRefusesStillBreaksProductionAtTheReleaseGate() {
        let undeployed = CheckGate.release.notDeployed("field 'CD_mood' of record type 'CD_Day'", location: Self.at, relatedLocation: nil, fix: "deploy")
        let removed = Diagnostic(id: "field_no_delete", severity: .error, message: "field removed", location: Self.at)
        let report = FindingsReport(title: "ckschema check", diagnostics: [undeployed, removed], files: ["schemas/v2.yaml"])
        #expect(report.verdict == .breaksProduction)
    }
}
