import Testing
@testable import CKSchemaCore

/// The sorts that order large collections by position give the order of the plain sorts.
@Suite struct ReportOrderTests {
    @Test func findingsSortedByPositionAreInTheOrderOfSorted() {
        let at = { (file: String, line: Int, column: Int) in CKSchemaCore.SourceLocation(file: file, line: line, column: column) }
        let findings = [
            Diagnostic(id: "b_rule", severity: .warning, message: "two", location: at("v2.yaml", 3, 5)),
            Diagnostic(id: "a_rule", severity: .error, message: "no place", location: nil),
            Diagnostic(id: "b_rule", severity: .warning, message: "one", location: at("v2.yaml", 3, 5)),
            Diagnostic(id: "a_rule", severity: .error, message: "same place, earlier id", location: at("v2.yaml", 3, 5)),
            Diagnostic(id: "c_rule", severity: .note, message: "earlier file", location: at("v1.yaml", 9, 1)),
            Diagnostic(id: "c_rule", severity: .note, message: "earlier line", location: at("v2.yaml", 1, 7)),
            Diagnostic(id: "c_rule", severity: .note, message: "earlier column", location: at("v2.yaml", 3, 2)),
        ]
        let sorted = findings.sortedInReportOrder()
        #expect(sorted == findings.sorted())
        #expect(sorted.map(\.message) == ["no place", "earlier file", "earlier line", "earlier column",
                                          "same place, earlier id", "one", "two"])
    }

    @Test func aRecordTypesFieldsAreSortedByNameAsExportsListThem() {
        let names = ["CD_field10", "CD_field1", "CD_entityName", "CD_Field2", "CD_field1_ckAsset", "___recordID"]
        let recordType = RecordType(name: "CD_Entity", fields: names.map { Field(name: CKName($0), type: .string) })
        #expect(recordType.canonicalized().fields.map(\.name.value)
            == ["CD_Field2", "CD_entityName", "CD_field1", "CD_field10", "CD_field1_ckAsset", "___recordID"])
        #expect(recordType.canonicalized().fields.map(\.name) == recordType.fields.map(\.name).sorted())
    }
}
