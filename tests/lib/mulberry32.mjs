// mulberry32 for the Node tests: numbers in [0, 1), the same sequence for the same seed, so a failure is reproduced by
// its seed (the generator the tutorial and the core's `mulberry32` use; this copy only feeds test inputs).
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
