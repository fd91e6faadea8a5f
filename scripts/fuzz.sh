#!/usr/bin/env bash
# Coverage-guided fuzzing of every reader with libFuzzer (Swift's -sanitize=fuzzer).
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#
# Targets: strings stringsdict xcstrings spec vfl ib solve config shard swift objc pbxproj plist (default: all).
# Builds a separate instrumented copy in .build/fuzz, seeds each corpus from the project's
# own fixtures (Screens/, Locales/, Tests/), runs each target until it has made 1,000,000
# executions or the given time has passed (default 600 s) and prints one line of figures per
# target. Crashing inputs are left in
# .build/fuzz/crashes/TARGET/; replay one with an ordinary build:
#   swift run layout-stress-fuzz TARGET .build/fuzz/crashes/TARGET/crash-…
# Not part of `make test` (it takes as long as you let it).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(strings stringsdict xcstrings spec vfl ib solve config shard swift objc pbxproj plist)

# Coverage instrumentation in the Swift frontend only; libFuzzer's driver without its own
# `main` (the harness's entry hands the command line to LLVMFuzzerRunDriver), because SwiftPM
# points an executable's `main` at the module's entry function.
clang_lib=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/clang
fuzzer_lib=$(find "$clang_lib" -name 'libclang_rt.fuzzer_no_main-*.a' | head -1)
[ -n "$fuzzer_lib" ] || { echo "fuzz.sh: libclang_rt.fuzzer_no_main not found under $clang_lib (a swift.org toolchain ships it)" >&2; exit 2; }
swift build -c release --product layout-stress-fuzz --scratch-path .build/fuzz \
    -Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -DFUZZING \
    -Xlinker "$fuzzer_lib" -Xlinker -lstdc++ >&2
binary=".build/fuzz/release/layout-stress-fuzz"

seed() {
    local target="$1" folder="$2"
    mkdir -p "$folder"
    case "$target" in
        strings) find Locales Tests -name '*.strings' ;;
        stringsdict) find Locales Tests -name '*.stringsdict' ;;
        xcstrings) find Locales Tests -name '*.xcstrings' ;;
        spec) find Screens Tests -name '*.layout.yaml' ;;
        ib) { find Tests -name '*.xib' -o -name '*.storyboard'
              # Real apps' files when ../shared is beside the project (copied into .build only).
              if [ -d ../shared/corpus ]; then find ../shared/corpus -size -64k \( -name '*.xib' -o -name '*.storyboard' \); fi; } ;;
        solve) { find Tests Benchmarks -name '*.json'
                 if [ -d ../shared/bench ]; then find ../shared/bench -size -64k -name '*.solve.json'; fi; } ;;
        config) find . -maxdepth 3 -name 'layout-stress*.yml' -not -path './.build/*' ;;
        objc) { find Tests -name '*.m' -size -64k
                if [ -d ../shared/corpus ]; then find ../shared/corpus -size -32k -name '*.m'; fi; } ;;
        pbxproj) if [ -d ../shared/corpus ]; then find ../shared/corpus -size -256k -name 'project.pbxproj'; fi ;;
        plist) { find Tests -name 'Info.plist'
                 if [ -d ../shared/corpus ]; then find ../shared/corpus -size -64k -name 'Info.plist'; fi; } ;;
        swift) { find Screens Tests -name '*.swift' -size -64k
                 if [ -d ../shared/corpus ]; then find ../shared/corpus -size -32k -name '*.swift'; fi; } ;;
        vfl) printf '%s\n' 'H:|-[a]-[b(==a)]-|' 'V:|-m-[a(>=44@750)]-(8)-[b]-|' 'H:[a]-(>=8,<=20)-[c]' > "$folder/vfl-seeds.txt"; return ;;
    esac | head -200 | while read -r file; do cp "$file" "$folder/" 2>/dev/null || true; done || true  # head closes the pipe early on long lists
    # Inline fixtures in Swift tests are not files: add a minimal valid input per reader.
    case "$target" in
        strings) printf '"key" = "value";\n' > "$folder/min.strings" ;;
        xcstrings) printf '{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%%#@v@"},"substitutions":{"v":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"x"}}}}}}}}}}}' > "$folder/min.xcstrings" ;;
        solve) printf '{"variables":["x","y"],"constraints":[{"expr":"x + y","op":"==","value":10}]}' > "$folder/min.json" ;;
        config) printf 'screens: [Screens]\nlocales: [en, de]\njobs: 2\n' > "$folder/min.yml" ;;
        objc) printf '#import "ProfileController.h"\n@implementation ProfileController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    self.titleLabel.text = NSLocalizedString(@"profile.title", nil);\n    self.titleLabel.numberOfLines = 0;\n    if (YES) { self.titleLabel.hidden = YES; }\n}\n@end\n' > "$folder/min.m" ;;
        pbxproj) printf '// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 56; objects = { P = { isa = PBXProject; targets = (T); buildConfigurationList = L; }; T = { isa = PBXNativeTarget; productType = "com.apple.product-type.application"; buildConfigurationList = L; }; L = { isa = XCConfigurationList; buildConfigurations = (C); }; C = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait; }; }; }; rootObject = P; }\n' > "$folder/min.pbxproj" ;;
        plist) printf '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>UIDeviceFamily</key><array><integer>1</integer></array><key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array></dict></plist>\n' > "$folder/min.plist" ;;
        ib) printf '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><view id="v1"><rect key="frame" x="0" y="0" width="320" height="100"/><subviews><label text="Hi" id="l1"><rect key="frame" x="8" y="8" width="40" height="20"/></label></subviews><constraints><constraint firstItem="l1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="8" id="c1"/></constraints></view></objects></document>\n' > "$folder/min.xib" ;;
        shard)
            # Two real shard reports of the bundled sweep, when an ordinary build is at hand.
            if [ -x .build/release/layout-stress ]; then
                for i in 1 2; do
                    .build/release/layout-stress sweep --locales en,ar --shard "$i/2" --format json --output "$folder/shard-$i.json" >/dev/null 2>&1 || true
                done
            fi ;;
        *) ;;
    esac
}

printf '%-12s %12s %10s %8s %s\n' target executions exec/s crashes "coverage (edges)"
for target in "${targets[@]}"; do
    corpus=".build/fuzz/corpus/$target"
    crashes=".build/fuzz/crashes/$target"
    seed "$target" "$corpus"
    mkdir -p "$crashes"
    log=".build/fuzz/$target.log"
    # Inputs an earlier run left are kept for replay, but only this run's count as its finds.
    started=".build/fuzz/$target.started"
    touch "$started"
    # Swift's own crash backtracer would catch the signal first; libFuzzer must, to save the input.
    SWIFT_BACKTRACE=enable=no LAYOUTSTRESS_FUZZ_TARGET="$target" "$binary" "$corpus" -max_total_time="$seconds" -runs="${FUZZ_RUNS:-1000000}" -max_len=65536 \
        -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$crashes/" -print_final_stats=1 > "$log" 2>&1 || true
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
    rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo 0)
    found=$(find "$crashes" -type f -newer "$started" | wc -l)
    # libFuzzer cannot catch a stack overflow (it sets no alternate signal stack): the process
    # just dies without its final stats. Say so; rerun the target under gdb to see the recursion.
    if ! grep -q 'stat::number_of_executed_units' "$log"; then
        found="$found+died"
        echo "fuzz.sh: $target died without its final stats (stack overflow?); see $log and rerun under gdb" >&2
    fi
    printf '%-12s %12s %10s %8s %s\n' "$target" "$runs" "$rate" "$found" "$cov"
done
