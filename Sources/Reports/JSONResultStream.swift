import Diagnostics
import Foundation
import Findings

/// Streams a sweep's per-variant `results` to a temporary file as units finish, then writes
/// the JSON report around them, so memory does not grow with the number of variants. The
/// output is the same document `JSONReport.render` writes for the report with those results.
public final class JSONResultStream: ResultStream, @unchecked Sendable {
    private let file: URL
    private let handle: FileHandle
    private var wroteAny = false
    /// The first error writing the temporary file (reported by `finish`).
    private var failure: (any Error)?
    /// JSON Lines (`--format jsonl`) instead of one document.
    private let lines: Bool
    /// Which results are written (all by default).
    private let keep: @Sendable (VariantResult) -> Bool

    /// Opens a temporary file for the results: elements of the JSON document's `results`, or
    /// with `lines`, one JSON Lines record per result that `keep` accepts.
    public init(lines: Bool = false, keep: @escaping @Sendable (VariantResult) -> Bool = { _ in true }) throws {
        self.lines = lines
        self.keep = keep
        file = FileManager.default.temporaryDirectory.appendingPathComponent("layout-stress-results-\(UUID().uuidString).json")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw DiagnosticError(.error("cannot create a temporary file for the results", at: SourceLocation(file: file.path)))
        }
        handle = try FileHandle(forWritingTo: file)
    }

    deinit {
        try? handle.close()
        try? FileManager.default.removeItem(at: file)
    }

    /// Each result as an element of the top-level `results` array (indented to its depth).
    public func encode(_ results: [VariantResult]) -> Data {
        if lines {
            return Data(results.filter(keep).compactMap { JSONLinesReport.record("variant", $0) }.joined(separator: "\n").utf8)
        }
        let encoder = JSONReport.encoder
        var chunk = Data()
        for result in results {
            // Non-finite numbers are written as strings, so encoding a result cannot fail.
            guard let data = try? encoder.encode(result) else { continue }
            if !chunk.isEmpty { chunk.append(contentsOf: Array(",\n".utf8)) }
            chunk.append(JSONResultStream.indented(data))
        }
        return chunk
    }

    /// Appends a unit's results.
    public func write(_ chunk: Data) {
        guard !chunk.isEmpty, failure == nil else { return }
        do {
            if wroteAny { try handle.write(contentsOf: Data((lines ? "\n" : ",\n").utf8)) }
            try handle.write(contentsOf: chunk)
            wroteAny = true
        } catch {
            failure = error
        }
    }

    /// Writes the whole report to `output`: `report` for every key but `results`, which are
    /// the streamed ones.
    public func finish(_ report: SweepReport, to output: FileHandle) throws {
        if lines {
            try copyResults(to: output)
            if wroteAny { try output.write(contentsOf: Data("\n".utf8)) }
            try output.write(contentsOf: JSONLinesReport.trailer(of: report))
            return
        }
        var shell = report
        shell.results = []
        let text = String(decoding: try JSONReport.render(shell), as: UTF8.self)
        // Keys are sorted and top-level keys indented by two spaces; only a key writes `"results"` unescaped.
        guard let range = text.range(of: #"\n  "results" : \[\s*\]"#, options: .regularExpression) else {
            throw DiagnosticError(.error("cannot place the results in the JSON report"))
        }
        if let failure {
            throw DiagnosticError(.error("cannot write the results to a temporary file: \(failure.localizedDescription)",
                                         at: SourceLocation(file: file.path)))
        }
        try output.write(contentsOf: Data((text[..<range.lowerBound] + "\n  \"results\" : [\n").utf8))
        try copyResults(to: output)
        try output.write(contentsOf: Data(("\n  ]" + text[range.upperBound...]).utf8))
    }

    private func copyResults(to output: FileHandle) throws {
        if let failure {
            throw DiagnosticError(.error("cannot write the results to a temporary file: \(failure.localizedDescription)",
                                         at: SourceLocation(file: file.path)))
        }
        let reader = try FileHandle(forReadingFrom: file)
        defer { try? reader.close() }
        while let block = try reader.read(upToCount: 1 << 20), !block.isEmpty {
            try output.write(contentsOf: block)
        }
    }

    /// Pretty-printed JSON moved four spaces right (an element of a top-level array).
    static func indented(_ data: Data) -> Data {
        var out = Data(capacity: data.count + data.count / 8)
        let indent = Array("    ".utf8)
        out.append(contentsOf: indent)
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            out.append(byte)
            index = data.index(after: index)
            // Empty lines (inside empty arrays) stay empty, as the encoder writes them.
            if byte == UInt8(ascii: "\n"), index < data.endIndex, data[index] != UInt8(ascii: "\n") { out.append(contentsOf: indent) }
        }
        return out
    }
}
