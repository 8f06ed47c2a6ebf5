import CKSchemaCore

/// The textual forms of an entity's version filter: NSPredicate and CKQuery format strings and SQL
/// conditions.
public enum FilterSyntax {
    /// Words the NSPredicate format parser reserves (case-insensitive); a key spelled like one is
    /// written with a leading `#`.
    static let reservedPredicateWords: Set<String> = [
        "and", "or", "in", "not", "all", "any", "some", "none", "like", "caseinsensitive", "ci", "matches",
        "contains", "beginswith", "endswith", "between", "null", "nil", "self", "true", "yes", "false", "no",
        "first", "last", "size", "anykey", "subquery", "fetch", "cast", "truepredicate", "falsepredicate",
        "uti-conforms-to", "uti-equals",
    ]

    /// The format string that matches everything.
    public static let matchAll = "TRUEPREDICATE"

    /// `name` as a key in an NSPredicate format string (`#size` for a reserved word).
    public static func predicateKey(_ name: String) -> String {
        reservedPredicateWords.contains(name.lowercased()) ? "#" + name : name
    }

    /// The NSPredicate format string for a Core Data fetch request on the entity (or the SwiftData
    /// equivalent): `schemaVersion <= 3`, or `TRUEPREDICATE` when unfiltered. The fetch request's
    /// entity already selects the entity and its subentities.
    public static func nsPredicate(_ filter: EntityVersionFilter) -> String {
        guard let attribute = filter.attribute, let bound = filter.maxReadableVersion else { return matchAll }
        return "\(predicateKey(attribute)) <= \(bound)"
    }

    /// The `CKQuery` predicate format string on the record type's `CD_` fields:
    /// `CD_entityName == "ImagePost" AND CD_version <= 3`, or `TRUEPREDICATE`.
    public static func ckQuery(_ filter: EntityVersionFilter) -> String {
        var terms: [String] = []
        if let names = filter.entityNames {
            terms.append(names.count == 1
                ? "\(CloudKitNaming.entityNameField) == \"\(names[0])\""
                : "\(CloudKitNaming.entityNameField) IN {" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "}")
        }
        if let field = filter.field, let bound = filter.maxReadableVersion {
            terms.append("\(field) <= \(bound)")
        }
        return terms.isEmpty ? matchAll : terms.joined(separator: " AND ")
    }

    /// The SQL condition (without `WHERE`) over a table of the record type whose columns are named
    /// like the `CD_` fields, or nil when nothing is filtered. `column` maps a field name to the
    /// column expression (a quoted identifier by default).
    ///
    /// A record without the field counts as readable: Core Data gives a record that lacks the
    /// field the reading app's default on import, which is never above the bound.
    public static func sql(_ filter: EntityVersionFilter, column: (String) -> String = quotedIdentifier) -> String? {
        var terms: [String] = []
        if let names = filter.entityNames {
            let list = names.map(quotedLiteral).joined(separator: ", ")
            terms.append(names.count == 1 ? "\(column(CloudKitNaming.entityNameField)) = \(list)" : "\(column(CloudKitNaming.entityNameField)) IN (\(list))")
        }
        if let field = filter.field, let bound = filter.maxReadableVersion {
            let value = column(field)
            terms.append(terms.isEmpty ? "\(value) IS NULL OR \(value) <= \(bound)" : "(\(value) IS NULL OR \(value) <= \(bound))")
        }
        return terms.isEmpty ? nil : terms.joined(separator: " AND ")
    }

    /// An SQL identifier in double quotes (`"CD_schemaVersion"`).
    public static func quotedIdentifier(_ name: String) -> String {
        SQLText.identifier(name)
    }

    /// An SQL string literal in single quotes.
    public static func quotedLiteral(_ text: String) -> String {
        SQLText.literal(text)
    }

    /// Why the entity's filter is what it is, one sentence per line (for comments and JSON).
    public static func explanation(_ filter: EntityVersionFilter, in plan: VersionFilterPlan) -> [String] {
        let name = "'\(filter.entity)'"
        let client = plan.clientVersion, latest = plan.latestVersion
        var lines: [String] = []
        if let reason = filter.unfilteredReason {
            lines.append("No version filter: \(reason.explanation).")
        } else if let bound = filter.maxReadableVersion {
            if let step = filter.limitingStep {
                lines.append("Version \(step.version) changed \(name) in a way an app built with version \(client) cannot read, so records stamped \(step.version) or later are hidden (attribute <= \(bound)): \(step.reasons.joined(separator: "; ")).")
            } else if client == latest {
                lines.append("Readable up to version \(latest), the latest known (attribute <= \(bound)); later versions are not known yet, so their records stay hidden until the app is updated.")
            } else {
                lines.append("No version from \(client + 1) to \(latest) changed \(name) in a way an app built with version \(client) cannot read (attribute <= \(bound)); versions after \(latest) are not known yet, so their records stay hidden.")
            }
        }
        if let minimum = filter.minimumReaderVersion {
            let why = filter.incompatibleSteps.last?.version == minimum
                ? "the last version that changed it in a way older apps cannot read"
                : "the version that introduced it"
            lines.append("Minimum reader version \(minimum) (\(why)): apps built with version \(minimum) or later read every record of \(name) up to version \(latest).")
        } else {
            lines.append("Version \(latest) no longer has \(name).")
        }
        return lines
    }
}
