import ArgumentParser
import Reports

/// `--format text|json|jsonl|junit|sarif|html|xcode|github` of `sweep` and `merge`.
extension ReportFormat: ExpressibleByArgument {}
