// FNV-1a-64 over doubles (their little-endian IEEE-754 bytes) and over raw bytes, and its hex form.
#include "worldlab/hash.hpp"

#include <cstring>

namespace worldlab {

namespace {
constexpr std::uint64_t kFnvPrime = 0x100000001b3ull;  // FNV 64-bit prime
}

std::uint64_t fnv1a64_bytes_continue(std::uint64_t h, std::span<const unsigned char> bytes) noexcept {
  for (unsigned char b : bytes) {
    h ^= b;
    h *= kFnvPrime;
  }
  return h;
}

std::uint64_t fnv1a64_bytes(std::span<const unsigned char> bytes) noexcept {
  return fnv1a64_bytes_continue(kFnv1a64Basis, bytes);
}

std::uint64_t fnv1a64(std::span<const double> values) noexcept { return fnv1a64_continue(kFnv1a64Basis, values); }

std::uint64_t fnv1a64_continue(std::uint64_t h, std::span<const double> values) noexcept {
  for (double v : values) {
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    for (int k = 0; k < 8; ++k) {  // little-endian byte order, whatever the host's
      h ^= (bits >> (8 * k)) & 0xffu;
      h *= kFnvPrime;
    }
  }
  return h;
}

std::string hex64(std::uint64_t value) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string s(16, '0');
  for (int k = 15; k >= 0; --k, value >>= 4) s[static_cast<std::size_t>(k)] = kDigits[value & 0xfu];
  return s;
}

}  // namespace worldlab
