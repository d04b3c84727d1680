// Determinism lab, step 1: a map's fingerprint — FNV-1a-64 over the 8 little-endian bytes of every double.
function fnv1a64(values) {
  const bytes = new DataView(new ArrayBuffer(8));
  let h = 0xcbf29ce484222325n; // FNV's 64-bit offset basis
  for (const value of values) {
    bytes.setFloat64(0, value, true); // true: little-endian, as the C++ side writes it
    for (let k = 0; k < 8; k++) {
      h ^= BigInt(bytes.getUint8(k));
      h = (h * 0x100000001b3n) & 0xffffffffffffffffn; // FNV's prime, modulo 2^64
    }
  }
  return h.toString(16).padStart(16, '0');
}

function labMap() {
  const p = permutation(1);
  const preset = { basis: 'simplex', frequency: 3, octaves: 4, gain: 0.5, lacunarity: 2, fold: 'none',
    warp: { strength: 1, frequency: 0.35, levels: 0 }, shape: 'none', island: false, falloff: 0.6 }; // tutorial-fbm
  const map = fillGrid({ x0: 0, y0: 0, step: 1 / 256, width: 256, height: 256 }, (u, v) => terrainHeight(p, preset, u, v));
  console.log(`tutorial-fbm, seed 1: ${fnv1a64(map)}`); // the hash the lab prints beside the native one
  return map;
}
