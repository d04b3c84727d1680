// Statistics of an Islands climate map and the page's nine recipes as named presets.
#include <cmath>
#include <string>

#include "worldlab/climate.hpp"
#include "worldlab/detmath.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab::islands {

ClimateStats climate_stats(const ClimateMap& map, const WindParams& w) {
  const int n = map.n;
  const std::size_t cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  if (n < 1 || n > kMaxSide || map.height.size() != cells || map.temperature.size() != cells ||
      map.moisture.size() != cells || map.biome.size() != cells)
    throw InvalidArgument("map: every array must hold n * n values");
  validate(w);
  ClimateStats s;
  // The wind's direction in (col, row) space, as the sweep uses it.
  const double a = (w.angle * 0x1.921fb54442d18p+1) / 180.0;
  const double wx = detmath::cos(a), wy = detmath::sin(a);
  const double centre = 0.5 * n;
  double wet_sum[2] = {0.0, 0.0};
  std::size_t wet_count[2] = {0, 0};
  std::size_t dry = 0;
  std::array<std::size_t, 16> per_cell{};
  std::array<std::size_t, kBiomeCount> per_biome{};
  const auto is_land = [&](std::size_t i) { return map.height[i] >= map.threshold; };
  const auto t_row = [&](std::size_t i) { return table_cell(map.temperature[i], 0.0) / kBands; };
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const std::size_t i = static_cast<std::size_t>(row) * n + col;
      if (!is_land(i)) continue;
      ++s.land_cells;
      ++per_cell[table_cell(map.temperature[i], map.moisture[i])];
      ++per_biome[map.biome[i]];
      if (map.moisture[i] < 0.25) ++dry;
      // Upwind (< 0) or downwind (> 0) of the line through the centre across the wind.
      const double along = (col + 0.5 - centre) * wx + (row + 0.5 - centre) * wy;
      if (along != 0.0) {
        const int half = along < 0.0 ? 0 : 1;
        wet_sum[half] += map.moisture[i];
        ++wet_count[half];
      }
      // Cold row next to hot row, each unordered pair once (right, down-left, down, down-right).
      const int r0 = t_row(i);
      if (r0 == 0 || r0 == kBands - 1) {
        const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, -1, 0, 1};
        for (int k = 0; k < 4; ++k) {
          const int rr = row + dr[k], cc = col + dc[k];
          if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
          const std::size_t j = static_cast<std::size_t>(rr) * n + cc;
          if (is_land(j) && t_row(j) + r0 == kBands - 1 && t_row(j) != r0) ++s.cold_hot_contacts;
        }
      }
    }
  }
  if (s.land_cells > 0) {
    const double land = static_cast<double>(s.land_cells);
    for (int k = 0; k < 16; ++k) s.cell_share[k] = per_cell[k] / land;
    for (int k = 0; k < kBiomeCount; ++k) s.biome_share[k] = per_biome[k] / land;
    s.dry_share = dry / land;
  }
  s.windward_moisture = wet_count[0] ? wet_sum[0] / wet_count[0] : 0.0;
  s.leeward_moisture = wet_count[1] ? wet_sum[1] / wet_count[1] : 0.0;
  return s;
}

namespace {

// Starting points: our defaults (the page's sliders without its values), then each recipe's changes.
Recipe base(std::string_view id, std::string_view description) {
  Recipe r;
  r.id = id;
  r.description = description;
  return r;
}

std::vector<Recipe> make_recipes() {
  std::vector<Recipe> all;
  {
    Recipe r = base("no-wind", "No wind: moisture from the noise and the coast only");
    r.wind.on = false;
    r.page_dry_share = 0.55, r.page_biome = kTemperateDesert, r.page_biome_share = 0.38;
    all.push_back(r);
  }
  {
    Recipe r = base("west-wind", "The default wind from the west: slopes facing it take the rain");
    r.page_dry_share = 0.28, r.page_windward = 0.44, r.page_leeward = 0.36;
    all.push_back(r);
  }
  {
    Recipe r = base("west-wind-no-climb-rain", "The west wind with no rain when the air climbs: no rain shadow");
    r.wind.lift = 0.0;
    r.page_dry_share = 0.016;
    all.push_back(r);
  }
  {
    Recipe r = base("warm-island-trade-wind", "A warm island in a north-east trade wind (Kauai-like)");
    r.climate.base = 1.1;
    r.climate.lapse = 0.3;
    r.climate.latitude = 0.3;
    r.climate.moist_noise = 0.5;
    r.wind.angle = 135.0;  // toward the south-west: −col and +row (row 0 is the north edge)
    r.wind.lift = 0.6;
    r.wind.strength = 0.9;
    r.page_windward = 0.59, r.page_leeward = 0.31, r.page_biome = kTropicalRainforest, r.page_biome_share = 0.19;
    all.push_back(r);
  }
  {
    Recipe r = base("mild-wet-coast", "A mild coast soaked by the sea and a strong west wind (Valdivian-like)");
    r.climate.base = 0.78;
    r.climate.lapse = 0.3;
    r.climate.latitude = 0.3;
    r.climate.coast_bonus = 0.6;
    r.climate.decay = 0.05;
    r.page_biome = kTemperateRainforest, r.page_biome_share = 0.50;
    all.push_back(r);
  }
  {
    Recipe r = base("cool-steppe", "Cool land, a strong west wind, little moisture from the coast (Patagonia-like)");
    r.climate.base = 0.6;
    r.climate.lapse = 0.3;
    r.climate.coast_bonus = 0.05;
    r.climate.moist_noise = 0.25;
    r.wind.strength = 0.8;
    r.wind.lift = 0.7;
    r.page_windward = 0.47, r.page_leeward = 0.24, r.page_biome = kTemperateDesert, r.page_biome_share = 0.37;
    all.push_back(r);
  }
  {
    Recipe r = base("hot-dry-trick", "The trick: hot land, no moisture from the coast and no wind (Atacama-like)");
    r.climate.base = 1.0;
    r.climate.lapse = 0.2;
    r.climate.coast_bonus = 0.0;
    r.climate.moist_noise = 0.3;
    r.wind.on = false;
    r.page_biome = kSubtropicalDesert, r.page_biome_share = 0.83;
    all.push_back(r);
  }
  {
    Recipe r = base("high-plain", "A high plain with a steep cold lapse and the wind from the east (Altiplano-like)");
    r.terrain_preset = "plateau";
    r.climate.base = 0.55;
    r.climate.lapse = 0.6;
    r.wind.angle = 180.0;  // from the east
    r.wind.lift = 1.5;
    r.page_biome = kTundra, r.page_biome_share = 0.50;
    all.push_back(r);
  }
  {
    Recipe r = base("halfway-to-pole", "The view moved halfway to the pole (y = 4.25) on a wet land");
    r.north_south = 4.25;
    r.climate.base = 0.95;
    r.climate.lapse = 0.45;
    r.climate.coast_bonus = 0.5;
    r.climate.moist_noise = 0.5;
    r.page_biome = kBoreal, r.page_biome_share = 0.51;
    all.push_back(r);
  }
  return all;
}

}  // namespace

std::span<const Recipe> recipes() noexcept {
  static const std::vector<Recipe> all = make_recipes();
  return all;
}

const Recipe* find_recipe(std::string_view id) noexcept {
  for (const Recipe& r : recipes())
    if (r.id == id) return &r;
  return nullptr;
}

void validate(const Recipe& recipe) { validate_fields(recipe); }

GraphSpec recipe_input_graph(std::string_view terrain_preset) {
  const TerrainPreset* preset = find_terrain_preset(terrain_preset);
  if (!preset) throw InvalidArgument("unknown terrain preset '" + std::string(terrain_preset) + "'");
  GraphSpec g = terrain_graph(preset->params);
  // Climate noise: the tutorial's heat and wet layers (seed + 1, seed + 2), 3 octaves, read at
  // (u, v) · kRecipeNoiseFrequency.
  for (const auto& [id, offset] : {std::pair{"temp_noise", 1.0}, std::pair{"moist_noise", 2.0}}) {
    const std::string raw = std::string(id) + "_fbm";
    g.nodes.push_back({raw, "fbm", {{"octaves", 3}, {"seed_offset", offset}}, {}, {}});
    g.nodes.push_back({id, "scale_position", {{"scale", kRecipeNoiseFrequency}}, {{"input", raw}}, {}});
    g.outputs[id] = id;
  }
  return g;
}

ClimateMap make_recipe_map(std::int64_t seed, const Recipe& recipe, int n) {
  if (n < 1 || n > kMaxSide) throw InvalidArgument("n must be 1.." + std::to_string(kMaxSide));
  return make_recipe_map(seed, recipe, default_map_grid(n));
}

ClimateMap make_recipe_map(std::int64_t seed, const Recipe& recipe, const Grid& view) {
  validate(recipe);
  validate(view);
  if (view.width != view.height)
    throw InvalidArgument("the climate's view must be square, got " + std::to_string(view.width) + " x " +
                          std::to_string(view.height));
  const int n = view.width;
  if (n > kMaxSide) throw InvalidArgument("n must be 1.." + std::to_string(kMaxSide));
  const TerrainPreset* preset = find_terrain_preset(recipe.terrain_preset);
  if (!preset) throw InvalidArgument("recipe " + std::string(recipe.id) + ": unknown terrain preset");
  ClimateMap m;
  m.n = n;
  const std::size_t cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  const Grid& grid = view;
  const CompiledGraph inputs(recipe_input_graph(recipe.terrain_preset), seed);
  const std::vector<std::string> layers = {inputs.output_node("height"), "temp_noise", "moist_noise"};
  std::vector<double> all(3 * cells);
  fill_graph_nodes(inputs, layers, grid, all);
  m.height.assign(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(cells));
  m.temp_noise.assign(all.begin() + static_cast<std::ptrdiff_t>(cells),
                      all.begin() + static_cast<std::ptrdiff_t>(2 * cells));
  m.moist_noise.assign(all.begin() + static_cast<std::ptrdiff_t>(2 * cells), all.end());
  m.threshold = preset->params.sea_level;
  for (auto* a : {&m.coast, &m.rank, &m.temperature, &m.air, &m.moisture}) a->resize(cells);
  m.biome.resize(cells);
  // The rows' world y: the recipe's north-south position plus the view's own, at the cells' centres.
  const ClimateInput in{
      n, m.height, m.temp_noise, m.moist_noise, m.threshold, recipe.north_south + view.y0 + 0.5 * view.step, view.step};
  run_climate(in, recipe.climate, recipe.wind, {m.coast, m.rank, m.temperature, m.air, m.moisture, m.biome});
  return m;
}

}  // namespace worldlab::islands
