// StressKit is the sweep; its splits are part of its public face, so a client that imports
// StressKit sees findings and configuration without more imports.
@_exported import Configuration
@_exported import Findings
