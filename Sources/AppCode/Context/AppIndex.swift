import Foundation

/// What an app's code declares, read once for every rule: the types it declares, which class
/// each inherits from (Swift and Objective-C alike), and which of the app's types each code
/// file names. Type names are compared ignoring case, as Objective-C headers and Swift files
/// may spell a class's name differently in comments and strings but never in code.
struct AppIndex {
    /// The types the app declares, lowercased.
    private(set) var declaredTypes: Set<String> = []
    /// The types the app declares, as written.
    private(set) var declaredTypesAsWritten: Set<String> = []
    /// Each class's superclasses as its declarations name them, lowercased.
    private(set) var superclasses: [String: Set<String>] = [:]
    /// Each Swift class's superclass as written, from the first declaration read that names one.
    private var superclassAsWritten: [String: String] = [:]
    /// Each class's subclasses the app declares, lowercased.
    private(set) var subclasses: [String: Set<String>] = [:]
    /// The app's own types each code file declares, extends or names, lowercased, by path.
    private(set) var typesNamed: [String: Set<String>] = [:]
    /// The types that declare each property name, lowercased.
    private(set) var typesDeclaring: [String: Set<String>] = [:]

    /// How far up or down a hierarchy is followed (a cycle in broken code ends there too).
    static let maximumDepth = 64

    /// Indexes the scans of an app's code files and headers and the identifiers their code
    /// uses, by path.
    init(scans: [(path: String, scan: NibNameScanner, identifiers: Set<String>)]) {
        for (_, scan, _) in scans {
            declaredTypesAsWritten.formUnion(scan.declaredTypes)
            for (type, names) in scan.properties {
                for name in names { typesDeclaring[name, default: []].insert(type.lowercased()) }
            }
            for (superclass, subs) in scan.subclasses {
                subclasses[superclass, default: []].formUnion(subs)
                for sub in subs { superclasses[sub, default: []].insert(superclass) }
            }
            superclassAsWritten.merge(scan.superclassAsWritten) { first, _ in first }
        }
        declaredTypes = Set(declaredTypesAsWritten.map { $0.lowercased() })
        for (property, holders) in AppIndex.uikitProperties { typesDeclaring[property, default: []].formUnion(holders) }
        let uikitHolders = Set(AppIndex.uikitProperties.values.joined())
        for (path, _, identifiers) in scans {
            typesNamed[path, default: []].formUnion(Set(identifiers.map { $0.lowercased() }).intersection(declaredTypes.union(uikitHolders)))
        }
    }

    /// Views UIKit's own classes hold under names apps give outlets too, lowercased: code in a
    /// file that names only `UIButton` among their holders changes a button's `titleLabel`
    /// (`button.titleLabel?.font = …`), not a controller's outlet of that name.
    static let uikitProperties: [String: Set<String>] = [
        "titleLabel": ["uibutton"], "subtitleLabel": ["uibutton"], "imageView": ["uibutton", "uitableviewcell"],
        "textLabel": ["uitableviewcell"], "detailTextLabel": ["uitableviewcell"],
        "contentView": ["uitableviewcell", "uicollectionviewcell", "uitableviewheaderfooterview"],
        "backgroundView": ["uitableviewcell", "uicollectionviewcell", "uitableview", "uicollectionview"],
        "searchTextField": ["uisearchbar"],
    ]

    /// Whether the app declares `type`.
    func declares(_ type: String) -> Bool { declaredTypes.contains(type.lowercased()) }

    /// The classes `type` inherits from, lowercased, nearest first in no particular order.
    func ancestors(of type: String) -> Set<String> { closure(of: type.lowercased(), through: superclasses) }

    /// How far up `superclassChain(of:)` follows a hierarchy.
    static let maximumChainLength = 16

    /// The classes `className` descends from as the app's Swift code declares them, as written,
    /// nearest first, up to the first one it does not declare in Swift (Element's
    /// `SpaceChildSpaceViewCell` → `SpaceChildViewCell`, then `UITableViewCell`): the classes
    /// whose Swift code a view of `className` runs, in the order an override hides the one above
    /// it. An Objective-C class ends the chain: the Objective-C rules read each class's own code.
    func superclassChain(of className: String) -> [String] {
        var chain: [String] = []
        var current = className
        while chain.count < Self.maximumChainLength, let parent = superclassAsWritten[current],
              parent != className, !chain.contains(parent) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// `className` followed by `superclassChain(of:)`.
    func lineage(of className: String) -> [String] { [className] + superclassChain(of: className) }

    /// The lineage of each of `classes`, by class.
    func lineages(of classes: Set<String>) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: classes.map { ($0, lineage(of: $0)) })
    }

    /// The app's classes that inherit from `type`, lowercased.
    func descendants(of type: String) -> Set<String> { closure(of: type.lowercased(), through: subclasses) }

    /// `type` with its ancestors and descendants, lowercased: the classes whose code may hold
    /// or reach a property `type` has.
    func family(of type: String) -> Set<String> {
        ancestors(of: type).union(descendants(of: type)).union([type.lowercased()])
    }

    private func closure(of type: String, through links: [String: Set<String>]) -> Set<String> {
        var found: Set<String> = []
        var frontier = [type]
        while let next = frontier.popLast(), found.count < Self.maximumDepth {
            for linked in links[next] ?? [] where linked != type && found.insert(linked).inserted { frontier.append(linked) }
        }
        return found
    }
}
