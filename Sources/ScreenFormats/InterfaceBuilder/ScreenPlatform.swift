import Foundation

/// The platform a screen file is written for, as the file itself says: an Interface Builder
/// document's `targetRuntime` (or its document type), a Swift file's UI framework imports.
/// LayoutStress lays out iOS and iPadOS screens; files for other platforms are not swept.
public enum ScreenPlatform: String, Hashable, Sendable, CaseIterable {
    /// iOS or iPadOS (UIKit): swept.
    case iOS
    /// tvOS (`targetRuntime="AppleTV"`, TVUIKit).
    case tvOS
    /// macOS (`targetRuntime="MacOSX.Cocoa"`, AppKit without UIKit).
    case macOS
    /// watchOS (`targetRuntime="watchKit"`, WatchKit).
    case watchOS

    /// How a summary names files of the platform.
    public var displayName: String { rawValue }

    /// How many bytes of a file are read to tell its platform: an IB document names it in its
    /// first element, a Swift file in its imports.
    static let prefixBytes = 8_192

    /// The platform `path` is written for; iOS when the file does not say or cannot be read
    /// (a file that cannot be read fails later, with its own error).
    public static func of(_ path: String) -> ScreenPlatform {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .iOS }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: prefixBytes)) ?? Data()
        let text = String(decoding: data, as: UTF8.self)
        let lower = path.lowercased()
        if lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") { return ofInterfaceBuilder(text) }
        if lower.hasSuffix(".swift") { return ofSwift(text) }
        return .iOS
    }

    /// An IB document's platform from the attributes of its `<document>` element.
    static func ofInterfaceBuilder(_ text: String) -> ScreenPlatform {
        guard let start = text.range(of: "<document") else { return .iOS }
        let element = text[start.upperBound...].prefix { $0 != ">" }
        let runtime = attribute("targetRuntime", in: element)?.lowercased() ?? ""
        let type = attribute("type", in: element)?.lowercased() ?? ""
        if runtime.hasPrefix("appletv") || type.contains(".appletv.") { return .tvOS }
        if runtime.hasPrefix("macosx") || type.contains(".cocoa.") && !type.contains(".cocoatouch.") { return .macOS }
        if runtime.hasPrefix("watchkit") || type.contains(".watchkit.") { return .watchOS }
        return .iOS
    }

    /// A Swift file's platform from its UI framework imports: AppKit or Cocoa without UIKit is
    /// macOS, WatchKit watchOS, TVUIKit tvOS; anything else is read as iOS.
    static func ofSwift(_ text: String) -> ScreenPlatform {
        var imports: Set<String> = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let words = trimmed.split(separator: " ", omittingEmptySubsequences: true)
            // `import X`, `@testable import X`, `@preconcurrency import X`.
            guard let position = words.firstIndex(of: "import"), words.index(after: position) < words.endIndex,
                  words[..<position].allSatisfy({ $0.hasPrefix("@") }) else { continue }
            imports.insert(String(words[words.index(after: position)]))
        }
        if imports.contains("UIKit") || imports.contains("SwiftUI") && !imports.contains("AppKit") { return .iOS }
        if imports.contains("TVUIKit") { return .tvOS }
        if imports.contains("WatchKit") { return .watchOS }
        if imports.contains("AppKit") || imports.contains("Cocoa") { return .macOS }
        return .iOS
    }

    private static func attribute(_ name: String, in element: Substring) -> String? {
        guard let range = element.range(of: " \(name)=\"") else { return nil }
        return String(element[range.upperBound...].prefix { $0 != "\"" })
    }
}
