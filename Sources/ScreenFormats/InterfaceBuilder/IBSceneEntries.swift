import LayoutEngine

/// The ways into each scene of a storyboard (`StoryboardScene`), by view controller id: its
/// storyboard identifier, whether the storyboard's initial controller is it, which scenes'
/// segues or relationships lead to it, and which other storyboards' scenes its own segues lead
/// to through storyboard references.
enum IBSceneEntries {
    /// Every scene controller of `document` (a storyboard; a xib has none), by id.
    static func entries(in document: IBElement) -> [String: StoryboardScene] {
        guard let scenes = document.child("scenes") else { return [:] }
        let initial = document["initialViewController"]
        // Storyboard references, by the id segues name them with.
        var references: [String: StoryboardReference] = [:]
        for placeholder in document.descendants(where: { $0.name == "viewControllerPlaceholder" }) {
            guard let id = placeholder.id, let name = placeholder["storyboardName"], !name.isEmpty else { continue }
            references[id] = StoryboardReference(storyboardName: name, identifier: placeholder["referencedIdentifier"])
        }
        var destinations: Set<String> = []
        for segue in document.descendants(where: { $0.name == "segue" }) {
            if let destination = segue["destination"] { destinations.insert(destination) }
        }
        var entries: [String: StoryboardScene] = [:]
        var sources: [String: [String]] = [:]
        var leads: [String: [StoryboardReference]] = [:]
        for scene in scenes.children(named: "scene") {
            let objects = scene.child("objects")?.children ?? []
            let controllers = objects.filter { $0.id != nil && $0.name.hasSuffix("Controller") }
            guard let owner = controllers.first?.id else { continue }
            for segue in scene.descendants(where: { $0.name == "segue" }) {
                guard let destination = segue["destination"] else { continue }
                if let reference = references[destination] {
                    leads[owner, default: []].append(reference)
                } else if !(sources[destination]?.contains(owner) ?? false) {
                    sources[destination, default: []].append(owner)
                }
            }
        }
        for scene in scenes.children(named: "scene") {
            for controller in scene.child("objects")?.children ?? [] {
                guard let id = controller.id, controller.name.hasSuffix("Controller") else { continue }
                var entry = StoryboardScene(identifier: controller["storyboardIdentifier"],
                                            entered: id == initial || destinations.contains(id))
                entry.controllerID = id
                entry.isInitial = id == initial
                entry.enteredFrom = (sources[id] ?? []).filter { $0 != id }
                entry.leadsTo = leads[id] ?? []
                entries[id] = entry
            }
        }
        return entries
    }
}
