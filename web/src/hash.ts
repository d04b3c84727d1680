// FNV-1a-64 of a map's samples, for a map the page put together from row bands computed by several workers
// (no single worker saw all of it). The same definition as the core's fnv1a64 (cpp/include/worldlab/hash.hpp):
// the 8 little-endian bytes of each double's bit pattern, in order. tests/browser/pool.mjs checks it against
// the core's hash of the same map.

// The 64-bit state as four 16-bit limbs, h0 the lowest. The FNV prime is 2^40 + 0x1b3, so
// h · prime = h · 0x1b3 + (h << 40) mod 2^64: each limb times 0x1b3 plus the carry from the limb below stays under
// 2^26, and h << 40 adds h0 << 8 to limb 2 and h1 << 8 to limb 3; small integers only, which the JIT keeps in
// registers (in Node's V8, 8 MB hashed in 23–32 ms against 57–72 ms for the two 32-bit halves and a double
// product this replaced).
const PRIME_LOW = 0x1b3;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** FNV-1a-64 of the samples of several arrays, one after the other (the bands of a map in order), as 16 hex digits. */
export function fnv1a64(...parts: Float64Array[]): string {
  let h0 = 0x2325; // the offset basis 0xcbf29ce484222325
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const samples of parts) {
    // Read as 32-bit words: word 2k is the low half of double k, its bytes least significant first.
    const words = LITTLE_ENDIAN ? new Uint32Array(samples.buffer, samples.byteOffset, samples.length * 2) : littleEndianWords(samples);
    for (let i = 0; i < words.length; i++) {
      const word = words[i];
      for (let shift = 0; shift < 32; shift += 8) {
        h0 ^= (word >>> shift) & 0xff;
        const t0 = h0 * PRIME_LOW;
        const t1 = h1 * PRIME_LOW + (t0 >>> 16);
        const t2 = h2 * PRIME_LOW + (t1 >>> 16) + (h0 << 8);
        const t3 = h3 * PRIME_LOW + (t2 >>> 16) + (h1 << 8);
        h0 = t0 & 0xffff;
        h1 = t1 & 0xffff;
        h2 = t2 & 0xffff;
        h3 = t3 & 0xffff;
      }
    }
  }
  const hex = (limb: number) => limb.toString(16).padStart(4, '0');
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}

/** The 32-bit words of the samples' little-endian bytes, on a machine that stores them the other way round. */
function littleEndianWords(samples: Float64Array): Uint32Array {
  const bytes = new DataView(new ArrayBuffer(samples.length * 8));
  samples.forEach((x, i) => bytes.setFloat64(i * 8, x, true));
  return Uint32Array.from({ length: samples.length * 2 }, (_, k) => bytes.getUint32(k * 4, true));
}
