/// Hand-written Interface Builder documents for tests: the XML declaration, the `<document>`
/// element, its `<device>` and the `<objects>` or `<scenes>` wrapper around a test's own XML.
///
/// Each wrapper puts one element per line exactly as Interface Builder saves it, so the lines
/// of the content are those of the same document written out by hand: with a device, a xib's
/// objects and a storyboard's scenes start on line 5; without one, on line 4.
public enum IBDocument {
    /// The line every Interface Builder document starts with.
    public static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// A xib whose `<objects>` holds `objects` (the File's Owner placeholder, if any, included).
    /// `device` is the id of the saved `<device>` (none when nil); `toolsVersion` is left out when nil.
    public static func xib(objects: String, toolsVersion: String? = "23727", safeAreas: Bool = true,
                           device: String? = "retina6_12") -> String {
        document(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", toolsVersion: toolsVersion, safeAreas: safeAreas, device: device,
                 body: "objects", content: objects, resources: nil)
    }

    /// A storyboard whose `<scenes>` holds `scenes`; `resources`, when given, is the inner XML of
    /// a `<resources>` element after them, on one line.
    public static func storyboard(scenes: String, toolsVersion: String? = "23727", safeAreas: Bool = true,
                                  device: String? = "retina6_12", resources: String? = nil) -> String {
        document(type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", toolsVersion: toolsVersion, safeAreas: safeAreas,
                 device: device, body: "scenes", content: scenes, resources: resources)
    }

    /// One storyboard scene holding one view controller (`controllerID`, of `customClass` when
    /// given) whose content is `content` (its root `<view key="view">`, connections…); `title`
    /// is the `<!--title-->` comment IB writes before the scene (none when nil); code may
    /// instantiate it by `storyboardIdentifier`.
    public static func scene(_ sceneID: String = "s1", title: String? = nil, controllerID: String = "vc",
                             customClass: String? = nil, storyboardIdentifier: String? = nil, content: String) -> String {
        var lines: [String] = []
        if let title { lines.append("<!--\(title)-->") }
        lines += [
            #"<scene sceneID="\#(sceneID)">"#,
            "    <objects>",
            #"        <viewController id="\#(controllerID)"\#(attribute("customClass", customClass))\#(attribute("storyboardIdentifier", storyboardIdentifier)) sceneMemberID="viewController">"#,
            content,
            "        </viewController>",
            "    </objects>",
            "</scene>",
        ]
        return lines.joined(separator: "\n")
    }

    /// The File's Owner placeholder of a xib, on one line (no connections).
    public static func filesOwner(customClass: String? = nil, userLabel: String? = nil) -> String {
        #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"\#(attribute("userLabel", userLabel))\#(attribute("customClass", customClass))/>"#
    }

    static func attribute(_ name: String, _ value: String?) -> String {
        value.map { #" \#(name)="\#($0)""# } ?? ""
    }

    static func document(type: String, toolsVersion: String?, safeAreas: Bool, device: String?,
                         body: String, content: String, resources: String?) -> String {
        var lines = [
            declaration,
            #"<document type="\#(type)" version="3.0"\#(attribute("toolsVersion", toolsVersion)) useAutolayout="YES"\#(safeAreas ? #" useSafeAreas="YES""# : "")>"#,
        ]
        if let device { lines.append(#"    <device id="\#(device)" orientation="portrait" appearance="light"/>"#) }
        lines += ["    <\(body)>", content, "    </\(body)>"]
        if let resources { lines.append("    <resources>\(resources)</resources>") }
        lines.append("</document>")
        return lines.joined(separator: "\n")
    }
}
