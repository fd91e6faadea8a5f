import LayoutEngine

/// The ways into each scene of a storyboard (`StoryboardScene`), by view controller id: its
/// storyboard identifier, and whether the storyboard's initial controller is it or any segue
/// or relationship leads to it.
enum IBSceneEntries {
    /// Every scene controller of `document` (a storyboard; a xib has none), by id.
    static func entries(in document: IBElement) -> [String: StoryboardScene] {
        guard let scenes = document.child("scenes") else { return [:] }
        var destinations: Set<String> = []
        for segue in document.descendants(where: { $0.name == "segue" }) {
            if let destination = segue["destination"] { destinations.insert(destination) }
        }
        let initial = document["initialViewController"]
        var entries: [String: StoryboardScene] = [:]
        for scene in scenes.children(named: "scene") {
            for controller in scene.child("objects")?.children ?? [] {
                guard let id = controller.id, controller.name.hasSuffix("Controller") else { continue }
                entries[id] = StoryboardScene(identifier: controller["storyboardIdentifier"],
                                              entered: id == initial || destinations.contains(id))
            }
        }
        return entries
    }
}
