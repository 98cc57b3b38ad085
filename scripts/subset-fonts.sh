#!/bin/sh
# Rebuilds assets/fonts/*.woff2, the two fonts every page loads, from the @fontsource-variable packages
# (dev dependencies): only the weights the site uses (Inter 400–800, Space Grotesk 400–700) and only Latin,
# Latin-1 and the punctuation and arrows in our copy. 44 KB instead of 70 KB on every first visit, which on a
# slow phone connection is bandwidth the hero image and the page's JavaScript no longer share (issue 15).
# Characters outside the set (a name in Assamese script, say) fall back to the system font, as before.
# Needs Python's fontTools (`pip install fonttools brotli`); run it after updating the font packages.
set -eu
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable
out=assets/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unicodes="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2190-2192,U+2713,U+20B9"
features="kern,liga,calt,ccmp,locl,mark,mkmk"
subset() { # source axis-range output
  fonttools varLib.instancer "$1" "wght=$2" -o "$tmp/instance.ttf" -q
  pyftsubset "$tmp/instance.ttf" --unicodes="$unicodes" --layout-features="$features" --flavor=woff2 --output-file="$3"
}
subset "$src/inter/files/inter-latin-wght-normal.woff2" 400:800 "$out/inter-latin-400-800.woff2"
subset "$src/space-grotesk/files/space-grotesk-latin-wght-normal.woff2" 400:700 "$out/space-grotesk-latin-400-700.woff2"
cp "$src/inter/LICENSE" "$out/OFL-inter.txt"
cp "$src/space-grotesk/LICENSE" "$out/OFL-space-grotesk.txt"
ls -l "$out"/*.woff2
