import Foundation

#if FUZZING
/// libFuzzer's driver, linked in by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The program's entry when built for fuzzing (`-sanitize=fuzzer -D FUZZING`, see
/// scripts/fuzz.sh): SwiftPM names an executable's entry after its module, and this hands
/// the command line to libFuzzer, which calls back with every input it generates.
@_cdecl("layout_stress_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    guard let target = FuzzTarget.selected else {
        FileHandle.standardError.write(Data("set LAYOUTSTRESS_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
        return 2
    }
    fuzzTarget = target
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, size in
        guard let bytes, let target = fuzzTarget else { return 0 }
        target.run(Data(bytes: bytes, count: size))
        return 0
    }
}

/// The reader being fuzzed, set once before the driver starts.
nonisolated(unsafe) var fuzzTarget: FuzzTarget?
#else
/// Without the fuzzer: replays saved inputs (`layout-stress-fuzz TARGET FILE…`), so a crash
/// the fuzzer found can be rerun and debugged with an ordinary build.
@main
struct FuzzReplay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            FileHandle.standardError.write(Data("usage: layout-stress-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...\n".utf8))
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): error: cannot read the file\n".utf8))
                exit(2)
            }
            target.run(data)
            print("\(path): read without a crash")
        }
    }
}
#endif
