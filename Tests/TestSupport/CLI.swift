import Foundation
import Testing

/// The built `layout-stress` binary, run as a user runs it.
public enum CLI {
    /// What one run of the binary did.
    public struct Outcome: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// The `layout-stress` executable next to the test bundle.
    public static var binary: URL? {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          Bundle.main.bundleURL.deletingLastPathComponent(),
                          Bundle.main.bundleURL]
        for directory in candidates {
            let url = directory.appendingPathComponent("layout-stress")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Runs the binary with `arguments`, writing `stdin` to its standard input, in `directory`
    /// (the current one when nil); waits for it to exit.
    public static func run(_ arguments: [String], stdin: Data = Data(), in directory: String? = nil,
                           environment: [String: String] = [:],
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        let process = Process()
        process.executableURL = try #require(binary, "layout-stress was not built next to the tests", sourceLocation: sourceLocation)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(stdin)
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
}
