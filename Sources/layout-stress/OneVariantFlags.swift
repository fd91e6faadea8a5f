import Diagnostics
import StressKit

/// The flags that choose one variant (`layout`, `explain`), as a configuration that overrides
/// the file's.
enum OneVariantFlags {
    /// The configuration for one device, category, locale and orientation; an error when the
    /// category names more than one.
    static func configuration(device: String, category: String, locale: String, orientation: String,
                              resources: ResourceOptions) throws -> SweepConfiguration {
        var flags = SweepConfiguration()
        flags.locales = [locale]
        flags.devices = [device]
        flags.categories = try ListParsing.categories([category], at: nil)
        flags.orientations = try ListParsing.orientations([orientation], at: nil)
        flags.localesDir = resources.localesDir
        flags.fonts = resources.fonts.map { [$0] }
        guard flags.categories?.count == 1 else { throw DiagnosticError(.error("--category takes one category")) }
        return flags
    }
}
