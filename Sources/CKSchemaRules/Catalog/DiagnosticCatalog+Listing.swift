import CKSchemaCore

extension DiagnosticCatalog {
    /// The headings of the text listing of every kind.
    static func heading(_ kind: Kind) -> String {
        switch kind {
        case .lint: "Lint rules (ckschema lint)"
        case .change: "Change rules (ckschema diff, check, plan)"
        case .check: "Checks (ckschema check, versions, release, inspect)"
        case .input: "Input problems (every command; exit 2)"
        }
    }

    /// The text listing of `ckschema rules`: one kind, or every kind under a heading each (`kind` nil).
    ///
    /// - Parameter settings: When given, lint severities are the project's settings.
    public func textCatalog(_ kind: Kind?, settings: RuleSettings? = nil) -> String {
        func text(_ kind: Kind) -> String {
            switch kind {
            case .lint: RuleDocumentation.textCatalog(rules: lintRules, settings: settings)
            case .change: ChangeRuleDocumentation.textCatalog(rules: changeRules)
            case .check: DiagnosticDocumentation.textCatalog(groups: groups(of: .check))
            case .input: DiagnosticDocumentation.textCatalog(groups: groups(of: .input))
            }
        }
        guard let kind else {
            return Kind.allCases.map { Self.heading($0) + "\n\n" + text($0) }.joined(separator: "\n")
        }
        return text(kind)
    }

    /// The JSON listing of `ckschema rules --format json`: an array for one kind, or an object
    /// `{"lint": [...], "change": [...], "check": [...], "input": [...]}` (`kind` nil).
    ///
    /// - Parameter settings: When given, lint severities are the project's settings.
    public func jsonCatalog(_ kind: Kind?, settings: RuleSettings? = nil) -> String {
        func json(_ kind: Kind) -> String {
            switch kind {
            case .lint: RuleDocumentation.jsonCatalog(rules: lintRules, settings: settings)
            case .change: ChangeRuleDocumentation.jsonCatalog(rules: changeRules)
            case .check: DiagnosticDocumentation.jsonCatalog(groups: groups(of: .check))
            case .input: DiagnosticDocumentation.jsonCatalog(groups: groups(of: .input))
            }
        }
        guard let kind else {
            // Each array indented by two more spaces as the value of its key.
            func nested(_ array: String) -> String {
                array.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    .enumerated().map { $0.offset == 0 ? String($0.element) : "  " + $0.element }.joined(separator: "\n")
            }
            return "{\n" + Kind.allCases.map { "  \"\($0.rawValue)\": \(nested(json($0)))" }.joined(separator: ",\n") + "\n}\n"
        }
        return json(kind)
    }

    /// The Markdown page of one kind (`docs/rules.md`, `docs/change-rules.md`, `docs/checks.md`,
    /// `docs/input-problems.md`).
    public func markdown(_ kind: Kind) -> String {
        switch kind {
        case .lint: RuleDocumentation.markdown(rules: lintRules)
        case .change: ChangeRuleDocumentation.markdown(rules: changeRules)
        case .check: DiagnosticDocumentation.markdown(.check, groups: groups)
        case .input: DiagnosticDocumentation.markdown(.input, groups: groups)
        }
    }

    /// Where the Markdown page of a kind lives, relative to the repository root.
    public static func markdownPath(_ kind: Kind) -> String {
        switch kind {
        case .lint: RuleDocumentation.markdownPath
        case .change: ChangeRuleDocumentation.markdownPath
        case .check: DiagnosticDocumentation.markdownPath(.check)
        case .input: DiagnosticDocumentation.markdownPath(.input)
        }
    }
}
