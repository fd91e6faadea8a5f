import Foundation
import Testing
import TestSupport

/// `layout-stress solve`, run as the built binary.
@Suite struct SolveCommandTests {
    typealias Outcome = CLI.Outcome

    /// Runs the `layout-stress` executable built next to the tests (`CLI.run`), `stdin` as UTF-8.
    static func run(_ arguments: [String], stdin: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        try CLI.run(arguments, stdin: Data(stdin.utf8), sourceLocation: sourceLocation)
    }

    static func json(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    static let example = """
    { "constraints": [
        { "id": "c1", "expr": { "x": 1, "w": 1 }, "constant": -100, "relation": "<=", "priority": 1000 },
        { "id": "c2", "expr": { "w": 1 }, "constant": -40, "relation": "==", "priority": 750 },
        { "id": "c3", "expr": { "x": 1 }, "constant": 0, "relation": ">=", "priority": 1000 },
        { "id": "c4", "expr": { "x": 1 }, "constant": -500, "relation": ">=", "priority": 250 }
      ],
      "edits": [ { "variable": "w", "priority": 999, "value": 30 } ] }
    """

    @Test func solvesTheInterfaceExampleFromStdin() throws {
        let outcome = try Self.run(["solve", "-"], stdin: Self.example)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let result = try Self.json(outcome.stdout)
        #expect(result["status"] as? String == "ok")
        let values = try #require(result["values"] as? [String: Double])
        // The 999 edit beats w == 40 @750; x then takes what is left under x + w <= 100.
        #expect(values["w"] == 30)
        #expect(values["x"] == 70)
        #expect(result["unsatisfied"] as? [String] == ["c2", "c4"])
        #expect((result["conflicts"] as? [[String]])?.isEmpty == true)
        #expect(result["broken"] as? [String] == [])
        #expect(result["ambiguous"] as? [String] == [])
    }

    @Test func reportsConflictsBrokenAndAmbiguous() throws {
        let input = """
        { "constraints": [
          { "id": "a", "expr": { "x": 1 }, "constant": -10, "relation": "==", "priority": 1000 },
          { "id": "b", "expr": { "x": 1 }, "constant": -20, "relation": "==", "priority": 1000 },
          { "id": "c", "expr": { "y": 1, "z": 1 }, "constant": -5, "relation": "==", "priority": 1000 }
        ] }
        """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("solve-\(UUID().uuidString).json")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try Self.run(["solve", file.path, "--format", "json"])
        #expect(outcome.status == 0)
        let result = try Self.json(outcome.stdout)
        #expect(result["status"] as? String == "unsatisfiable")
        #expect(result["conflicts"] as? [[String]] == [["a", "b"]])
        #expect(result["broken"] as? [String] == ["b"])
        #expect((result["values"] as? [String: Double])?["x"] == 10)
        #expect(Set(result["ambiguous"] as? [String] ?? []) == ["y", "z"])

        let failing = try Self.run(["solve", file.path, "--fail-on", "unsatisfiable"])
        #expect(failing.status == 1)
    }

    @Test func textFormatListsValues() throws {
        let outcome = try Self.run(["solve", "-", "--format", "text"], stdin: Self.example)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("status: ok\n"))
        #expect(outcome.stdout.contains("x = 70"))
        #expect(outcome.stdout.contains("unsatisfied: c2, c4"))
    }

    @Test(arguments: [
        ("{ \"constraints\": [\n  { \"id\": \"a\", \"expr\": { \"x\": 1 }, \"relation\": \"=>\" }\n] }", 2, "unknown relation"),
        ("{ \"constraints\": [\n  { \"id\": \"a\", \"expr\": { \"x\": 1 },\n    \"relation\": \"==\", \"priority\": 1001 }\n] }", 3, "priority"),
        ("{ \"constraints\": [\n  { \"id\": \"a\",\n    \"expr\": { \"x\": \"one\" }, \"relation\": \"==\" }\n] }", 3, "coefficient"),
        ("{ \"constraints\": [\n  { \"id\": \"a\", \"expr\": { \"x\": 1 }, \"relation\": \"==\", \"priority\": 0 }\n] }", 2, "priority"),
        ("{ \"constraints\": [\n\n  { \"id\": \"a\", ", 3, "malformed JSON"),
        ("[1, 2]", 1, "constraints"),
        ("{ \"constraints\": [], \"edits\": [\n { \"variable\": \"w\", \"priority\": 1000 } ] }", 2, "edit priority"),
    ])
    func badInputNamesTheLine(input: String, line: Int, message: String) throws {
        let outcome = try Self.run(["solve", "-"], stdin: input)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("<stdin>:\(line): error: "), "\(outcome.stderr)")
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }

    @Test func missingFileIsBadInput() throws {
        let outcome = try Self.run(["solve", "/nonexistent/system.json"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("/nonexistent/system.json: error: "))
    }

    @Test func hostileInputNeverCrashes() throws {
        let deep = String(repeating: "[", count: 100_000)
        for input in [deep, "", "\u{0}", "{\"constraints\": [{\"expr\": {\"x\": 1e999}, \"relation\": \"==\"}]}", "\"\\ud800\""] {
            let outcome = try Self.run(["solve", "-"], stdin: input)
            #expect(outcome.status == 2, "input \(input.prefix(20))")
        }
    }

    @Test func benchReportsTimings() throws {
        let input = """
        { "constraints": [
          { "id": "a", "expr": { "x": 1, "w": -1 }, "constant": 0, "relation": "<=", "priority": 1000 },
          { "id": "b", "expr": { "x": 1 }, "constant": -10, "relation": ">=", "priority": 750 }
        ], "edits": [ { "variable": "w", "priority": 999, "values": [5, 20, 30] } ] }
        """
        let outcome = try Self.run(["solve", "-", "--bench", "--repeat", "3"], stdin: input)
        #expect(outcome.status == 0)
        let result = try Self.json(outcome.stdout)
        #expect(result["build_us"] is Double)
        #expect(result["update_us"] is Double)
    }

    @Test func sharedBenchmarksSolveWhenPresent() throws {
        let path = "../shared/bench/enaml.solve.json"
        guard FileManager.default.fileExists(atPath: path) else {
            print("skipping: \(path) is not beside the repository")
            return
        }
        let outcome = try Self.run(["solve", path, "--format", "json"])
        #expect(outcome.status == 0)
        let result = try Self.json(outcome.stdout)
        #expect(result["status"] as? String == "ok")
        #expect((result["values"] as? [String: Double])?.isEmpty == false)
    }
}
