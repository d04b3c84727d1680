// The determinism manifest: FNV-1a-64 hashes of grids of every function and preset, one per build.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "worldlab/hash.hpp"  // fnv1a64, hex64

namespace worldlab {

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
