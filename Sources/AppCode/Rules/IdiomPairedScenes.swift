import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Storyboard scenes kept per idiom by their identifiers: `iPhoneEffectsPanel` beside
/// `EffectsPanel` in one storyboard (`iPad`, and `_`/`-` between, before or after the name, read
/// alike; `VC` and `ViewController` are one word). The app's code instantiates one or the other
/// by the device's idiom, so the marked scene runs on its idiom only and its plain partner on
/// the other. A marked scene with no partner is its idiom's when the app's code spells the
/// marker as a string of its own (`"iPhone" + name`): that is how such code builds the identifier.
struct IdiomPairedScenes: AppCodeRule {
    let id = "idiom-paired-scenes"
    let summary = "A storyboard scene whose identifier names an idiom (iPhoneEffectsPanel) beside a scene with the plain identifier (EffectsPanel), or whose idiom marker the app's code spells as a string (\"iPhone\" + name), is shown on that idiom only, and its plain partner on the other."
    let examples: [AppCodeRuleExample] = [
        .triggering(#"var name = "Sync"; if UIDevice.current.userInterfaceIdiom == .phone { name = "iPhone" + name }; _ = storyboard?.instantiateViewController(withIdentifier: name)"#,
                    in: IdiomPairedScenes.sync),
        .notTriggering(#"_ = storyboard?.instantiateViewController(withIdentifier: "iPhoneSync")"#, in: IdiomPairedScenes.sync),
    ]

    /// A sync panel the iPhone instantiates by a marked identifier.
    static let sync = ExampleApp.swift(.controller("SyncViewController", [.label("statusLabel", text: "Syncing")], identifier: "iPhoneSync"),
                                       codeIn: .viewDidLoad)

    /// Idiom markers as identifiers spell them, lowercased, and whether each is the iPad's.
    static let markers: [(String, Bool)] = [("iphone", false), ("ipad", true)]

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        let isScene: (Screen) -> Bool = { $0.appFacts.storyboardScene?.identifier != nil && ($0.file?.hasSuffix(".storyboard") ?? false) }
        for (root, indices) in apps.screensByRoot(screens, where: isScene) {
            // Per storyboard: each identifier by its comparison key.
            var identifiersByFile: [String: [String: String]] = [:]
            for index in indices {
                guard let file = screens[index].file, let identifier = screens[index].appFacts.storyboardScene?.identifier else { continue }
                identifiersByFile[file, default: [:]][Self.key(identifier)] = identifier
            }
            var spelledInCode: [String: Bool] = [:]
            func codeSpells(_ marker: String) -> Bool {
                if let known = spelledInCode[marker] { return known }
                let literal = Array("\"\(marker)\"".utf8)
                let found = apps.code(under: root).contains { ByteSearch.contains($0.data, literal) }
                spelledInCode[marker] = found
                return found
            }
            for index in indices {
                guard let file = screens[index].file, let identifier = screens[index].appFacts.storyboardScene?.identifier,
                      let siblings = identifiersByFile[file] else { continue }
                let site = SourceLocation(file: file)
                if let (stem, marker, pad) = Self.marked(identifier) {
                    let partnered = siblings[Self.key(stem)] != nil
                    guard partnered || codeSpells(marker) else { continue }
                    let why = partnered ? "beside the scene '\(stem)' for the other idiom" : "and the app's code spells \"\(marker)\" to build such identifiers"
                    recorder.decide(index, .screen, .idiomLimited,
                                    "the scene's identifier '\(identifier)' names the \(pad ? "iPad" : "iPhone") \(why): the screen is swept on \(pad ? "iPad" : "iPhone") only",
                                    at: site, change: .limitIdiom(pad: pad))
                } else if let (partner, pad) = Self.markedPartner(of: identifier, among: siblings) {
                    recorder.decide(index, .screen, .idiomLimited,
                                    "the scene '\(identifier)' has a partner for the \(pad ? "iPhone" : "iPad"), '\(partner)', in its storyboard: the screen is swept on \(pad ? "iPad" : "iPhone") only",
                                    at: site, change: .limitIdiom(pad: pad))
                }
            }
        }
        return recorder.decisions
    }

    /// An identifier that names an idiom before or after its stem (`iPhoneDev`, `Dev_iPad`):
    /// the stem, the marker as spelled, and whether it is the iPad's. Nil for any other.
    static func marked(_ identifier: String) -> (stem: String, marker: String, pad: Bool)? {
        let lower = identifier.lowercased()
        for (marker, pad) in markers {
            if lower.hasPrefix(marker), lower.count > marker.count {
                var stem = String(identifier.dropFirst(marker.count))
                if stem.first == "_" || stem.first == "-" { stem.removeFirst() }
                if !stem.isEmpty { return (stem, String(identifier.prefix(marker.count)), pad) }
            }
            if lower.hasSuffix(marker), lower.count > marker.count {
                var stem = String(identifier.dropLast(marker.count))
                if stem.last == "_" || stem.last == "-" { stem.removeLast() }
                if !stem.isEmpty { return (stem, String(identifier.suffix(marker.count)), pad) }
            }
        }
        return nil
    }

    /// An identifier as pairs compare it: lowercased, with `ViewController` shortened to `VC`
    /// as names commonly are (`ParentViewController` and `iPhoneParentVC` are a pair).
    static func key(_ identifier: String) -> String {
        identifier.lowercased().replacingOccurrences(of: "viewcontroller", with: "vc")
    }

    /// The marked identifier among `siblings` (by their `key`) whose stem is `identifier`, and
    /// whether `identifier` itself is then the iPad's (its partner is the iPhone's).
    static func markedPartner(of identifier: String, among siblings: [String: String]) -> (String, Bool)? {
        let stem = key(identifier)
        for (marker, pad) in markers {
            for separator in ["", "_", "-"] {
                for candidate in [marker + separator + stem, stem + separator + marker] {
                    if let partner = siblings[candidate] { return (partner, !pad) }
                }
            }
        }
        return nil
    }
}
