#!/bin/sh
# Side-by-side solver benchmark: layout-stress solve --bench and kiwisolver (PyPI) on the same
# files in the same run. Usage: Benchmarks/solver_bench.sh [REPEAT] (default 10; form-1000
# runs kiwisolver 3 times, it takes seconds per build).
set -e
REPEAT=${1:-10}
BENCH=${BENCH_DIR:-../shared/bench}
BIN=.build/release/layout-stress
[ -x "$BIN" ] || swift build -c release --product layout-stress
python3 -c "import kiwisolver" 2>/dev/null || pip install kiwisolver
for name in enaml form-100 form-1000; do
    file="$BENCH/$name.solve.json"
    kiwi_repeat=$REPEAT
    [ "$name" = form-1000 ] && kiwi_repeat=3
    echo "$name"
    printf '  layout-stress: '; "$BIN" solve "$file" --bench --repeat "$REPEAT"
    printf '  kiwisolver:    '; python3 Benchmarks/kiwi_bench.py "$file" --repeat "$kiwi_repeat"
done
