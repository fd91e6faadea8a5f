import Diagnostics
import Foundation

/// Progress on standard error: on a terminal, a one-line bar with the percentage and the time
/// left; in a CI log (not a terminal), a line every `logInterval` seconds, and a final timing.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private var lastDrawn = -1
    private var lastLogged: ContinuousClock.Instant
    private let start: ContinuousClock.Instant
    private let clock = ContinuousClock()
    /// True when standard error is a terminal: the bar is drawn in place.
    let isTerminal: Bool
    /// Seconds between two progress lines in a log: 10, or `LAYOUT_STRESS_PROGRESS_SECONDS`.
    let logInterval: Double

    init() {
        isTerminal = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        start = clock.now
        lastLogged = start
        let configured = ProcessInfo.processInfo.environment["LAYOUT_STRESS_PROGRESS_SECONDS"].flatMap(Double.init)
        logInterval = configured.map { $0.isFinite ? min(max($0, 0), 3_600) : 10 } ?? 10
    }

    /// Shows `done` of `total`: redraws the bar at most once per percent, or logs a line when
    /// `logInterval` has passed since the last.
    func update(_ done: Int, _ total: Int) {
        guard total > 0 else { return }
        let percent = done * 100 / total
        lock.lock()
        defer { lock.unlock() }
        let now = clock.now
        let left = Self.timeLeft(elapsed: Self.seconds(now - start), done: done, total: total)
        if isTerminal {
            guard percent != lastDrawn else { return }
            lastDrawn = percent
            let width = 30
            let filled = percent * width / 100
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r\(bar) \(percent)% \(done)/\(total) variants\(left)\u{1B}[K".utf8))
        } else if Self.seconds(now - lastLogged) >= logInterval, done < total {
            lastLogged = now
            FileHandle.standardError.write(Data("progress: \(percent)% (\(done)/\(total) variants\(left))\n".utf8))
        }
    }

    /// Clears the bar; in a log, says how long the sweep took.
    func finish(variants: Int) {
        let elapsed = Self.seconds(clock.now - start)
        if isTerminal {
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        } else {
            FileHandle.standardError.write(Data("swept \(variants) variants in \(String(format: "%.1f", elapsed)) s\n".utf8))
        }
    }

    /// `, about 12 s left` once a share is done to estimate from, else nothing.
    static func timeLeft(elapsed: Double, done: Int, total: Int) -> String {
        guard done > 0, done < total, elapsed >= 1 else { return "" }
        let left = elapsed * Double(total - done) / Double(done)
        return left < 90 ? ", about \(Int(saturating: left.rounded())) s left" : ", about \(Int(saturating: (left / 60).rounded())) min left"
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
