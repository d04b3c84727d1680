// The windward and lee sides of each island of an Islands climate map (islands_sides.hpp).
#include "worldlab/islands_sides.hpp"

#include <cmath>
#include <unordered_map>

#include "worldlab/detmath.hpp"

namespace worldlab::islands {

IslandSides island_sides(const ClimateMap& map, const WindParams& w) {
  const int n = map.n;
  const std::size_t cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  if (n < 1 || n > kMaxSide || map.height.size() != cells || map.moisture.size() != cells)
    throw InvalidArgument("map: every array must hold n * n values");
  validate(w);
  // The wind's direction in (col, row) space, as the sweep and climate_stats use it.
  const double a = (w.angle * 0x1.921fb54442d18p+1) / 180.0;
  const double wx = detmath::cos(a), wy = detmath::sin(a);
  const auto is_land = [&](std::size_t i) { return map.height[i] >= map.threshold; };

  // The islands (4-connected land), labelled in row-major order of their first cell.
  std::vector<std::int32_t> label(cells, -1);
  std::vector<std::size_t> stack;
  IslandSides out;
  for (std::size_t start = 0; start < cells; ++start) {
    if (!is_land(start) || label[start] >= 0) continue;
    const auto id = static_cast<std::int32_t>(out.islands.size());
    IslandSide island;
    label[start] = id;
    stack.assign(1, start);
    while (!stack.empty()) {
      const std::size_t i = stack.back();
      stack.pop_back();
      ++island.cells;
      const int row = static_cast<int>(i / n), col = static_cast<int>(i % n);
      const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
      for (int k = 0; k < 4; ++k) {
        const int rr = row + dr[k], cc = col + dc[k];
        if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
        const std::size_t j = static_cast<std::size_t>(rr) * n + cc;
        if (is_land(j) && label[j] < 0) {
          label[j] = id;
          stack.push_back(j);
        }
      }
    }
    out.islands.push_back(island);
  }

  // Each cell's line along the wind (its offset across the wind, rounded) and its position along it.
  const auto across = [&](int col, int row) { return std::lround(-wy * col + wx * row); };
  const auto along = [&](int col, int row) { return wx * col + wy * row; };
  const std::int64_t lines = 4 * static_cast<std::int64_t>(n) + 3;  // |offset| <= 2n
  const auto key = [&](std::size_t i) {
    const int row = static_cast<int>(i / n), col = static_cast<int>(i % n);
    return static_cast<std::int64_t>(label[i]) * lines + across(col, row) + 2 * static_cast<std::int64_t>(n) + 1;
  };
  // The ridge of every (island, line): its highest cell, the first in row-major order among equals.
  std::unordered_map<std::int64_t, std::size_t> ridge;
  for (std::size_t i = 0; i < cells; ++i) {
    if (label[i] < 0) continue;
    const auto [it, fresh] = ridge.try_emplace(key(i), i);
    if (!fresh && map.height[i] > map.height[it->second]) it->second = i;
  }

  out.side.assign(cells, kSideNone);
  std::vector<double> wet(out.islands.size()), lee(out.islands.size());
  double wet_all = 0.0, lee_all = 0.0;
  for (std::size_t i = 0; i < cells; ++i) {
    if (label[i] < 0) continue;
    const std::size_t top = ridge.at(key(i));
    const double here = along(static_cast<int>(i % n), static_cast<int>(i / n));
    const double crest = along(static_cast<int>(top % n), static_cast<int>(top / n));
    IslandSide& island = out.islands[label[i]];
    if (here < crest) {
      out.side[i] = kSideWindward;
      ++island.windward_cells;
      wet[label[i]] += map.moisture[i];
      wet_all += map.moisture[i];
    } else if (here > crest) {
      out.side[i] = kSideLee;
      ++island.lee_cells;
      lee[label[i]] += map.moisture[i];
      lee_all += map.moisture[i];
    }
  }
  for (std::size_t k = 0; k < out.islands.size(); ++k) {
    IslandSide& island = out.islands[k];
    if (island.windward_cells) island.windward_moisture = wet[k] / static_cast<double>(island.windward_cells);
    if (island.lee_cells) island.lee_moisture = lee[k] / static_cast<double>(island.lee_cells);
    out.windward_cells += island.windward_cells;
    out.lee_cells += island.lee_cells;
    if (island.windward_cells && island.lee_cells) {
      ++out.two_sided;
      if (island.lee_moisture < island.windward_moisture) ++out.lee_drier;
    }
  }
  if (out.windward_cells) out.windward_moisture = wet_all / static_cast<double>(out.windward_cells);
  if (out.lee_cells) out.lee_moisture = lee_all / static_cast<double>(out.lee_cells);
  return out;
}

}  // namespace worldlab::islands
