// Park–Miller SeededRandom, the seeded permutation, mulberry32 and the per-system stream derivation.
#include "worldlab/random.hpp"

#include <cmath>
#include <utility>

namespace worldlab {

SeededRandom::SeededRandom(std::int64_t seed) noexcept : state_(seed % kModulus) {
  // C++'s % truncates toward zero like JavaScript's, so negative seeds reduce the same way.
  if (state_ <= 0) state_ += kModulus - 1;
}

std::int64_t SeededRandom::next() noexcept {
  // state < 2^31 and 16807 < 2^15: the product fits easily in 64 bits (and exactly in a double,
  // which is why the JavaScript gets the same integer).
  state_ = state_ * kMultiplier % kModulus;
  return state_;
}

double SeededRandom::next_float() noexcept {
  return static_cast<double>(next() - 1) / static_cast<double>(kModulus - 1);
}

std::array<std::int16_t, 256> seeded_permutation(std::int64_t seed) noexcept {
  std::array<std::int16_t, 256> perm{};
  for (int i = 0; i < 256; ++i) perm[i] = static_cast<std::int16_t>(i);
  // JavaScript arrays accept index −1 as an ordinary property, initially undefined.
  std::int16_t minus_one = kUndefinedEntry;
  SeededRandom random(seed);
  for (int i = 255; i > 0; --i) {
    // next_float() is in [0, 1) except in state 0, where it is −1 / (2^31 − 2): the floor is then
    // −1. Either way the floored product lies in −1..i, so the conversion is in range.
    const int j = static_cast<int>(std::floor(random.next_float() * static_cast<double>(i + 1)));
    std::int16_t& other = j < 0 ? minus_one : perm[j];
    std::swap(perm[i], other);
  }
  return perm;
}

std::uint32_t Mulberry32::next_u32() noexcept {
  std::uint32_t t = state_ += 0x6D2B79F5u;
  t = (t ^ (t >> 15)) * (t | 1u);
  t ^= t + (t ^ (t >> 7)) * (t | 61u);
  return t ^ (t >> 14);
}

float Mulberry32::next_float() noexcept { return static_cast<float>(next_u32() >> 8) / 16777216.0f; }

namespace {
constexpr std::uint64_t kStreamFnvOffset = 0xcbf29ce484222325ull;
constexpr std::uint64_t kStreamFnvPrime = 0x100000001b3ull;

std::uint64_t fnv_bytes(std::uint64_t h, std::uint64_t value, int bytes) noexcept {
  for (int k = 0; k < bytes; ++k) {
    h ^= (value >> (8 * k)) & 0xffu;
    h *= kStreamFnvPrime;
  }
  return h;
}
}  // namespace

std::uint32_t stream_seed(std::int64_t world_seed, System system, std::int32_t chunk_x, std::int32_t chunk_y) noexcept {
  std::uint64_t h = kStreamFnvOffset;
  h = fnv_bytes(h, static_cast<std::uint64_t>(world_seed), 8);
  h = fnv_bytes(h, static_cast<std::uint32_t>(system), 4);
  h = fnv_bytes(h, static_cast<std::uint32_t>(chunk_x), 4);
  h = fnv_bytes(h, static_cast<std::uint32_t>(chunk_y), 4);
  // SplitMix64 finaliser (Steele, Lea and Flood 2014): spreads every input bit over the output.
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebull;
  h ^= h >> 31;
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

}  // namespace worldlab
