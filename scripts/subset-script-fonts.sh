#!/bin/sh
# Rebuilds public/fonts/*.woff2, the Assamese and Hindi pages' fonts, from @fontsource (dev dependencies):
# Noto Sans Bengali (Assamese, with ৰ and ৱ) and Noto Sans Devanagari (Hindi), weights 400 and 700, cut to
# their script's block plus the joiners and dandas, keeping every layout feature (conjuncts need them).
# Loaded only by /as and /hi pages (public/fonts/as.css, hi.css; docs/decisions/017), so English pages are
# unchanged. Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
PY=${PYTHON:-/usr/bin/python3}
out=public/fonts
subset() { # source unicodes output
  "$PY" -m fontTools.subset "$1" --unicodes="$2" --layout-features='*' --flavor=woff2 --output-file="$3"
}
bn=node_modules/@fontsource/noto-sans-bengali/files
dv=node_modules/@fontsource/noto-sans-devanagari/files
BENGALI="U+0980-09FE,U+0964-0965,U+200C-200D,U+25CC"
DEVANAGARI="U+0900-097F,U+A8E0-A8FF,U+200C-200D,U+25CC"
for w in 400 700; do
  subset "$bn/noto-sans-bengali-bengali-$w-normal.woff2" "$BENGALI" "$out/noto-sans-bengali-$w.woff2"
  subset "$dv/noto-sans-devanagari-devanagari-$w-normal.woff2" "$DEVANAGARI" "$out/noto-sans-devanagari-$w.woff2"
done
cp node_modules/@fontsource/noto-sans-bengali/LICENSE "$out/OFL-noto-sans-bengali.txt"
cp node_modules/@fontsource/noto-sans-devanagari/LICENSE "$out/OFL-noto-sans-devanagari.txt"
ls -l "$out"/*.woff2
