import Foundation
import SwiftLayoutReader

/// What one of an app's files says about which classes and nibs it uses: its identifiers as
/// written, the lowercased ones read as a member (`R.nib.addCell`, a generated accessor), and
/// its short string literals lowercased, less those that use nothing. A lowercased name
/// elsewhere (`[self.delegate deviceView:self …]`, a selector) is not a class. In code, a name is not a use
/// where a declaring keyword introduces it (`class AddCell`, `extension AddCell`,
/// `@implementation AddCell`), in an Objective-C forward declaration (`@class SortBar;`), in an
/// `#import`/`#include` line (an umbrella header imports every class), in a comment, or inside
/// the declaration of the class it names (`class AddCell { static let nib = UINib(nibName:
/// "AddCell", …) }`, `[MXKRoomCreationView class]` in its own `@implementation`): a class that
/// loads its own nib is only shown if something else creates it. Nor is any name inside a
/// protocol declaration (`@protocol MXKRoomCreationViewDelegate … @end`, `protocol
/// AddCellDelegate { }`): a protocol names types in signatures and creates nothing. Nor is a
/// parameter's type in a function's or method's declaration (`func dismiss(_ controller:
/// MXKCallViewController!)`, `- (void)dismiss:(MXKCallViewController *)controller`).
///
/// Each use is filed under the type whose declaration (or extension) holds it, `""` for code
/// outside every type, so that `UnloadedNibs` can leave out the uses of code nothing reaches.
struct NibNameScanner {
    /// The uses, by the type whose body holds them (`""`: outside every type).
    private(set) var mentions: [String: CodeMentions] = [:]
    /// The types the file declares: Swift classes, structs and enums, Objective-C interfaces
    /// and implementations (not Swift extensions: those may extend a type of the SDK).
    private(set) var declaredTypes: Set<String> = []
    /// Types that start a program: `@main`, `@UIApplicationMain` or `@NSApplicationMain`.
    private(set) var entryPointTypes: Set<String> = []
    /// Swift classes' Objective-C names (`@objc(DWExploreViewController) class
    /// ExploreViewController`), by class. The name in the attribute is not a use of it.
    private(set) var objectiveCNames: [String: Set<String>] = [:]
    /// An `@objc(Name)` read, waiting for the class it names.
    private var pendingObjectiveCName: String?
    /// Whether the file starts a program: an entry-point type, or a `UIApplicationMain` call.
    private(set) var startsProgram = false
    /// Superclasses named by the declarations of their subclasses (`class RoomCell:
    /// MXKRoomCell`, `@interface RoomCell : MXKRoomCell`), with those subclasses: a use of the
    /// superclass's nib only when a subclass has none of its own (`UnloadedNibs`).
    private(set) var subclasses: [String: Set<String>] = [:]
    /// Each Swift class's superclass as its first declaration in the file names it, both as
    /// written (`class SpaceChildSpaceViewCell: SpaceChildViewCell`).
    private(set) var superclassAsWritten: [String: String] = [:]
    /// The properties each type declares in its body: Swift's `var` and `let` (not locals of
    /// its functions), Objective-C's `@property` and `IBOutlet` declarations.
    private(set) var properties: [String: Set<String>] = [:]
    /// Reading an Objective-C property declaration, and the last name read in it.
    private var declaringProperty = false
    private var propertyName: String?

    private static let swiftDeclaring: Set<String> = ["class", "struct", "extension", "enum", "protocol"]
    private static let objectiveCDeclaring: Set<String> = ["@interface", "@implementation"]
    private static let entryPointAttributes: Set<String> = ["@main", "@UIApplicationMain", "@NSApplicationMain"]

    /// A type declaration the scan is inside: its name, and the brace depth it closes at (nil
    /// for an Objective-C one, which `@end` closes).
    private struct Scope {
        var name: String
        var depth: Int?
        var isProtocol = false
        /// The offset where its body (or Objective-C declaration) starts.
        var start = 0
        /// A private function's body or a block under a constant-looking `if`, not a type's.
        var isCodeBlock = false
    }

    /// The owner of a private Swift function's body: `Type#name` (`#name` outside a type).
    /// Such a function runs only when code in its file names it.
    static func functionOwner(type: String, name: String) -> String { type + "#" + name }

    /// The owner of a block under an `if` whose condition reads only literals and types'
    /// constants (`if BuildSettings.enableSideMenu {`): `?condition` and the enclosing owner,
    /// apart by a zero byte. When the constants make it false the block never runs.
    static func conditionalOwner(condition: String, enclosing: String) -> String { "?" + condition + "\u{0}" + enclosing }

    /// A stretch of the file inside one type's body (or extension, or Objective-C
    /// `@implementation … @end`), innermost types after the outer ones they sit in.
    struct TypeSpan: Sendable {
        /// The type's name.
        var name: String
        /// The offsets of its body.
        var range: Range<Int>
    }

    /// The bodies of the file's types, in the order they close.
    private(set) var typeSpans: [TypeSpan] = []

    private var previous = ""
    private var current: [UInt8] = []
    /// Whether the word being read follows a `.`, and whether the previous one did (`.class`).
    private var currentIsMember = false
    private var previousIsMember = false
    private var forwardDeclaring = false
    private var scopes: [Scope] = [] {
        didSet {
            let enclosing = scopes.last { !$0.isProtocol }?.name ?? ""
            if enclosing != owner {
                flushOwnerMentions()
                owner = enclosing
            }
        }
    }
    /// The type whose body the scan is in (`""` outside every type), and the uses read there
    /// since it became the owner (filed under it by `flushOwnerMentions`).
    private var owner = ""
    private var ownerMentions = CodeMentions()
    private var pendingSwiftType: String?
    private var pendingSwiftProtocol = false
    /// An entry-point attribute was read and the type it marks is not declared yet.
    private var pendingEntryPoint = false
    /// The type whose declaration header is being read, until its superclass or body.
    private var declaringType: String?
    private var superclassNext = false
    private var depth = 0
    private var bytes: [UInt8] = []
    /// The offset of the byte being read.
    private var position = 0

    /// True for Swift, whose `class`, `struct`, `extension`, `enum` and `protocol` declare types
    /// (in Objective-C `[Cell class]` is a message and `protocol` may be a variable).
    private var isSwift = true

    /// Swift words that declare a member, not a type: an `@objc(name)` before one names the member.
    private static let memberDeclaring: Set<String> = ["func", "var", "let", "init", "subscript", "case"]

    /// Words that follow `class` in Swift without it declaring a type (`class func`, `class var`).
    private static let swiftModifiers: Set<String> = [
        "func", "var", "let", "static", "override", "final", "private", "fileprivate", "public", "internal", "open",
        "required", "convenience", "subscript", "init", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating",
    ]

    /// Scans a file of Swift (`isSwift`) or Objective-C code.
    init(code data: Data, isSwift: Bool = true) {
        self.isSwift = isSwift
        bytes = [UInt8](data)
        // In a method, not here: the observer filing uses by type runs only outside `init`.
        scan()
    }

    private mutating func scan() {
        var index = 0
        var atLineStart = true
        while index < bytes.count {
            position = index
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if atLineStart, byte == UInt8(ascii: "#"), Self.startsDirective(bytes, at: index) {
                index = CodeText.lineEnd(bytes, from: index)
                continue
            }
            if atLineStart, byte == UInt8(ascii: "#"), let directive = Self.conditional(bytes, at: index) {
                finish()
                let end = CodeText.lineEnd(bytes, from: index)
                let condition = String(decoding: bytes[min(index + 1 + directive.utf8.count, end)..<end], as: UTF8.self)
                compile(directive, condition: condition)
                index = end
                continue
            }
            if isSwift, byte == UInt8(ascii: "#"), next == UInt8(ascii: "\"") {
                // A raw string (`#"a\"#`): a backslash escapes nothing; it ends at `"#`.
                finish()
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "#")) { index += 1 }
                index += 2
                continue
            }
            if !isSwift, atLineStart, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), scopeCounts.objectiveC > 0 {
                // An Objective-C method's declaration: its types, in parentheses, create nothing.
                methodSignature = true
                signatureParentheses = 0
            }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { atLineStart = byte == UInt8(ascii: "\n") }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                finish()
                index = CodeText.lineEnd(bytes, from: index)
                continue
            }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                finish()
                index = CodeText.commentEnd(bytes, from: index, nests: isSwift)
                continue
            }
            if byte == UInt8(ascii: "\""), isSwift, index + 2 < bytes.count,
               bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
                // A multi-line string: its lines are text, braces and all.
                finish()
                index = CodeText.literalEnd(bytes, from: index + 3, closing: Array("\"\"\"".utf8), withinLine: false)
                continue
            }
            if byte == UInt8(ascii: "\"") {
                finish()
                index = readString(bytes, from: index + 1)
                continue
            }
            trackSignature(byte)
            switch byte {
            case UInt8(ascii: ":"):
                finish()
                if declaringType != nil { superclassNext = true }
            case UInt8(ascii: "("), UInt8(ascii: "\n"):
                finish()
                if pendingSwiftType == nil || byte == UInt8(ascii: "(") { endDeclarationHeader() }
            case UInt8(ascii: ";"):
                finish()
                if declaringProperty, let name = propertyName,
                   let scope = scopes.last(where: { $0.depth == nil && !$0.isProtocol }) {
                    properties[scope.name, default: []].insert(name)
                }
                declaringProperty = false
                propertyName = nil
                forwardDeclaring = false
                endDeclarationHeader()
                methodSignature = false
                pendingCondition = nil
                pendingPrivateFunction = nil
            case UInt8(ascii: "{"):
                finish()
                endDeclarationHeader()
                methodSignature = false
                if let name = pendingSwiftType {
                    pushScope(Scope(name: name, depth: depth, isProtocol: pendingSwiftProtocol, start: index))
                } else if scopeCounts.conditional < Self.maximumConditionalNesting,
                          let condition = pendingCondition.map({ String(decoding: bytes[$0..<index], as: UTF8.self) }),
                          BooleanConstants.isConstantCondition(condition) {
                    // Deeper blocks stay their enclosing block's: each owner names the whole chain.
                    let trimmed = condition.trimmingCharacters(in: .whitespacesAndNewlines)
                    pushScope(Scope(name: Self.conditionalOwner(condition: trimmed, enclosing: owner), depth: depth, start: index, isCodeBlock: true))
                } else if let function = pendingPrivateFunction {
                    let type = scopes.last { !$0.isProtocol && !$0.isCodeBlock }?.name ?? ""
                    pushScope(Scope(name: Self.functionOwner(type: type, name: function), depth: depth, start: index, isCodeBlock: true))
                }
                pendingSwiftType = nil
                pendingSwiftProtocol = false
                pendingCondition = nil
                pendingPrivateFunction = nil
                depth += 1
            case UInt8(ascii: "}"):
                finish()
                pendingCondition = nil
                pendingPrivateFunction = nil
                depth = max(0, depth - 1)
                if let last = scopes.last, last.depth == depth {
                    if !last.isProtocol, !last.isCodeBlock { typeSpans.append(TypeSpan(name: last.name, range: last.start..<(index + 1))) }
                    popScope()
                }
            default:
                break
            }
            if ByteSearch.isIdentifierByte(byte) || (byte == UInt8(ascii: "@") && current.isEmpty) {
                if current.isEmpty { currentIsMember = index > 0 && bytes[index - 1] == UInt8(ascii: ".") }
                current.append(byte)
            } else {
                finish()
            }
            index += 1
        }
        finish()
        flushOwnerMentions()
    }

    /// Inside a function's parameter list (Swift, after `func name`) or an Objective-C
    /// method's declaration: the parameters' types name classes the code does not create
    /// (`func dismiss(_ controller: MXKCallViewController!)`, Element's call presenter). A
    /// Swift default value (`= AddCell()`) may create one: it counts.
    private var methodSignature = false
    private var pendingFunction = false
    /// A private Swift function whose body is next, and whether the declaration being read
    /// has said `private` (or `fileprivate`) and something that lets the runtime call it
    /// (an attribute such as `@objc` or `@IBAction`, `override`, `dynamic`).
    private var pendingPrivateFunction: String?
    private var sawPrivate = false
    private var sawExposed = false
    /// Where the condition of the `if` being read starts.
    private var pendingCondition: Int?
    private var signatureParentheses = 0
    private var inDefaultValue = false

    /// Whether the word being finished names a parameter's type.
    private var isInParameterType: Bool {
        guard methodSignature else { return false }
        return isSwift ? !inDefaultValue : signatureParentheses > 0
    }

    private mutating func trackSignature(_ byte: UInt8) {
        guard pendingFunction || methodSignature else { return }
        if isSwift {
            if pendingFunction, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { pendingFunction = false }
            if pendingFunction, byte == UInt8(ascii: "(") {
                finish()
                pendingFunction = false
                methodSignature = true
                signatureParentheses = 0
                inDefaultValue = false
            }
            guard methodSignature else { return }
            // A body's brace ends a signature whose parentheses did not balance.
            if byte == UInt8(ascii: "{"), !inDefaultValue {
                methodSignature = false
                return
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                signatureParentheses += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                signatureParentheses -= 1
                if signatureParentheses == 0 {
                    finish()
                    methodSignature = false
                }
            case UInt8(ascii: "="):
                if signatureParentheses == 1 { finish(); inDefaultValue = true }
            case UInt8(ascii: ","):
                if signatureParentheses == 1 { finish(); inDefaultValue = false }
            default:
                break
            }
        } else if methodSignature {
            if byte == UInt8(ascii: "(") { finish(); signatureParentheses += 1 }
            if byte == UInt8(ascii: ")") { finish(); signatureParentheses = max(0, signatureParentheses - 1) }
        }
    }

    /// Modifiers, private functions and `if`s, for the owners of code blocks.
    private mutating func noteSwiftDeclaration(_ word: String) {
        if previous == "func", !previousIsMember {
            if sawPrivate, !sawExposed { pendingPrivateFunction = word }
            sawPrivate = false
            sawExposed = false
            return
        }
        switch word {
        case "private", "fileprivate":
            sawPrivate = true
        case "override", "dynamic":
            sawExposed = true
        case "if":
            pendingCondition = position
            sawPrivate = false
            sawExposed = false
        default:
            if word.first == "@" {
                sawExposed = true
            } else if !Self.swiftModifiers.contains(word) {
                sawPrivate = false
                sawExposed = false
            }
        }
    }

    /// Scans a property list or a project file: every identifier and short string counts.
    init(plain data: Data) {
        let words = UnloadedNibs.identifiers(in: data)
        mentions[""] = CodeMentions(words: words, memberWords: Set(words.map { $0.lowercased() }),
                                    strings: UnloadedNibs.quotedStrings(in: data))
    }

    /// Files the owner's uses read so far under it.
    private mutating func flushOwnerMentions() {
        guard !ownerMentions.words.isEmpty || !ownerMentions.strings.isEmpty else { return }
        mentions[owner, default: CodeMentions()].formUnion(ownerMentions)
        ownerMentions = CodeMentions()
    }

    private mutating func finish() {
        guard !current.isEmpty else { return }
        let word = String(decoding: current, as: UTF8.self)
        current.removeAll(keepingCapacity: true)
        defer {
            previous = word
            previousIsMember = currentIsMember
        }
        if isSwift, previous == "@objc", position > word.utf8.count, bytes[position - word.utf8.count - 1] == UInt8(ascii: "(") {
            // `@objc(showDetailsFor:)` names a method, `@objc(refresh) func` one without arguments.
            if position < bytes.count, bytes[position] == UInt8(ascii: ")") { pendingObjectiveCName = word }
            return
        }
        if isSwift, Self.memberDeclaring.contains(word) { pendingObjectiveCName = nil }
        if isSwift {
            if previous == "var" || previous == "let", let scope = scopes.last, !scope.isCodeBlock, !scope.isProtocol,
               let bodyDepth = scope.depth, depth == bodyDepth + 1 {
                properties[scope.name, default: []].insert(word)
            }
        } else if word == "@property" || word == "IBOutlet" {
            declaringProperty = true
        } else if declaringProperty {
            propertyName = word
        }
        if word == "@class" { forwardDeclaring = true }
        if word == "@end" {
            for scope in scopes where scope.depth == nil && !scope.isProtocol {
                typeSpans.append(TypeSpan(name: scope.name, range: scope.start..<position))
            }
            scopes.removeAll { $0.depth == nil }
            recountScopes()
        }
        if Self.entryPointAttributes.contains(word) { pendingEntryPoint = true }
        if word == "UIApplicationMain" { startsProgram = true }
        if superclassNext, let subclass = declaringType {
            endDeclarationHeader()
            subclasses[word.lowercased(), default: []].insert(subclass.lowercased())
            if isSwift, superclassAsWritten[subclass] == nil { superclassAsWritten[subclass] = word }
            return
        }
        if Self.objectiveCDeclaring.contains(previous) {
            pushScope(Scope(name: word, depth: nil, start: position))
            declaredTypes.insert(word)
            if previous == "@interface" { declaringType = word }
            return
        }
        if previous == "@protocol" {
            // `@protocol Name;` promises a protocol, `@protocol(Name)` names one, and
            // `@protocol Name <…> … @end` declares one.
            switch nextSignificantByte() {
            case UInt8(ascii: ";"), UInt8(ascii: ","): forwardDeclaring = true
            case UInt8(ascii: ")"): record(word)
            default: pushScope(Scope(name: word, depth: nil, isProtocol: true))
            }
            return
        }
        if isSwift, Self.swiftDeclaring.contains(previous), !Self.swiftModifiers.contains(word), !previousIsMember {
            pendingSwiftType = word
            pendingSwiftProtocol = previous == "protocol"
            if previous == "class" {
                declaringType = word
                if let name = pendingObjectiveCName { objectiveCNames[word, default: []].insert(name) }
            }
            pendingObjectiveCName = nil
            if previous != "extension", previous != "protocol" {
                declaredTypes.insert(word)
                if pendingEntryPoint {
                    entryPointTypes.insert(word)
                    startsProgram = true
                }
            }
            pendingEntryPoint = false
            return
        }
        if isSwift, !currentIsMember { noteSwiftDeclaration(word) }
        // A function's name where it is declared is no use of it.
        if isSwift, previous == "func", !previousIsMember { return }
        if isSwift, word == "func", !previousIsMember { pendingFunction = true }
        guard !forwardDeclaring, !isOwnScope(word), !isInParameterType else { return }
        record(word)
    }

    private mutating func record(_ word: String) {
        guard !inDebugOnlyCode else { return }
        ownerMentions.words.insert(word)
        if currentIsMember { ownerMentions.memberWords.insert(word.lowercased()) }
    }

    /// The end of a declaration's header (`class Cell: Base {`): no superclass is pending.
    private mutating func endDeclarationHeader() {
        declaringType = nil
        superclassNext = false
    }

    /// True inside `name`'s own declaration, or inside any protocol's.
    private func isOwnScope(_ name: String) -> Bool {
        scopeCounts.protocols > 0 || scopeCounts.names[name, default: 0] > 0
    }

    /// Counts over `scopes`, kept as scopes open and close so that no word reads them all.
    private struct ScopeCounts {
        /// Scopes by name.
        var names: [String: Int] = [:]
        /// Protocol declarations.
        var protocols = 0
        /// Objective-C declarations (closed by `@end`).
        var objectiveC = 0
        /// Blocks under a constant-looking `if`.
        var conditional = 0

        mutating func add(_ scope: Scope, _ sign: Int) {
            names[scope.name, default: 0] += sign
            if names[scope.name] == 0 { names[scope.name] = nil }
            if scope.isProtocol { protocols += sign }
            if scope.depth == nil { objectiveC += sign }
            if scope.isCodeBlock, scope.name.hasPrefix("?") { conditional += sign }
        }
    }

    private var scopeCounts = ScopeCounts()

    /// Blocks under constant-looking `if`s nested deeper than this are filed under the
    /// innermost one: an owner's name spells the whole chain of conditions.
    static let maximumConditionalNesting = 32

    /// How many type and code-block scopes the scan keeps open: real code nests a few; past
    /// this, deeper declarations are read as part of the innermost one kept (each `#else`
    /// restores the open scopes, so keeping thousands made a hostile file quadratic).
    static let maximumScopeNesting = 256

    private mutating func pushScope(_ scope: Scope) {
        guard scopes.count < Self.maximumScopeNesting else { return }
        scopeCounts.add(scope, 1)
        scopes.append(scope)
    }

    private mutating func popScope() {
        guard let last = scopes.last else { return }
        scopeCounts.add(last, -1)
        scopes.removeLast()
    }

    /// After scopes changed all at once (`@end`, an `#if` branch).
    private mutating func recountScopes() {
        scopeCounts = ScopeCounts()
        for scope in scopes { scopeCounts.add(scope, 1) }
    }

    /// The first byte at or after the one being read that is not white space (0 at the end).
    private func nextSignificantByte() -> UInt8 {
        var index = position
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// Reads a string literal's content up to its closing quote (or the line's end), records
    /// it, and returns the index after it.
    private mutating func readString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var content: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            content.append(bytes[index])
            index += 1
        }
        let text = String(decoding: content, as: UTF8.self)
        // A debug build's code (a developer menu) loads nothing a shipped app shows.
        if inDebugOnlyCode { return index + 1 }
        if content.count <= 100, !forwardDeclaring, !isOwnScope(text) { ownerMentions.strings.insert(text.lowercased()) }
        // Names inside a string (a log tag, a nib name in a path) count as words too.
        var inner: [UInt8] = []
        for byte in content + [0] {
            if ByteSearch.isIdentifierByte(byte) {
                inner.append(byte)
            } else if !inner.isEmpty {
                let word = String(decoding: inner, as: UTF8.self)
                if !isOwnScope(word) { ownerMentions.words.insert(word) }
                inner.removeAll(keepingCapacity: true)
            }
        }
        return index + 1
    }

    /// What the scan knows about braces and declarations, kept across `#if` branches.
    private struct BraceState {
        var depth: Int
        var scopes: [Scope]
        var pendingSwiftType: String?
        var pendingSwiftProtocol: Bool
    }

    /// Per open `#if`: the state where it began, where its first branch ended, whether the
    /// branch being read is compiled only in debug builds, and whether its `#else` is.
    private var conditionals: [(start: BraceState, firstBranchEnd: BraceState?, debugOnly: Bool, elseDebugOnly: Bool)] = []

    /// True inside a branch only debug builds compile: what its code names does not ship.
    private var inDebugOnlyCode: Bool { conditionals.contains { $0.debugOnly } }

    /// Whether an `#if` condition's first branch, and its `#else`, are compiled only in debug
    /// builds: `DEBUG` (which Xcode defines in the Debug configuration only), and `!RELEASE`
    /// (a project that tests `RELEASE` defines it for its release builds).
    static func debugBranches(directive: String, condition: String) -> (first: Bool, otherwise: Bool) {
        var text = condition
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        text = text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\t", with: "")
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        switch directive {
        case "ifdef": return (text == "DEBUG", false)
        case "ifndef": return (false, text == "DEBUG")
        case "if":
            if ["DEBUG", "defined(DEBUG)", "!RELEASE", "!defined(RELEASE)"].contains(text) { return (true, false) }
            if ["!DEBUG", "!defined(DEBUG)", "RELEASE", "defined(RELEASE)"].contains(text) { return (false, true) }
            return (false, false)
        default: return (false, false)
        }
    }

    private var braceState: BraceState {
        get { BraceState(depth: depth, scopes: scopes, pendingSwiftType: pendingSwiftType, pendingSwiftProtocol: pendingSwiftProtocol) }
        set {
            depth = newValue.depth
            scopes = newValue.scopes
            recountScopes()
            pendingSwiftType = newValue.pendingSwiftType
            pendingSwiftProtocol = newValue.pendingSwiftProtocol
        }
    }

    /// `#if`, `#else`, `#endif`: each branch is read from the state the `#if` began in, so
    /// braces that every branch opens (`#if DEBUG class Cell: A { #else class Cell: B { #endif`)
    /// count once; after `#endif` the first branch's state goes on. Every branch's words count,
    /// but those of a branch only debug builds compile (`#if DEBUG`).
    private mutating func compile(_ directive: String, condition: String) {
        switch directive {
        case "if", "ifdef", "ifndef":
            let debug = Self.debugBranches(directive: directive, condition: condition)
            conditionals.append((start: braceState, firstBranchEnd: nil, debugOnly: debug.first, elseDebugOnly: debug.otherwise))
        case "else", "elseif", "elif":
            guard var last = conditionals.popLast() else { return }
            if last.firstBranchEnd == nil { last.firstBranchEnd = braceState }
            braceState = last.start
            last.debugOnly = directive == "else" && last.elseDebugOnly
            conditionals.append(last)
        case "endif":
            guard let last = conditionals.popLast() else { return }
            if let end = last.firstBranchEnd { braceState = end }
        default:
            break
        }
    }

    /// The conditional-compilation directive at `index` (`#if` → "if"), nil for another line.
    private static func conditional(_ bytes: [UInt8], at index: Int) -> String? {
        var end = index + 1
        while end < bytes.count, (bytes[end] >= 97 && bytes[end] <= 122) { end += 1 }
        let word = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
        return ["if", "ifdef", "ifndef", "else", "elseif", "elif", "endif"].contains(word) ? word : nil
    }

    /// `#import` or `#include` at `index`.
    private static func startsDirective(_ bytes: [UInt8], at index: Int) -> Bool {
        for directive in ["#import", "#include"] {
            let pattern = Array(directive.utf8)
            if index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
        }
        return false
    }
}
