// The water module against references written here from the definitions (not the module's algorithms):
// an iterative minimax fill, donor walks for area and basins, recursion for Strahler, the analytic
// stream-power steady state, and thread counts.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <vector>

#include "test_support.hpp"
#include "worldlab/detmath.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/random.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/water.hpp"

namespace worldlab {
namespace {

using water::RasterShape;

struct Routed {
  std::vector<double> filled;
  std::vector<std::uint32_t> receivers, stack;
};

Routed routed(const RasterShape& s, const std::vector<double>& h, double sea = -water::kNoSea) {
  Routed r{std::vector<double>(s.cells()), std::vector<std::uint32_t>(s.cells()),
           std::vector<std::uint32_t>(s.cells())};
  water::route_flow(s, h, {r.filled, r.receivers, r.stack}, sea);
  return r;
}

bool water_edge(const RasterShape& s, std::size_t c) {
  const std::size_t x = c % s.width, y = c / s.width;
  return x == 0 || y == 0 || x + 1 == s.width || y + 1 == s.height;
}

// The eight neighbours of c inside the raster.
std::vector<std::size_t> water_neighbours(const RasterShape& s, std::size_t c) {
  std::vector<std::size_t> out;
  const long x = static_cast<long>(c % s.width), y = static_cast<long>(c / s.width);
  for (long dy = -1; dy <= 1; ++dy)
    for (long dx = -1; dx <= 1; ++dx) {
      if (!dx && !dy) continue;
      const long nx = x + dx, ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < static_cast<long>(s.width) && ny < static_cast<long>(s.height))
        out.push_back(static_cast<std::size_t>(ny) * s.width + static_cast<std::size_t>(nx));
    }
  return out;
}

// The minimax surface by its definition's fixed point: edges keep their height; every inner cell is the
// larger of its own height and its lowest neighbour's level; repeated until nothing changes (Planchon and
// Darboux 2001 with no epsilon). Slow, and shares nothing with the basin-graph fill.
// Cells at or below the sea level are outlets like the edge.
std::vector<double> reference_fill(const RasterShape& s, const std::vector<double>& h, double sea) {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> f(h.size());
  const auto outlet = [&](std::size_t c) { return water_edge(s, c) || h[c] <= sea; };
  for (std::size_t c = 0; c < h.size(); ++c) f[c] = outlet(c) ? h[c] : inf;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t c = 0; c < h.size(); ++c) {
      if (outlet(c)) continue;
      double low = inf;
      for (std::size_t n : water_neighbours(s, c)) low = std::min(low, f[n]);
      const double v = std::max(h[c], low);
      if (v < f[c]) {
        f[c] = v;
        changed = true;
      }
    }
  }
  return f;
}

std::vector<double> random_heights(const RasterShape& s, std::uint32_t seed, int levels) {
  Mulberry32 rng(seed);
  std::vector<double> h(s.cells());
  // Few distinct levels make flats and ties; many make a rough surface full of pits.
  for (double& v : h) v = levels > 0 ? std::floor(rng.next_float() * levels) : rng.next_float();
  return h;
}

// Every routing property the header promises, checked from the definitions.
void check_routing(const RasterShape& s, const std::vector<double>& h, const Routed& r, double sea = -water::kNoSea) {
  const std::size_t n = s.cells();
  const std::vector<double> want = reference_fill(s, h, sea);
  for (std::size_t c = 0; c < n; ++c) ASSERT_EQ(test::bits(r.filled[c]), test::bits(want[c])) << "filled at " << c;
  // The stack is a permutation with every cell after its receiver.
  std::vector<std::size_t> position(n, n);
  for (std::size_t k = 0; k < n; ++k) {
    ASSERT_LT(r.stack[k], n);
    ASSERT_EQ(position[r.stack[k]], n) << "cell " << r.stack[k] << " twice in the stack";
    position[r.stack[k]] = k;
  }
  // The header's rules, from their definitions: slope = drop × (1 / distance); on a flat, the first neighbour
  // (E, SE, S, SW, W, NW, N, NE) one step nearer to the flat's exits, steps counted by a breadth-first search
  // written here.
  const double inverse[2] = {1.0 / s.cell_size, 1.0 / (s.cell_size * std::sqrt(2.0))};
  const auto outlet = [&](std::size_t c) { return water_edge(s, c) || h[c] <= sea; };
  const auto diagonal_to = [&](std::size_t a, std::size_t b) {
    return a % s.width != b % s.width && a / s.width != b / s.width;
  };
  const auto ordered = [&](std::size_t c) {  // neighbours in the header's order
    const long dx[8] = {1, 1, 0, -1, -1, -1, 0, 1}, dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    std::vector<std::size_t> out;
    const long x = static_cast<long>(c % s.width), y = static_cast<long>(c / s.width);
    for (int k = 0; k < 8; ++k) {
      const long nx = x + dx[k], ny = y + dy[k];
      if (nx >= 0 && ny >= 0 && nx < static_cast<long>(s.width) && ny < static_cast<long>(s.height))
        out.push_back(static_cast<std::size_t>(ny) * s.width + static_cast<std::size_t>(nx));
    }
    return out;
  };
  const auto steepest_slope = [&](std::size_t c) {
    double best = 0.0;
    for (std::size_t nb : ordered(c)) best = std::max(best, (r.filled[c] - r.filled[nb]) * inverse[diagonal_to(c, nb)]);
    return best;
  };
  constexpr std::size_t kFar = std::numeric_limits<std::size_t>::max();
  std::vector<std::size_t> steps(n, kFar);  // steps to an exit across a flat; 0 on exits
  std::vector<std::size_t> queue;
  for (std::size_t c = 0; c < n; ++c)
    if (outlet(c) || steepest_slope(c) > 0.0) steps[c] = 0, queue.push_back(c);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::size_t c = queue[head];
    for (std::size_t nb : ordered(c))
      if (steps[nb] == kFar && !outlet(nb) && steepest_slope(nb) == 0.0 && r.filled[nb] == r.filled[c])
        steps[nb] = steps[c] + 1, queue.push_back(nb);
  }
  for (std::size_t c = 0; c < n; ++c) {
    const std::uint32_t rc = r.receivers[c];
    if (outlet(c)) {
      ASSERT_EQ(rc, c) << "an edge or sea cell is its own receiver";
      continue;
    }
    ASSERT_NE(rc, c) << "an inner land cell drains somewhere";
    const auto nbs = water_neighbours(s, c);
    ASSERT_NE(std::find(nbs.begin(), nbs.end(), rc), nbs.end()) << "receiver of " << c << " is no neighbour";
    ASSERT_LE(r.filled[rc], r.filled[c]) << "water climbs from " << c;
    ASSERT_LT(position[rc], position[c]) << "receiver after its donor in the stack";
    const double best = steepest_slope(c);
    if (best > 0.0) {  // steepest descent: the first neighbour with the largest slope
      std::size_t want = n;
      for (std::size_t nb : ordered(c))
        if (want == n && (r.filled[c] - r.filled[nb]) * inverse[diagonal_to(c, nb)] == best) want = nb;
      ASSERT_EQ(rc, want) << "cell " << c << " does not take the steepest way down";
      continue;
    }
    ASSERT_NE(steps[c], kFar) << "flat cell " << c << " has no way to an exit";
    std::size_t want = n;
    for (std::size_t nb : ordered(c))
      if (want == n && r.filled[nb] == r.filled[c] && steps[nb] + 1 == steps[c]) want = nb;
    ASSERT_EQ(rc, want) << "flat cell " << c << " (" << steps[c] << " steps from an exit) drains elsewhere";
  }
  // Following receivers from any cell reaches an outlet within n steps: no loops.
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t at = c, steps = 0;
    while (r.receivers[at] != at && steps <= n) at = r.receivers[at], ++steps;
    ASSERT_LE(steps, n) << "loop from " << c;
    ASSERT_TRUE(water_edge(s, at) || h[at] <= sea);
  }
}

TEST(Water, FillsAPitAndRoutesThroughIt) {
  // 5 x 5: a ring at 5 around a pit at 1, one notch at 3 on the east edge side.
  const RasterShape s{5, 5, 1.0};
  const std::vector<double> h = {9, 9, 9, 9, 9,  //
                                 9, 5, 5, 5, 9,  //
                                 9, 5, 1, 3, 0,  //
                                 9, 5, 5, 5, 9,  //
                                 9, 9, 9, 9, 9};
  const Routed r = routed(s, h);
  check_routing(s, h, r);
  EXPECT_EQ(r.filled[12], 3.0);  // the pit rises to its spill point (the notch at 3)
  EXPECT_EQ(r.filled[13], 3.0);
  EXPECT_EQ(r.receivers[13], 14u);  // the notch drains east
  EXPECT_EQ(r.receivers[12], 13u);  // the lake drains through the notch
}

TEST(Water, HandMadeShapesMatchTheReference) {
  const std::vector<std::pair<RasterShape, std::vector<double>>> cases = {
      {{1, 1, 1.0}, {4}},
      {{1, 5, 2.0}, {3, 1, 4, 1, 5}},
      {{6, 1, 1.0}, {3, 1, 4, 1, 5, 9}},
      {{2, 3, 1.0}, {1, 2, 3, 4, 5, 6}},
      {{3, 3, 1.0}, {5, 5, 5, 5, 0, 5, 5, 5, 5}},                           // one-cell pit
      {{4, 4, 1.0}, std::vector<double>(16, 7.0)},                          // all flat
      {{7, 5, 0.5}, std::vector<double>(35, -2.0)},                         // flat, negative
      {{6, 6, 1.0}, {4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 4, 4, 0, 0, 0, 0, 4,  // a 4 x 4 flat basin
                     4, 0, 0, 0, 0, 4, 4, 0, 0, 0, 0, 4, 4, 4, 4, 4, 2, 4}},
  };
  for (const auto& [s, h] : cases) {
    SCOPED_TRACE(testing::Message() << s.width << " x " << s.height);
    check_routing(s, h, routed(s, h));
  }
}

TEST(Water, RandomMapsMatchTheReference) {
  int k = 0;
  for (const RasterShape s :
       {RasterShape{17, 13, 1.0}, RasterShape{32, 32, 3.5}, RasterShape{3, 40, 1.0}, RasterShape{40, 3, 0.25}}) {
    for (const int levels : {0, 3, 12}) {
      SCOPED_TRACE(testing::Message() << s.width << " x " << s.height << ", levels " << levels);
      const auto h = random_heights(s, 1234u + static_cast<std::uint32_t>(k++), levels);
      check_routing(s, h, routed(s, h));
    }
  }
}

TEST(Water, RoutingIsTheSameAtEverySimdLevelAndThreadCount) {
  int k = 0;
  for (const RasterShape s : {RasterShape{200, 170, 30.0}, RasterShape{3, 90, 1.0}, RasterShape{131, 4, 2.0}}) {
    for (const int levels : {0, 5}) {
      const auto h = random_heights(s, 900u + static_cast<std::uint32_t>(k++), levels);
      const std::size_t n = s.cells();
      const Routed want = routed(s, h, 0.3 * levels);
      test::for_each_simd_level([&](SimdLevel level) {
        for (int workers : {1, 2, 7}) {
          SCOPED_TRACE(testing::Message() << s.width << " x " << s.height << ", levels " << levels << ", "
                                          << simd_level_name(level) << ", " << workers << " workers");
          Routed got{std::vector<double>(n), std::vector<std::uint32_t>(n), std::vector<std::uint32_t>(n)};
          water::route_flow(s, h, {got.filled, got.receivers, got.stack}, 0.3 * levels, test::tasks_with(workers));
          ASSERT_EQ(got.receivers, want.receivers);
          ASSERT_EQ(got.stack, want.stack);
          for (std::size_t c = 0; c < n; ++c) ASSERT_EQ(test::bits(got.filled[c]), test::bits(want.filled[c]));
        }
      });
    }
  }
}

TEST(Water, SeaCellsAreOutlets) {
  int k = 0;
  for (const double sea : {0.25, 0.5, 3.0}) {
    for (const int levels : {0, 8}) {
      const RasterShape s{31, 27, 1.0};
      auto h = random_heights(s, 500u + static_cast<std::uint32_t>(k++), levels);
      if (levels)
        for (double& v : h) v /= 2;  // levels 0..3.5 in halves: some exactly at 0.5 and 3
      SCOPED_TRACE(testing::Message() << "sea " << sea << ", levels " << levels);
      check_routing(s, h, routed(s, h, sea), sea);
    }
  }
}

TEST(Water, AccumulationBasinsAndOrderFromTheirDefinitions) {
  const RasterShape s{29, 23, 2.0};
  const auto h = random_heights(s, 77u, 0);
  const Routed r = routed(s, h);
  const std::size_t n = s.cells();
  std::vector<double> rain(n);
  Mulberry32 rng(5);
  for (double& v : rain) v = std::floor(rng.next_float() * 4);  // whole numbers: every sum below is exact
  std::vector<double> area(n), wet(n);
  water::accumulate(s, r.receivers, r.stack, {}, area);
  water::accumulate(s, r.receivers, r.stack, rain, wet);
  std::vector<std::uint32_t> basin(n);
  water::basins(r.receivers, r.stack, basin);
  // Reference: walk every cell down to its outlet, crediting each cell passed.
  std::vector<double> want_area(n, 0.0), want_wet(n, 0.0);
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t at = c;
    for (;;) {
      want_area[at] += 4.0;
      want_wet[at] += 4.0 * rain[c];
      if (r.receivers[at] == at) break;
      at = r.receivers[at];
    }
    EXPECT_EQ(basin[c], at) << "basin of " << c;
  }
  double outlets = 0.0, outlets_wet = 0.0, total_wet = 0.0;
  for (std::size_t c = 0; c < n; ++c) {
    ASSERT_EQ(area[c], want_area[c]) << c;
    ASSERT_EQ(wet[c], want_wet[c]) << c;
    total_wet += 4.0 * rain[c];
    if (r.receivers[c] == c) outlets += area[c], outlets_wet += wet[c];
  }
  EXPECT_EQ(outlets, 4.0 * static_cast<double>(n)) << "area is conserved";
  EXPECT_EQ(outlets_wet, total_wet);
  // Strahler by recursion over donors.
  std::vector<std::vector<std::size_t>> donors(n);
  for (std::size_t c = 0; c < n; ++c)
    if (r.receivers[c] != c) donors[r.receivers[c]].push_back(c);
  std::function<int(std::size_t)> order = [&](std::size_t c) {
    int best = 0, count = 0;
    for (std::size_t d : donors[c]) {
      const int o = order(d);
      if (o > best)
        best = o, count = 1;
      else if (o == best)
        ++count;
    }
    return best == 0 ? 1 : (count >= 2 ? best + 1 : best);
  };
  std::vector<std::uint8_t> got(n);
  water::strahler(r.receivers, r.stack, got);
  int highest = 0;
  for (std::size_t c = 0; c < n; ++c) {
    ASSERT_EQ(got[c], order(c)) << c;
    highest = std::max<int>(highest, got[c]);
  }
  EXPECT_GE(highest, 3);  // the map is big enough to have real confluences
}

TEST(Water, RiverSegmentsCoverTheChannelsOnce) {
  const RasterShape s{40, 30, 1.0};
  const auto h = random_heights(s, 9u, 0);
  const Routed r = routed(s, h);
  std::vector<double> area(s.cells());
  water::accumulate(s, r.receivers, r.stack, {}, area);
  const double threshold = 12.0;
  const auto segments = water::river_segments(r.receivers, r.stack, area, threshold);
  ASSERT_FALSE(segments.empty());
  // Every channel cell that flows somewhere is the start or inner cell of exactly one segment.
  std::vector<int> seen(s.cells(), 0);
  for (const auto& line : segments) {
    ASSERT_GE(line.size(), 2u);
    for (std::size_t k = 0; k + 1 < line.size(); ++k) {
      ASSERT_EQ(r.receivers[line[k]], line[k + 1]) << "a segment follows the flow";
      ASSERT_GE(area[line[k]], threshold);
      ++seen[line[k]];
    }
  }
  for (std::size_t c = 0; c < s.cells(); ++c) {
    const bool channel = area[c] >= threshold && r.receivers[c] != c;
    EXPECT_EQ(seen[c], channel ? 1 : 0) << c;
  }
}

TEST(Water, RejectsBadInput) {
  const RasterShape s{4, 4, 1.0};
  std::vector<double> h(16, 1.0), f(16);
  std::vector<std::uint32_t> rec(16), st(16);
  h[5] = std::numeric_limits<double>::quiet_NaN();
  EXPECT_ERROR_MENTIONS(water::route_flow(s, h, {f, rec, st}), "(1, 1) is not finite");
  h[5] = 1.0;
  EXPECT_ERROR_MENTIONS(water::route_flow({4, 4, 0.0}, h, {f, rec, st}), "cell_size");
  EXPECT_ERROR_MENTIONS(water::route_flow({4, 4, -1.0}, h, {f, rec, st}), "cell_size");
  EXPECT_ERROR_MENTIONS(water::route_flow({0, 4, 1.0}, h, {f, rec, st}), "width and height");
  EXPECT_ERROR_MENTIONS(water::route_flow({5, 4, 1.0}, h, {f, rec, st}), "height must hold 20 cells, got 16");
  water::ErosionParams p;
  p.steps = 1;
  p.m = 3.0;
  EXPECT_ERROR_MENTIONS(water::erode(s, h, {}, p), "m");
  p.m = 0.5;
  p.dt = 0.0;
  EXPECT_ERROR_MENTIONS(water::erode(s, h, {}, p), "dt must be > 0");
  p.dt = 1.0;
  p.steps = 100001;
  EXPECT_ERROR_MENTIONS(water::erode(s, h, {}, p), "steps");
  p.steps = 1;
  p.diffusion = 1e9;
  EXPECT_ERROR_MENTIONS(water::erode(s, h, {}, p), "sub-steps");
}

// With uplift U on every inner cell and fixed edges, the stream-power law reaches the steady state where
// erosion balances uplift: S = (U / K)^(1/n) · A^(−m/n) on every cell that drains through a slope.
void check_steady_state(double n_exp) {
  const RasterShape s{24, 20, 10.0};
  std::vector<double> h = random_heights(s, 42u, 0);
  for (double& v : h) v *= 0.01;
  water::ErosionParams p;
  p.k = 1e-4;
  p.m = 0.5;
  p.n = n_exp;
  p.uplift = 1e-3;
  p.dt = 2e4;
  p.steps = 400;
  water::erode(s, h, {}, p);
  const Routed r = routed(s, h);
  std::vector<double> area(s.cells());
  water::accumulate(s, r.receivers, r.stack, {}, area);
  int checked = 0;
  for (std::size_t c = 0; c < s.cells(); ++c) {
    if (r.receivers[c] == c) continue;
    ASSERT_EQ(r.filled[c], h[c]) << "no lakes remain at steady state";
    const std::size_t rc = r.receivers[c];
    const bool diag = rc % s.width != c % s.width && rc / s.width != c / s.width;
    const double slope = (h[c] - h[rc]) / (diag ? s.cell_size * std::sqrt(2.0) : s.cell_size);
    // The analytic value, from std::pow: the reference shares no code with the module.
    const double want = std::pow(p.uplift / p.k, 1.0 / n_exp) * std::pow(area[c], -p.m / n_exp);
    ASSERT_NEAR(slope / want, 1.0, 1e-6) << "cell " << c << ", area " << area[c];
    ++checked;
  }
  EXPECT_EQ(checked, static_cast<int>((s.width - 2) * (s.height - 2)));
}

TEST(Water, StreamPowerReachesTheAnalyticSteadyState) { check_steady_state(1.0); }
TEST(Water, StreamPowerSteadyStateWithNewtonForNOtherThanOne) { check_steady_state(2.0); }

TEST(Water, ErosionKeepsEdgesAndIgnoresThreadCount) {
  const RasterShape s{150, 130, 5.0};
  const auto start = random_heights(s, 3u, 0);
  water::ErosionParams p;
  p.steps = 6;
  p.dt = 500.0;
  p.uplift = 1e-3;
  p.diffusion = 0.05;
  std::vector<double> serial = start;
  water::erode(s, serial, {}, p);
  for (std::size_t c = 0; c < s.cells(); ++c)
    if (water_edge(s, c)) {
      ASSERT_EQ(serial[c], start[c]) << "edges are base level";
    }
  EXPECT_NE(serial, start);
  for (int workers : {2, 7}) {
    std::vector<double> threaded = start;
    water::erode(s, threaded, {}, p, test::tasks_with(workers));
    for (std::size_t c = 0; c < s.cells(); ++c)
      ASSERT_EQ(test::bits(threaded[c]), test::bits(serial[c])) << workers << " workers, cell " << c;
  }
}

// One outlet drains the whole map (a high rim but for one edge cell, the land tilted towards it): with more than
// one worker, erode splits that tree (its spine, then the small trees hanging from it), and no bit may change.
TEST(Water, ErosionSplittingOneLargeTreeIgnoresThreadCount) {
  const RasterShape s{160, 120, 5.0};
  const std::uint32_t outlet_y = 60;
  std::vector<double> start = random_heights(s, 21u, 0);
  std::vector<double> rain(s.cells());
  for (std::uint32_t y = 0; y < s.height; ++y)
    for (std::uint32_t x = 0; x < s.width; ++x) {
      const std::size_t c = std::size_t{y} * s.width + x;
      const bool edge = x == 0 || y == 0 || x + 1 == s.width || y + 1 == s.height;
      const double dy = y > outlet_y ? y - outlet_y : outlet_y - y;
      start[c] = edge ? (x == 0 && y == outlet_y ? 0.0 : 1000.0) : 2.0 * x + 1.5 * dy + 3.0 * start[c];
      rain[c] = 0.5 + 0.01 * static_cast<double>((x * 7 + y * 3) % 50);
    }
  for (const double n : {1.0, 2.0}) {
    water::ErosionParams p;
    p.steps = 4;
    p.dt = 500.0;
    p.k = 2e-4;
    p.n = n;
    p.uplift = 1e-3;
    p.diffusion = n == 1.0 ? 0.0 : 0.05;
    const std::vector<double> with_rain = n == 1.0 ? std::vector<double>{} : rain;
    std::vector<double> serial = start;
    water::erode(s, serial, with_rain, p);
    EXPECT_NE(serial, start);
    for (int workers : {1, 2, 7}) {
      std::vector<double> threaded = start;
      water::WaterScratch scratch;
      water::erode(s, threaded, with_rain, p, scratch, test::tasks_with(workers));
      for (std::size_t c = 0; c < s.cells(); ++c)
        ASSERT_EQ(test::bits(threaded[c]), test::bits(serial[c]))
            << "n " << n << ", " << workers << " workers, cell " << c;
    }
  }
}

TEST(Water, ErosionLeavesTheSeaFloor) {
  const RasterShape s{60, 50, 5.0};
  const auto start = random_heights(s, 11u, 0);
  water::ErosionParams p;
  p.steps = 5;
  p.dt = 500.0;
  p.uplift = 1e-3;
  p.diffusion = 0.05;
  p.sea_level = 0.3;
  std::vector<double> h = start;
  water::erode(s, h, {}, p);
  int sea = 0, moved = 0;
  for (std::size_t c = 0; c < s.cells(); ++c) {
    if (start[c] <= p.sea_level) {
      ASSERT_EQ(h[c], start[c]) << "sea cell " << c << " moved";
      ++sea;
    } else {
      moved += h[c] != start[c];
    }
  }
  EXPECT_GT(sea, 500);
  EXPECT_GT(moved, 1000);
}

// Thermal erosion from its definition: where a drop exceeds talus × distance, a cell gives thermal × its largest
// excess, shared by the excesses; every non-outlet cell keeps what it does not give and takes its shares.
TEST(Water, ThermalErosionSlumpsSteepDropsAndKeepsTheMass) {
  const RasterShape s{90, 70, 2.0};
  std::vector<double> start(s.cells(), 10.0);
  // A tower and a cliff inside the map, far from the edge: 60 and 40 over cells 2 apart (slopes 30 and 20).
  for (std::size_t y = 32; y < 36; ++y)
    for (std::size_t x = 28; x < 31; ++x) start[y * s.width + x] = 70.0;
  for (std::size_t y = 25; y < 45; ++y)
    for (std::size_t x = 55; x < 60; ++x) start[y * s.width + x] = 50.0;
  water::ErosionParams p;
  p.k = 0.0;
  p.steps = 1;
  p.thermal = 0.4;
  p.talus = 0.8;
  // One step against the definition, computed here from the heights before it.
  std::vector<double> h = start;
  water::erode(s, h, {}, p);
  const double run[2] = {p.talus * s.cell_size, p.talus * s.cell_size * std::sqrt(2.0)};
  const long dx[8] = {1, 1, 0, -1, -1, -1, 0, 1}, dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
  std::vector<double> moved(s.cells(), 0.0), share(s.cells(), 0.0);
  const auto nb = [&](std::size_t c, int k) {
    return static_cast<std::size_t>(static_cast<long>(c) + dy[k] * static_cast<long>(s.width) + dx[k]);
  };
  for (std::size_t c = 0; c < s.cells(); ++c) {
    if (water_edge(s, c)) continue;
    double total = 0.0, most = 0.0;
    for (int k = 0; k < 8; ++k) {
      const double excess = (start[c] - start[nb(c, k)]) - run[k & 1];
      if (excess > 0.0) total += excess, most = std::max(most, excess);
    }
    if (total > 0.0) moved[c] = p.thermal * most, share[c] = moved[c] / total;
  }
  double before = 0.0, after = 0.0;
  for (std::size_t c = 0; c < s.cells(); ++c) {
    before += start[c], after += h[c];
    if (water_edge(s, c)) {
      ASSERT_EQ(h[c], start[c]) << "edge cell " << c;
      continue;
    }
    double gained = 0.0;
    for (int k = 0; k < 8; ++k) {
      const double excess = (start[nb(c, k)] - start[c]) - run[k & 1];
      if (excess > 0.0 && share[nb(c, k)] > 0.0) gained += share[nb(c, k)] * excess;
    }
    ASSERT_EQ(test::bits(h[c]), test::bits((start[c] - moved[c]) + gained)) << "cell " << c;
  }
  EXPECT_NEAR(after, before, 1e-9 * before) << "nothing reached the edge, so the mass stays";
  EXPECT_LT(h[32 * s.width + 28], 70.0) << "the tower's corner slumps";
  // Many steps: the steepest excess falls, the mass stays, and the split over threads changes no bit.
  p.steps = 40;
  std::vector<double> serial = start;
  water::erode(s, serial, {}, p);
  const auto steepest_excess = [&](const std::vector<double>& v) {
    double most = 0.0;
    for (std::size_t c = 0; c < s.cells(); ++c)
      if (!water_edge(s, c))
        for (int k = 0; k < 8; ++k) most = std::max(most, (v[c] - v[nb(c, k)]) - run[k & 1]);
    return most;
  };
  EXPECT_LT(steepest_excess(serial), 0.5 * steepest_excess(start));
  double total = 0.0;
  for (double v : serial) total += v;
  EXPECT_NEAR(total, before, 1e-9 * before);
  for (int workers : {2, 7}) {
    std::vector<double> threaded = start;
    water::erode(s, threaded, {}, p, test::tasks_with(workers));
    for (std::size_t c = 0; c < s.cells(); ++c) ASSERT_EQ(test::bits(threaded[c]), test::bits(serial[c]));
  }
  // A slope below the talus never moves.
  std::vector<double> ramp(s.cells());
  for (std::size_t c = 0; c < s.cells(); ++c) ramp[c] = 0.5 * s.cell_size * static_cast<double>(c % s.width);
  std::vector<double> still = ramp;
  water::erode(s, still, {}, p);
  EXPECT_EQ(still, ramp);
  // Out of range: thermal above 0.5, a talus of 0.
  p.thermal = 0.6;
  EXPECT_THROW(water::erode(s, still, {}, p), InvalidArgument);
  p.thermal = 0.2;
  p.talus = 0.0;
  EXPECT_THROW(water::erode(s, still, {}, p), InvalidArgument);
}

TEST(Water, DetmathLogAndPowerAgreeWithTheLibraryClosely) {
  // Bit-exactness against V8's Math.log is scripts/check-detmath.mjs's job; here: the port is a logarithm.
  for (double x : {1e-300, 0.1, 0.5, 1.0, 2.0, 10.0, 12345.678, 1e300}) {
    EXPECT_NEAR(detmath::log(x), std::log(x), 1e-15 * std::max(1.0, std::abs(std::log(x)))) << x;
    // exp(y · log x) loses about |y · ln x| ulp: log's rounding error is scaled by y · ln x inside exp.
    const double scale = std::max(1.0, std::abs(0.4 * std::log(x)));
    EXPECT_NEAR(detmath::pow_positive(x, 0.4), std::pow(x, 0.4), 4e-16 * scale * std::pow(x, 0.4)) << x;
  }
  EXPECT_EQ(detmath::pow_positive(2.0, 0.5), std::sqrt(2.0));
  EXPECT_TRUE(std::isinf(detmath::log(0.0)) && detmath::log(0.0) < 0);
  EXPECT_TRUE(std::isnan(detmath::log(-1.0)));
}

// A world with erosion cut into tiles equals the world made whole, bit for bit: each tile compiles the graph
// on its own (as a shard or another process would), with another thread count, and reads its part.
TEST(WaterGraph, TilesEqualTheWholeWorld) {
  const GraphSpec spec = graph_preset("eroded-islands");
  const Grid whole{0.0, 0.0, 1.0 / 512, 512, 512};
  std::vector<std::vector<double>> layers;
  const CompiledGraph graph(spec, 7);
  for (const char* node : {"eroded", "rivers"}) {
    std::vector<double> out(whole.size());
    fill_graph_node(graph, node, whole, out);
    layers.push_back(std::move(out));
  }
  const int before = default_thread_count();
  for (int tile = 0; tile < 4; ++tile) {
    set_default_thread_count(tile % 2 ? 2 : 1);  // the area nodes' preparation runs on the default pool
    const CompiledGraph own(spec, 7);
    const int tx = tile % 2, ty = tile / 2;
    // Tile origins on the whole grid's sample positions (step 2^-9: every position is exact).
    const Grid part{whole.x(tx * 256), whole.y(ty * 256), whole.step, 256, 256};
    int k = 0;
    for (const char* node : {"eroded", "rivers"}) {
      std::vector<double> out(part.size());
      fill_graph_node(own, node, part, out, test::tasks_with(3));
      for (int row = 0; row < 256; ++row)
        for (int col = 0; col < 256; ++col) {
          const std::size_t w =
              static_cast<std::size_t>(ty * 256 + row) * 512 + static_cast<std::size_t>(tx * 256 + col);
          ASSERT_EQ(test::bits(out[static_cast<std::size_t>(row) * 256 + col]), test::bits(layers[k][w]))
              << node << ", tile " << tile << ", row " << row << ", col " << col;
        }
      ++k;
    }
  }
  set_default_thread_count(before);
  // Erosion moved the land and left rivers.
  std::vector<double> uneroded(whole.size());
  fill_graph_node(graph, "masked", whole, uneroded);
  int moved = 0, river = 0;
  for (std::size_t i = 0; i < whole.size(); ++i) {
    moved += layers[0][i] != uneroded[i];
    river += layers[1][i] > 0.5;
  }
  EXPECT_GT(moved, 10000);
  EXPECT_GT(river, 400);  // 897 for seed 7 when written
}

TEST(WaterGraph, OutsideTheRegionTheInputPassesThrough) {
  GraphSpec g;
  g.nodes.push_back({"src", "simplex", {}, {}});
  g.nodes.push_back({"e",
                     "erode",
                     {{"x0", 10.0}, {"y0", 20.0}, {"width", 64.0}, {"height", 32.0}, {"cell", 2.0}},
                     {{"input", "src"}}});
  g.output = "e";
  const CompiledGraph c(g, 5);
  const Grid grid{0.0, 0.0, 1.0, 100, 70};
  std::vector<double> src(grid.size()), eroded(grid.size());
  fill_graph_node(c, "src", grid, src);
  fill_graph(c, grid, eroded);
  int inside_moved = 0;
  for (int row = 0; row < grid.height; ++row)
    for (int col = 0; col < grid.width; ++col) {
      const std::size_t i = static_cast<std::size_t>(row) * 100 + static_cast<std::size_t>(col);
      const bool inside = col > 10 && col < 74 && row > 20 && row < 52;
      if (!inside) {
        ASSERT_EQ(eroded[i], src[i]) << "col " << col << ", row " << row;  // the border is base level: change 0
      } else {
        inside_moved += eroded[i] != src[i];
      }
    }
  EXPECT_GT(inside_moved, 1000);
  // A region of too many cells is refused when the graph is built.
  g.nodes[1].params["cell"] = 0.01;
  EXPECT_ERROR_MENTIONS(CompiledGraph(g, 5), "each side needs 3..1024");
  // So is more erosion than kMaxGraphAreaWork cell visits (1024 x 513 cells x 601 passes), before any work.
  g.nodes[1].params = {{"width", 1023.0}, {"height", 512.0}, {"cell", 1.0}, {"steps", 600}};
  EXPECT_ERROR_MENTIONS(CompiledGraph(g, 5), "over the limit of 268435456");
}

}  // namespace
}  // namespace worldlab
