// Seeds lab, step 1: our own generator — mulberry32, 32 bits of state, the same numbers on every platform.
function mulberry32(state) {
  return () => {
    state = (state + 0x6d2b79f5) >>> 0; // a fixed odd step around 2^32
    let t = Math.imul(state ^ (state >>> 15), state | 1); // then scramble the bits
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 8) / 16777216; // the top 24 bits: 0 <= value < 1, exact as a float
  };
}

function labMap() {
  const next = mulberry32(1);
  return Array.from({ length: 4096 }, next); // a 64 × 64 map of raw draws: static, not terrain
}
