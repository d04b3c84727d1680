// Six-parameter biomes (issue 26): the tree equals the plain scan bit for bit (ties, points inside several boxes,
// offsets, infinite ends), and the tutorial's 3 × 3 and the Islands' 4 × 4 tables are special cases of the rule.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "worldlab/biome_table.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/multi_noise.hpp"

namespace worldlab {
namespace {

constexpr double kMnInf = std::numeric_limits<double>::infinity();

// A box covering everything.
BiomeBox mn_everywhere() {
  BiomeBox b;
  b.lo.fill(-kMnInf);
  b.hi.fill(kMnInf);
  return b;
}

// Bounds and coordinates on a coarse lattice (steps of 0.25 in -1..1) so faces coincide, points sit on them and
// several boxes share a distance; some ends infinite and some offsets non-zero.
struct MnLattice {
  std::mt19937_64 rng;
  explicit MnLattice(std::uint64_t seed) : rng(seed) {}
  double value() { return -1.0 + 0.25 * static_cast<double>(rng() % 9); }
  BiomeBox box() {
    BiomeBox b;
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
      double lo = value(), hi = value();
      if (lo > hi) std::swap(lo, hi);
      if (rng() % 8 == 0) lo = -kMnInf;
      if (rng() % 8 == 0) hi = kMnInf;
      b.lo[a] = lo;
      b.hi[a] = hi;
    }
    const std::uint64_t o = rng() % 6;
    b.offset = o < 4 ? 0.0 : 0.25 * static_cast<double>(o - 3);
    return b;
  }
  MultiNoisePoint point() {
    MultiNoisePoint p;
    for (double& x : p) x = rng() % 4 == 0 ? value() + 0.125 * static_cast<double>(rng() % 3) : value();
    return p;
  }
};

TEST(MultiNoise, TreeEqualsScanOnRandomTables) {
  MnLattice lat(26);
  std::size_t ties = 0, inside_several = 0, queries = 0;
  for (const int size : {1, 2, 3, 5, 8, 20, 64, 200, 1000}) {
    for (int table = 0; table < 6; ++table) {
      std::vector<BiomeBox> boxes;
      for (int i = 0; i < size; ++i) boxes.push_back(lat.box());
      // Duplicates: the same box twice must resolve to the first copy.
      if (size >= 4) boxes[size - 1] = boxes[size / 3];
      const MultiNoiseTree tree(boxes);
      for (int q = 0; q < 400; ++q) {
        const MultiNoisePoint p = lat.point();
        const int scan = nearest_biome_scan(boxes, p);
        ASSERT_EQ(tree.nearest(p), scan) << "size " << size << " table " << table << " query " << q;
        // Any hint (the answer itself, a box tied with it, anything else) gives the same index.
        const int hint = static_cast<int>(lat.rng() % static_cast<std::uint64_t>(size));
        ASSERT_EQ(tree.nearest(p, hint), scan) << "size " << size << " table " << table << " hint " << hint;
        ASSERT_EQ(tree.nearest(p, scan), scan) << "size " << size << " table " << table << " query " << q;
        ++queries;
        const double best = biome_distance(boxes[scan], p);
        int at_best = 0, inside = 0;
        for (const BiomeBox& b : boxes) {
          at_best += biome_distance(b, p) == best;
          inside += biome_distance(b, p) == 0.0;
        }
        ties += at_best > 1;
        inside_several += inside > 1;
      }
    }
  }
  // The lattice must exercise what the tie rule decides (a test that never ties proves nothing about it).
  EXPECT_GT(ties, queries / 10);
  EXPECT_GT(inside_several, queries / 20);
}

TEST(MultiNoise, TreeEqualsScanOnContinuousTablesAndOddPoints) {
  std::mt19937_64 rng(2026);
  const auto uniform = [&] { return static_cast<double>(rng() >> 11) * 0x1p-53 * 2.0 - 1.0; };
  std::vector<BiomeBox> boxes;
  for (int i = 0; i < 300; ++i) {
    BiomeBox b;
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
      const double c = uniform(), r = 0.2 * (uniform() + 1.0);
      b.lo[a] = c - r;
      b.hi[a] = c + r;
    }
    b.offset = i % 5 == 0 ? 0.1 * (uniform() + 1.0) : 0.0;
    boxes.push_back(b);
  }
  const MultiNoiseTree tree(boxes);
  for (int q = 0; q < 20000; ++q) {
    MultiNoisePoint p;
    for (double& x : p) x = 1.5 * uniform();
    ASSERT_EQ(tree.nearest(p), nearest_biome_scan(boxes, p)) << q;
  }
  // Six planes of points, each search started from the previous winner: the scan's answer at every point (a walk
  // through the space, so neighbours mostly share a box, as a map's samples do).
  {
    constexpr std::size_t kWalk = 5000;
    std::vector<double> planes(kMultiNoiseAxisCount * kWalk), out(kWalk);
    MultiNoisePoint p{};
    for (std::size_t i = 0; i < kWalk; ++i) {
      for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
        p[a] = std::clamp(p[a] + 0.05 * uniform(), -1.5, 1.5);
        planes[a * kWalk + i] = p[a];
      }
    }
    const double* fields[kMultiNoiseAxisCount];
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) fields[a] = planes.data() + a * kWalk;
    tree.nearest_fields(fields, kWalk, out.data());
    for (std::size_t i = 0; i < kWalk; ++i) {
      const MultiNoisePoint q{fields[0][i], fields[1][i], fields[2][i], fields[3][i], fields[4][i], fields[5][i]};
      ASSERT_EQ(out[i], nearest_biome_scan(boxes, q)) << i;
    }
  }
  // A table edit (a few boxes moved, grown, shrunk, their offsets changed; some made equal to another box for ties):
  // update_fields from the old answers gives the new table's nearest_fields, index and distance, bit for bit.
  {
    constexpr std::size_t kPoints = 4000;
    std::vector<double> planes(kMultiNoiseAxisCount * kPoints);
    for (double& x : planes) x = 1.5 * uniform();
    const double* fields[kMultiNoiseAxisCount];
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) fields[a] = planes.data() + a * kPoints;
    std::vector<double> index(kPoints), distance(kPoints), want(kPoints), want_d(kPoints);
    std::vector<BiomeBox> now = boxes;
    MultiNoiseTree current(now);
    current.nearest_fields(fields, kPoints, index.data(), distance.data());
    for (int edit = 0; edit < 12; ++edit) {
      std::vector<bool> changed(now.size(), false);
      for (int e = 0; e <= edit % 3; ++e) {
        const std::size_t k = static_cast<std::size_t>(rng() % now.size());
        changed[k] = true;
        BiomeBox& b = now[k];
        if (edit % 4 == 3) {
          b = now[(k + 1) % now.size()];  // a copy of its neighbour: ties
        } else {
          const int a = static_cast<int>(rng() % kMultiNoiseAxisCount);
          b.hi[a] = std::max(b.lo[a], b.hi[a] + 0.3 * uniform());
          b.offset = edit % 2 ? 0.0 : 0.1 * (uniform() + 1.0);
        }
      }
      const MultiNoiseTree edited(now);
      edited.update_fields(fields, kPoints, changed, index.data(), distance.data());
      edited.nearest_fields(fields, kPoints, want.data(), want_d.data());
      for (std::size_t i = 0; i < kPoints; ++i) {
        ASSERT_EQ(index[i], want[i]) << edit << " " << i;
        ASSERT_EQ(distance[i], want_d[i]) << edit << " " << i;
        const MultiNoisePoint q{fields[0][i], fields[1][i], fields[2][i], fields[3][i], fields[4][i], fields[5][i]};
        ASSERT_EQ(index[i], nearest_biome_scan(now, q)) << edit << " " << i;
      }
    }
  }
  // NaN adds nothing on its axis, infinities put every box bounded there at infinity: the scan's rule still.
  const double nan = std::numeric_limits<double>::quiet_NaN();
  for (const MultiNoisePoint& p :
       {MultiNoisePoint{nan, 0, 0, 0, 0, 0}, MultiNoisePoint{nan, nan, nan, nan, nan, nan},
        MultiNoisePoint{kMnInf, 0, 0, 0, 0, 0}, MultiNoisePoint{-kMnInf, kMnInf, 0, 0, 0, 0}}) {
    EXPECT_EQ(tree.nearest(p), nearest_biome_scan(boxes, p));
    EXPECT_EQ(tree.nearest(p, 7), nearest_biome_scan(boxes, p));
  }
}

TEST(MultiNoise, RuleSumsInAxisOrderPlusOffsetSquared) {
  BiomeBox b;
  b.lo = {0, 0, 0, 0, 0, 0};
  b.hi = {1, 1, 1, 1, 1, 1};
  b.offset = 0.5;
  // Outside by 2 on temperature (below) and by 0.1 on weirdness (above); inside elsewhere.
  const MultiNoisePoint p{-2, 0.5, 1, 0, 0.5, 1.1};
  const double expected = ((((((0.0 + 2.0 * 2.0) + 0.0) + 0.0) + 0.0) + 0.0) + (1.1 - 1.0) * (1.1 - 1.0)) + 0.25;
  EXPECT_EQ(biome_distance(b, p), expected);
  // The offset: a box further away without offset beats a containing box with a large one.
  BiomeBox near = b, far = b;
  near.offset = 1.0;
  far.lo[0] = 2;
  far.hi[0] = 3;
  far.offset = 0.0;
  const std::vector<BiomeBox> two{near, far};
  EXPECT_EQ(nearest_biome_scan(two, MultiNoisePoint{1.5, 0.5, 0.5, 0.5, 0.5, 0.5}), 1);  // 0.25 < 1
  EXPECT_EQ(MultiNoiseTree(two).nearest(MultiNoisePoint{1.5, 0.5, 0.5, 0.5, 0.5, 0.5}), 1);
  EXPECT_EQ(MultiNoiseTree(two).nearest(MultiNoisePoint{0.5, 0.5, 0.5, 0.5, 0.5, 0.5}), 0);  // 1 < 2.25
}

TEST(MultiNoise, ValidationNamesTheField) {
  const auto message = [](const std::vector<BiomeBox>& boxes) {
    try {
      validate_biome_boxes(boxes);
    } catch (const InvalidArgument& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_NE(message({}).find("must not be empty"), std::string::npos);
  BiomeBox bad = mn_everywhere();
  bad.lo[3] = 1;
  bad.hi[3] = 0;
  EXPECT_NE(message({mn_everywhere(), bad}).find("biomes[1].erosion must have lo <= hi"), std::string::npos);
  bad = mn_everywhere();
  bad.hi[5] = std::numeric_limits<double>::quiet_NaN();
  EXPECT_NE(message({bad}).find("biomes[0].weirdness must not be NaN"), std::string::npos);
  bad = mn_everywhere();
  bad.offset = -0.5;
  EXPECT_NE(message({bad}).find("biomes[0].offset must be >= 0"), std::string::npos);
  bad.offset = kMnInf;
  EXPECT_NE(message({bad}).find("biomes[0].offset must be finite"), std::string::npos);
  EXPECT_THROW(MultiNoiseTree(std::vector<BiomeBox>{}), InvalidArgument);
  EXPECT_THROW(biome_boxes_from_list(std::vector<double>(14, 0.0), "table"), InvalidArgument);
}

TEST(MultiNoise, DefaultTableIsValidNamedAndRoundTrips) {
  const auto table = default_multi_noise_biomes();
  EXPECT_GE(table.size(), 20u);
  std::vector<BiomeBox> boxes;
  std::set<std::string_view> names;
  for (const MultiNoiseBiome& b : table) {
    boxes.push_back(b.box);
    EXPECT_TRUE(names.insert(b.name).second) << b.name;
    for (int a = 0; a < kMultiNoiseAxisCount; ++a)
      EXPECT_TRUE(std::isfinite(b.box.lo[a]) && std::isfinite(b.box.hi[a]));
  }
  EXPECT_NO_THROW(validate_biome_boxes(boxes));
  const std::vector<double> list = biome_boxes_to_list(boxes);
  EXPECT_EQ(list.size(), boxes.size() * kMultiNoiseListStride);
  const std::vector<BiomeBox> back = biome_boxes_from_list(list, "table");
  ASSERT_EQ(back.size(), boxes.size());
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    EXPECT_EQ(back[i].lo, boxes[i].lo);
    EXPECT_EQ(back[i].hi, boxes[i].hi);
    EXPECT_EQ(back[i].offset, boxes[i].offset);
  }
  // Every biome is reachable: the centre of its box (clamped to the fields' ranges) picks it.
  const MultiNoiseTree tree(boxes);
  const auto name_at = [&](MultiNoisePoint p) { return table[tree.nearest(p)].name; };
  EXPECT_EQ(name_at({0.5, 0.5, 0.3, 3.0, 0, 0}), "river");
  EXPECT_EQ(name_at({0.1, 0.5, 0.3, 5.0, 0, 0}), "frozen_lake");
  EXPECT_EQ(name_at({0.5, 0.5, -0.8, 0.0, 0, 0}), "deep_ocean");
  EXPECT_EQ(name_at({0.9, 0.1, 0.3, 0.0, 0, 0}), "desert");
  EXPECT_EQ(name_at({0.5, 0.7, 0.3, 0.0, 0.5, 0}), "lush_caves");
  EXPECT_EQ(name_at({0.5, 0.5, 0.3, 0.0, 0.5, 0}), "dripstone_caves");  // on the shared face: listed first
}

// ---- the existing tables as six-axis tables ----

// One box per cell; rows (temperature) and columns (moisture) are the half-open bands [limit k−1, limit k), the
// outer ones unbounded. A closed box shares its upper face with the next band, and there pick_biome takes the
// higher band (>=), so the cells are listed from the last to the first: the tie rule then picks the higher one.
// The other four axes are unbounded. Entry k of the result is cell (cells − 1 − k).
std::vector<BiomeBox> mn_boxes_from_tutorial(const BiomeTable& t) {
  std::vector<BiomeBox> boxes;
  const auto band = [](const std::vector<double>& limits, int k) {
    return std::pair{k == 0 ? -kMnInf : limits[k - 1], k == static_cast<int>(limits.size()) ? kMnInf : limits[k]};
  };
  for (int cell = t.rows() * t.cols() - 1; cell >= 0; --cell) {
    BiomeBox b = mn_everywhere();
    std::tie(b.lo[0], b.hi[0]) = band(t.heat_limits, cell / t.cols());
    std::tie(b.lo[1], b.hi[1]) = band(t.wet_limits, cell % t.cols());
    boxes.push_back(b);
  }
  return boxes;
}

TEST(MultiNoise, TutorialTableIsASpecialCase) {
  for (const BiomeTable& table : {tutorial_biome_table(), [] {
                                    // An uneven 4 × 3 table. (Not a limit at 0: the double below 0 is 5e-324
                                    // away, whose square underflows to 0, so the rule calls it inside.)
                                    BiomeTable t;
                                    t.heat_limits = {0.1, 0.25, 0.7};
                                    t.wet_limits = {0.35, 0.5};
                                    return t;
                                  }()}) {
    const std::vector<BiomeBox> boxes = mn_boxes_from_tutorial(table);
    const MultiNoiseTree tree(boxes);
    const int cells = table.rows() * table.cols();
    std::size_t on_faces = 0;
    // Steps of 1/64 from −0.5 to 1.5 (hitting 0.25 and 0 exactly), plus each limit, its neighbours and the
    // other axes' values (which must not matter).
    std::vector<double> values;
    for (int k = -32; k <= 96; ++k) values.push_back(k / 64.0);
    for (const auto* limits : {&table.heat_limits, &table.wet_limits})
      for (double l : *limits)
        for (double v : {l, std::nextafter(l, -kMnInf), std::nextafter(l, kMnInf)}) values.push_back(v);
    for (double t : values)
      for (double m : values) {
        const int expected = pick_biome(table, t, m);
        const MultiNoisePoint p{t, m, 0.3 * t, -2.0, 7.0, m - t};
        ASSERT_EQ(cells - 1 - nearest_biome_scan(boxes, p), expected) << t << " " << m;
        ASSERT_EQ(cells - 1 - tree.nearest(p), expected) << t << " " << m;
        for (double l : table.heat_limits) on_faces += t == l;
      }
    EXPECT_GT(on_faces, 0u);
  }
}

// The Islands' biome_at: a beach box first (temperature >= 0.25, coast distance < 1.5 on the continentalness axis:
// hi = the double below 1.5), then the 16 cells from the last to the first with bands of 0.25 (as above). Entry 0
// is the beach, entry k >= 1 cell 16 − k.
TEST(MultiNoise, IslandsTableIsASpecialCase) {
  using namespace islands;
  std::vector<BiomeBox> boxes;
  BiomeBox beach = mn_everywhere();
  beach.lo[0] = kBeachMinT;
  beach.hi[2] = std::nextafter(kBeachMaxCoast, -kMnInf);
  boxes.push_back(beach);
  const auto band = [](int k) {
    return std::pair{k == 0 ? -kMnInf : k / 4.0, k == kBands - 1 ? kMnInf : (k + 1) / 4.0};
  };
  for (int cell = kBands * kBands - 1; cell >= 0; --cell) {
    BiomeBox b = mn_everywhere();
    std::tie(b.lo[0], b.hi[0]) = band(cell / kBands);
    std::tie(b.lo[1], b.hi[1]) = band(cell % kBands);
    boxes.push_back(b);
  }
  const auto biome_of = [](int k) { return k == 0 ? static_cast<int>(kBeach) : static_cast<int>(kWhittaker[16 - k]); };
  const MultiNoiseTree tree(boxes);
  std::vector<double> values;
  for (int k = -16; k <= 80; ++k) values.push_back(k / 64.0);
  for (double l : {0.25, 0.5, 0.75})
    for (double v : {std::nextafter(l, -kMnInf), std::nextafter(l, kMnInf)}) values.push_back(v);
  const double coasts[] = {0.0, 1.0, std::nextafter(1.5, -kMnInf), 1.5, std::nextafter(1.5, kMnInf), 2.0, 40.0, 1e10};
  std::set<int> seen;
  for (double t : values)
    for (double m : values)
      for (double d : coasts) {
        const int expected = biome_at(t, m, d);
        const MultiNoisePoint p{t, m, d, 0.0, 0.0, 0.0};
        ASSERT_EQ(biome_of(nearest_biome_scan(boxes, p)), expected) << t << " " << m << " " << d;
        ASSERT_EQ(biome_of(tree.nearest(p)), expected) << t << " " << m << " " << d;
        seen.insert(expected);
      }
  EXPECT_EQ(seen.size(), 12u);  // every land biome and the beach (the ocean is the caller's)
}

// ---- the nodes and the shipped world ----

TEST(MultiNoise, FieldNodesFollowTheirFormulas) {
  GraphSpec g;
  g.nodes = {{"h", "constant", {{"value", 0.3}}, {}, {}},
             {"low", "constant", {{"value", 0.1}}, {}, {}},
             {"c", "continentalness", {{"gain", 2}, {"sea_level", -0.04}, {"weight", 0}}, {{"height", "h"}}, {}},
             {"c_hi", "continentalness", {{"gain", 10}, {"weight", 0}}, {{"height", "h"}}, {}},
             {"e", "erosion", {{"gain", 3}, {"weight", 0}}, {{"before", "h"}, {"after", "low"}}, {}},
             {"w", "weirdness", {{"weight", 0}}, {}, {}},
             {"dz", "depth", {{"axis", 0}, {"gain", 0.5}}, {{"surface", "h"}}, {}},
             {"dy", "depth", {{"axis", 1}, {"gain", 0.5}}, {{"surface", "h"}}, {}}};
  g.output = "c";
  const CompiledGraph c(g, 7);
  EXPECT_EQ(c.node_at("c", 3, 4), (0.3 - -0.04) * 2);
  EXPECT_EQ(c.node_at("c_hi", 3, 4), 1.0);  // clamped
  EXPECT_EQ(c.node_at("e", 3, 4), 3 * (0.3 - 0.1) + 0 * 0.0);
  EXPECT_EQ(c.node_at("w", 3, 4), 0.0);
  EXPECT_EQ(c.node_at("dz", 3, 4, -2.0), 0.5 * (0.3 - -2.0));
  EXPECT_EQ(c.node_at("dy", 3, 4, -2.0), 0.5 * (4 - 0.3));
  // With their noise on, the noise fields vary and stay within -1..1 where they clamp.
  g.nodes[2].params["weight"] = 1.0;
  g.nodes[2].params["gain"] = 0.0;
  const CompiledGraph n(g, 7);
  std::set<double> seen;
  for (int i = 0; i < 50; ++i) {
    const double v = n.node_at("c", i * 37.0, i * 11.0);
    EXPECT_TRUE(v >= -1.0 && v <= 1.0);
    seen.insert(v);
  }
  EXPECT_GT(seen.size(), 40u);
}

TEST(MultiNoise, WorldGraphBiomeIsTheTableOfItsFieldsWithWaterBiomes) {
  const CompiledGraph world(graph_preset("multi-noise-world"), 1);
  const Grid grid{0.0, 0.0, 1.0 / 128, 128, 128};
  const std::vector<std::string> ids{"biome",   "temperature", "humidity", "continentalness",
                                     "erosion", "depth",       "weirdness"};
  std::vector<double> out(ids.size() * grid.size());
  fill_graph_nodes(world, ids, grid, out);
  const auto table = default_multi_noise_biomes();
  std::vector<BiomeBox> boxes;
  for (const MultiNoiseBiome& b : table) boxes.push_back(b.box);
  std::set<std::string_view> names;
  std::size_t water = 0;
  const std::size_t n = grid.size();
  for (std::size_t i = 0; i < n; ++i) {
    const MultiNoisePoint p{out[n + i], out[2 * n + i], out[3 * n + i], out[4 * n + i], out[5 * n + i], out[6 * n + i]};
    ASSERT_EQ(out[i], nearest_biome_scan(boxes, p)) << i;
    EXPECT_EQ(p[4], 0.0);  // a map is the surface
    const std::string_view name = table[static_cast<std::size_t>(out[i])].name;
    names.insert(name);
    // Water biomes exactly where the water module marked the erosion axis.
    const bool marked = p[3] >= 2.5;
    EXPECT_EQ(marked, name == "river" || name == "frozen_river" || name == "lake" || name == "frozen_lake") << i;
    water += marked;
  }
  EXPECT_TRUE(names.count("river") && names.count("lake") && names.count("deep_ocean") && names.count("beach"));
  EXPECT_GE(names.size(), 20u);
  EXPECT_GT(water, 0u);
}

}  // namespace
}  // namespace worldlab
