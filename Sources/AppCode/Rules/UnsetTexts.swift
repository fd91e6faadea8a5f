import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder texts no code replaces although an outlet reaches their view: nothing in
/// the app's code (Swift, Objective-C) sets that property's text — no `promoLabel.text = …`,
/// `upgradeButton.setTitle(…)`, `attributedText`, `placeholder`, `configuration`, title label
/// text (`titleLabel?.font` is not), reactive binding or `[label setText:…]`. UIKit then shows
/// the nib's text as written in every locale that does not translate the file, so it is not
/// lengthened as an unknown run-time string.
/// A name set through `self`, a bare name or an instance variable inside a class's body counts
/// for that class's outlets (and its superclasses' and subclasses'); through another object (a
/// controller setting a cell's label), for every class's.
/// An outlet collection's views count the same way when no code sets a text on its members.
/// Conversely, a label the file leaves empty whose outlet code may set a text is filled at run
/// time with a text the reader never sees: it is laid out with a one-line stand-in
/// (`ViewNode.runTimeTextStandIn`), as the Swift reader lays out a label its set-up never fills.
struct UnsetTexts: AppCodeRule {
    let id = "unset-texts"
    let summary = "A text an outlet reaches that no code of the app sets is shown as the file writes it (not lengthened as an unknown run-time text); an empty label whose outlet code may fill gets a one-line stand-in."
    let examples: [AppCodeRuleExample] = [
        .triggering("@IBOutlet weak var promoLabel: UILabel!   // and no code of the app sets its text",
                    in: ExampleApp(UnsetTexts.promo, sources: [.swift("PromoViewController", "UIViewController", codeIn: .member)])),
        .notTriggering("promoLabel.text = viewModel.promo", in: .swift(UnsetTexts.promo, codeIn: .viewDidLoad, members: ["let viewModel = PromoViewModel()"])),
    ]

    /// A screen whose label an outlet reaches.
    static let promo = ExampleScreen.controller("PromoViewController", [.label("promoLabel", text: "Try Premium free for a month")])

    /// Members of `setters` that set a text field's placeholder.
    static let placeholderSetters: Set<String> = ["placeholder", "attributedPlaceholder", "setPlaceholder", "setAttributedPlaceholder"]

    /// Members whose use on a property may set its text.
    static let setters: Set<String> = [
        "text", "attributedText", "setTitle", "setAttributedTitle", "title", "titleLabel", "placeholder",
        "attributedPlaceholder", "configuration", "setText", "setAttributedText", "setPlaceholder", "setAttributedPlaceholder",
        "insertSegment", "setTitleForSegmentAtIndex", "rx", "reactive", "setValue",
    ]

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { (!$0.appFacts.outlets.isEmpty || !$0.appFacts.outletCollections.isEmpty) && $0.design != nil }) {
            let properties = Set(indices.flatMap { screens[$0].appFacts.outlets.map(\.property) })
            guard let set = Self.textSetProperties(apps: apps, root: root, neutral: apps.neutralHelpers(under: root, for: properties)) else { continue }
            let collectionNames = Set(indices.flatMap { screens[$0].appFacts.outletCollections.map(\.property) }).subtracting(set.all)
            let setCollections = Self.collections(collectionNames, withTextsSetIn: apps, root: root)
            lazy var readsTags = apps.code(under: root).contains { $0.data.range(of: Data("viewWithTag".utf8)) != nil }
            for index in indices {
                let setOutlets = screens[index].appFacts.outlets.filter { set.isSet($0.property, of: $0.className) }
                    + screens[index].appFacts.outletCollections.filter { !collectionNames.contains($0.property) || setCollections.contains($0.property) }
                // A view another outlet or a collection reaches may have its text set there.
                let setViews = Set(setOutlets.map(\.viewID))
                // An empty label code fills (through an outlet code sets a text on, or a tag the
                // code looks views up by): UIKit shows a line of text the reader never sees, not
                // an empty label that collapses its row.
                for view in recorder.screens[index].views {
                    guard view.kind == .label, !view.textStandsIn, (view.text?.fallback ?? "").isEmpty,
                          setViews.contains(view.id) || (view.text?.fixedAtRunTime == false && readsTags) else { continue }
                    let how = setViews.contains(view.id) ? "an outlet code sets a text through reaches it" : "the code looks views up by tag"
                    recorder.decide(index, .view(view.id), .textStandIn,
                                    "\(view.id) is empty in the file and \(how): laid out one line tall with a stand-in text",
                                    at: view.location, change: .standInText(view: view.id))
                }
                let unset = (screens[index].appFacts.outlets + screens[index].appFacts.outletCollections).filter { !setViews.contains($0.viewID) }
                var decided: Set<String> = []
                for outlet in unset where decided.insert(outlet.viewID).inserted {
                    // Views code reaches in other ways (a tag, a run-time attribute) say `false`.
                    guard let view = recorder.screens[index].view(outlet.viewID),
                          view.text?.fixedAtRunTime == nil && view.text != nil
                            || view.placeholder?.fixedAtRunTime == nil && view.placeholder != nil
                            || view.segments.contains(where: { $0.fixedAtRunTime == nil }) else { continue }
                    recorder.decide(index, .view(outlet.viewID), .textAsWritten,
                                    "\(outlet.className).\(outlet.property) (\(outlet.viewID)): no code of the app sets its text, so it shows the file's text as written",
                                    at: view.location, change: .keepTextAsWritten(view: outlet.viewID))
                }
            }
        }
        return recorder.decisions
    }

    /// The property names an app's code may set a text on, by the type whose own property
    /// they are where they are set (`""`: another object's), and the app's classes to relate them.
    struct SetProperties {
        /// The app's classes.
        var index: AppIndex
        /// Whose property a use through another object may be.
        var receivers: PropertyReceivers
        /// The types whose own property each name is set as (`""`: another object's).
        var typesByName: [String: Set<String>] = [:]
        /// The files setting each name through another object.
        var filesByName: [String: Set<String>] = [:]

        /// Every name, whatever its type.
        var all: Set<String> { Set(typesByName.keys) }

        /// Files the names one file sets, by their types.
        mutating func add(_ names: [String: Set<String>], in path: String) {
            for (type, set) in names {
                for name in set {
                    typesByName[name, default: []].insert(type)
                    if type.isEmpty { filesByName[name, default: []].insert(path) }
                }
            }
        }

        /// Whether code may set a text on `className`'s `property`: as the own property of
        /// `className`, a superclass or a subclass of it, or through another object in a file
        /// that may reach it (`PropertyReceivers`). A name set in the body of a type the app does
        /// not declare (a protocol's extension, `extension UIButton`), or on a class the app does
        /// not declare, counts for all.
        func isSet(_ property: String, of className: String) -> Bool {
            guard let types = typesByName[property] else { return false }
            if types.contains(""), (filesByName[property] ?? []).contains(where: { receivers.mayReach(className, property: property, usedIn: $0) }) {
                return true
            }
            let owner = className.lowercased()
            let family = index.family(of: owner)
            for type in types where !type.isEmpty {
                let setter = type.lowercased()
                if !index.declares(setter) || !index.declares(owner) || family.contains(setter) { return true }
            }
            return false
        }
    }

    /// The property names the app's code may set a text on; nil when it has no code to read.
    static func textSetProperties(apps: AppSources, root: String, neutral: TextNeutralHelpers) -> SetProperties? {
        let files = apps.code(under: root)
        guard !files.isEmpty else { return nil }
        let index = apps.index(under: root)
        var set = SetProperties(index: index, receivers: PropertyReceivers(index: index))
        for file in files {
            set.add(apps.textSetUses(in: file).names(leavingTextWith: neutral), in: file.path)
        }
        return set
    }

    /// Identifiers code may set a text through: followed by `.`, `?.` or `!.` and a setter
    /// (`nameLabel?.text`), or, in an Objective-C message, by a space and a setter
    /// (`[nameLabel setText:`; an instance variable `_nameLabel` counts as `nameLabel` too); or handed on — an argument, an element of a list, the value of
    /// an assignment (`showSaved(label: savedLabel, …)`, `[titleLabel, countLabel]`,
    /// `let label = savedLabel`) — after which the code may set it under another name.
    static func properties(settingTextIn data: Data) -> Set<String> {
        uses(settingTextIn: data).allNames
    }

    /// What one file's code may set a text through: as `properties(settingTextIn:)`, by the
    /// type whose own property a name is there (`self.name`, a bare name or `_name` inside that
    /// type's body or extension, from `spans`; `""` for any type's: through another object, or
    /// outside every type), with the names handed on only as call arguments
    /// (`theme.applyStyle(onButton: saveButton)`) kept apart with the calls, which an app
    /// helper that leaves the text may make harmless.
    struct TextSetUses: Sendable {
        /// Names code may set a text through, by type (`""`: any type's).
        var names: [String: Set<String>] = [:]
        /// Names handed on as arguments of these calls, by type as above (whether or not code
        /// also sets their text: a helper that leaves it leaves the text code sets elsewhere).
        var handedToCalls: [String: [String: Set<TextNeutralHelpers.Argument>]] = [:]
        /// The names whose placeholder code sets (`field.placeholder = …`,
        /// `[_field setAttributedPlaceholder:…]`), whatever their type, each without an instance
        /// variable's `_`: an empty text field shows its placeholder whatever text code gives it.
        var placeholderNames: Set<String> = []

        /// Every name, whatever its type.
        var allNames: Set<String> {
            Set(names.values.joined()).union(handedToCalls.values.flatMap(\.keys))
        }

        /// The names by type, less those handed only to calls `neutral` leaves the text of.
        func names(leavingTextWith neutral: TextNeutralHelpers) -> [String: Set<String>] {
            var result = names
            for (type, calls) in handedToCalls {
                result[type, default: []].formUnion(calls.filter { !$0.value.isSubset(of: neutral.arguments) }.keys)
            }
            return result
        }
    }

    /// Receivers that are the object itself: `self.name`, and the names code gives `self` in a
    /// block or closure (`weakSelf.name`, `strongSelf.name`).
    static let ownReceivers: Set<String> = ["self", "weakSelf", "strongSelf"]

    /// See `TextSetUses`.
    static func uses(settingTextIn data: Data, spans: [NibNameScanner.TypeSpan] = []) -> TextSetUses {
        var found: [String: Set<String>] = [:]
        var calls: [String: [String: Set<TextNeutralHelpers.Argument>]] = [:]
        var placeholders: Set<String> = []
        let bytes = [UInt8](data)
        var index = 0
        func identifier(at start: Int) -> Int { ByteSearch.identifierEnd(bytes, from: start) }
        /// The type whose own property the name at `start` is; `""` for any type's.
        var openings: [Int: Int] = [:]
        // Names are read left to right: the innermost span is followed with a cursor.
        var cursor = TypeSpanCursor(spans)
        func owner(ofNameAt start: Int) -> String {
            guard !spans.isEmpty, isOwn(bytes, nameAt: start) else { return "" }
            return cursor.innermost(at: start) ?? ""
        }
        while index < bytes.count {
            guard ByteSearch.isIdentifierByte(bytes[index]), index == 0 || !ByteSearch.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            let end = identifier(at: index)
            var next = end
            var objectiveC = false
            if next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
            if handedOn(bytes, start: index, next: next) {
                let name = String(decoding: bytes[index..<end], as: UTF8.self)
                if let argument = callArgument(bytes, start: index, openings: &openings) {
                    calls[owner(ofNameAt: index), default: [:]][name, default: []].insert(argument)
                } else {
                    found[owner(ofNameAt: index), default: []].insert(name)
                }
                index = end
                continue
            }
            if next < bytes.count, bytes[next] == UInt8(ascii: ".") {
                next += 1
            } else if next < bytes.count, bytes[next] == UInt8(ascii: " ") {
                objectiveC = true
                next += 1
            } else {
                index = end
                continue
            }
            let memberEnd = identifier(at: next)
            if memberEnd > next {
                let member = String(decoding: bytes[next..<memberEnd], as: UTF8.self)
                if setters.contains(member), !objectiveC || member.hasPrefix("set"),
                   !(member == "titleLabel" && leadsToOtherThanText(bytes, after: memberEnd)) {
                    let name = String(decoding: bytes[index..<end], as: UTF8.self)
                    found[owner(ofNameAt: index), default: []].insert(name)
                    if placeholderSetters.contains(member) { placeholders.insert(String(name.drop { $0 == "_" })) }
                }
            }
            index = end
        }
        // An Objective-C instance variable (`_titleLabel`) is its property's storage.
        func isInstanceVariable(_ name: String) -> Bool { name.count > 1 && name.hasPrefix("_") && name.dropFirst().first?.isLetter == true }
        for (type, names) in found {
            for name in names where isInstanceVariable(name) { found[type, default: []].insert(String(name.dropFirst())) }
            // And a property's storage is its instance variable, which an outlet may name
            // (`IBOutlet UILabel *_replyCount;` set as `cell.replyCount.text = …`).
            for name in names where !name.hasPrefix("_") && name.first?.isLetter == true { found[type, default: []].insert("_" + name) }
        }
        for (type, handed) in calls {
            for (name, arguments) in handed where isInstanceVariable(name) {
                calls[type, default: [:]][String(name.dropFirst()), default: []].formUnion(arguments)
            }
        }
        return TextSetUses(names: found, handedToCalls: calls, placeholderNames: placeholders)
    }

    /// Whether the name starting at `start` is the enclosing object's own: a bare name (an
    /// instance variable `_name` too) or one reached through `self` (`self.name`, `self?.name`,
    /// `[self.name …]`, `weakSelf.name`); not through another object (`cell.name`).
    static func isOwn(_ bytes: [UInt8], nameAt start: Int) -> Bool {
        guard start > 0, bytes[start - 1] == UInt8(ascii: ".") else { return true }
        var end = start - 1
        if end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
        var receiverStart = end
        while receiverStart > 0, ByteSearch.isIdentifierByte(bytes[receiverStart - 1]) { receiverStart -= 1 }
        guard receiverStart < end, receiverStart == 0 || bytes[receiverStart - 1] != UInt8(ascii: ".") else { return false }
        return ownReceivers.contains(String(decoding: bytes[receiverStart..<end], as: UTF8.self))
    }

    /// Words before `(` that are not a call's name.
    static let keywords: Set<String> = ["if", "guard", "while", "switch", "return", "for", "in", "case", "catch", "where", "try", "await", "init"]

    /// The function and label of the Swift call argument whose expression starts at `start`
    /// (`theme.applyStyle(onButton: self.saveButton)`, `style(saveButton, animated: true)`);
    /// nil inside a list, a closure or an Objective-C message, or when the call has no plain name.
    /// `openings` remembers, per comma read back, the offset of its list's `(` (or -1: none).
    static func callArgument(_ bytes: [UInt8], start: Int, openings: inout [Int: Int]) -> TextNeutralHelpers.Argument? {
        func isSpace(_ byte: UInt8) -> Bool { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) }
        var before = start
        // The receivers in front of it: `self.`, `self?.`.
        while before > 0, ByteSearch.isIdentifierByte(bytes[before - 1]) || [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[before - 1]) {
            before -= 1
        }
        while before > 0, isSpace(bytes[before - 1]) { before -= 1 }
        guard before > 0 else { return nil }
        var position = before - 1
        var label = "_"
        if bytes[position] == UInt8(ascii: ":") {
            var labelEnd = position
            while labelEnd > 0, isSpace(bytes[labelEnd - 1]) { labelEnd -= 1 }
            var labelStart = labelEnd
            while labelStart > 0, ByteSearch.isIdentifierByte(bytes[labelStart - 1]) { labelStart -= 1 }
            guard labelStart < labelEnd, labelStart > 0 else { return nil }
            label = String(decoding: bytes[labelStart..<labelEnd], as: UTF8.self)
            position = labelStart - 1
            while position > 0, isSpace(bytes[position]) { position -= 1 }
        }
        if bytes[position] == UInt8(ascii: ",") {
            // The earlier arguments, back to the call's `(`; a comma of the same list already
            // read back gives its answer at once, so a long list is read back once.
            let comma = position
            var depth = 0
            position -= 1
            while position >= 0 {
                let byte = bytes[position]
                if depth == 0, byte == UInt8(ascii: ","), let known = openings[position] {
                    position = known
                    break
                }
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\"") {
                    openings[comma] = -1
                    return nil
                }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    depth += 1
                } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    if depth == 0 { break }
                    depth -= 1
                }
                position -= 1
            }
            openings[comma] = position
            guard position >= 0 else { return nil }
        }
        guard bytes[position] == UInt8(ascii: "(") else { return nil }
        var nameStart = position
        while nameStart > 0, ByteSearch.isIdentifierByte(bytes[nameStart - 1]) { nameStart -= 1 }
        guard nameStart < position else { return nil }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        guard !keywords.contains(name), name.first?.isNumber == false else { return nil }
        return TextNeutralHelpers.Argument(function: name, label: label)
    }

    /// True when a `titleLabel` ending at `end` is followed by a member that is not its text
    /// (`button.titleLabel?.font`, `self.button.titleLabel.minimumScaleFactor`).
    static func leadsToOtherThanText(_ bytes: [UInt8], after end: Int) -> Bool {
        var next = end
        if next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: ".") else { return false }
        let memberEnd = ByteSearch.identifierEnd(bytes, from: next + 1)
        guard memberEnd > next + 1 else { return false }
        return !OutletTextAssignments.titleLabelTextMembers.contains(String(decoding: bytes[(next + 1)..<memberEnd], as: UTF8.self))
    }

    /// True when the expression ending in the identifier at `start` (`sender`,
    /// `self.header.leftButton`) is the right side of `==`, `!=`, `===` or `!==`: a comparison
    /// reads the view, it does not hand it on.
    static func isComparedAt(_ bytes: [UInt8], start: Int) -> Bool {
        var before = start
        // The receivers in front of it: `previewHeader.`, `self?.`.
        while before > 0 {
            let byte = bytes[before - 1]
            if ByteSearch.isIdentifierByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") && before >= 2 && ByteSearch.isIdentifierByte(bytes[before - 2]) {
                before -= 1
            } else {
                break
            }
        }
        while before > 0, bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
        guard before >= 2, bytes[before - 1] == UInt8(ascii: "=") else { return false }
        return bytes[before - 2] == UInt8(ascii: "=") || bytes[before - 2] == UInt8(ascii: "!")
    }

    /// The outlet collections among `names` whose views the app's code may set a text on:
    /// a loop over one whose body sets a text on its variable or hands it on (`for button in
    /// keypadButtons { button.setTitle(…) }`, `for (UIButton *button in self.keypadButtons)`), a subscript or
    /// any member but a read-only one (`keypadButtons[0]`, `labels.forEach { … }`), or a
    /// collection handed on. Looking a member up (`keypadButtons.firstIndex(of: button)`) and
    /// a loop that sets no text (background images, targets) leave the texts as the nib has them.
    static func collections(_ names: Set<String>, withTextsSetIn apps: AppSources, root: String) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var found: Set<String> = []
        for file in apps.code(under: root) where found.count < names.count {
            found.formUnion(collections(names.subtracting(found), withTextsSetIn: file.data))
        }
        return found
    }

    /// Members of a collection that only look things up.
    static let readOnlyCollectionMembers: Set<String> = [
        "count", "isEmpty", "firstIndex", "lastIndex", "index", "contains", "indices", "startIndex", "endIndex",
    ]

    /// The collections of `names` whose views one file's code may set a text on.
    static func collections(_ names: Set<String>, withTextsSetIn data: Data) -> Set<String> {
        // Cheap test first: most files name none of the collections.
        guard names.contains(where: { ByteSearch.contains(data, Array($0.utf8)) }) else { return [] }
        let bytes = [UInt8](data)
        var found: Set<String> = []
        var index = 0
        var loopBodies = maximumLoopBodies
        while index < bytes.count {
            guard ByteSearch.isIdentifierByte(bytes[index]), index == 0 || !ByteSearch.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            let end = ByteSearch.identifierEnd(bytes, from: index)
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            if names.contains(word), !found.contains(word), collectionSetsTexts(bytes, start: index, end: end, loopBodies: &loopBodies) {
                found.insert(word)
            }
            index = end
        }
        return found
    }

    /// How many loop bodies over collections one file's scan reads: nested loops over the same
    /// collection each read the loops inside them again. Past this, a loop may set texts.
    static let maximumLoopBodies = 256

    /// Whether the use of a collection at `start..<end` may set a text on its views.
    private static func collectionSetsTexts(_ bytes: [UInt8], start: Int, end: Int, loopBodies: inout Int) -> Bool {
        var next = end
        if next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
        // A loop: `for button in keypadButtons`, `for (UIButton *button in self.keypadButtons)`.
        var before = start
        if before >= 5, Array(bytes[(before - 5)..<before]) == Array("self.".utf8) { before -= 5 }
        func skipSpaces() { while before > 0, bytes[before - 1] == UInt8(ascii: " ") { before -= 1 } }
        skipSpaces()
        guard before >= 2, bytes[before - 2] == UInt8(ascii: "i"), bytes[before - 1] == UInt8(ascii: "n"),
              before == 2 || !ByteSearch.isIdentifierByte(bytes[before - 3]) else {
            if handedOn(bytes, start: start, next: next) { return true }
            if next < bytes.count, bytes[next] == UInt8(ascii: "[") { return true }
            // An Objective-C message to it (`[self.keypadButtons objectAtIndex:0]`).
            if next + 1 < bytes.count, bytes[next] == UInt8(ascii: " "), ByteSearch.isIdentifierByte(bytes[next + 1]) { return true }
            guard next < bytes.count, bytes[next] == UInt8(ascii: ".") else { return false }
            let memberEnd = ByteSearch.identifierEnd(bytes, from: next + 1)
            let member = String(decoding: bytes[(next + 1)..<memberEnd], as: UTF8.self)
            return !readOnlyCollectionMembers.contains(member)
        }
        // Looping over something made from it (`keypadButtons.sorted { … }`): not read here.
        if next < bytes.count, ![UInt8(ascii: " "), UInt8(ascii: "{"), UInt8(ascii: ")"), UInt8(ascii: "\n")].contains(bytes[next]) { return true }
        before -= 2
        skipSpaces()
        var variableStart = before
        while variableStart > 0, ByteSearch.isIdentifierByte(bytes[variableStart - 1]) { variableStart -= 1 }
        // Only `for button in`, `for var button in` and Objective-C's `UIButton *button in`
        // name the loop's variable; `for (index, button) in`, `for case let b as UIButton in`,
        // `for b: UIButton in` are not read here.
        var keyword = variableStart
        while keyword > 0, bytes[keyword - 1] == UInt8(ascii: " ") { keyword -= 1 }
        var keywordStart = keyword
        while keywordStart > 0, ByteSearch.isIdentifierByte(bytes[keywordStart - 1]) { keywordStart -= 1 }
        let previous = String(decoding: bytes[keywordStart..<keyword], as: UTF8.self)
        let namesVariable = ["for", "var"].contains(previous) || (keyword > 0 && keywordStart == keyword && bytes[keyword - 1] == UInt8(ascii: "*"))
        guard variableStart < before, namesVariable, loopBodies > 0, let body = loopBody(bytes, after: end) else { return true }
        loopBodies -= 1
        let variable = String(decoding: bytes[variableStart..<before], as: UTF8.self)
        return properties(settingTextIn: Data(bytes[body])).contains(variable)
    }

    /// The statements between the braces of the loop whose header ends at `headerEnd`; nil
    /// when the header is not followed by a brace on its line.
    private static func loopBody(_ bytes: [UInt8], after headerEnd: Int) -> Range<Int>? {
        var open = headerEnd
        while open < bytes.count, bytes[open] != UInt8(ascii: "{") {
            if bytes[open] == UInt8(ascii: "\n") || bytes[open] == UInt8(ascii: ";") { return nil }
            open += 1
        }
        var depth = 0
        var close = open
        while close < bytes.count {
            if bytes[close] == UInt8(ascii: "{") { depth += 1 }
            if bytes[close] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return (open + 1)..<close }
            }
            close += 1
        }
        return nil
    }

    /// True when the identifier at `start` is handed on: followed by `,`, `)` or `]`, or
    /// the whole value after `=` (not `==`).
    private static func handedOn(_ bytes: [UInt8], start: Int, next: Int) -> Bool {
        var after = next
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        if after < bytes.count, [UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]")].contains(bytes[after]) {
            return !isComparedAt(bytes, start: start)
        }
        // The value of an assignment or binding (`let label = savedLabel`, `if let label =
        // savedLabel {`, `= savedLabel ?? other`), not the start of an expression that reads a
        // member of it (`let index = keypadButtons.firstIndex(of: button)`).
        if next < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "(")].contains(bytes[next]) {
            return false
        }
        var before = start - 1
        while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
        guard before >= 0, bytes[before] == UInt8(ascii: "=") else { return false }
        return before == 0 || ![UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[before - 1])
    }
}
