#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder as the file system lists it, read without following links.
public struct FolderEntry: Sendable {
    /// What the entry is: a folder, a regular file, a symbolic link (not followed), or
    /// anything else (a FIFO, socket or device, which must never be opened).
    public enum Kind: Sendable { case folder, file, link, other }

    /// The entry's name inside its folder.
    public var name: String
    /// What the entry is.
    public var kind: Kind

    /// The entries of a folder (hidden ones and `.`/`..` left out), sorted by name; empty when
    /// the folder cannot be read. One system call per entry at most: a walk over thousands
    /// of folders stays fast.
    public static func list(_ path: String) -> [FolderEntry] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while let raw = readdir(directory) {
            let name = withUnsafePointer(to: raw.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: raw.pointee.d_name)) { String(cString: $0) }
            }
            guard !name.hasPrefix(".") else { continue }
            var kind: Kind
            switch Int32(raw.pointee.d_type) {
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK): kind = .link
            case Int32(DT_UNKNOWN): kind = statKind(path + "/" + name)
            default: kind = .other
            }
            entries.append(FolderEntry(name: name, kind: kind))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// The kind of an entry whose folder listing did not say (some file systems never do).
    private static func statKind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK: return .link
        default: return .other
        }
    }
}
