import Foundation

/// The Interface Builder file of an example app: one object of the app's class holding outlets
/// to the file's other objects, laid out one under the other.
public struct ExampleScreen: Sendable, Hashable {
    /// What the object of the app's class is, and so what kind of file holds it.
    public enum Owner: Sendable, Hashable {
        /// A view controller, the one scene of `Main.storyboard`.
        case controller
        /// A table view cell, alone in a xib named after its class.
        case tableCell
        /// A view, alone in a xib named after its class.
        case view
        /// A view controller's xib, named after its class: File's Owner holds the first top-level
        /// view as its `view`; a second, spare, holds `spare`.
        case xibController
    }

    /// What the object of the app's class is.
    public var owner: Owner
    /// The app's class of it (`SignUpViewController`).
    public var className: String
    /// The objects inside it, top to bottom, and the outlets reaching them.
    public var elements: [ExampleElement]
    /// A scene's storyboard identifier, by which code may instantiate it; with none the scene
    /// is its storyboard's initial one.
    public var storyboardIdentifier: String?
    /// The objects of a controller xib's spare top-level view, which no outlet reaches.
    public var spare: [ExampleElement] = []

    /// A storyboard scene whose view controller, of class `className`, holds `elements`.
    public static func controller(_ className: String, _ elements: [ExampleElement]) -> ExampleScreen {
        ExampleScreen(owner: .controller, className: className, elements: elements)
    }

    /// A storyboard scene as `controller(_:_:)` makes, not the initial one: code may
    /// instantiate it by `identifier`.
    public static func controller(_ className: String, _ elements: [ExampleElement], identifier: String) -> ExampleScreen {
        ExampleScreen(owner: .controller, className: className, elements: elements, storyboardIdentifier: identifier)
    }

    /// A xib of one table view cell, of class `className`, holding `elements`.
    public static func tableCell(_ className: String, _ elements: [ExampleElement]) -> ExampleScreen {
        ExampleScreen(owner: .tableCell, className: className, elements: elements)
    }

    /// A xib of one view, of class `className`, holding `elements`.
    public static func view(_ className: String, _ elements: [ExampleElement]) -> ExampleScreen {
        ExampleScreen(owner: .view, className: className, elements: elements)
    }

    /// A view controller's xib: its view holds `elements`, and a spare top-level view beside it
    /// holds `spare`.
    public static func xibController(_ className: String, _ elements: [ExampleElement], spare: [ExampleElement]) -> ExampleScreen {
        ExampleScreen(owner: .xibController, className: className, elements: elements, spare: spare)
    }

    /// The file's name: `Main.storyboard`, or the class's name for a xib (`AddCell.xib`).
    public var fileName: String {
        owner == .controller ? "Main.storyboard" : "\(className).xib"
    }

    /// The UIKit class the app's class descends from.
    public var superclass: String {
        switch owner {
        case .controller, .xibController: "UIViewController"
        case .tableCell: "UITableViewCell"
        case .view: "UIView"
        }
    }

    /// The file's XML, as Interface Builder saves it.
    public var document: String {
        let height = owner == .controller || owner == .xibController ? 852 : max(44, 20 + 60 * elements.count)
        let container = owner == .tableCell ? "content" : "root"
        var subviews: [String] = []
        var constraints: [String] = []
        var outlets: [String] = []
        for (offset, element) in elements.enumerated() {
            let id = "e\(offset + 1)"
            let top = 20 + 60 * offset
            subviews.append(Self.xml(of: element.kind, id: id, top: top))
            constraints.append(#"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="\#(container)" secondAttribute="leading" constant="16" id="\#(id)l"/>"#)
            constraints.append(#"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#(container)" secondAttribute="top" constant="\#(top)" id="\#(id)t"/>"#)
            if let outlet = element.outlet {
                let destination = element.kind == .heightConstraint ? "\(id)h" : id
                outlets.append(#"<outlet property="\#(Self.escaped(outlet))" destination="\#(destination)" id="o\#(offset + 1)"/>"#)
            }
        }
        let subviewList = Self.wrapped("subviews", subviews)
        let constraintList = Self.wrapped("constraints", constraints)
        let connectionList = Self.wrapped("connections", outlets)
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="393" height="\#(height)"/>"#
        let customClass = Self.escaped(className)
        switch owner {
        case .controller:
            return Self.file(type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", body: "scenes",
                             initial: storyboardIdentifier == nil ? "vc" : nil, lines: [
                #"<scene sceneID="s1">"#,
                "<objects>",
                #"<viewController id="vc"\#(storyboardIdentifier.map { #" storyboardIdentifier="\#(Self.escaped($0))""# } ?? "") customClass="\#(customClass)" sceneMemberID="viewController">"#,
                #"<view key="view" contentMode="scaleToFill" id="root">"#,
                frame,
                #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
                subviewList,
                #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
                constraintList,
                "</view>",
                connectionList,
                "</viewController>",
                #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr" userLabel="First Responder" sceneMemberID="firstResponder"/>"#,
                "</objects>",
                "</scene>",
            ])
        case .tableCell:
            return Self.file(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", body: "objects", lines: [
                #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
                #"<tableViewCell contentMode="scaleToFill" reuseIdentifier="\#(customClass)" id="cell" customClass="\#(customClass)">"#,
                frame,
                #"<tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">"#,
                frame,
                subviewList,
                constraintList,
                "</tableViewCellContentView>",
                connectionList,
                "</tableViewCell>",
            ])
        case .xibController:
            var spareViews: [String] = []
            var spareConstraints: [String] = []
            for (offset, element) in spare.enumerated() {
                let id = "s\(offset + 1)"
                let top = 20 + 60 * offset
                spareViews.append(Self.xml(of: element.kind, id: id, top: top))
                spareConstraints.append(#"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="spare" secondAttribute="leading" constant="16" id="\#(id)l"/>"#)
                spareConstraints.append(#"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="spare" secondAttribute="top" constant="\#(top)" id="\#(id)t"/>"#)
            }
            let ownerOutlets = outlets + [#"<outlet property="view" destination="root" id="ov"/>"#]
            return Self.file(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", body: "objects", lines: [
                #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\#(customClass)">"#,
                Self.wrapped("connections", ownerOutlets),
                "</placeholder>",
                #"<view contentMode="scaleToFill" id="root">"#,
                frame,
                subviewList,
                constraintList,
                "</view>",
                #"<view contentMode="scaleToFill" id="spare">"#,
                frame,
                Self.wrapped("subviews", spareViews),
                Self.wrapped("constraints", spareConstraints),
                "</view>",
            ])
        case .view:
            return Self.file(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", body: "objects", lines: [
                #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
                #"<view contentMode="scaleToFill" id="root" customClass="\#(customClass)">"#,
                frame,
                subviewList,
                constraintList,
                connectionList,
                "</view>",
            ])
        }
    }

    /// One object's XML, `top` points down its container.
    private static func xml(of kind: ExampleElement.Kind, id: String, top: Int) -> String {
        func label(_ text: String, id: String, x: Int, y: Int, width: Int, tag: Int? = nil) -> String {
            let tagged = tag.map { #" tag="\#($0)""# } ?? ""
            return [
                #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left"\#(tagged) text="\#(escaped(text))" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#,
                #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="20.5"/>"#,
                #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
                "</label>",
            ].joined(separator: "\n")
        }
        switch kind {
        case .label(let text):
            return label(text, id: id, x: 16, y: top, width: 200)
        case .taggedLabel(let text, let tag):
            return label(text, id: id, x: 16, y: top, width: 200, tag: tag)
        case .button(let title, let customClass):
            let custom = customClass.map { #" customClass="\#(escaped($0))""# } ?? ""
            return [
                #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"\#(custom)>"#,
                #"<rect key="frame" x="16" y="\#(top)" width="120" height="34"/>"#,
                #"<state key="normal" title="\#(escaped(title))"/>"#,
                "</button>",
            ].joined(separator: "\n")
        case .stackView:
            return [
                #"<stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#,
                #"<rect key="frame" x="16" y="\#(top)" width="200" height="20.5"/>"#,
                "<subviews>",
                label("One", id: "\(id)a", x: 0, y: 0, width: 96),
                label("Two", id: "\(id)b", x: 104, y: 0, width: 96),
                "</subviews>",
                "</stackView>",
            ].joined(separator: "\n")
        case .view(let customClass):
            let custom = customClass.map { #" customClass="\#(escaped($0))""# } ?? ""
            return [
                #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"\#(custom)>"#,
                #"<rect key="frame" x="16" y="\#(top)" width="200" height="44"/>"#,
                "</view>",
            ].joined(separator: "\n")
        case .textField(let placeholder):
            return [
                #"<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="\#(escaped(placeholder))" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#,
                #"<rect key="frame" x="16" y="\#(top)" width="200" height="34"/>"#,
                #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#,
                #"<textInputTraits key="textInputTraits"/>"#,
                "</textField>",
            ].joined(separator: "\n")
        case .heightConstraint:
            return [
                #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#,
                #"<rect key="frame" x="16" y="\#(top)" width="200" height="44"/>"#,
                #"<constraints><constraint firstAttribute="height" constant="44" id="\#(id)h"/></constraints>"#,
                "</view>",
            ].joined(separator: "\n")
        }
    }

    /// `items` inside an element `name` (`<subviews>…</subviews>`); nothing when there are none.
    private static func wrapped(_ name: String, _ items: [String]) -> String {
        items.isEmpty ? "" : (["<\(name)>"] + items + ["</\(name)>"]).joined(separator: "\n")
    }

    /// A whole Interface Builder document of `type` whose `body` element holds `lines`.
    private static func file(type: String, body: String, initial: String? = nil, lines: [String]) -> String {
        let initialController = initial.map { #" initialViewController="\#($0)""# } ?? ""
        return ([
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="\#(type)" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES"\#(initialController)>"#,
            #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#,
            "<\(body)>",
        ] + lines.filter { !$0.isEmpty } + ["</\(body)>", "</document>"]).joined(separator: "\n") + "\n"
    }

    /// `text` safe inside an XML attribute.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
