/// Where the app a screen belongs to runs, as its Info.plist, Xcode project or file name
/// says: the device families and, per family, the orientations it supports. A sweep lays a
/// screen out only in variants the app can show.
public struct RunContext: Hashable, Sendable, Codable {
    /// Orientations on iPhone; nil when the app does not run on iPhone.
    public var phone: Set<Orientation>?
    /// Orientations on iPad; nil when the app does not run on iPad.
    public var pad: Set<Orientation>?
    /// Where this was read (`App/Info.plist`, `App.xcodeproj/project.pbxproj (target Share)`,
    /// `Foo~ipad.xib`), each once, for notes.
    public var sources: [String]
    /// `sources` as one line.
    public var source: String { sources.joined(separator: ", ") }
    /// The languages the app is localized in (its project's `knownRegions`, its Info.plist's
    /// `CFBundleLocalizations`), nil when nothing says. iOS shows the app in one of them; on a
    /// device set to any other language it shows the development language, left to right.
    public var localizations: Set<String>?

    /// Creates a context.
    public init(phone: Set<Orientation>?, pad: Set<Orientation>?, sources: [String], localizations: Set<String>? = nil) {
        self.phone = phone
        self.pad = pad
        self.sources = sources
        self.localizations = localizations
    }

    /// Whether iOS shows the app in a locale (`de`, `pt-BR`, `zh-Hant`): the app is localized in
    /// its language (and script, for Chinese), or nothing says what the app is localized in.
    public func localizes(_ locale: String) -> Bool {
        guard let localizations else { return true }
        let wanted = RunContext.languageTag(locale)
        return localizations.contains { RunContext.languageTag($0) == wanted }
    }

    /// `de-CH` → `de`, `zh_Hant_TW` → `zh-hant`, `zh-HK` → `zh-hant`: the language, with the
    /// script for Chinese (the one language whose localizations iOS tells apart by script).
    static func languageTag(_ identifier: String) -> String {
        let parts = identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first else { return "" }
        guard language == "zh" else { return language }
        if parts.contains("hant") || parts.contains("tw") || parts.contains("hk") || parts.contains("mo") { return "zh-hant" }
        return "zh-hans"
    }

    /// True when the app runs on every device family in every orientation (nothing to say).
    public var runsEverywhere: Bool {
        phone == Set(Orientation.allCases) && pad == Set(Orientation.allCases)
    }

    /// Whether the app shows its screens on a device held in an orientation.
    public func supports(_ device: Device, _ orientation: Orientation) -> Bool {
        (device.isPad ? pad : phone)?.contains(orientation) ?? false
    }

    /// `iPhone in portrait; iPad in portrait and landscape`.
    public var summary: String {
        func part(_ name: String, _ orientations: Set<Orientation>?) -> String? {
            guard let orientations else { return nil }
            let names = Orientation.allCases.filter(orientations.contains).map(\.rawValue)
            return names.isEmpty ? nil : "\(name) in \(names.joined(separator: " and "))"
        }
        let parts = [part("iPhone", phone), part("iPad", pad)].compactMap { $0 }
        return parts.isEmpty ? "no device" : parts.joined(separator: "; ")
    }
}
