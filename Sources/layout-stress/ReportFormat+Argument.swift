import ArgumentParser
import Reports

/// `--format text|json|junit|sarif|html` of `sweep` and `merge`.
extension ReportFormat: ExpressibleByArgument {}
