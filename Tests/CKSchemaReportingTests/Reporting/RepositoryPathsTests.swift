@testable import CKSchemaCore
@testable import CKSchemaReporting
@testable import CKSchemaRules
import Testing

/// File names as code hosts open them: relative to the repository root, git references split.
@Suite struct RepositoryPathsTests {
    let paths = RepositoryPaths(root: "/repo", current: "/repo/app")

    @Test func pathsBecomeRepositoryRelative() {
        #expect(paths.uri(for: "schemas/v3.yaml") == "app/schemas/v3.yaml")
        #expect(paths.uri(for: "/repo/schemas/v3.yaml") == "schemas/v3.yaml")
        #expect(paths.uri(for: "../schemas/v3.yaml") == "schemas/v3.yaml")
        #expect(paths.uri(for: "/elsewhere/prod export.ckdb") == "file:///elsewhere/prod%20export.ckdb")
    }

    @Test func aGitReferenceIsItsPathAndRevision() {
        let reference = paths.reference(for: "git:origin/main:schemas/v3.yaml")
        #expect(reference.path == "app/schemas/v3.yaml")
        #expect(reference.revision == "origin/main")
        #expect(paths.describe(SourceLocation(file: "git:origin/main:schemas/v3.yaml", line: 9, column: 3))
                == "app/schemas/v3.yaml:9 at origin/main")
    }

    @Test func withoutARootPathsStayAsGiven() {
        let plain = RepositoryPaths()
        #expect(plain.uri(for: "schemas/v1.yaml") == "schemas/v1.yaml")
        #expect(plain.describe(SourceLocation(file: "schemas/v1.yaml", line: 4, column: 1)) == "schemas/v1.yaml:4")
    }
}
