// FNV-1a-64 of a map's samples, for a map the page put together from row bands computed by several workers
// (no single worker saw all of it). The same definition as the core's fnv1a64 (cpp/include/worldlab/hash.hpp):
// the 8 little-endian bytes of each double's bit pattern, in order. tests/browser/pool.mjs checks it against
// the core's hash of the same map.

// The 64-bit state as two 32-bit halves. The FNV prime is 2^40 + 0x1b3, so h · prime = h · 0x1b3 + (h << 40);
// lo · 0x1b3 < 2^41 is exact in a double, and its part above 2^32 carries into the high half.
const PRIME_LOW = 0x1b3;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function fnv1a64(samples: Float64Array): string {
  // Read as 32-bit words: word 2k is the low half of double k, its bytes least significant first.
  const words = LITTLE_ENDIAN ? new Uint32Array(samples.buffer, samples.byteOffset, samples.length * 2) : littleEndianWords(samples);
  let hi = 0xcbf29ce4; // the offset basis 0xcbf29ce484222325
  let lo = 0x84222325;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    for (let shift = 0; shift < 32; shift += 8) {
      lo = (lo ^ ((word >>> shift) & 0xff)) >>> 0;
      const low = lo * PRIME_LOW;
      hi = (Math.imul(hi, PRIME_LOW) + ((low / 0x1_0000_0000) >>> 0) + (lo << 8)) >>> 0;
      lo = low >>> 0;
    }
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** The 32-bit words of the samples' little-endian bytes, on a machine that stores them the other way round. */
function littleEndianWords(samples: Float64Array): Uint32Array {
  const bytes = new DataView(new ArrayBuffer(samples.length * 8));
  samples.forEach((x, i) => bytes.setFloat64(i * 8, x, true));
  return Uint32Array.from({ length: samples.length * 2 }, (_, k) => bytes.getUint32(k * 4, true));
}
