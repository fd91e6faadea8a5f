import Diagnostics

/// The walk below a folder the user named (a screens folder, or the fixed start of a glob)
/// that finds screen files: breadth first, one directory listing per folder and no `stat`
/// per entry, so it costs what `find` costs. It is bounded — `maximumFolders` folders at
/// most, never into hidden, build or dependency folders (nor `/proc`, `/sys`, `/dev` below
/// `/`) — and it reads only what a screen can be: a regular file, or a symbolic link to one
/// that stays inside the folder walked. Everything it leaves out for those reasons is
/// a warning that names the entry and quotes nothing of what it points to.
struct ScreenFolderWalk {
    /// How many folders one walk lists before it stops with a warning (as translation discovery).
    static let maximumFolders = 20_000

    /// The folder walked.
    let root: String
    /// How many folder levels below `root` files are taken from (nil: no limit but `maximumFolders`).
    let maximumDepth: Int?
    /// Also skip test targets and example apps (a folder sweep; a glob names what it wants).
    let skipsProjectExtras: Bool
    /// What was left out and why.
    private(set) var warnings: [Diagnostic] = []

    init(root: String, maximumDepth: Int? = nil, skipsProjectExtras: Bool) {
        self.root = root
        self.maximumDepth = maximumDepth
        self.skipsProjectExtras = skipsProjectExtras
    }

    /// The screen files below the root (paths as `root` + `/` + relative path) that `keep`
    /// accepts, sorted.
    mutating func files(where keep: (String) -> Bool) -> [String] {
        var found: [String] = []
        var queue: [(path: String, depth: Int)] = [(root, 0)]
        var next = 0
        while next < queue.count {
            let (folder, depth) = queue[next]
            next += 1
            if next > ScreenFolderWalk.maximumFolders {
                warnings.append(.warning("stopped looking for screens after \(ScreenFolderWalk.maximumFolders) folders; name the folder that holds them",
                                         at: SourceLocation(file: root)))
                break
            }
            for entry in FolderEntry.list(folder) {
                let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
                switch entry.kind {
                case .folder:
                    if let maximumDepth, depth + 1 >= maximumDepth { continue }
                    if skips(folder: entry.name, in: folder) { continue }
                    queue.append((path, depth + 1))
                case .file:
                    if isCandidate(entry.name), keep(path) { found.append(path) }
                case .link:
                    // Links to folders are never followed (no cycles, no escape); a link to a
                    // screen file counts only when it stays inside the folder walked.
                    guard isCandidate(entry.name), keep(path) else { continue }
                    if !InputFile.resolves(path, inside: root) {
                        warnings.append(.warning("skipped: a symbolic link leading outside \(root)", at: SourceLocation(file: path)))
                    } else if !InputFile.isRegularFile(atPath: path) {
                        warnings.append(.warning("skipped: not a regular file", at: SourceLocation(file: path)))
                    } else {
                        found.append(path)
                    }
                case .other:
                    if isCandidate(entry.name), keep(path) {
                        warnings.append(.warning("skipped: not a regular file (a FIFO, socket or device is never opened)", at: SourceLocation(file: path)))
                    }
                }
            }
        }
        return found.sorted()
    }

    /// Screen files by name (`Package.swift` is a manifest, not a screen; `…Tests.swift` is test code).
    private func isCandidate(_ name: String) -> Bool {
        ScreenPathResolver.isScreenFile(name) && name != "Package.swift"
            && !(skipsProjectExtras && (ProjectFolders.isTestCode(name) || ProjectFolders.isSampleCode(name)))
    }

    private func skips(folder name: String, in parent: String) -> Bool {
        if ProjectFolders.buildAndDependencyFolders.contains(name) { return true }
        if parent == "/", ["proc", "sys", "dev"].contains(name) { return true }
        return skipsProjectExtras && (ProjectFolders.isTestCode(name) || ProjectFolders.isSampleCode(name))
    }
}
