#!/usr/bin/env bash
# Looks at the HTML report in a real browser: sweeps the bundled example screens into an HTML
# report, then has headless Chromium (Debian's `chromium` package) take two screenshots: the
# top of the page (headline and findings table) and the picture of one finding's worst case
# (by default the first `offscreen` finding, whose views run past the screen's edge).
#
#   scripts/report-screenshot.sh [OUTPUT_FOLDER] [KIND]
#
# Opt-in (not part of `make test`): it needs chromium and a built layout-stress.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/report-screenshot}"
kind="${2:-offscreen}"
mkdir -p "$out"
command -v chromium >/dev/null || { echo "report-screenshot: chromium is not installed (apt-get install chromium)" >&2; exit 2; }
binary=.build/release/layout-stress
[ -x "$binary" ] || binary=.build/debug/layout-stress
[ -x "$binary" ] || { echo "report-screenshot: build first (swift build)" >&2; exit 2; }
"$binary" sweep --format html --output "$out/report.html" > /dev/null
# The figure the first finding of KIND links to, alone on a page with the report's styles.
python3 - "$out/report.html" "$kind" "$out/figure.html" <<'PY'
import re, sys
page, kind, target = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2], sys.argv[3]
row = next((r for r in page.split("<tr class=")[1:] if f"<code>{kind}</code>" in r), None)
link = row and re.search(r'href="#(v\d+)"', row)
if not link:
    sys.exit(f"report-screenshot: no {kind} finding with a picture in the report")
figure = re.search(r'<figure id="%s">.*?</figure>' % link.group(1), page, re.S).group(0)
style = re.search(r"<style>.*?</style>", page, re.S).group(0)
open(target, "w", encoding="utf-8").write(f"<!DOCTYPE html><html><head><meta charset=\"utf-8\">{style}</head><body><section>{figure}</section></body></html>")
print(f"{kind}: figure {link.group(1)}")
PY
shot() { chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size="$2" --screenshot="$3" "file://$(realpath "$1")" 2>/dev/null; }
shot "$out/report.html" 1280,1600 "$out/top.png"
shot "$out/figure.html" 760,1100 "$out/figure.png"
echo "screenshots: $out/top.png $out/figure.png"
