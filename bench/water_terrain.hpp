// The heightmaps the water benchmarks route and erode (bench_water.cpp, water_tool.cpp): a shipped graph in metres, or
// white noise (every inner cell a likely pit).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/graph.hpp"
#include "worldlab/tasks.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab::bench {

// Metres between cell centres: 1024 cells span 30.7 km, a DEM's usual 30 m spacing.
inline constexpr double kWaterCellSize = 30.0;
// Metres per graph unit: the graphs' fBm lies in about [−1, 1], so hills of a few hundred metres.
inline constexpr double kWaterRelief = 500.0;

// "noise": heights uniform in [0, 100) m from SplitMix64 of the cell index (seed 1), so almost every inner
// cell is a pit. Any other name: that graph preset (seed 1) over u, v in [0, 1) (default_map_grid), times
// kWaterRelief. Throws std::invalid_argument (or the core's InvalidArgument) for an unknown name.
inline std::vector<double> water_terrain(std::string_view name, int side) {
  std::vector<double> h(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
  if (name == "noise") {
    std::uint64_t state = 1;
    for (double& v : h) {
      std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      z ^= z >> 31;
      v = 100.0 * static_cast<double>(z >> 11) * 0x1.0p-53;
    }
    return h;
  }
  const CompiledGraph graph(graph_preset(name), 1);
  fill_graph(graph, default_map_grid(side), h, kSerialTasks);
  for (double& v : h) v *= kWaterRelief;
  return h;
}

}  // namespace worldlab::bench
