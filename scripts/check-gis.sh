#!/usr/bin/env bash
# Issue 27's outputs for GIS and game tools, end to end with GDAL: GeoTIFF (--format tif/tif64, COG tiles and their
# mosaic) bit-identical to the raw f32/f64 files, with worldlab's own overviews and the CRS of docs/gis.md; the
# tiles' --overlap (shared edges bit-equal, mosaic.vrt still the world); the XYZ pyramid of --xyz and its viewer in
# headless Chromium. A second CLI built without GDAL (gcc-release) must refuse --format tif with exit 2.
# Usage: scripts/check-gis.sh [worldlab with GDAL] [worldlab without GDAL]
#        (default build/gcc-gdal/worldlab build/gcc-release/worldlab)
set -uo pipefail
cd "$(dirname "$0")/.."
cli=$(realpath "${1:-build/gcc-gdal/worldlab}")
plain=${2:-build/gcc-release/worldlab}
work=$(mktemp -d "${TMPDIR:-/tmp}/worldlab-gis.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
ok() { echo "ok   $*"; }
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
# expect_error WORD COMMAND...: exits 2 and says WORD on stderr.
expect_error() {
  local word=$1
  shift
  local err
  err=$("$@" 2>&1 >/dev/null)
  local status=$?
  if ((status == 2)) && grep -qiF -- "$word" <<<"$err"; then
    ok "refused ($status): $(tail -1 <<<"$err")"
  else
    fail "$* exited $status with \"$err\"; wanted exit 2 naming \"$word\""
  fi
}
# same_bytes A B: the two files hold the same bytes.
same_bytes() { cmp -s "$1" "$2"; }
# raw_of FILE OUT [gdal_translate options]: GDAL's reading of FILE as raw band-sequential little-endian samples.
raw_of() {
  local from=$1 to=$2
  shift 2
  gdal_translate -q -of ENVI -co INTERLEAVE=BSQ "$@" "$from" "$to" 2>/dev/null
}
for tool in gdalinfo gdal_translate; do
  command -v "$tool" >/dev/null || fail "$tool is missing: these checks need gdal-bin (scripts/setup.sh installs it)"
done

# ---- GeoTIFF ----
"$cli" info | grep -q '^geotiff: GDAL' && ok "worldlab info: $("$cli" info | grep '^geotiff')" ||
  fail "this CLI has no GeoTIFF output: build it with the gcc-gdal preset (WORLDLAB_GDAL=ON, libgdal-dev)"
# A view of 1000 x 600 at a step that is not a power of two: overviews 500 x 300 and 250 x 150.
view=(--preset warp-ridged --seed 9 --x0 -0.5 --y0 0.25 --step 0.0013 --width 1000 --height 600)
for pair in f32:tif f64:tif64; do
  raw=${pair%%:*} tif=${pair##*:}
  "$cli" render "${view[@]}" --out "$work/v.$raw" 2>/dev/null
  "$cli" render "${view[@]}" --format "$tif" --out "$work/v-$tif.tif" 2>/dev/null || fail "render --format $tif"
  raw_of "$work/v-$tif.tif" "$work/v-$tif.raw" && same_bytes "$work/v-$tif.raw" "$work/v.$raw" &&
    ok "render --format $tif: GDAL reads back the bytes of v.$raw exactly (1000 x 600)" ||
    fail "render --format $tif: GDAL's reading differs from v.$raw"
done
# gdalinfo: a COG, 256² blocks, two overview levels, the same geotransform as the .f32's header, the exact local CRS
# (from the .tif.aux.xml) and, from the GeoTIFF alone, an engineering CRS: never WGS 84.
python3 - "$work/v-tif.tif" "$work/v.f32" <<'PY' && ok "v-tif.tif: COG, blocks 256², overviews 500x300 and 250x150, the .f32.hdr's geotransform, CRS worldlab world units (y south)" || fail "gdalinfo on v-tif.tif"
import json, subprocess, sys
tif, f32 = sys.argv[1:]
info = lambda p: json.loads(subprocess.run(["gdalinfo", "-json", p], capture_output=True, text=True, check=True).stdout)
t, r = info(tif), info(f32)
problems = []
if t["metadata"].get("IMAGE_STRUCTURE", {}).get("LAYOUT") != "COG": problems.append(f"layout {t['metadata']}")
b = t["bands"][0]
if b["block"] != [256, 256] or b["type"] != "Float32": problems.append(f"band {b['block']} {b['type']}")
if [o["size"] for o in b.get("overviews", [])] != [[500, 300], [250, 150]]: problems.append(f"overviews {b.get('overviews')}")
if t["geoTransform"] != r["geoTransform"]: problems.append(f"geotransform {t['geoTransform']} vs {r['geoTransform']}")
wkt = t["coordinateSystem"]["wkt"]
if "worldlab world units" not in wkt or "south" not in wkt or "WGS 84" in wkt: problems.append(f"CRS {wkt[:80]}")
print("; ".join(problems)); sys.exit(1 if problems else 0)
PY
mv "$work/v-tif.tif.aux.xml" "$work/aux.xml"
gdalinfo "$work/v-tif.tif" 2>/dev/null | grep -q 'ENGCRS\["worldlab world units"' && ! gdalinfo "$work/v-tif.tif" 2>/dev/null | grep -q 'WGS 84' &&
  ok "without its .aux.xml, the GeoTIFF's own keys give ENGCRS \"worldlab world units\", not WGS 84" ||
  fail "the GeoTIFF's own CRS: $(gdalinfo "$work/v-tif.tif" 2>/dev/null | sed -n 4,5p | tr -d '\n')"
mv "$work/aux.xml" "$work/v-tif.tif.aux.xml"
# The overviews are worldlab's 2 x 2 means in a fixed order, rounded to float: recomputed here from v.f32.
for level in 0 1; do raw_of "$work/v-tif.tif" "$work/ovr$level.raw" -ovr "$level"; done
python3 - "$work/v.f32" "$work/ovr0.raw" "$work/ovr1.raw" <<'PY' && ok "both overview levels = ((a + b) + (c + d)) · 0.25 of the level above, rounded to float, bit for bit" || fail "the overviews are not worldlab's 2 x 2 means"
import struct, sys
def f(x): return struct.unpack("<f", struct.pack("<f", x))[0]
def down(v, w, h):
    ow, oh = (w + 1) // 2, (h + 1) // 2
    out = []
    for r in range(oh):
        for c in range(ow):
            a = lambda cc, rr: v[rr * w + cc]
            c0, r0 = 2 * c, 2 * r
            right, below = c0 + 1 < w, r0 + 1 < h
            if right and below: x = ((a(c0, r0) + a(c0 + 1, r0)) + (a(c0, r0 + 1) + a(c0 + 1, r0 + 1))) * 0.25
            elif right: x = (a(c0, r0) + a(c0 + 1, r0)) * 0.5
            elif below: x = (a(c0, r0) + a(c0, r0 + 1)) * 0.5
            else: x = a(c0, r0)
            out.append(f(x))
    return out, ow, oh
data = open(sys.argv[1], "rb").read()
v, w, h = list(struct.unpack(f"<{len(data) // 4}f", data)), 1000, 600
for path in sys.argv[2:]:
    v, w, h = down(v, w, h)
    got = open(path, "rb").read()
    if got != struct.pack(f"<{len(v)}f", *v): sys.exit(1)
PY
"$cli" render "${view[@]}" --format tif --out "$work/again.tif" 2>/dev/null
same_bytes "$work/again.tif" "$work/v-tif.tif" && ok "the same render twice: the same GeoTIFF bytes" || fail "two renders gave different GeoTIFF bytes"
# --crs: UTM 33N's WKT goes into the GeoTIFF's keys (EPSG 32633) and its .aux.xml.
utm=$(gdalsrsinfo -o wkt1 EPSG:32633 | tr -d '\n' | tr -s ' ')
"$cli" render --preset warp-ridged --size 64 --crs "$utm" --out "$work/utm.tif" 2>/dev/null
rm -f "$work/utm.tif.aux.xml"
gdalinfo "$work/utm.tif" 2>/dev/null | grep -q 'UTM zone 33N' && ok "--crs (UTM 33N's WKT) reaches the GeoTIFF's own keys" ||
  fail "--crs did not reach utm.tif"

# Tiles as COGs: 3 x 2 tiles of 300² (overviews 150², no more below 256... one level), 2 shards = 1 process, and
# mosaic.vrt through GDAL = one render of the area (f32), bit for bit.
tiles=(--preset warp-ridged --seed 9 --x0 -0.5 --y0 0.25 --step 0.0013 --tile-size 300 --tiles 0:2,0:1 --format tif)
"$cli" tiles "${tiles[@]}" --quiet --out "$work/cog1" || fail "tiles --format tif"
for i in 0 1; do "$cli" tiles "${tiles[@]}" --quiet --threads 1 --shard "$i/2" --out "$work/cog2" & done
wait
n=0 same=1
for f in "$work"/cog1/tile_*; do
  n=$((n + 1))
  same_bytes "$f" "$work/cog2/$(basename "$f")" || same=0
done
((same && n == 12)) && same_bytes "$work/cog1/index.json" "$work/cog2/index.json" &&
  ok "tiles --format tif: 2 shards = 1 process (index.json, 6 COGs and their .aux.xml, byte for byte)" ||
  fail "tiles --format tif: the shards' folder differs from one process's ($n files)"
gdalinfo "$work/cog1/tile_1_1.tif" 2>/dev/null | grep -q 'LAYOUT=COG' && ok "each tile is a COG (LAYOUT=COG)" || fail "tile_1_1.tif is no COG"
"$cli" render --preset warp-ridged --seed 9 --x0 -0.5 --y0 0.25 --step 0.0013 --width 900 --height 600 \
  --out "$work/area.f32" 2>/dev/null
raw_of "$work/cog1/mosaic.vrt" "$work/mosaic.raw" && same_bytes "$work/mosaic.raw" "$work/area.f32" &&
  ok "gdal_translate of the COG tiles' mosaic.vrt = one 900 x 600 render (f32), bit for bit" ||
  fail "the COG tiles' mosaic.vrt differs from one render of the area"
"$cli" tiles --verify "$work/cog1" --deep --quiet >/dev/null && ok "--verify --deep renders every COG tile again to its bytes" ||
  fail "--verify --deep on the COG tiles"

# Refusals: colour layers, views beyond one grid, and a build without GDAL.
expect_error "holds colours" "$cli" render --layer world.rgb --size 64 --format tif --out "$work/x.tif"
expect_error "tiles --format tif" "$cli" render --preset islands --width 5000 --height 8 --format tif --out "$work/x.tif"
if [ -x "$plain" ]; then
  if "$plain" info | grep -q '^geotiff: not in this build'; then
    expect_error "lacks GDAL" "$plain" render --preset islands --size 8 --out "$work/x.tif"
    expect_error "lacks GDAL" "$plain" tiles --preset islands --tile-size 8 --tiles 0:0,0:0 --format tif64 --out "$work/x"
  else
    fail "$plain was meant to be a build without GDAL: $("$plain" info | grep geotiff)"
  fi
else
  fail "$plain is missing: build gcc-release:worldlab_cli (a CLI without GDAL)"
fi
[ ! -e "$work/x.tif" ] && [ ! -e "$work/x" ] && ok "no file or folder was written by a refused command" || fail "a refused command wrote a file"

# ---- --overlap: each tile repeats its neighbours' first samples past its right and bottom edges ----
# 3 x 2 tiles of 40² with --overlap 2 (42² files) at a step that is not a power of two: the shared columns and rows are
# bit-equal, mosaic.vrt (each tile's own 40²) is one render of the area, and each tile's recorded command remakes it.
ov=(--preset warp-ridged --seed 9 --x0 -0.5 --y0 0.25 --step 0.0013 --tile-size 40 --tiles 0:2,0:1 --format f32)
"$cli" tiles "${ov[@]}" --overlap 2 --quiet --out "$work/ov" || fail "tiles --overlap 2"
python3 - "$work/ov" <<'PY' && ok "--overlap 2: 42² tiles; every shared edge (2 columns or rows, 7 edges, corners too) bit-equal to the neighbour's" || fail "--overlap: shared edges differ"
import struct, sys
S, T = 42, 40
tile = {}
for ty in range(2):
    for tx in range(3):
        b = open(f"{sys.argv[1]}/tile_{tx}_{ty}.f32", "rb").read()
        if len(b) != S * S * 4: sys.exit(f"tile_{tx}_{ty}.f32 is {len(b)} bytes")
        tile[tx, ty] = [b[r * S * 4:(r + 1) * S * 4] for r in range(S)]
edges = 0
for (tx, ty), rows in tile.items():
    if (tx + 1, ty) in tile:  # right: columns 40, 41 = the neighbour's 0, 1
        n = tile[tx + 1, ty]
        if any(rows[r][T * 4:] != n[r][:(S - T) * 4] for r in range(S)): sys.exit(f"right edge of {tx},{ty}")
        edges += 1
    if (tx, ty + 1) in tile:  # bottom: rows 40, 41 = the neighbour's 0, 1
        n = tile[tx, ty + 1]
        if rows[T:] != n[:S - T]: sys.exit(f"bottom edge of {tx},{ty}")
        edges += 1
sys.exit(0 if edges == 7 else f"{edges} edges")
PY
raw_of "$work/ov/mosaic.vrt" "$work/ov-mosaic.raw" &&
  "$cli" render --preset warp-ridged --seed 9 --x0 -0.5 --y0 0.25 --step 0.0013 --width 120 --height 80 --out "$work/ov-area.f32" 2>/dev/null &&
  same_bytes "$work/ov-mosaic.raw" "$work/ov-area.f32" &&
  ok "--overlap: gdal_translate of mosaic.vrt (each tile's own 40²) = one 120 x 80 render, bit for bit" ||
  fail "--overlap: mosaic.vrt does not give the world"
cmd=$(python3 -c 'import json,sys; print(next(t["command"] for t in json.load(open(sys.argv[1]))["tiles"] if t["x"] == 2 and t["y"] == 1))' "$work/ov/index.json")
grep -q -- "--first-col 80 --first-row 40 --width 42 --height 42" <<<"$cmd" &&
  (cd "$work/ov" && cmd=${cmd#worldlab } && eval "\"$cli\" ${cmd% --out *} --out again.f32" 2>/dev/null) && same_bytes "$work/ov/again.f32" "$work/ov/tile_2_1.f32" &&
  ok "--overlap: tile 2,1's recorded command (render --first-col 80 --first-row 40, 42²) remakes it" ||
  fail "--overlap: the recorded command does not remake tile_2_1.f32: $cmd"
"$cli" tiles --verify "$work/ov" --deep --quiet >/dev/null && ok "--overlap: --verify --deep" || fail "--overlap: --verify --deep"
expect_error "--overlap must be a decimal integer in 0..4096" "$cli" tiles "${ov[@]}" --overlap -1 --out "$work/x"
expect_error "--overlap must be 0..--tile-size (40), got 41" "$cli" tiles "${ov[@]}" --overlap 41 --out "$work/x"
expect_error "at most 4096" "$cli" tiles --preset islands --tile-size 4096 --tiles 0:0,0:0 --overlap 1 --out "$work/x"
[ ! -e "$work/x" ] && ok "no folder for a refused --overlap" || fail "a refused --overlap made a folder"

# ---- --xyz: the XYZ pyramid and its offline viewer ----
# 3 x 2 colour tiles of 256² (hill-shaded world.rgb): zoom 2 holds the 6, zoom 1 two, zoom 0 one: 9 PNGs. Two shards
# make the same pyramid as one process; a few tiles' pixels (decoded by GDAL, so not zlib's bytes) keep their hashes.
xyz=(--layer world.rgb --seed 5 --tile-size 256 --tiles 0:2,0:1 --format png --hillshade --xyz --quiet)
"$cli" tiles "${xyz[@]}" --out "$work/xyz1" 2>"$work/xyz1.log" || fail "tiles --xyz: $(cat "$work/xyz1.log")"
for i in 0 1; do "$cli" tiles "${xyz[@]}" --threads 1 --shard "$i/2" --out "$work/xyz2" 2>/dev/null & done
wait
count=$(find "$work/xyz1/xyz" -name '*.png' | wc -l)
((count == 9)) && [ "$(ls "$work/xyz1/xyz" | tr '\n' ' ')" = "0 1 2 " ] && ok "--xyz: 9 tiles in zoom 0..2 ($(tail -1 "$work/xyz1.log"))" ||
  fail "--xyz: $count tiles in zoom $(ls "$work/xyz1/xyz" | tr '\n' ' ')"
diff -r "$work/xyz1/xyz" "$work/xyz2/xyz" >/dev/null && cmp -s "$work/xyz1/viewer.html" "$work/xyz2/viewer.html" &&
  ok "--xyz: 2 shards make the same pyramid and viewer as one process" || fail "--xyz: the shards' pyramid differs"
# RGBA pixels as GDAL decodes them (band sequential), hashed.
pixels() { raw_of "$1" "$work/pixels.raw" && sha256sum <"$work/pixels.raw" | cut -c1-16; }
got=
for t in 0/0/0 1/1/0 2/2/1; do got="$got $t:$(pixels "$work/xyz1/xyz/$t.png")"; done
want=" 0/0/0:109b6dfe9a871263 1/1/0:9f7cc49787d3ec36 2/2/1:739dc16f9e3b0d4e"
[ "$got" = "$want" ] && ok "--xyz: the pixels of tiles 0/0/0, 1/1/0 and 2/2/1 keep their hashes" || fail "--xyz: pixel hashes$got, want$want"
# Level 1 recomputed from level 2 (the rounded means of README's rule) equals the pyramid's 1/0/0, and the base tile
# 2/1/0 is tile_1_0.png's pixels, opaque.
for t in 1/0/0 2/0/0 2/1/0 2/0/1 2/1/1; do raw_of "$work/xyz1/xyz/$t.png" "$work/z${t//\//_}.raw"; done
raw_of "$work/xyz1/tile_1_0.png" "$work/t10.raw"
python3 - "$work" <<'PY' && ok "--xyz: 1/0/0 = the 2 x 2 rounded means of 2/0/0, 2/1/0, 2/0/1, 2/1/1; 2/1/0 = tile_1_0.png, opaque" || fail "--xyz: a level is not the means of the one below"
import sys
w = sys.argv[1]
N = 256 * 256
def rgba(name):  # band sequential R, G, B, A planes -> [(r, g, b, a)] row by row
    b = open(f"{w}/{name}.raw", "rb").read()
    return [tuple(b[k * N + i] for k in range(4)) for i in range(N)]
children = [rgba(n) for n in ("z2_0_0", "z2_1_0", "z2_0_1", "z2_1_1")]
parent = rgba("z1_0_0")
for r in range(256):
    for c in range(256):
        ch = children[(r // 128) * 2 + c // 128]
        px = [ch[(2 * (r % 128) + dr) * 256 + 2 * (c % 128) + dc] for dr in (0, 1) for dc in (0, 1)]
        alpha = (sum(p[3] for p in px) + 2) // 4
        inside = [p for p in px if p[3] > 0]
        n = len(inside)
        rgb = tuple((sum(p[k] for p in inside) + n // 2) // n if n else 0 for k in range(3))
        if parent[r * 256 + c] != rgb + (alpha,): sys.exit(f"pixel {c},{r}: {parent[r * 256 + c]} != {rgb + (alpha,)}")
t = open(f"{w}/t10.raw", "rb").read()
base = rgba("z2_1_0")
if any(base[i] != (t[i], t[N + i], t[2 * N + i], 255) for i in range(N)): sys.exit("2/1/0 is not tile_1_0.png")
PY
[ -f "$work/xyz1/leaflet/leaflet.js" ] && [ -f "$work/xyz1/leaflet/LICENSE" ] && ok "--xyz: leaflet/ holds leaflet.js, leaflet.css and its LICENSE" ||
  fail "--xyz: leaflet/ is incomplete: $(ls "$work/xyz1/leaflet" | tr '\n' ' ')"
node tests/cli/xyz-viewer.mjs "$work/xyz1" || fail "the XYZ viewer in Chromium"
expect_error "--xyz makes its pyramid from colour tiles: give --format png" "$cli" tiles --preset islands --tile-size 256 --tiles 0:0,0:0 --xyz --out "$work/x"
expect_error "--tile-size must be 256 times a power of two" "$cli" tiles --layer world.rgb --format png --tile-size 768 --tiles 0:0,0:0 --xyz --out "$work/x"
expect_error "--xyz does not apply to --merge" "$cli" tiles --merge "$work/xyz1" --xyz
[ ! -e "$work/x" ] && ok "no folder for a refused --xyz" || fail "a refused --xyz made a folder"

echo "gis checks: $failures failed"
((failures == 0))
