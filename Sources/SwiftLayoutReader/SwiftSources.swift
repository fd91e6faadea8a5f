import Foundation
import SwiftParser
import SwiftSyntax

/// An app's Swift files, read for every reader of its code at most once each: a file's bytes
/// when first asked for, its syntax tree when a reader first needs it, and the top-level
/// classes and extensions it declares. Not thread-safe: the readers run one after another.
public final class SwiftSources {
    /// A top-level class or extension and where it is.
    public struct Declaration {
        /// The class's name, or the extended type as written.
        public var name: String
        /// Its body.
        public var members: MemberBlockSyntax
        /// The types after its colon, as written (a class's superclass first).
        public var inherited: [String]
        /// True for a class, false for an extension.
        public var isClass: Bool
        /// The file.
        public var path: String
        /// The file's line starts.
        package var lines: LineTable
    }

    /// The files, in the order given.
    public let paths: [String]
    private var contents: [String: Data?] = [:]
    private var declaredNames: [String: Set<String>] = [:]
    private var declarations: [String: [Declaration]] = [:]
    private var trees: [String: (tree: SourceFileSyntax, lines: LineTable)] = [:]
    /// Files the parser refused (`SwiftSourceParser`), so that they are not scanned again.
    private var refused: Set<String> = []
    /// For each name a file may declare, the positions in `paths` of the files that may; built on first use.
    private var filesByDeclaredName: [String: [Int]]?

    /// Sources at `paths` (nothing is read yet).
    public init(paths: [String]) {
        self.paths = paths
    }

    /// A file's bytes, nil when it cannot be read or is larger than the readers take.
    public func data(_ path: String) -> Data? {
        if let known = contents[path] { return known }
        let data = SwiftSources.codeFileData(atPath: path)
        contents[path] = data
        return data
    }

    /// The names a file may declare or extend (`SwiftSources.declaredNames(in:)`).
    package func names(declaredIn path: String) -> Set<String> {
        if let known = declaredNames[path] { return known }
        let names = data(path).map(SwiftSources.declaredNames(in:)) ?? []
        declaredNames[path] = names
        return names
    }

    /// A file's syntax tree and line starts, parsed on first use; nil when it cannot be read.
    package func tree(_ path: String) -> (tree: SourceFileSyntax, lines: LineTable)? {
        if let known = trees[path] { return known }
        guard !refused.contains(path), let data = data(path) else { return nil }
        guard case .success(let parsed) = SwiftSourceParser.parse(String(decoding: data, as: UTF8.self)) else {
            // The screen readers report the file; the rules read nothing of it.
            refused.insert(path)
            return nil
        }
        trees[path] = parsed
        return parsed
    }

    /// The top-level classes and extensions of a file, parsed on first use.
    public func declarations(in path: String) -> [Declaration] {
        if let known = declarations[path] { return known }
        guard let (tree, lines) = tree(path) else { return [] }
        let found: [Declaration] = tree.statements.compactMap { item in
            guard case .decl(let decl) = item.item else { return nil }
            if let node = decl.as(ClassDeclSyntax.self) {
                return Declaration(name: node.name.text, members: node.memberBlock,
                                   inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                                   isClass: true, path: path, lines: lines)
            }
            if let node = decl.as(ExtensionDeclSyntax.self) {
                return Declaration(name: node.extendedType.trimmedDescription, members: node.memberBlock,
                                   inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                                   isClass: false, path: path, lines: lines)
            }
            return nil
        }
        declarations[path] = found
        return found
    }

    /// The declarations of `classes` (the classes and their extensions), in file order. Only
    /// files whose bytes may declare one of them are parsed.
    public func declarations(of classes: Set<String>) -> [Declaration] {
        guard !classes.isEmpty else { return [] }
        let index = declaringFiles()
        let files = Set(classes.flatMap { index[$0] ?? [] }).sorted()
        return files.flatMap { declarations(in: paths[$0]).filter { classes.contains($0.name) } }
    }

    /// `filesByDeclaredName`, built once from every file's declared names.
    private func declaringFiles() -> [String: [Int]] {
        if let known = filesByDeclaredName { return known }
        var index: [String: [Int]] = [:]
        for (position, path) in paths.enumerated() {
            for name in names(declaredIn: path) { index[name, default: []].append(position) }
        }
        filesByDeclaredName = index
        return index
    }

    /// The files whose bytes hold `marker`, in order.
    public func paths(containing marker: String) -> [String] {
        let needle = Array(marker.utf8)
        return paths.filter { path in data(path).map { ByteSearch.contains($0, needle) } ?? false }
    }

    /// The names after every `class ` and `extension ` in a file's bytes: the types it may
    /// declare or extend (a cheap filter before parsing; comments and strings may add names).
    public static func declaredNames(in data: Data) -> Set<String> {
        let keywords: [[UInt8]] = [Array("class ".utf8), Array("extension ".utf8)]
        var names: Set<String> = []
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var index = 0
            while index < bytes.count {
                var matched: Int?
                for keyword in keywords where index + keyword.count <= bytes.count && bytes[index] == keyword[0] {
                    // A keyword starts a word: not the end of `subclass `.
                    if index > 0, ByteSearch.isIdentifierByte(bytes[index - 1]) { continue }
                    if (0..<keyword.count).allSatisfy({ bytes[index + $0] == keyword[$0] }) { matched = keyword.count; break }
                }
                guard let length = matched else { index += 1; continue }
                var start = index + length
                while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
                var end = start
                while end < bytes.count, ByteSearch.isIdentifierByte(bytes[end]) { end += 1 }
                if end > start { names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
                index = max(end, index + 1)
            }
        }
        return names
    }

    /// Larger Swift files are not read.
    public static let maximumFileBytes = 4 << 20

    /// The bytes of an app's code file, nil unless it is a regular file of at most
    /// `maximumFileBytes` (a FIFO named `x.swift` would block the read forever).
    public static func codeFileData(atPath path: String) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              ((attributes[.size] as? NSNumber)?.intValue ?? 0) <= maximumFileBytes,
              let data = FileManager.default.contents(atPath: path), data.count <= maximumFileBytes else { return nil }
        return data
    }
}
