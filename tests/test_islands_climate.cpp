// The Islands climate: conformance with the page's code, exact coast distance, bad input, and the recipes' claims.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/islands_sides.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab::islands {
namespace {

using test::from_hex;
using test::hex;

std::vector<double> hex_array(const nlohmann::json& a) {
  std::vector<double> out;
  out.reserve(a.size());
  for (const auto& v : a) out.push_back(from_hex(v.get<std::string>()));
  return out;
}

// Compares a whole grid cell by cell; reports the first few differences.
void expect_grid(const std::vector<double>& ours, const nlohmann::json& theirs, const std::string& what) {
  ASSERT_EQ(ours.size(), theirs.size()) << what;
  int reported = 0;
  for (std::size_t i = 0; i < ours.size(); ++i) {
    const std::string expected = theirs[i].get<std::string>();
    if (hex(ours[i]) != expected && reported++ < 5)
      ADD_FAILURE() << what << " cell " << i << ": " << hex(ours[i]) << " != " << expected;
  }
}

TEST(IslandsClimate, MatchesThePagesCodeCellByCell) {
  const auto j = test::load_conformance("islands_climate_vectors.json");
  std::size_t values = 0, winds = 0;
  for (const auto& c : j.at("cases")) {
    const int n = c.at("n").get<int>();
    const std::size_t cells = static_cast<std::size_t>(n) * n;
    const auto height = hex_array(c.at("height")), tn = hex_array(c.at("temp_noise")),
               mn = hex_array(c.at("moist_noise"));
    const double threshold = from_hex(c.at("threshold")), y0 = from_hex(c.at("y0")), step = from_hex(c.at("step"));
    const auto& cj = c.at("climate");
    ClimateParams cp;
    cp.base = from_hex(cj.at("base"));
    cp.lapse = from_hex(cj.at("lapse"));
    cp.latitude = from_hex(cj.at("latitude"));
    cp.coast_mod = from_hex(cj.at("coastMod"));
    cp.temp_noise = from_hex(cj.at("tempNoise"));
    cp.moist_noise = from_hex(cj.at("moistNoise"));
    cp.coast_bonus = from_hex(cj.at("coastBonus"));
    cp.decay = from_hex(cj.at("decay"));
    const std::string at = "case n=" + std::to_string(n) + " y0=" + std::to_string(y0);
    for (const auto& wc : c.at("winds")) {
      const auto& wj = wc.at("wind");
      WindParams w;
      w.on = wj.at("on").get<bool>();
      w.angle = from_hex(wj.at("angle"));
      w.dry = from_hex(wj.at("dry"));
      w.evap = from_hex(wj.at("evap"));
      w.lift = from_hex(wj.at("lift"));
      w.strength = from_hex(wj.at("strength"));
      std::vector<double> coast(cells), rank(cells), t(cells), air(cells), m(cells);
      std::vector<std::uint8_t> biome(cells);
      run_climate({n, height, tn, mn, threshold, y0, step}, cp, w, {coast, rank, t, air, m, biome});
      const std::string wat = at + " angle=" + std::to_string(w.angle) + (w.on ? "" : " (off)");
      expect_grid(coast, c.at("coast"), wat + " coast");
      expect_grid(rank, c.at("rank"), wat + " rank");
      expect_grid(t, c.at("temperature"), wat + " temperature");
      expect_grid(air, wc.at("air"), wat + " air");
      expect_grid(m, wc.at("moisture"), wat + " moisture");
      ASSERT_EQ(biome.size(), wc.at("biome").size());
      for (std::size_t i = 0; i < cells; ++i)
        EXPECT_EQ(biome[i], wc.at("biome")[i].get<int>()) << wat << " biome " << i;
      values += 6 * cells;
      ++winds;
    }
  }
  EXPECT_GE(winds, 20u);
  EXPECT_GE(values, 20000u);
}

// Brute force: for each land cell, the smallest Euclidean distance to any water cell.
std::vector<double> brute_coast(int n, const std::vector<double>& h, double threshold) {
  std::vector<double> out(static_cast<std::size_t>(n) * n);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      if (h[y * n + x] < threshold) {
        out[y * n + x] = 0.0;
        continue;
      }
      double best = std::numeric_limits<double>::infinity();
      for (int yy = 0; yy < n; ++yy)
        for (int xx = 0; xx < n; ++xx)
          if (h[yy * n + xx] < threshold)
            best = std::min(best, std::sqrt(double((x - xx) * (x - xx) + (y - yy) * (y - yy))));
      out[y * n + x] = best;
    }
  return out;
}

TEST(IslandsClimate, CoastDistanceIsExactOnRandomMaps) {
  std::mt19937_64 rng(7);
  double worst = 0.0;
  int maps = 0;
  for (int n : {1, 2, 3, 7, 16, 31, 48}) {
    for (double water : {0.02, 0.1, 0.5, 0.9}) {
      std::bernoulli_distribution is_water(water);
      std::vector<double> h(static_cast<std::size_t>(n) * n);
      for (double& v : h) v = is_water(rng) ? -1.0 : 1.0;
      if (std::none_of(h.begin(), h.end(), [](double v) { return v < 0; })) h[0] = -1.0;  // at least one water cell
      std::vector<double> coast(h.size());
      coast_distance(n, h, 0.0, coast);
      const auto brute = brute_coast(n, h, 0.0);
      for (std::size_t i = 0; i < h.size(); ++i) {
        worst = std::max(worst, std::fabs(coast[i] - brute[i]));
        if (h[i] < 0) {
          EXPECT_EQ(coast[i], 0.0);
        }
      }
      ++maps;
    }
  }
  EXPECT_EQ(maps, 28);
  // The envelope adds 1e20 and subtracts it again for cells with no water on their column, so a
  // few ulps of rounding remain; the page reports 2e-7 against brute force.
  EXPECT_LT(worst, 1e-6);
}

TEST(IslandsClimate, LandRankIsAPercentile) {
  const std::vector<double> h = {-1, 0.5, 0.2, 0.9, -0.3, 0.2};
  std::vector<double> sorted = h;
  std::sort(sorted.begin(), sorted.end());
  std::vector<double> rank(h.size());
  land_rank(h, sorted, 0.0, rank);
  // Land: 0.2, 0.2, 0.5, 0.9 → ranks 0, 0, 2/4, 3/4; water 0.
  EXPECT_EQ(rank, (std::vector<double>{0, 0.5, 0, 0.75, 0, 0}));
  std::vector<double> unsorted = h;
  EXPECT_THROW(land_rank(h, unsorted, 0.0, rank), InvalidArgument);
}

TEST(IslandsClimate, ViewRankEqualsTheBinarySearchRank) {
  std::mt19937_64 rng(11);
  std::uniform_int_distribution<int> level(-20, 20);  // few distinct heights: many ties
  for (int n : {1, 2, 9, 64}) {
    std::vector<double> h(static_cast<std::size_t>(n) * n);
    for (double& v : h) v = level(rng) * 0.05;
    if (n == 9) h[4] = -0.0;
    std::vector<double> sorted = h;
    std::sort(sorted.begin(), sorted.end());
    for (double threshold : {0.0, -0.3, 0.5, 5.0}) {
      std::vector<double> a(h.size()), b(h.size());
      land_rank(h, sorted, threshold, a);
      land_rank_of_view(h, threshold, b);
      for (std::size_t i = 0; i < h.size(); ++i) EXPECT_EQ(hex(a[i]), hex(b[i])) << "n " << n << " cell " << i;
    }
  }
}

TEST(IslandsClimate, TableAndBeach) {
  EXPECT_EQ(table_cell(0.0, 0.0), 0);
  EXPECT_EQ(table_cell(1.0, 1.0), 15);
  EXPECT_EQ(table_cell(0.25, 0.74), 6);
  EXPECT_EQ(biome_at(0.1, 0.1, 5.0), kTundra);
  EXPECT_EQ(biome_at(0.1, 0.9, 5.0), kSnow);  // cold and wet is snow, not tundra
  EXPECT_EQ(biome_at(0.9, 0.9, 5.0), kTropicalRainforest);
  EXPECT_EQ(biome_at(0.3, 0.1, 1.49), kBeach);
  EXPECT_EQ(biome_at(0.3, 0.1, 1.5), kTemperateDesert);
  EXPECT_EQ(biome_at(0.24, 0.1, 1.0), kTundra);  // too cold for a beach
  EXPECT_EQ(biome_name(kBoreal), "boreal forest");
}

template <class Fn>
void expect_error_naming(Fn&& fn, const std::string& word) {
  try {
    fn();
    ADD_FAILURE() << "no error; expected one naming " << word;
  } catch (const InvalidArgument& e) {
    EXPECT_NE(std::string(e.what()).find(word), std::string::npos) << e.what();
  }
}

TEST(IslandsClimate, BadInputNamesTheArgument) {
  const int n = 4;
  std::vector<double> h(16, 1.0), tn(16, 0.0), mn(16, 0.0), out(16), air(16), m(16), rank(16), t(16);
  std::vector<std::uint8_t> b(16);
  std::vector<double> shorter(15);
  const ClimateParams c;
  const WindParams w;
  expect_error_naming(
      [&] {
        run_climate({n, shorter, tn, mn, 0, 0, 0.25}, c, w, {out, rank, t, air, m, b});
      },
      "height");
  expect_error_naming(
      [&] {
        run_climate({n, h, shorter, mn, 0, 0, 0.25}, c, w, {out, rank, t, air, m, b});
      },
      "temp_noise");
  expect_error_naming([&] { run_climate({n, h, tn, mn, 0, 0, 0.25}, c, w, {out, rank, t, shorter, m, b}); }, "air");
  expect_error_naming(
      [&] {
        run_climate({kMaxSide + 1, h, tn, mn, 0, 0, 0.25}, c, w, {out, rank, t, air, m, b});
      },
      "n must");
  expect_error_naming([&] { run_climate({0, h, tn, mn, 0, 0, 0.25}, c, w, {out, rank, t, air, m, b}); }, "n must");
  std::vector<double> bad = h;
  bad[3] = std::numeric_limits<double>::quiet_NaN();
  expect_error_naming([&] { run_climate({n, bad, tn, mn, 0, 0, 0.25}, c, w, {out, rank, t, air, m, b}); }, "height[3]");
  expect_error_naming(
      [&] {
        run_climate({n, h, tn, mn, std::numeric_limits<double>::infinity(), 0, 0.25}, c, w, {out, rank, t, air, m, b});
      },
      "threshold");
  ClimateParams cb;
  cb.lapse = std::numeric_limits<double>::quiet_NaN();
  expect_error_naming(
      [&] {
        run_climate({n, h, tn, mn, 0, 0, 0.25}, cb, w, {out, rank, t, air, m, b});
      },
      "climate.lapse");
  WindParams wb;
  wb.angle = std::numeric_limits<double>::infinity();
  expect_error_naming([&] { run_climate({n, h, tn, mn, 0, 0, 0.25}, c, wb, {out, rank, t, air, m, b}); }, "wind.angle");
  expect_error_naming(
      [&] {
        run_climate({n, h, tn, mn, 0, std::numeric_limits<double>::quiet_NaN(), 0.25}, c, w, {out, rank, t, air, m, b});
      },
      "y0");
}

// Over land the air never gains moisture (the page's first "theorem").
TEST(IslandsClimate, AirNeverGainsOverLand) {
  const Recipe* r = find_recipe("west-wind");
  ASSERT_NE(r, nullptr);
  const ClimateMap map = make_recipe_map(3, *r, 96);
  for (int row = 0; row < map.n; ++row)
    for (int col = 1; col < map.n; ++col) {
      const std::size_t i = static_cast<std::size_t>(row) * map.n + col;
      if (map.height[i] >= map.threshold) {  // angle 0: the air moves straight along rows
        EXPECT_LE(map.air[i], map.air[i - 1]) << "row " << row << " col " << col;
      }
    }
}

// ---- The recipes' qualitative claims, on our terrain (seed 1, 256²) ----

struct RecipeRun {
  ClimateMap map;
  ClimateStats stats;
};
const RecipeRun& run(std::string_view id) {
  // A std::map: a reference handed out stays valid when later recipes are added (a vector's would not: with
  // gtest sharding, WestWindWetsTheWestHalf came first, and its `none` dangled once `west` was added).
  static std::map<std::string, RecipeRun, std::less<>> cache;
  if (const auto it = cache.find(id); it != cache.end()) return it->second;
  const Recipe* r = find_recipe(id);
  if (!r) throw std::runtime_error("no recipe " + std::string(id));
  ClimateMap map = make_recipe_map(1, *r, 256);
  ClimateStats stats = climate_stats(map, r->wind);
  return cache.emplace(std::string(id), RecipeRun{std::move(map), stats}).first->second;
}

TEST(IslandsRecipes, NineNamedRecipes) {
  EXPECT_EQ(recipes().size(), 9u);
  for (const Recipe& r : recipes()) {
    EXPECT_NO_THROW(validate(r.climate)) << r.id;
    EXPECT_NO_THROW(validate(r.wind)) << r.id;
    EXPECT_GT(run(r.id).stats.land_cells, 256u * 256u / 10) << r.id;
  }
}

TEST(IslandsRecipes, WestWindWetsTheWestHalf) {
  const auto& none = run("no-wind").stats;
  const auto& west = run("west-wind").stats;
  EXPECT_GT(west.windward_moisture, west.leeward_moisture + 0.03);
  EXPECT_LT(2.0 * west.dry_share, none.dry_share);  // the wind brings water: dry land falls by half or more
  EXPECT_GT(none.dry_share, 0.3);                   // without wind much of the land is dry (the page: 55 %)
  EXPECT_LT(std::fabs(none.windward_moisture - none.leeward_moisture), 0.05);  // both halves alike
}

TEST(IslandsRecipes, NoClimbingRainMeansNoRainShadow) {
  const auto& west = run("west-wind").stats;
  const auto& flat = run("west-wind-no-climb-rain").stats;
  EXPECT_LT(flat.dry_share, 0.05);  // almost nothing dry (the page: 1.6 %)
  EXPECT_LT(std::fabs(flat.windward_moisture - flat.leeward_moisture),
            0.5 * std::fabs(west.windward_moisture - west.leeward_moisture));  // the halves even out
}

TEST(IslandsRecipes, TheHighPlainStandsOnOneLevel) {
  // The high plain runs on the plateau preset, whose flat top is one height; land_rank_of_view gives tied
  // heights the lowest rank, so the whole top shares one rank: the share of land below it.
  const Recipe* r = find_recipe("high-plain");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->terrain_preset, "plateau");
  const TerrainParams& terrain = find_terrain_preset(r->terrain_preset)->params;
  ASSERT_TRUE(terrain.plateau.on);
  const ClimateMap& map = run("high-plain").map;
  const double top = terrain.plateau.top;
  std::size_t land = 0, tie = 0;
  double highest_rank = 0.0;
  for (std::size_t i = 0; i < map.height.size(); ++i) {
    if (map.height[i] < map.threshold) continue;
    ++land;
    highest_rank = std::max(highest_rank, map.rank[i]);
    if (map.height[i] == top) ++tie;
  }
  ASSERT_GT(land, 0u);
  // Seed 1 at 256²: 5343 of the 18011 land cells stand on the top (tests/test_fractal.cpp measures the same map).
  EXPECT_EQ(tie, 5343u);
  const double tie_rank = static_cast<double>(land - tie) / static_cast<double>(land);
  std::size_t at_tie_rank = 0;
  for (std::size_t i = 0; i < map.height.size(); ++i) {
    if (map.height[i] == top) {
      EXPECT_DOUBLE_EQ(map.rank[i], tie_rank) << i;
    }
    if (map.height[i] >= map.threshold && map.rank[i] == highest_rank) ++at_tie_rank;
  }
  // Nothing ranks above the plain, and the highest rank is shared by the whole top (about 0.70, not ~1).
  EXPECT_DOUBLE_EQ(highest_rank, tie_rank);
  EXPECT_EQ(at_tie_rank, tie);
  EXPECT_LT(highest_rank, 0.75);
}

// Issue 28 point 4: the map halves can disagree with the map (wind 180: the west, downwind half came out wetter
// while every island was dry behind its ridge); each island's windward side against its own lee cannot.
TEST(IslandsRecipes, EachIslandsLeeIsDrierAtEveryWindDirection) {
  const Recipe* west = find_recipe("west-wind");
  ASSERT_NE(west, nullptr);
  for (int angle = 0; angle < 360; angle += 45) {
    Recipe r = *west;
    r.wind.angle = angle;
    const ClimateMap map = make_recipe_map(1, r, 256);
    const IslandSides sides = island_sides(map, r.wind);
    EXPECT_GT(sides.windward_moisture, sides.lee_moisture + 0.03) << "wind " << angle;
    EXPECT_GT(2 * sides.lee_drier, sides.two_sided) << "wind " << angle;  // most islands, one by one
    std::size_t land = 0;
    for (const IslandSide& island : sides.islands) land += island.cells;
    EXPECT_EQ(land, climate_stats(map, r.wind).land_cells) << "wind " << angle;
  }
  // Without climbing rain there is no shadow to measure: the sides even out.
  Recipe flat = *west;
  flat.wind.lift = 0.0;
  const IslandSides even = island_sides(make_recipe_map(1, flat, 256), flat.wind);
  EXPECT_LT(std::fabs(even.windward_moisture - even.lee_moisture), 0.05);
}

TEST(IslandsSides, OneConeSplitsAtItsRidgeAlongTheWind) {
  // One cone in the middle of a 9 × 9 sea, the peak at (4, 4); moisture = the column. The wind from the west
  // (angle 0) runs along the rows, each row's ridge is column 4: columns 0..3 windward, 5..8 lee, 4 neither.
  ClimateMap m;
  m.n = 9;
  m.threshold = 0.0;
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      const int d = std::abs(row - 4) + std::abs(col - 4);
      m.height.push_back(d <= 3 ? 3.0 - d : -1.0);
      m.moisture.push_back(col);
    }
  }
  WindParams w;
  w.angle = 0.0;
  IslandSides s = island_sides(m, w);
  ASSERT_EQ(s.islands.size(), 1u);
  EXPECT_EQ(s.islands[0].cells, 25u);
  EXPECT_EQ(s.side[4 * 9 + 1], kSideWindward);
  EXPECT_EQ(s.side[4 * 9 + 4], kSideNone);
  EXPECT_EQ(s.side[4 * 9 + 7], kSideLee);
  EXPECT_EQ(s.side[0], kSideNone);  // the sea
  EXPECT_EQ(s.windward_cells, 9u);
  EXPECT_EQ(s.lee_cells, 9u);
  EXPECT_LT(s.windward_moisture, s.lee_moisture);  // moisture = column: the east (lee) side holds the larger ones
  EXPECT_EQ(s.lee_drier, 0u);
  w.angle = 180.0;  // toward the west: the east side is windward now
  s = island_sides(m, w);
  EXPECT_EQ(s.side[4 * 9 + 7], kSideWindward);
  EXPECT_GT(s.windward_moisture, s.lee_moisture);
  EXPECT_EQ(s.lee_drier, 1u);
}

TEST(IslandsRecipes, RecipesShowTheirPlaces) {
  // The page's claims, in the direction they make; our terrain sets the sizes (docs/climate.md).
  const auto& trade = run("warm-island-trade-wind").stats;
  EXPECT_GT(trade.windward_moisture, trade.leeward_moisture + 0.03);
  EXPECT_GT(trade.biome_share[kTropicalRainforest], 0.01);
  EXPECT_GT(run("mild-wet-coast").stats.biome_share[kTemperateRainforest], 0.25);
  const auto& steppe = run("cool-steppe").stats;
  EXPECT_GT(steppe.windward_moisture, steppe.leeward_moisture + 0.03);
  EXPECT_GT(steppe.biome_share[kTemperateDesert], 0.3);
  EXPECT_GT(run("hot-dry-trick").stats.biome_share[kSubtropicalDesert], 0.6);
  EXPECT_GT(run("high-plain").stats.biome_share[kTundra], 0.3);
  const auto& pole = run("halfway-to-pole").stats;
  EXPECT_GT(pole.biome_share[kBoreal], 0.2);
  EXPECT_GT(pole.biome_share[kSnow], 0.05);
  for (const Recipe& r : recipes()) {  // the most common biome of each recipe is the one the page names
    if (r.page_biome < 0) continue;
    const auto& share = run(r.id).stats.biome_share;
    int top = 1;
    for (int b = 1; b < kBiomeCount; ++b)
      if (b != kBeach && share[b] > share[top]) top = b;
    if (r.id != "warm-island-trade-wind" && r.id != "no-wind") {
      EXPECT_EQ(top, r.page_biome) << r.id;
    }
  }
}

TEST(IslandsRecipes, NoColdCellTouchesAHotOne) {
  for (const Recipe& r : recipes()) EXPECT_EQ(run(r.id).stats.cold_hot_contacts, 0u) << r.id;
  // Also with the temperature noise at its maximum, as the page measured.
  for (const Recipe& r : recipes()) {
    Recipe loud = r;
    loud.climate.temp_noise = 1.0;
    const ClimateMap map = make_recipe_map(1, loud, 256);
    EXPECT_EQ(climate_stats(map, loud.wind).cold_hot_contacts, 0u) << r.id << " with temp_noise 1";
  }
  // The count is real: a map that jumps from cold to hot in one cell has contacts.
  ClimateMap m;
  m.n = 2;
  m.height = {1, 1, 1, 1};
  m.temperature = {0.1, 0.9, 0.1, 0.9};
  m.moisture = {0.5, 0.5, 0.5, 0.5};
  m.biome = {1, 1, 1, 1};
  EXPECT_EQ(climate_stats(m, WindParams{}).cold_hot_contacts, 4u);
}

}  // namespace
}  // namespace worldlab::islands
