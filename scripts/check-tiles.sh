#!/usr/bin/env bash
# `worldlab tiles` and `render` end to end: 4 shard processes at once into one folder equal one process
# bit for bit (index and every tile); --shard auto from Kubernetes and Slurm variables; resuming; each
# tile's recorded command remakes it; --verify (and --deep) against the index; and bad input: ranges,
# shards, sizes, viewports, an index that does not match its tiles, /dev/full, a read-only folder and a
# full disk, each a message naming the problem, a non-zero exit and no existing file replaced.
# Usage: scripts/check-tiles.sh [path to the worldlab CLI] (default build/gcc-release/worldlab)
set -uo pipefail
cd "$(dirname "$0")/.."
cli=$(realpath "${1:-build/gcc-release/worldlab}")
work=$(mktemp -d "${TMPDIR:-/tmp}/worldlab-tiles.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
ok() { echo "ok   $*"; }
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
same_dirs() {  # a b: the same index and the same tile files, byte for byte
  cmp -s "$1/index.json" "$2/index.json" || return 1
  local f n=0
  for f in "$1"/tile_*; do
    cmp -s "$f" "$2/$(basename "$f")" || return 1
    n=$((n + 1))
  done
  ((n > 0)) && [ "$(ls "$1" | grep -c '^tile_')" = "$(ls "$2" | grep -c '^tile_')" ]
}
# expect_error WORD COMMAND...: exits non-zero and says WORD on stderr.
expect_error() {
  local word=$1
  shift
  local err
  err=$("$@" 2>&1 >/dev/null)
  local status=$?
  if ((status != 0)) && grep -qiF -- "$word" <<<"$err"; then
    ok "refused ($status): $(tail -1 <<<"$err")"
  else
    fail "$* exited $status with \"$err\"; wanted an error naming \"$word\""
  fi
}

terrain=(--preset warp-single --seed 3 --tile-size 64 --tiles -1:3,0:2 --format f32)

# ---- one process and four shards at once ----
"$cli" tiles "${terrain[@]}" --threads 2 --out "$work/one" 2>"$work/one.log" || fail "single-process run: $(cat "$work/one.log")"
for i in 0 1 2 3; do
  "$cli" tiles "${terrain[@]}" --threads 1 --shard "$i/4" --out "$work/four" 2>"$work/four-$i.log" &
done
wait
if same_dirs "$work/one" "$work/four"; then
  ok "4 concurrent shards = one process: index.json and $(ls "$work/one" | grep -c '^tile_.*[0-9]\.f32$') tiles (and their .hdr) identical"
else
  fail "4 concurrent shards differ from one process"
fi
"$cli" tiles --verify "$work/four" --deep --quiet >/dev/null && ok "--verify --deep: every tile renders again to its recorded hashes" ||
  fail "--verify --deep on the shards' folder"

# Colour tiles with hill shading (margins from the neighbouring samples) and the hero world.
world=(--layer world.rgb --seed 5 --tile-size 48 --tiles 0:2,0:1 --format png --hillshade)
"$cli" tiles "${world[@]}" --quiet --out "$work/w1" || fail "world.rgb tiles"
for i in 0 1 2; do "$cli" tiles "${world[@]}" --quiet --shard "$i/3" --threads 1 --out "$work/w3" & done
wait
same_dirs "$work/w1" "$work/w3" && ok "world.rgb PNG tiles with hill shading: 3 shards = one process" ||
  fail "world.rgb tiles from 3 shards differ"

# ---- --shard auto: a Kubernetes Indexed Job and a Slurm array ----
for i in 0 1 2; do
  JOB_COMPLETION_INDEX=$i JOB_COMPLETIONS=3 "$cli" tiles "${terrain[@]}" --quiet --shard auto --out "$work/k8s" &
done
wait
same_dirs "$work/one" "$work/k8s" && ok "--shard auto with JOB_COMPLETION_INDEX/JOB_COMPLETIONS (3 pods)" || fail "--shard auto (Kubernetes)"
for id in 7 8; do
  SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=7 SLURM_ARRAY_TASK_COUNT=2 "$cli" tiles "${terrain[@]}" --quiet --shard auto \
    --out "$work/slurm" &
done
wait
same_dirs "$work/one" "$work/slurm" && ok "--shard auto with SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT (tasks 7, 8)" ||
  fail "--shard auto (Slurm)"
# --array=3-9:2: task ids 3, 5, 7, 9 are indices 0..3 (SLURM_ARRAY_TASK_STEP); ids off that range are refused.
for id in 3 5 7 9; do
  SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=3 SLURM_ARRAY_TASK_MAX=9 SLURM_ARRAY_TASK_STEP=2 SLURM_ARRAY_TASK_COUNT=4 \
    "$cli" tiles "${terrain[@]}" --quiet --shard auto --out "$work/slurm-step" &
done
wait
same_dirs "$work/one" "$work/slurm-step" && ok "--shard auto with SLURM_ARRAY_TASK_STEP 2 (tasks 3, 5, 7, 9 of --array=3-9:2)" ||
  fail "--shard auto (Slurm, step 2)"
expect_error "not on the array's range" env SLURM_ARRAY_TASK_ID=4 SLURM_ARRAY_TASK_MIN=3 SLURM_ARRAY_TASK_STEP=2 \
  SLURM_ARRAY_TASK_COUNT=4 "$cli" tiles "${terrain[@]}" --shard auto --out "$work/x"
expect_error "SLURM_ARRAY_TASK_COUNT is 4" env SLURM_ARRAY_TASK_ID=11 SLURM_ARRAY_TASK_MIN=3 SLURM_ARRAY_TASK_STEP=2 \
  SLURM_ARRAY_TASK_COUNT=4 "$cli" tiles "${terrain[@]}" --shard auto --out "$work/x"
expect_error "SLURM_ARRAY_TASK_STEP must be at least 1" env SLURM_ARRAY_TASK_ID=3 SLURM_ARRAY_TASK_MIN=3 \
  SLURM_ARRAY_TASK_STEP=0 SLURM_ARRAY_TASK_COUNT=4 "$cli" tiles "${terrain[@]}" --shard auto --out "$work/x"
# --array=1,4,5 (a list, not one range): Slurm 22.05 sets MIN 1, MAX 5, STEP 1, COUNT 3 (measured on the check's
# Slurm): no index follows from them, so every task is refused, the first too; without MAX, the id past COUNT.
for id in 1 5; do
  expect_error "not one range" env SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=5 \
    SLURM_ARRAY_TASK_STEP=1 SLURM_ARRAY_TASK_COUNT=3 "$cli" tiles "${terrain[@]}" --shard auto --out "$work/x"
done
expect_error "submit the array as one range" env SLURM_ARRAY_TASK_ID=5 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_COUNT=3 \
  "$cli" tiles "${terrain[@]}" --shard auto --out "$work/x"

# ---- --shard claim: any number of processes take the free tiles under per-tile locks, no count ----
for i in 0 1 2 3 4; do
  "$cli" tiles "${terrain[@]}" --threads 2 --shard claim --out "$work/claim" 2>"$work/claim-$i.log" &
done
wait
made=$(($(sed -n 's/^worldlab tiles: \([0-9]*\) tiles made.*/\1/p' "$work"/claim-?.log | paste -sd+)))
same_dirs "$work/one" "$work/claim" && ((made == 15)) &&
  ok "--shard claim: 5 processes at once (2 threads each) = one process; $made tiles made in all, none twice" ||
  fail "--shard claim: 5 processes differ from one process, or made $made tiles for 15"
"$cli" tiles "${terrain[@]}" --shard claim --out "$work/claim" 2>"$work/claim-again.log" &&
  grep -q "0 tiles made" "$work/claim-again.log" && ok "--shard claim after the run: every tile found, none remade" ||
  fail "--shard claim resume: $(tail -1 "$work/claim-again.log")"
# A holder that dies without the tile's record (a process holding the lock, as a killed pod's would until its
# lease ends): a claiming process waits for the lock, then renders the tile, and exits 0 with the index written.
mkdir -p "$work/claim-dead/.parts"
python3 -c 'import fcntl, sys, time
f = open(sys.argv[1], "w"); fcntl.lockf(f, fcntl.LOCK_EX); open(sys.argv[2], "w").close(); time.sleep(2)' \
  "$work/claim-dead/.parts/tile_1_0.lock" "$work/claim-dead-held" &
for _ in $(seq 100); do [ -e "$work/claim-dead-held" ] && break; sleep 0.1; done
start_ms=$(date +%s%3N)
"$cli" tiles "${terrain[@]}" --quiet --shard claim --out "$work/claim-dead" && waited=$(($(date +%s%3N) - start_ms))
wait
same_dirs "$work/one" "$work/claim-dead" && ((${waited:-0} >= 1000)) &&
  ok "--shard claim waits for a tile locked by another holder (${waited} ms), then renders it when that dies without its record" ||
  fail "--shard claim with a held lock: waited ${waited:-?} ms, folder = one process: $(same_dirs "$work/one" "$work/claim-dead" && echo yes || echo no)"

# ---- tiles are windows of one world: with a power-of-two step, 3 x 2 tiles equal one render of the area ----
# stitched_equal DIR WHOLE T: DIR's 3 x 2 f64 tiles of T x T samples equal the 3T x 2T render WHOLE, bit for bit.
stitched_equal() {
  python3 - "$@" <<'PY'
import sys
folder, whole_path, T = sys.argv[1], sys.argv[2], int(sys.argv[3])
whole, W = open(whole_path, "rb").read(), 3 * T
for ty in range(2):
    for tx in range(3):
        tile = open(f"{folder}/tile_{tx}_{ty}.f64", "rb").read()
        for row in range(T):
            start = ((ty * T + row) * W + tx * T) * 8
            if tile[row * T * 8:(row + 1) * T * 8] != whole[start:start + T * 8]:
                sys.exit(1)
PY
}
"$cli" tiles --preset warp-ridged --seed 9 --x0 -0.5 --y0 0.25 --tile-size 40 --tiles 0:2,0:1 --format f64 --quiet \
  --out "$work/stitch"
"$cli" render --preset warp-ridged --seed 9 --x0 -0.5 --y0 0.25 --width 120 --height 80 --out "$work/whole.f64" 2>/dev/null
stitched_equal "$work/stitch" "$work/whole.f64" 40 && ok "3 x 2 f64 tiles stitched = one 120 x 80 render, bit for bit" ||
  fail "stitched tiles differ from one render"

# ---- GIS (docs/gis.md): GDAL opens every raw map and PNG by its sidecars, and the tiles' mosaic.vrt is the world ----
# gdalinfo and gdal_translate come from gdal-bin (scripts/setup.sh installs it); without them these checks fail.
# gdal_is FILE W H TYPE X0 Y0 STEP [KEY=VALUE...]: gdalinfo -json reads FILE as W x H of TYPE, pixel (0, 0) centred on
# (X0, Y0) with square pixels of STEP and rows towards +y, in the CRS whose name is $crs_name; KEY=VALUE: metadata.
crs_name="worldlab world units"
gdal_is() {
  local info
  info=$(gdalinfo -json "$1" 2>/dev/null) || { echo "gdalinfo cannot open $1"; return 1; }
  GDALINFO_JSON=$info python3 - "$@" 2>&1 <<'PY'
import json, os, sys
path, w, h, typ, x0, y0, step, *meta = sys.argv[1:]
d = json.loads(os.environ["GDALINFO_JSON"])
x0, y0, step = float(x0), float(y0), float(step)
want_gt = [x0 - step / 2, step, 0, y0 - step / 2, 0, step]
problems = []
if d["size"] != [int(w), int(h)]: problems.append(f"size {d['size']}")
if any(b["type"] != typ for b in d["bands"]): problems.append(f"types {[b['type'] for b in d['bands']]}")
if [abs(a - b) > 1e-12 for a, b in zip(d.get("geoTransform", []), want_gt)] != [False] * 6:
    problems.append(f"geotransform {d.get('geoTransform')}, want {want_gt}")
if os.environ["crs_name"] not in d.get("coordinateSystem", {}).get("wkt", ""):
    problems.append(f"CRS {d.get('coordinateSystem', {}).get('wkt', 'none')[:60]!r}")
for kv in meta:
    k, v = kv.split("=", 1)
    if d.get("metadata", {}).get("", {}).get(k) != v: problems.append(f"metadata {k}={d.get('metadata')}")
print("; ".join(problems))
sys.exit(1 if problems else 0)
PY
}
export crs_name
if ! command -v gdalinfo >/dev/null || ! command -v gdal_translate >/dev/null; then
  fail "gdalinfo and gdal_translate are missing: the GIS checks need gdal-bin (scripts/setup.sh installs it)"
else
  gis=(--preset warp-ridged --seed 9 --x0 -0.5 --y0 0.25 --width 120 --height 80)
  "$cli" render "${gis[@]}" --out "$work/gis.f32" 2>/dev/null
  "$cli" render "${gis[@]}" --format png16 --out "$work/gis16.png" 2>/dev/null
  for f in whole.f64:Float64 gis.f32:Float32; do
    why=$(gdal_is "$work/${f%%:*}" 120 80 "${f##*:}" -0.5 0.25 0.00390625) &&
      ok "gdalinfo reads ${f%%:*} by its .hdr: 120 x 80 ${f##*:}, pixel (0, 0) centred on (-0.5, 0.25), step 1/256" ||
      fail "gdalinfo on ${f%%:*}: $why"
  done
  gdal_translate -q -of ENVI "$work/whole.f64" "$work/gdal-copy.f64" && cmp -s "$work/gdal-copy.f64" "$work/whole.f64" &&
    ok "gdal_translate of whole.f64 gives back its bytes (little-endian Float64, band sequential)" ||
    fail "gdal_translate does not read whole.f64's values back"
  why=$(gdal_is "$work/gis16.png" 120 80 UInt16 -0.5 0.25 0.00390625 "worldlab_range=-1 1") &&
    ok "gdalinfo reads gis16.png by its .pgw and .aux.xml, and its tEXt chunk worldlab:range = -1 1" ||
    fail "gdalinfo on gis16.png: $why"
  [ "$(cat "$work/gis16.pgw")" = "$(printf '0.00390625\n0\n0\n0.00390625\n-0.5\n0.25')" ] &&
    ok "gis16.pgw: step, 0, 0, +step (rows grow towards +y), the top-left pixel's centre" ||
    fail "gis16.pgw holds $(tr '\n' ' ' <"$work/gis16.pgw")"
  # png16 gives back the values through the scale and offset its .aux.xml holds (within half a step of 2/65535).
  gdal_translate -q -unscale -ot Float64 -of ENVI "$work/gis16.png" "$work/gis16-values.f64" 2>/dev/null &&
    python3 - "$work/gis16-values.f64" "$work/whole.f64" <<'PY' && ok "gdal_translate -unscale of gis16.png = the heights within 1/65535" || fail "png16 unscaled by GDAL differs from the heights"
import struct, sys
a, b = (open(p, "rb").read() for p in sys.argv[1:])
a, b = struct.unpack(f"<{len(a) // 8}d", a), struct.unpack(f"<{len(b) // 8}d", b)
sys.exit(0 if len(a) == len(b) == 9600 and max(abs(x - y) for x, y in zip(a, b)) <= 1.0001 / 65535 else 1)
PY
  # The mosaic of the 3 x 2 f64 tiles above: the world's size, and its pixels are the one render's.
  why=$(gdal_is "$work/stitch/mosaic.vrt" 120 80 Float64 -0.5 0.25 0.00390625) &&
    ok "gdalinfo reads stitch/mosaic.vrt as the whole 120 x 80 world" || fail "gdalinfo on stitch/mosaic.vrt: $why"
  gdal_translate -q -of ENVI "$work/stitch/mosaic.vrt" "$work/mosaic.f64" && cmp -s "$work/mosaic.f64" "$work/whole.f64" &&
    ok "gdal_translate of stitch/mosaic.vrt = the 3 x 2 tiles stitched = one 120 x 80 render, bit for bit" ||
    fail "gdal_translate of stitch/mosaic.vrt differs from the stitched tiles"
  # Four concurrent shards: whichever finished last wrote the mosaic, the same bytes as one process's; colour tiles.
  why=
  cmp -s "$work/one/mosaic.vrt" "$work/four/mosaic.vrt" &&
    why=$(gdal_is "$work/four/mosaic.vrt" 320 192 Float32 -0.25 0 0.00390625) &&
    ok "4 shards' mosaic.vrt = one process's: 5 x 3 tiles of 64² as one 320 x 192 Float32 world" ||
    fail "the shards' mosaic.vrt: ${why:-it differs from the one process run}"
  gdal_translate -q -of ENVI "$work/four/mosaic.vrt" "$work/four.f32" && python3 - "$work/four" "$work/four.f32" <<'PY' &&
import sys
folder, whole = sys.argv[1], open(sys.argv[2], "rb").read()
T, W = 64, 320
for ty in range(3):
    for tx in range(-1, 4):
        tile = open(f"{folder}/tile_{tx}_{ty}.f32", "rb").read()
        for row in range(T):
            start = ((ty * T + row) * W + (tx + 1) * T) * 4
            if tile[row * T * 4:(row + 1) * T * 4] != whole[start:start + T * 4]:
                sys.exit(1)
PY
    ok "gdal_translate of the shards' mosaic.vrt = their 15 tiles stitched (tile -1 at the left)" ||
    fail "gdal_translate of the shards' mosaic.vrt differs from the stitched tiles"
  why=$(gdal_is "$work/w1/mosaic.vrt" 144 96 Byte 0 0 2) &&
    ok "world.rgb PNG tiles: mosaic.vrt is 144 x 96, 3 Byte bands" || fail "world.rgb mosaic.vrt: $why"
  # --crs reaches the header, the world file's .aux.xml, the mosaic and GeoJSON; an authority code is refused.
  utm=$(gdalsrsinfo -o wkt1 EPSG:32633 | tr -d '\n' | tr -s ' ')
  "$cli" render "${gis[@]}" --crs "$utm" --out "$work/utm.f32" 2>/dev/null
  "$cli" render --layer world.rgb --size 64 --crs "$utm" --points "$work/utm.geojson" --out "$work/utm.png" 2>/dev/null
  "$cli" tiles "${terrain[@]}" --crs "$utm" --quiet --out "$work/utm-tiles"
  for f in utm.f32 utm.png utm-tiles/mosaic.vrt utm-tiles/tile_0_0.f32; do
    gdalinfo "$work/$f" 2>/dev/null | grep -q 'UTM zone 33N' && ok "--crs: gdalinfo finds UTM zone 33N in $f" ||
      fail "--crs did not reach $f"
  done
  ogrinfo -so -al "$work/utm.geojson" 2>/dev/null | grep -q 'UTM zone 33N' && ok "--crs: ogrinfo finds it in utm.geojson" ||
    fail "--crs did not reach the GeoJSON"
  # Shards on separate disks, copied together: --merge writes the mosaic, and the .hdr a tile lacks (an older CLI's).
  for i in 0 1; do "$cli" tiles "${terrain[@]}" --quiet --shard "$i/2" --out "$work/apart-$i"; done
  cp -rn "$work/apart-1/." "$work/apart-0/" && rm "$work/apart-0/tile_1_1.f32.hdr"
  "$cli" tiles --merge "$work/apart-0" >/dev/null && cmp -s "$work/apart-0/mosaic.vrt" "$work/one/mosaic.vrt" &&
    cmp -s "$work/apart-0/tile_1_1.f32.hdr" "$work/one/tile_1_1.f32.hdr" &&
    ok "--merge of two shards' folders writes mosaic.vrt (= one process's) and the missing tile_1_1.f32.hdr" ||
    fail "--merge did not write mosaic.vrt or the missing .hdr"
  "$cli" render --layer world.rgb --size 64 --points "$work/trees.geojson" --out "$work/trees.png" 2>/dev/null
  ogrinfo -so -al "$work/trees.geojson" 2>/dev/null | grep -q "$crs_name" &&
    ok "--points GeoJSON names the local engineering CRS (not WGS 84)" || fail "trees.geojson claims no local CRS"
fi
expect_error "gdalsrsinfo" "$cli" render --preset islands --crs EPSG:32633 --out "$work/x.f32"
# The default png16 range (-1:1 for heights) would clip the islands preset: an error naming the values' span, no file.
expect_error "--range" "$cli" render --preset islands --format png16 --out "$work/x.png"
expect_error "the values span" "$cli" tiles --preset islands --tile-size 64 --tiles 0:1,0:1 --format png16 --out "$work/x16"
[ ! -e "$work/x.png" ] && [ -z "$(ls "$work/x16" | grep '^tile_.*png$')" ] &&
  ok "no PNG was written under a default range that clips" || fail "a clipping png16 was written"
"$cli" render --preset islands --format png16 --range -2:1 --out "$work/islands16.png" 2>/dev/null &&
  ok "--range -2:1 holds the islands preset's heights" || fail "--range -2:1 on islands"

# ---- an eroded world (area nodes: erosion and rivers over a fixed region) in tiles from two shard processes at
# once, each eroding on its own, equals one render of the area, bit for bit (docs/water.md) ----
eroded=(--graph-preset eroded-islands --seed 3 --x0 0.125 --y0 0.25 --step 0.00390625)
for layer in height rivers; do
  "$cli" tiles "${eroded[@]}" --graph-output "$layer" --tile-size 64 --tiles 0:2,0:1 --format f64 --quiet \
    --shard 0/2 --out "$work/eroded-$layer" &
  "$cli" tiles "${eroded[@]}" --graph-output "$layer" --tile-size 64 --tiles 0:2,0:1 --format f64 --quiet \
    --shard 1/2 --out "$work/eroded-$layer"
  wait
  "$cli" render "${eroded[@]}" --graph-output "$layer" --width 192 --height 128 --out "$work/eroded-$layer.f64" 2>/dev/null
  stitched_equal "$work/eroded-$layer" "$work/eroded-$layer.f64" 64 &&
    ok "eroded-islands $layer: 3 x 2 tiles from two shards = one 192 x 128 render" ||
    fail "eroded-islands $layer: stitched tiles differ from one render"
done

# ---- the examples: a Kubernetes Indexed Job and a Slurm array script, run here on a small world ----
small=(--tile-size 32 --tiles 0:3,0:1)
"$cli" tiles --preset warp-single --seed 1 --step 0.001953125 "${small[@]}" --quiet --out "$work/ex-one"
for id in 0 1; do
  SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_COUNT=2 OUT=$work/ex-slurm WORLDLAB=$cli TILE_SIZE=32 TILES=0:3,0:1 \
    examples/slurm/tiles.sbatch 2>/dev/null
done
same_dirs "$work/ex-one" "$work/ex-slurm" && ok "examples/slurm/tiles.sbatch as a 2-task array = one process" ||
  fail "examples/slurm/tiles.sbatch"
# The manifest's claim and Job, and the Job's container command in `completions` processes at once (the world
# made smaller): no shard count anywhere, the PersistentVolumeClaim is the one the pods mount.
if python3 - "$cli" "$work/ex-k8s" >"$work/k8s.sh" <<'PY'
import shlex, sys, yaml
docs = {d["kind"]: d for d in yaml.safe_load_all(open("examples/kubernetes/tiles-job.yaml"))}
job, claim = docs["Job"], docs["PersistentVolumeClaim"]
spec = job["spec"]["template"]["spec"]
assert claim["spec"]["accessModes"] == ["ReadWriteMany"], "the claim is not ReadWriteMany"
assert spec["volumes"][0]["persistentVolumeClaim"]["claimName"] == claim["metadata"]["name"], "another claim"
container = spec["containers"][0]
assert "env" not in container and "completionMode" not in job["spec"], "a shard count or index in the manifest"
assert container["image"].startswith("registry.example.com/"), "the image has no registry placeholder"
args = container["command"][1:]
assert args[args.index("--shard") + 1] == "claim", "not --shard claim"
args[args.index("--tile-size") + 1] = "32"
args[args.index("--tiles") + 1] = "0:3,0:1"
args[args.index("--out") + 1] = sys.argv[2]
for i in range(job["spec"]["completions"]):
    print(f"{shlex.quote(sys.argv[1])} " + " ".join(shlex.quote(a) for a in args) + " 2>/dev/null &")
print("wait")
PY
then
  bash "$work/k8s.sh"
  same_dirs "$work/ex-one" "$work/ex-k8s" &&
    ok "examples/kubernetes/tiles-job.yaml's command in $(grep -c '&$' "$work/k8s.sh") pods at once = one process" ||
    fail "examples/kubernetes/tiles-job.yaml"
else
  fail "examples/kubernetes/tiles-job.yaml does not hold the claim and the Job as expected"
fi

# ---- resuming ----
"$cli" tiles "${terrain[@]}" --out "$work/one" 2>"$work/again.log"
grep -q "0 tiles made" "$work/again.log" && ok "a second run finds every tile and remakes none" || fail "resume: $(tail -1 "$work/again.log")"
cp -r "$work/one" "$work/before"
rm "$work/one/tile_2_1.f32"
printf 'x' | dd of="$work/one/tile_0_0.f32" bs=1 seek=100 conv=notrunc 2>/dev/null
"$cli" tiles "${terrain[@]}" --out "$work/one" 2>"$work/again.log"
if grep -q "2 tiles made" "$work/again.log" && same_dirs "$work/one" "$work/before"; then
  ok "resume remakes exactly the missing and the damaged tile"
else
  fail "resume after damage: $(tail -1 "$work/again.log")"
fi

# ---- each tile's command remakes it ----
command=$(node -e 'const i = require(process.argv[1]); console.log(i.tiles[7].command)' "$work/one/index.json")
file=$(node -e 'const i = require(process.argv[1]); console.log(i.tiles[7].file)' "$work/one/index.json")
mkdir "$work/remake"
(cd "$work/remake" && eval "\"$cli\" ${command#worldlab }" 2>/dev/null)
cmp -s "$work/remake/$file" "$work/one/$file" && ok "the index's command for $file remakes it byte for byte" ||
  fail "the index's command ($command) does not remake $file"

# ---- an index that does not match its tiles ----
cp -r "$work/one" "$work/bad"
printf 'y' | dd of="$work/bad/tile_3_2.f32" bs=1 seek=7 conv=notrunc 2>/dev/null
expect_error "tile_3_2.f32" "$cli" tiles --verify "$work/bad"
rm "$work/bad/tile_1_1.f32"
expect_error "tile_1_1.f32: missing" "$cli" tiles --verify "$work/bad"
cp -r "$work/one" "$work/short"
node -e 'const fs = require("fs"); const p = process.argv[1]; const i = JSON.parse(fs.readFileSync(p));
  i.tiles.splice(4, 1); fs.writeFileSync(p, JSON.stringify(i));' "$work/short/index.json"
expect_error "does not list tile" "$cli" tiles --verify "$work/short"
expect_error "another run" "$cli" tiles --preset islands --seed 3 --tile-size 64 --tiles -1:3,0:2 --out "$work/one"

# ---- render beyond one grid (streamed): windows of the view, so the same bytes as one fill ----
# --block 48 streams a view the CLI also renders whole: raw and png16 files byte for byte, colour PNG pixels (the
# encoders differ) through gdal_translate, with and without hill shading, at a step that is not a power of two.
streamed=(--seed 5 --x0 0.1 --y0 -0.37 --step 0.0013 --width 150 --height 100)
for layer in "--preset warp-ridged" "--layer graph" "--layer world.height"; do
  for f in f32 png16 png; do
    extra=()
    [ "$f" = png ] && extra=(--hillshade)
    "$cli" render $layer "${streamed[@]}" "${extra[@]}" --format "$f" --out "$work/sw.$f" 2>/dev/null
    "$cli" render $layer "${streamed[@]}" "${extra[@]}" --format "$f" --block 48 --out "$work/ss.$f" 2>"$work/ss.log"
    if [ "$f" = png ]; then
      gdal_translate -q -of ENVI "$work/sw.$f" "$work/sw.rgb" >/dev/null 2>&1
      gdal_translate -q -of ENVI "$work/ss.$f" "$work/ss.rgb" >/dev/null 2>&1
      a=$work/sw.rgb b=$work/ss.rgb
    else
      a=$work/sw.$f b=$work/ss.$f
    fi
    grep -q "streamed: 150 x 100 in 3 bands" "$work/ss.log" && [ -s "$a" ] && cmp -s "$a" "$b" &&
      ok "render $layer $f ${extra[*]} streamed in 48² blocks = one fill" ||
      fail "render $layer $f ${extra[*]} streamed differs from one fill ($(head -c 200 "$work/ss.log"))"
  done
done
# Beyond 4096 a side: 5000 x 3 f32 (sidecar and all) whose first 4096 columns are the 4096-wide render's.
"$cli" render --preset warp-ridged --seed 5 --step 0.0013 --width 5000 --height 3 --out "$work/wide.f32" 2>/dev/null &&
  "$cli" render --preset warp-ridged --seed 5 --step 0.0013 --width 4096 --height 3 --out "$work/narrow.f32" 2>/dev/null &&
  python3 - "$work/wide.f32" "$work/narrow.f32" <<'PY' && ok "render 5000 x 3 (streamed) = the 4096-wide render where they overlap" ||
import sys
w, n = (open(p, "rb").read() for p in sys.argv[1:])
sys.exit(0 if len(w) == 5000 * 3 * 4 and all(w[r * 20000:r * 20000 + 16384] == n[r * 16384:(r + 1) * 16384] for r in range(3)) else 1)
PY
  fail "render 5000 x 3 streamed differs from the 4096-wide render"
why=$(gdal_is "$work/wide.f32" 5000 3 Float32 0 0 0.0013) && ok "gdalinfo reads the streamed wide.f32 as 5000 x 3 Float32" ||
  fail "gdalinfo on the streamed wide.f32: $why"
expect_error "not tileable" "$cli" render --layer islands.biome --width 5000 --height 5000 --out "$work/x.png"
expect_error "--points" "$cli" render --layer world.rgb --width 5000 --height 10 --points "$work/x.csv" --out "$work/x.png"
expect_error "--block" "$cli" render --preset islands --block 8 --out "$work/x.png"
[ ! -e "$work/x.csv" ] || fail "a refused streamed render left x.csv"

# ---- regions and trees of big worlds (issue 27) ----
# tiles --points: 2 x 2 tiles of 40 write the points of their half-open areas; together (sorted) they are the one 80²
# tile's points, none twice; for the trees (world.rgb) and the endless regions' sites, near the origin and far out,
# and with --overlap (a tile's points are those of its own part, not of the columns it shares).
sorted_points() { cat "$@" | grep -v '^x,y' | sort; }
for case in "world.rgb --x0 -333.5 --y0 71.25 --step 3" "regions.endless --x0 -333.5 --y0 71.25 --step 9" \
  "world.rgb --x0 999999999990000 --y0 -999999999995000 --step 4" "regions.endless --x0 -999999999990000 --y0 0 --step 16" \
  "world.rgb --x0 -333.5 --y0 71.25 --step 3 --overlap 2"; do
  read -r layer view <<<"$case"
  "$cli" tiles --layer $layer $view --seed 4 --format png --points csv --tile-size 40 --tiles 0:1,0:1 --quiet \
    --out "$work/p4" && "$cli" tiles --layer $layer $view --seed 4 --format png --points csv --tile-size 80 \
    --tiles 0:0,0:0 --quiet --out "$work/p1" || fail "tiles --points ($case)"
  n=$(sorted_points "$work/p1/tile_0_0.points.csv" | wc -l)
  if ((n > 0)) && cmp -s <(sorted_points "$work"/p4/tile_*.points.csv) <(sorted_points "$work/p1/tile_0_0.points.csv") &&
    [ -z "$(sorted_points "$work"/p4/tile_*.points.csv | cut -d, -f1,2 | uniq -d)" ]; then
    ok "tiles --points ($case): 4 tiles' points = the 80² tile's $n, none twice"
  else
    fail "tiles --points ($case): the tiles' points differ from the whole tile's ($n)"
  fi
  "$cli" tiles --verify "$work/p4" --deep --quiet >/dev/null || fail "tiles --verify --deep with --points ($case)"
  rm -rf "$work/p4" "$work/p1"
done
"$cli" tiles --layer world.rgb --format png --points geojson --tile-size 32 --tiles 0:1,0:0 --quiet --out "$work/pg" &&
  python3 -c 'import json,sys; sys.exit(0 if all(json.load(open(f))["type"] == "FeatureCollection" for f in sys.argv[1:]) else 1)' \
    "$work"/pg/tile_*.points.geojson && ok "tiles --points geojson: a FeatureCollection per tile" || fail "tiles --points geojson"
echo garbage >"$work/pg/tile_1_0.points.geojson"
"$cli" tiles --verify "$work/pg" --quiet >/dev/null 2>"$work/pg.log"
(($? == 1)) && grep -q "tile_1_0.points.geojson: its bytes differ" "$work/pg.log" &&
  ok "tiles --verify finds a changed points file" || fail "tiles --verify missed a changed points file: $(cat "$work/pg.log")"
"$cli" tiles --layer world.rgb --format png --points geojson --tile-size 32 --tiles 0:1,0:0 --quiet --out "$work/pg" &&
  "$cli" tiles --verify "$work/pg" --quiet >/dev/null && ok "a rerun remakes the changed points file" ||
  fail "a rerun did not remake the points file"
expect_error "csv or geojson" "$cli" tiles --layer world.rgb --format png --points txt --tiles 0:0,0:0 --out "$work/x"
expect_error "has no points" "$cli" tiles --preset islands --points csv --tiles 0:0,0:0 --out "$work/x"
# A view over 4096 placement chunks (79 x 79 of 128 units) used to say "0 trees": its trees are placed now.
"$cli" render --layer world.rgb --width 64 --height 64 --step 160 --out "$work/big.png" 2>"$work/big.log"
trees=$(grep -o '[0-9]* trees' "$work/big.log" | cut -d' ' -f1)
((${trees:-0} > 1000)) && ok "render over 79² placement chunks: $trees trees (it said 0)" ||
  fail "render over 79² placement chunks: $(cat "$work/big.log")"
# Over the limit (512 x 512 chunks): the summary says the trees were not placed and why; --points is an error.
"$cli" render --layer world.rgb --width 64 --height 64 --step 1024 --out "$work/huge.png" 2>"$work/huge.log" &&
  grep -q "trees not placed (trees: the area spans 505 x 505 placement chunks .* at most 65536 chunks" "$work/huge.log" &&
  ! grep -q " 0 trees" "$work/huge.log" && ok "render over 505² placement chunks: \"$(grep -o 'trees not placed.*65536 chunks' "$work/huge.log")\"" ||
  fail "render over the tree limit: $(cat "$work/huge.log")"
expect_error "at most 65536 chunks" "$cli" render --layer world.rgb --width 64 --height 64 --step 1024 --points "$work/x.csv" --out "$work/x.png"
expect_error "at most 65536 chunks" "$cli" render --layer world.rgb --width 64 --height 64 --step 1024 --mark-points --out "$work/x.png"
[ ! -e "$work/x.csv" ] && [ ! -e "$work/x.png" ] && ok "the refused --points renders wrote nothing" || fail "a refused --points render wrote a file"
# regions.endless: any viewport, the ±1e15 corner too; streamed in 48² blocks its values (the hash printed) are one
# fill's, and its pixels too (PNG encoders differ: compared through gdal_translate when GDAL is there).
for corner in "-300 250" "999999999999000 -999999999999000"; do
  read -r x0 y0 <<<"$corner"
  "$cli" render --layer regions.endless --seed 3 --x0 "$x0" --y0 "$y0" --width 150 --height 100 --out "$work/rw.png" 2>"$work/rw.log"
  "$cli" render --layer regions.endless --seed 3 --x0 "$x0" --y0 "$y0" --width 150 --height 100 --block 48 --out "$work/rs.png" 2>"$work/rs.log"
  whole=$(grep -o 'hash [0-9a-f]*' "$work/rw.log") streamed=$(grep -o 'hash [0-9a-f]* (streamed' "$work/rs.log")
  pixels=same
  if command -v gdal_translate >/dev/null; then
    gdal_translate -q -of ENVI "$work/rw.png" "$work/rw.rgb" >/dev/null 2>&1
    gdal_translate -q -of ENVI "$work/rs.png" "$work/rs.rgb" >/dev/null 2>&1
    cmp -s "$work/rw.rgb" "$work/rs.rgb" || pixels=differ
  fi
  if [ -n "$whole" ] && [ "$streamed" = "$whole (streamed" ] && [ $pixels = same ] && grep -q " [1-9][0-9]* sites" "$work/rw.log"; then
    ok "render regions.endless at ($x0, $y0): $(grep -o '[0-9]* sites' "$work/rw.log"), streamed in 48² blocks = one fill ($whole)"
  else
    fail "render regions.endless at ($x0, $y0): $(cat "$work/rw.log" "$work/rs.log") pixels $pixels"
  fi
done

# ---- bad options ----
expect_error "--tiles" "$cli" tiles --preset islands --tiles 3:1,0:0 --out "$work/x"
expect_error "outside" "$cli" tiles --preset islands --tiles 0:2000000,0:0 --out "$work/x"
expect_error "at most" "$cli" tiles --preset islands --tile-size 1 --tiles 0:1023,0:1024 --out "$work/x"
expect_error "--tiles" "$cli" tiles --preset islands --tiles 0:1 --out "$work/x"
expect_error "--tile-size" "$cli" tiles --preset islands --tile-size 0 --tiles 0:1,0:1 --out "$work/x"
expect_error "--tile-size" "$cli" tiles --preset islands --tile-size 5000 --tiles 0:1,0:1 --out "$work/x"
expect_error "does not exist" "$cli" tiles --preset islands --tiles 0:1,0:1 --shard 4/4 --out "$work/x"
expect_error "--shard" "$cli" tiles --preset islands --tiles 0:1,0:1 --shard 1-4 --out "$work/x"
expect_error "JOB_COMPLETION_INDEX" env -u JOB_COMPLETION_INDEX -u SLURM_ARRAY_TASK_ID \
  "$cli" tiles --preset islands --tiles 0:1,0:1 --shard auto --out "$work/x"
expect_error "--step" "$cli" tiles --preset islands --tiles 0:1,0:1 --step 0 --out "$work/x"
expect_error "within ±1e15" "$cli" tiles --preset islands --tiles 0:1000,0:1 --x0 1e308 --step 1e303 --out "$work/x"
# Issue 27, defect 7: each worker thread holds one tile's map (the layer's buffers, counted as the WASM module
# counts them): 8 threads x 4096² tiles of world.height is 18.0 GiB, one 4096² world.rgb render 2.2 GiB; refused.
expect_error "tiles needs 18.0 GiB (134217728 samples × 18 layers × 8 bytes); the limit per request is 1 GiB: 8 threads each holding a 4096² tile of world.height" \
  "$cli" --threads 8 tiles --layer world.height --tile-size 4096 --tiles 0:7,0:0 --out "$work/x"
expect_error "2 threads each holding a 2048² tile" "$cli" --threads 2 tiles --layer world.rgb --format png --tile-size 2048 --tiles 0:1,0:0 --out "$work/x"
expect_error "render needs 2.2 GiB" "$cli" render --layer world.rgb --size 4096 --out "$work/x.png"
[ ! -e "$work/x" ] && ok "the refused plans left no folder" || fail "a refused plan left $work/x"
expect_error "instead of --width" "$cli" tiles --preset islands --tiles 0:1,0:1 --width 10 --out "$work/x"
expect_error "cannot be tiled" "$cli" tiles --layer islands.biome --tiles 0:1,0:1 --out "$work/x"
expect_error "holds colours" "$cli" tiles --layer world.rgb --tiles 0:1,0:1 --format f32 --out "$work/x"
expect_error "--width" "$cli" render --preset islands --width 0 --out "$work/x.png"
expect_error "--height" "$cli" render --preset islands --height 65537 --out "$work/x.png"
expect_error "within ±1e15" "$cli" render --preset islands --x0 1e308 --step 1e305 --width 4096 --out "$work/x.png"
expect_error "unknown layer" "$cli" render --layer nope --out "$work/x.png"
expect_error "--range" "$cli" render --preset islands --format png16 --range 1:0 --out "$work/x.png"
expect_error "must be square" "$cli" render --layer islands.biome --width 100 --height 50 --out "$work/x.png"
expect_error "holds colours" "$cli" render --layer regions --out "$work/x.f32"
[ ! -e "$work/x" ] && [ ! -e "$work/x.png" ] && [ ! -e "$work/x.f32" ] && ok "no file was written for bad options" ||
  fail "a refused command left a file behind"

# ---- issue 27, defect 3: one folder never mixes two runs ----
# --params FILE is stored as its contents: a changed file is another run (the plan differs).
echo '{"frequency": 2.0}' >"$work/params.json"
small27=(--preset tutorial-fbm --tile-size 16 --tiles 0:3,0:1 --quiet)
"$cli" tiles "${small27[@]}" --params "$work/params.json" --shard 0/2 --out "$work/params-run" ||
  fail "tiles with --params FILE"
echo '{"frequency": 2.5}' >"$work/params.json"
expect_error "another run" "$cli" tiles "${small27[@]}" --params "$work/params.json" --shard 1/2 --out "$work/params-run"
grep -qF 'frequency\":2.0' "$work/params-run/plan.json" && ok "plan.json holds --params' JSON, not the file's name" ||
  fail "plan.json does not hold the params file's contents"
# Two different runs started at once into one folder: the plan is created exclusively, one of them is refused.
mixed=0
for attempt in 1 2 3 4 5 6; do
  "$cli" tiles --preset islands --seed 1 --tile-size 8 --tiles 0:3,0:3 --quiet --out "$work/race-$attempt" 2>/dev/null &
  "$cli" tiles --preset islands --seed 2 --tile-size 8 --tiles 0:3,0:3 --quiet --out "$work/race-$attempt" 2>/dev/null
  b=$?
  wait $!
  a=$?
  ((a == 0 && b == 0)) && mixed=$((mixed + 1))
  ((a != 0 && b != 0)) && mixed=$((mixed + 1))
done
((mixed == 0)) && ok "two different runs started at once in one folder: one runs, the other is refused (6 times)" ||
  fail "two different runs started at once: $mixed of 6 times not exactly one refused"
# Every record carries the run's identity: a record of another run copied in is refused by --merge and a resume.
"$cli" tiles --preset islands --seed 1 --tile-size 8 --tiles 0:1,0:0 --quiet --out "$work/run-a"
"$cli" tiles --preset islands --seed 2 --tile-size 8 --tiles 0:1,0:0 --quiet --out "$work/run-b"
cp "$work/run-b/.parts/tile_1_0.json" "$work/run-a/.parts/tile_1_0.json"
cp "$work/run-b/tile_1_0.f32" "$work/run-a/tile_1_0.f32"
expect_error "another run" "$cli" tiles --merge "$work/run-a"
expect_error "another run" "$cli" tiles --preset islands --seed 1 --tile-size 8 --tiles 0:1,0:0 --out "$work/run-a"

# ---- defect 4: links planted in the folder are never followed ----
echo "precious" >"$work/outside.txt"
mkdir -p "$work/links" "$work/outside-dir"
ln -s "$work/outside.txt" "$work/links/tile_0_0.f32"
ln -s "$work/outside.txt" "$work/links/index.json"
"$cli" tiles --preset islands --tile-size 8 --tiles 0:1,0:0 --quiet --out "$work/links" || fail "tiles over planted links"
[ "$(cat "$work/outside.txt")" = "precious" ] && [ ! -L "$work/links/tile_0_0.f32" ] && [ -f "$work/links/tile_0_0.f32" ] &&
  [ ! -L "$work/links/index.json" ] && ok "links planted as a tile and index.json are replaced, not written through" ||
  fail "a planted link was written through: outside.txt holds \"$(head -c 40 "$work/outside.txt")\""
mkdir -p "$work/zero"
ln -s /dev/zero "$work/zero/plan.json"
expect_error "symbolic link" "$cli" tiles --preset islands --tile-size 8 --tiles 0:1,0:0 --out "$work/zero"
mkdir -p "$work/parts-link"
ln -s "$work/outside-dir" "$work/parts-link/.parts"
expect_error "symbolic link" "$cli" tiles --preset islands --tile-size 8 --tiles 0:1,0:0 --out "$work/parts-link"
[ -z "$(ls -A "$work/outside-dir")" ] && ok "nothing was written through a .parts link" || fail "written through .parts: $(ls -A "$work/outside-dir")"
cp -r "$work/run-b" "$work/record-link"
rm "$work/record-link/.parts/tile_0_0.json"
ln -s "$work/outside.txt" "$work/record-link/.parts/tile_0_0.json"
expect_error "symbolic link" "$cli" tiles --preset islands --seed 2 --tile-size 8 --tiles 0:1,0:0 --out "$work/record-link"
cp -r "$work/run-b" "$work/tile-link"
rm "$work/tile-link/tile_1_0.f32"
ln -s "$work/outside.txt" "$work/tile-link/tile_1_0.f32"
expect_error "symbolic link" "$cli" tiles --verify "$work/tile-link"
[ "$(cat "$work/outside.txt")" = "precious" ] && ok "outside.txt untouched by every run above" || fail "outside.txt changed"

# ---- defect 6: crafted plans and indexes get messages, not crashes, hangs or huge allocations ----
# (144 tiles: an index whose size the plan allows, with one entry 40,000 levels deep)
"$cli" tiles --preset islands --tile-size 2 --tiles 0:11,0:11 --quiet --out "$work/deep"
python3 - "$work/deep/index.json" <<'PY'
import json, sys
p = sys.argv[1]; text = open(p).read()
at = text.rindex('"tiles": [') + len('"tiles": [')  # the tile list (the settings' "tiles" comes first)
open(p, "w").write(text[:at] + "[" * 40000 + "]" * 40000 + "," + text[at:])
PY
expect_error "nests deeper" "$cli" tiles --verify "$work/deep"
cp -r "$work/run-b" "$work/huge"
python3 - "$work/huge/index.json" <<'PY'
import json, sys
p = sys.argv[1]; i = json.load(open(p))
i["tiles"] = i["tiles"] * 150000  # about 40 MB for a run of 2 tiles
json.dump(i, open(p, "w"))
PY
expect_error "more than the limit" "$cli" tiles --verify "$work/huge"
# plan_edit DIR PYTHON: rewrites DIR/plan.json's settings s (and index.json's, if there) with the statement.
plan_edit() {
  python3 - "$1" "$2" <<'PY'
import json, os, sys
for name in ("plan.json", "index.json"):
    p = os.path.join(sys.argv[1], name)
    if os.path.exists(p):
        j = json.load(open(p)); s = j["settings"]; exec(sys.argv[2]); json.dump(j, open(p, "w"), indent=1)
PY
}
cp -r "$work/run-b" "$work/wide"
plan_edit "$work/wide" 's["tiles"] = [-(1 << 62), 1 << 62, 0, 0]'
expect_error "tile index" timeout 20 "$cli" tiles --merge "$work/wide"
cp -r "$work/run-b" "$work/bigtile"
plan_edit "$work/bigtile" 's["tile_size"] = 1000000'
expect_error "tile_size" "$cli" tiles --verify "$work/bigtile" --deep
plan_edit "$work/bigtile" 's["tile_size"] = 1e20'
expect_error "tile_size" "$cli" tiles --verify "$work/bigtile" --deep
expect_error "SLURM_ARRAY_TASK_ID must be" env SLURM_ARRAY_TASK_ID=-9223372036854775808 SLURM_ARRAY_TASK_MIN=1 \
  SLURM_ARRAY_TASK_COUNT=2 "$cli" tiles --preset islands --tiles 0:1,0:1 --shard auto --out "$work/x"
expect_error "SLURM_ARRAY_TASK_MIN must be" env SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_MIN=-9223372036854775807 \
  SLURM_ARRAY_TASK_COUNT=2 "$cli" tiles --preset islands --tiles 0:1,0:1 --shard auto --out "$work/x"

# ---- defect 8: leftover temporary files and interruption ----
cp -r "$work/run-b" "$work/stale"
echo part >"$work/stale/tile_0_0.f32.tmp-abcDEF"
echo part >"$work/stale/.parts/tile_0_0.json.tmp-XYZ123"
echo mine >"$work/stale/notes.tmp-x"                     # not the CLI's pattern: kept
ln -s "$work/outside.txt" "$work/stale/link.tmp-aaaaaa"  # a link: never followed, kept
"$cli" tiles --preset islands --seed 2 --tile-size 8 --tiles 0:1,0:0 --out "$work/stale" 2>"$work/stale.log"
if grep -q "removed 2 temporary files" "$work/stale.log" && [ ! -e "$work/stale/tile_0_0.f32.tmp-abcDEF" ] &&
  [ ! -e "$work/stale/.parts/tile_0_0.json.tmp-XYZ123" ] && [ -f "$work/stale/notes.tmp-x" ] && [ -L "$work/stale/link.tmp-aaaaaa" ] &&
  [ "$(cat "$work/outside.txt")" = "precious" ]; then
  ok "a rerun removes (and reports) the temporary files a killed run left, nothing else"
else
  fail "stale temporary files: $(tail -1 "$work/stale.log"); left: $(ls -A "$work/stale" "$work/stale/.parts" | tr '\n' ' ')"
fi
# SIGINT and SIGTERM during a run: the workers stop after their tile, no temporary file is left, the exit status is
# 128 + the signal, and a rerun resumes to the bytes of an uninterrupted run. (env --default-signal: a script's
# background jobs start with SIGINT ignored, which the CLI respects.)
long=(--preset warp-single --seed 4 --tile-size 256 --tiles 0:19,0:19 --threads 2)
"$cli" tiles "${long[@]}" --quiet --out "$work/whole-run"
for sig in INT TERM; do
  [ "$sig" = INT ] && want=130 || want=143
  env --default-signal=INT "$cli" tiles "${long[@]}" --out "$work/int-$sig" 2>"$work/int-$sig.log" &
  pid=$!
  sleep 1
  kill -"$sig" "$pid"
  wait "$pid"
  status=$?
  made=$(ls "$work/int-$sig" | grep -Ec '^tile_[^.]*\.(png|f32|f64)$')  # tiles, not their sidecars
  left=$(find "$work/int-$sig" -name '*.tmp-*' | wc -l)
  if ((status == want && left == 0 && made < 400)) && grep -q "interrupted; rerun to resume" "$work/int-$sig.log"; then
    ok "SIG$sig: exit $status, \"$(tail -1 "$work/int-$sig.log")\", $made of 400 tiles, no temporary file"
  else
    fail "SIG$sig: exit $status (want $want), $made tiles, $left temporary files, log: $(tail -1 "$work/int-$sig.log")"
  fi
  "$cli" tiles "${long[@]}" --quiet --out "$work/int-$sig" && same_dirs "$work/whole-run" "$work/int-$sig" &&
    ok "SIG$sig: the rerun resumes to the uninterrupted run's index and tiles, byte for byte" ||
    fail "SIG$sig: the resumed run differs from the uninterrupted one"
done

# ---- unwritable and full outputs: nothing existing is replaced by a part ----
expect_error "No space left" "$cli" render --preset islands --format png --out /dev/full
expect_error "/dev/full" "$cli" tiles --preset islands --tiles 0:0,0:0 --out /dev/full
expect_error "/dev/full" "$cli" hash --layer graph --graph /dev/full/x.json

storage_checks() {  # runs in a private mount namespace (root) with a full and a read-only folder
  local full=$1 ro=$2
  echo "old contents" >"$full/map.f64"
  expect_error "No space left" "$cli" render --preset islands --format f64 --out "$full/map.f64"
  [ "$(cat "$full/map.f64")" = "old contents" ] && ok "the full disk kept the existing map.f64 whole" || fail "map.f64 was replaced"
  [ -z "$(ls -A "$full" | grep -v '^map.f64$')" ] && ok "no temporary file left on the full disk" || fail "left: $(ls -A "$full")"
  expect_error "No space left" "$cli" tiles --preset islands --tile-size 256 --tiles 0:3,0:3 --out "$full/tiles"
  [ -z "$(ls -A "$full/tiles" | grep tmp)" ] && ok "the tiles that fitted are whole; no temporary file left" ||
    fail "left: $(ls -A "$full/tiles")"
  expect_error "Read-only" "$cli" render --preset islands --out "$ro/map.png"
  [ "$(cat "$ro/map.png")" = "old image" ] && ok "the read-only folder kept the existing map.png" || fail "map.png changed"
  expect_error "Read-only" "$cli" tiles --preset islands --tiles 0:1,0:1 --out "$ro/tiles"
}
if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
  export cli work failures
  export -f ok fail expect_error storage_checks
  # tmpfs folders: one of 192 KiB (a 256² map of doubles is 512 KiB), one remounted read-only.
  unshare -m bash -c '
    mkdir -p "$work/full" "$work/ro"
    mount -t tmpfs -o size=192k tmpfs "$work/full" && mount -t tmpfs -o size=64k tmpfs "$work/ro" || exit 3
    echo "old image" >"$work/ro/map.png"
    mount -o remount,ro "$work/ro" || exit 3
    storage_checks "$work/full" "$work/ro"
    exit $failures'
  status=$?
  ((status == 3)) && echo "FAIL could not mount the test folders"
  ((failures += status))
else
  # Without root: a folder the user may not write to; a full disk cannot be made.
  mkdir -p "$work/ro" && echo "old image" >"$work/ro/map.png" && chmod 555 "$work/ro"
  expect_error "Permission denied" "$cli" render --preset islands --out "$work/ro/map.png"
  [ "$(cat "$work/ro/map.png")" = "old image" ] && ok "the read-only folder kept map.png" || fail "map.png changed"
  chmod 755 "$work/ro"
  echo "SKIP the full-disk check needs root (a tmpfs mount in a private namespace)"
fi

echo "tiles and render checks: $failures failed"
((failures == 0))
