// Internal to the tools library: how each area adds its grids to the determinism manifest.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/manifest.hpp"

namespace worldlab::manifest_detail {

class ManifestBuilder {
 public:
  // Hashes fn over the grid (out[row * width + col]) as one entry.
  void grid_entry(const std::string& name, const Grid& grid, const std::function<double(double, double)>& fn) {
    std::vector<double> out(grid.size());
    fill_grid(grid, out, fn);
    add(name, out);
  }
  // Hashes what fill(out) writes over the grid (a batch fill: SIMD kernels, rows over threads).
  template <class Fill>
  void fill_entry(const std::string& name, const Grid& grid, Fill&& fill) {
    std::vector<double> out(grid.size());
    fill(std::span<double>(out));
    add(name, out);
  }
  void add(const std::string& name, std::span<const double> values) {
    entries.push_back({name, fnv1a64(values), values.size()});
  }
  std::vector<ManifestEntry> entries;
};

// One function per area; build_manifest() calls each in a fixed order. Add yours in manifest.cpp.
void add_noise_entries(ManifestBuilder& b);
void add_climate_entries(ManifestBuilder& b);
void add_regions_entries(ManifestBuilder& b);
void add_water_entries(ManifestBuilder& b);
void add_biomes6_entries(ManifestBuilder& b);

}  // namespace worldlab::manifest_detail
