import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder constraints whose constant the app's code changes: an outlet reaches the
/// constraint and code assigns its `constant` (`containerLeftConstraint.constant = anchor.minX`,
/// `[self.topConstraint setConstant:…]`). Such a constraint places its views where code
/// decides at run time (a popover next to the text it points at), so the file's constant says
/// nothing of where they are in a right-to-left language (`Screen.constantsSetInCode`).
/// A name counts in the files that may reach the outlet's class (`PropertyReceivers`), Swift
/// and Objective-C.
struct CodeSetConstants: AppCodeRule {
    let id = "code-set-constants"
    let summary = "A constraint an outlet reaches whose constant the app's code assigns places its views where code decides: they are not judged for mirroring by the file's constant, and findings about them are not confirmed."
    let examples: [AppCodeRuleExample] = [
        .triggering("containerLeftConstraint.constant = anchor.minX", in: CodeSetConstants.popover),
        .triggering("[self.topConstraint setConstant:offset];", in: .objectiveC(
            .controller("DrawerViewController", [.constraint("topConstraint")]), codeIn: .method("- (void)moveTo:(CGFloat)offset"))),
        .notTriggering("print(containerLeftConstraint.constant)", in: CodeSetConstants.popover),
    ]

    /// A popover whose controller may place its container next to an anchor.
    static let popover = ExampleApp.swift(.controller("PopoverViewController", [.constraint("containerLeftConstraint")]),
                                          codeIn: .method("func point(at anchor: CGRect)"))

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.constraintOutlets.isEmpty }) {
            // Where code sets each name's constant, one site per file (files in order).
            var sites: [String: [SourceLocation]] = [:]
            for file in apps.code(under: root) {
                for (name, line) in Self.constantAssignments(in: file.data) {
                    sites[name, default: []].append(SourceLocation(file: file.path, line: line))
                }
            }
            let receivers = PropertyReceivers(index: apps.index(under: root))
            for index in indices {
                for outlet in screens[index].appFacts.constraintOutlets {
                    guard let site = sites[outlet.property]?.first(where: {
                        receivers.mayReach(outlet.className, property: outlet.property, usedIn: $0.file)
                    }) else { continue }
                    let what = "\(outlet.className).\(outlet.property): the app's code changes this constraint's constant at run time, which was not evaluated"
                    recorder.decide(index, .constraint(outlet.viewID), .constantSetByCode,
                                    "\(outlet.className).\(outlet.property) (\(outlet.viewID)): code changes its constant, so where it places its views is the code's",
                                    at: site, change: .markConstantSetInCode(constraint: outlet.viewID, what: what, at: site))
                }
            }
        }
        return recorder.decisions
    }

    /// Identifiers followed by `.constant` (or `?.`, `!.`) and an assignment (`=`, `+=`, `-=`),
    /// or, in an Objective-C message, by ` setConstant:`, each with the 1-based line of its first
    /// assignment.
    static func constantAssignments(in data: Data) -> [String: Int] {
        guard ByteSearch.contains(data, Array("onstant".utf8)) else { return [:] }
        let bytes = [UInt8](data)
        let member = Array(".constant".utf8)
        let message = Array(" setConstant:".utf8)
        var found: [String: Int] = [:]
        var line = 1
        var counted = 0
        func record(_ name: String, at offset: Int) {
            while counted < offset { if bytes[counted] == UInt8(ascii: "\n") { line += 1 }; counted += 1 }
            if found[name] == nil { found[name] = line }
        }
        var index = 0
        while index < bytes.count {
            guard ByteSearch.isIdentifierByte(bytes[index]), index == 0 || !ByteSearch.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            let end = ByteSearch.identifierEnd(bytes, from: index)
            var next = end
            if next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
            if bytes[next...].starts(with: member), !(next + member.count < bytes.count && ByteSearch.isIdentifierByte(bytes[next + member.count])) {
                var after = next + member.count
                while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: "+") || bytes[after] == UInt8(ascii: "-") { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: "="), !(after + 1 < bytes.count && bytes[after + 1] == UInt8(ascii: "=")) {
                    record(String(decoding: bytes[index..<end], as: UTF8.self), at: index)
                }
            } else if bytes[end...].starts(with: message) {
                record(String(decoding: bytes[index..<end], as: UTF8.self), at: index)
            }
            index = end
        }
        return found
    }
}
