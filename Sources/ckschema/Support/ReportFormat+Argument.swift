import ArgumentParser
import CKSchemaKit

extension ReportFormat: ExpressibleByArgument {}
