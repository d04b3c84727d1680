// FNV-1a-64 over the little-endian bytes of each double, in order: the same digest as the core's
// hashField. Arithmetic is done on four 16-bit limbs in ordinary numbers (exact, and much faster than
// BigInt); the result is 16 lowercase hex digits.

const LITTLE_ENDIAN = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f;

function littleEndianBytes(data: Float64Array): Uint8Array {
  if (LITTLE_ENDIAN) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const bytes = new Uint8Array(data.length * 8);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < data.length; i++) view.setFloat64(i * 8, data[i], true);
  return bytes;
}

export function fnv1a64Bytes(bytes: Uint8Array): string {
  // offset basis 0xcbf29ce484222325, h0 is the least significant limb
  let h0 = 0x2325, h1 = 0x8422, h2 = 0x9ce4, h3 = 0xcbf2;
  for (let i = 0; i < bytes.length; i++) {
    h0 ^= bytes[i];
    // h *= 0x100000001b3 (mod 2^64), i.e. h * 0x1b3 + (h << 40)
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (t1 >>> 16) + ((h0 & 0xff) << 8);
    const t3 = h3 * 0x1b3 + (t2 >>> 16) + (h0 >>> 8) + ((h1 & 0xff) << 8);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  const hex = (limb: number) => limb.toString(16).padStart(4, '0');
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}

export function fnv1a64(data: Float64Array): string {
  return fnv1a64Bytes(littleEndianBytes(data));
}
