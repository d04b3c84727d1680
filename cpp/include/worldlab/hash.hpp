// FNV-1a-64: the one hash every map, manifest entry, tile index and API answer is compared by.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace worldlab {

// FNV-1a-64 over the 8 little-endian bytes of each double's bit pattern, in order (whatever the host's
// byte order), so a map's hash is the same on every target.
std::uint64_t fnv1a64(std::span<const double> values) noexcept;
// Continue a hash over more doubles: fnv1a64(a ++ b) == fnv1a64_continue(fnv1a64(a), b).
std::uint64_t fnv1a64_continue(std::uint64_t hash, std::span<const double> values) noexcept;
// FNV-1a-64 over raw bytes (files, colour buffers).
std::uint64_t fnv1a64_bytes(std::span<const unsigned char> bytes) noexcept;
// Continue a byte hash: fnv1a64_bytes(a ++ b) == fnv1a64_bytes_continue(fnv1a64_bytes(a), b).
std::uint64_t fnv1a64_bytes_continue(std::uint64_t hash, std::span<const unsigned char> bytes) noexcept;
inline constexpr std::uint64_t kFnv1a64Basis = 0xcbf29ce484222325ull;  // FNV-1a 64-bit offset basis
// 16 lowercase hex digits.
std::string hex64(std::uint64_t value);

}  // namespace worldlab
