// Seeds lab, step 2: one stream per system and per chunk — its seed is a hash of (world seed, system, chunk).
const SYSTEMS = { terrain: 1, climate: 2, regions: 3, placement: 4, caves: 5 }; // never renumber, only add

function streamSeed(worldSeed, system, chunkX, chunkY) {
  const MASK = 0xffffffffffffffffn;
  let h = 0xcbf29ce484222325n; // FNV-1a-64 over the little-endian bytes of each input ...
  const mix = (value, bytes) => {
    for (let k = 0n; k < bytes; k++) {
      h ^= (value >> (8n * k)) & 0xffn;
      h = (h * 0x100000001b3n) & MASK;
    }
  };
  mix(BigInt.asUintN(64, BigInt(worldSeed)), 8n);
  mix(BigInt(system >>> 0), 4n);
  mix(BigInt(chunkX >>> 0), 4n); // negative chunks as two's complement
  mix(BigInt(chunkY >>> 0), 4n);
  h ^= h >> 30n; // ... then SplitMix64's finaliser, so neighbouring chunks get unrelated seeds
  h = (h * 0xbf58476d1ce4e5b9n) & MASK;
  h ^= h >> 27n;
  h = (h * 0x94d049bb133111ebn) & MASK;
  h ^= h >> 31n;
  return Number((h ^ (h >> 32n)) & 0xffffffffn); // folded to the 32 bits mulberry32 takes
}

function labMap() {
  const seeds = [];
  for (let system = 1; system <= 5; system++)
    for (let cy = -8; cy < 8; cy++) for (let cx = -8; cx < 8; cx++) seeds.push(streamSeed(1, system, cx, cy));
  return seeds; // five 16 × 16 maps, one per system
}
