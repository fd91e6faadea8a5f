import ArgumentParser
import Findings

/// `--min-severity note|warning|error`.
extension FindingSeverity: ExpressibleByArgument {}
