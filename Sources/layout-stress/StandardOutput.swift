// No Foundation here: it imports the C library without `@preconcurrency`, and `stdout` (a C
// global) is then refused under strict concurrency. Only the main thread, before exit,
// touches it.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Diagnostics

/// Standard output as a file that can fail: a full disk, `/dev/full` or a closed pipe is an
/// `error: cannot write to standard output` with exit 2, never a trap or a silently short
/// report.
enum StandardOutput {
    /// Writes bytes after whatever `print` has buffered, in order.
    static func write(_ bytes: [UInt8]) throws {
        try flush()
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { systemWrite(1, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            written += result
        }
    }

    #if canImport(Glibc)
    private static let systemWrite = Glibc.write
    #else
    private static let systemWrite = Darwin.write
    #endif

    /// Pushes out what `print` buffered; throws when any write to standard output failed.
    static func flush() throws {
        if fflush(stdout) != 0 || ferror(stdout) != 0 {
            let code = errno
            clearerr(stdout)
            throw failure(code)
        }
    }

    /// The diagnostic for a failed write, from the C error number.
    static func failure(_ code: Int32) -> DiagnosticError {
        DiagnosticError(.error("cannot write to standard output: \(String(cString: strerror(code)))"))
    }
}
