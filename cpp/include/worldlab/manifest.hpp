// The determinism manifest: FNV-1a-64 hashes of grids of every function and preset, one per build.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace worldlab {

// FNV-1a-64 over the 8 little-endian bytes of each double's bit pattern, in order.
std::uint64_t fnv1a64(std::span<const double> values) noexcept;
std::uint64_t fnv1a64_bytes(std::span<const unsigned char> bytes) noexcept;
// 16 lowercase hex digits.
std::string hex64(std::uint64_t value);

struct ManifestEntry {
  std::string name;    // e.g. "simplex2/seed=1/near": function, seed, grid
  std::uint64_t hash;  // fnv1a64 of the grid
  std::size_t count;   // number of values hashed
};

// Every entry, in a fixed order. Builds the same list on every target.
std::vector<ManifestEntry> build_manifest();

// Describes this build: compiler, optimisation, instruction-set macros.
std::string build_description();

// {"format": "worldlab-manifest-1", "build": ..., "entries": {name: hash, ...}} with one entry a line.
std::string manifest_json(const std::vector<ManifestEntry>& entries);

}  // namespace worldlab
