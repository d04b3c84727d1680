// Seeded generators: the tutorial's Park–Miller SeededRandom and permutation, and the lesson's mulberry32 with
// per-system streams.
#pragma once

#include <array>
#include <cstdint>

namespace worldlab {

// Park–Miller "minimal standard" generator (multiplier 16807, modulus 2^31 − 1), exactly as the
// tutorial's JavaScript SeededRandom. The seed is reduced with JavaScript's `%` (truncating, sign
// of the dividend), then seeds <= 0 are moved up by 2^31 − 2. For any |seed| <= 2^53 this is the
// tutorial's arithmetic to the bit; larger 64-bit seeds follow the same integer rule.
// One degenerate class: seeds whose remainder is −(2^31 − 2) (e.g. −2147483646, and so
// −2147483648 + 2) reduce to state 0, which Park–Miller never leaves; next_float() then returns
// −1 / (2^31 − 2), exactly as the JavaScript does. See seeded_permutation for what follows.
class SeededRandom {
 public:
  static constexpr std::int64_t kModulus = 2147483647;  // 2^31 − 1
  static constexpr std::int64_t kMultiplier = 16807;

  explicit SeededRandom(std::int64_t seed) noexcept;

  // Next state, in 1 .. 2^31 − 2.
  std::int64_t next() noexcept;
  // (next() − 1) / (2^31 − 2): a double in [0, 1).
  double next_float() noexcept;
  // The current state (after reduction), for tests.
  std::int64_t state() const noexcept { return state_; }

 private:
  std::int64_t state_;
};

// An entry the tutorial's JavaScript leaves `undefined` in its permutation (see below).
inline constexpr std::int16_t kUndefinedEntry = -32768;

// The seeded Fisher–Yates shuffle of 0..255 that every noise table uses (the tutorial's
// Simplex constructor): for i = 255 .. 1, j = floor(next_float() * (i + 1)), swap. Entries are
// 0..255. For the degenerate state-0 seeds next_float() is negative, j is −1 on every step, and
// JavaScript swaps with the array's property "-1": the table ends as [0, 2, 3, …, 255, undefined].
// That is reproduced here, with kUndefinedEntry for `undefined`, so those seeds also match.
std::array<std::int16_t, 256> seeded_permutation(std::int64_t seed) noexcept;

// mulberry32, exactly as the lesson: 32 bits of state, floats in [0, 1) with 24 bits.
class Mulberry32 {
 public:
  explicit Mulberry32(std::uint32_t state) noexcept : state_(state) {}
  std::uint32_t next_u32() noexcept;
  // float(next_u32() >> 8) / 2^24, exactly representable as a float and as a double.
  float next_float() noexcept;
  std::uint32_t state() const noexcept { return state_; }

 private:
  std::uint32_t state_;
};

// Systems that draw random numbers. Each gets its own stream so adding trees never moves caves.
// The numeric values are part of the stream derivation: never renumber, only append.
enum class System : std::uint32_t {
  kTerrain = 1,
  kClimate = 2,
  kRegions = 3,
  kPlacement = 4,
  kCaves = 5,
};

// The seed of one system's generator in one chunk: stream(world_seed, system, chunk_x, chunk_y).
// Derivation (documented so ports can reproduce it): start from FNV-1a-64's offset basis, mix in
// the 8 little-endian bytes of world_seed, then the 4 bytes of system, chunk_x and chunk_y (each as
// a two's-complement uint32), finish with the SplitMix64 finaliser and fold to 32 bits (hi ^ lo).
// Neighbouring chunks and systems get unrelated streams; the result depends on nothing else.
std::uint32_t stream_seed(std::int64_t world_seed, System system, std::int32_t chunk_x, std::int32_t chunk_y) noexcept;

inline Mulberry32 stream(std::int64_t world_seed, System system, std::int32_t chunk_x, std::int32_t chunk_y) noexcept {
  return Mulberry32(stream_seed(world_seed, system, chunk_x, chunk_y));
}

}  // namespace worldlab
