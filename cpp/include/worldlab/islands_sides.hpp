// The windward and lee sides of each island of an Islands climate map: moisture before and behind its ridge.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "worldlab/islands_climate.hpp"

namespace worldlab::islands {

// An island is 4-connected land (height >= threshold). Each line of cells along the wind (a strip one cell wide:
// the cells whose centre rounds to the same offset across the wind) crosses an island at a ridge, its highest
// cell there (the first in row-major order among equal heights). The island's cells on that line before the
// ridge face the wind (windward), those after it lie behind it (lee); the ridge cell counts in neither. So a
// long ridge across the wind splits its island along the ridge, and every hill the wind crosses has both sides.
struct IslandSide {
  std::size_t cells = 0;
  std::size_t windward_cells = 0, lee_cells = 0;
  double windward_moisture = 0.0;  // mean M of the windward side (0 when it has no cells)
  double lee_moisture = 0.0;       // mean M of the lee side (0 when it has no cells)
};

inline constexpr std::uint8_t kSideNone = 0;      // water, or a ridge cell
inline constexpr std::uint8_t kSideWindward = 1;  // before its island's ridge along the wind
inline constexpr std::uint8_t kSideLee = 2;       // behind it

struct IslandSides {
  // Every island's windward and lee cells pooled: the land-weighted means.
  double windward_moisture = 0.0;
  double lee_moisture = 0.0;
  std::size_t windward_cells = 0, lee_cells = 0;
  // Islands with cells on both sides, and of those the ones whose lee is drier than their windward side.
  std::size_t two_sided = 0, lee_drier = 0;
  std::vector<IslandSide> islands;  // in row-major order of their first cell
  std::vector<std::uint8_t> side;   // per cell: kSideNone, kSideWindward or kSideLee
};

// The wind direction is w.angle's, as the sweep uses it (with the wind off the angle still says which sides).
IslandSides island_sides(const ClimateMap& map, const WindParams& w);

}  // namespace worldlab::islands
