/// Where the app a screen belongs to runs, as its Info.plist, Xcode project or file name
/// says: the device families and, per family, the orientations it supports. A sweep lays a
/// screen out only in variants the app can show.
public struct RunContext: Hashable, Sendable, Codable {
    /// Orientations on iPhone; nil when the app does not run on iPhone.
    public var phone: Set<Orientation>?
    /// Orientations on iPad; nil when the app does not run on iPad.
    public var pad: Set<Orientation>?
    /// Where this was read (`App/Info.plist`, `Foo~ipad.xib`), for notes.
    public var source: String

    /// Creates a context.
    public init(phone: Set<Orientation>?, pad: Set<Orientation>?, source: String) {
        self.phone = phone
        self.pad = pad
        self.source = source
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
