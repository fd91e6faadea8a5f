import TextModel

/// Every face loaded in the process, by file, face index and weight: a face is read once
/// and shared by all measurers and threads. Failures are remembered too.
final class FaceRegistry: Sendable {
    /// The process-wide registry.
    static let shared = FaceRegistry()

    private struct Key: Hashable {
        var path: String
        var index: Int
        var weight: FontWeight?
    }

    private let faces = Locked<[Key: Result<FontFace, FontError>]>([:])
    private let nextID = Locked(1)

    /// The face at `path`/`index`; for a variable font with a `wght` axis, set to `weight`.
    func face(path: String, index: Int, weight: FontWeight?) throws -> FontFace {
        guard index >= 0, index < Int(Int32.max) else {
            throw FontError.noSuchFace(path: path, index: index, count: 0)
        }
        let base = try load(Key(path: path, index: index, weight: nil))
        guard let weight, base.hasWeightAxis else { return base }
        return try load(Key(path: path, index: index, weight: weight))
    }

    private func load(_ key: Key) throws -> FontFace {
        if let known = faces.withLock({ $0[key] }) {
            return try known.get()
        }
        let id = nextID.withLock { value -> Int in
            value += 1
            return value
        }
        let result: Result<FontFace, FontError>
        do {
            result = .success(try FontFace.load(path: key.path, index: key.index, weight: key.weight, id: id))
        } catch let error as FontError {
            result = .failure(error)
        } catch {
            result = .failure(.unreadable(path: key.path, reason: "\(error)"))
        }
        // Another thread may have loaded the same face meanwhile; keep the first.
        let stored = faces.withLock { table -> Result<FontFace, FontError> in
            if let existing = table[key] { return existing }
            table[key] = result
            return result
        }
        return try stored.get()
    }
}
