// The tutorial's climate and biome table: conformance with its JavaScript, validation, and detmath vs glibc.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "test_support.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/detmath.hpp"
#include "worldlab/grid.hpp"

namespace worldlab {
namespace {

using test::from_hex;
using test::hex;

TEST(TutorialClimate, MatchesTheTutorialsJavaScript) {
  const auto j = test::load_conformance("climate_vectors.json");
  const auto& points = j.at("points");
  std::size_t checked = 0;
  for (const auto& rec : j.at("climate")) {
    const std::int64_t seed = rec.at("seed").get<std::int64_t>();
    const ClimateTables tables(seed);
    for (std::size_t k = 0; k < points.size(); ++k) {
      const auto& p = points[k];
      TutorialClimateParams params;
      params.chill = from_hex(p.at("chill"));
      const ClimateSample c =
          climate_at(tables, from_hex(p.at("x")), from_hex(p.at("y")), from_hex(p.at("height")), params);
      EXPECT_EQ(hex(c.temperature), rec.at("temperature")[k].get<std::string>()) << "seed " << seed << " point " << k;
      EXPECT_EQ(hex(c.moisture), rec.at("moisture")[k].get<std::string>()) << "seed " << seed << " point " << k;
      checked += 2;
    }
  }
  EXPECT_GE(checked, 1000u);
}

TEST(TutorialClimate, PickBiomeMatchesTheTutorialsJavaScript) {
  const auto j = test::load_conformance("climate_vectors.json");
  std::vector<double> values;
  for (const auto& v : j.at("pick_values")) values.push_back(from_hex(v));
  std::size_t checked = 0;
  for (const auto& rec : j.at("pick_biome")) {
    std::vector<double> heat, wet;
    for (const auto& v : rec.at("heat_limits")) heat.push_back(from_hex(v));
    for (const auto& v : rec.at("wet_limits")) wet.push_back(from_hex(v));
    std::size_t k = 0;
    for (double t : values)
      for (double m : values) {
        EXPECT_EQ(pick_biome(t, m, heat, wet), rec.at("index")[k].get<int>()) << "t " << t << " m " << m;
        ++k;
        ++checked;
      }
  }
  EXPECT_GE(checked, 1000u);
  // The tutorial's names, row by row.
  const auto& table = tutorial_biome_table();
  ASSERT_EQ(table.names.size(), j.at("biomes").size());
  for (std::size_t k = 0; k < table.names.size(); ++k) EXPECT_EQ(table.names[k], j.at("biomes")[k].get<std::string>());
  EXPECT_EQ(table.names[pick_biome(table, 0.7, 0.2)], "Desert");  // the tutorial's own example
}

TEST(TutorialClimate, Clamp01FollowsJavaScript) {
  EXPECT_EQ(test::bits(clamp01(-0.0)), test::bits(0.0));
  EXPECT_EQ(clamp01(-3.0), 0.0);
  EXPECT_EQ(clamp01(7.0), 1.0);
  EXPECT_EQ(clamp01(0.25), 0.25);
  EXPECT_TRUE(std::isnan(clamp01(std::numeric_limits<double>::quiet_NaN())));
}

TEST(TutorialClimate, DerivedSeedsNeverOverflow) {
  EXPECT_EQ(derived_seed(INT64_MAX - 2, 2), INT64_MAX);
  EXPECT_THROW(ClimateTables(INT64_MAX - 1), InvalidArgument);
  EXPECT_THROW(ClimateTables(INT64_MAX), InvalidArgument);
  EXPECT_NO_THROW(ClimateTables(INT64_MIN));
  try {
    ClimateTables t(INT64_MAX);
    FAIL();
  } catch (const InvalidArgument& e) {
    EXPECT_NE(std::string(e.what()).find("seed"), std::string::npos);
  }
}

TEST(TutorialClimate, BatchEqualsSingleSamples) {
  const Grid grid{-1.0, 0.5, 0.037, 19, 13};
  std::vector<double> height(grid.size()), t(grid.size()), m(grid.size());
  for (std::size_t i = 0; i < height.size(); ++i) height[i] = std::sin(0.37 * i) * 0.8;
  TutorialClimateParams p;
  p.chill = 0.6;
  fill_tutorial_climate(42, p, grid, height, t, m);
  const ClimateTables tables(42);
  for (int row = 0; row < grid.height; ++row)
    for (int col = 0; col < grid.width; ++col) {
      const std::size_t i = static_cast<std::size_t>(row) * grid.width + col;
      const ClimateSample c = climate_at(tables, grid.x(col), grid.y(row), height[i], p);
      EXPECT_EQ(test::bits(t[i]), test::bits(c.temperature));
      EXPECT_EQ(test::bits(m[i]), test::bits(c.moisture));
    }
  // Mountains are colder: raising the height above sea level never warms a point.
  const ClimateSample low = climate_at(tables, 0.3, 0.3, 0.0, p), high = climate_at(tables, 0.3, 0.3, 0.5, p);
  EXPECT_LT(high.temperature, low.temperature);
  EXPECT_EQ(high.moisture, low.moisture);
  std::vector<double> short_height(3);
  EXPECT_THROW(fill_tutorial_climate(1, p, grid, short_height, t, m), InvalidArgument);
  p.chill = std::numeric_limits<double>::infinity();
  EXPECT_THROW(fill_tutorial_climate(1, p, grid, height, t, m), InvalidArgument);
}

TEST(BiomeTable, ValidatesThresholdsNamesAndColours) {
  BiomeTable t = tutorial_biome_table();
  EXPECT_NO_THROW(validate(t));
  const auto expect_error = [](const BiomeTable& table, const std::string& word) {
    try {
      validate(table);
      ADD_FAILURE() << "no error for " << word;
    } catch (const InvalidArgument& e) {
      EXPECT_NE(std::string(e.what()).find(word), std::string::npos) << e.what();
    }
  };
  BiomeTable unsorted = t;
  unsorted.heat_limits = {0.6, 0.4};
  expect_error(unsorted, "heat_limits");
  BiomeTable outside = t;
  outside.wet_limits = {0.4, 1.2};
  expect_error(outside, "wet_limits[1]");
  BiomeTable nan = t;
  nan.wet_limits = {std::numeric_limits<double>::quiet_NaN(), 0.6};
  expect_error(nan, "wet_limits[0]");
  BiomeTable names = t;
  names.names.pop_back();
  expect_error(names, "names");
  BiomeTable empty = t;
  empty.names[4].clear();
  expect_error(empty, "names[4]");
  BiomeTable colours = t;
  colours.colours.push_back({0, 0, 0});
  expect_error(colours, "colours");
  // Any number of rows and columns: 4 × 2.
  BiomeTable wide;
  wide.heat_limits = {0.25, 0.5, 0.75};
  wide.wet_limits = {0.5};
  wide.names = {"a", "b", "c", "d", "e", "f", "g", "h"};
  wide.colours.assign(8, Rgb{1, 2, 3});
  EXPECT_NO_THROW(validate(wide));
  EXPECT_EQ(pick_biome(wide, 0.8, 0.9), 7);
  EXPECT_EQ(pick_biome(wide, 0.3, 0.1), 2);
}

// Our fdlibm exp/sin/cos against the C library (glibc natively, musl in WASM): within 1 ulp.
std::int64_t ulp_distance(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b) ? 0 : INT64_MAX;
  auto key = [](double v) {
    const std::int64_t i = static_cast<std::int64_t>(test::bits(v));
    return i < 0 ? INT64_MIN - i : i;  // monotonic integer order of doubles
  };
  const std::int64_t d = key(a) - key(b);
  return d < 0 ? -d : d;
}

TEST(DetMath, WithinOneUlpOfTheCLibrary) {
  std::mt19937_64 rng(20261130);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::int64_t worst_exp = 0, worst_sin = 0, worst_cos = 0;
  int exact = 0, total = 0;
  for (int k = 0; k < 200000; ++k) {
    const double scale = k % 4 == 0 ? 1.0 : k % 4 == 1 ? 10.0 : k % 4 == 2 ? 700.0 : 1e5;
    const double x = unit(rng) * scale;
    worst_exp = std::max(worst_exp, ulp_distance(detmath::exp(x), std::exp(x)));
    const double y = unit(rng) * (k % 3 == 0 ? 1e9 : scale);
    worst_sin = std::max(worst_sin, ulp_distance(detmath::sin(y), std::sin(y)));
    worst_cos = std::max(worst_cos, ulp_distance(detmath::cos(y), std::cos(y)));
    exact += detmath::sin(y) == std::sin(y);
    ++total;
  }
  EXPECT_LE(worst_exp, 1);
  EXPECT_LE(worst_sin, 1);
  EXPECT_LE(worst_cos, 1);
  EXPECT_GT(exact, total / 2);  // mostly the same bits: both are (nearly) correctly rounded
}

TEST(DetMath, SpecialValues) {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(detmath::exp(0.0), 1.0);
  EXPECT_EQ(detmath::exp(-inf), 0.0);
  EXPECT_EQ(detmath::exp(inf), inf);
  EXPECT_EQ(detmath::exp(710.0), inf);
  EXPECT_EQ(detmath::exp(-746.0), 0.0);
  EXPECT_GT(detmath::exp(-745.0), 0.0);  // subnormal, not flushed
  EXPECT_TRUE(std::isnan(detmath::exp(nan)));
  EXPECT_EQ(detmath::exp(1.0), 0x1.5bf0a8b145769p+1);  // e, correctly rounded
  EXPECT_EQ(test::bits(detmath::sin(-0.0)), test::bits(-0.0));
  EXPECT_EQ(detmath::cos(0.0), 1.0);
  EXPECT_TRUE(std::isnan(detmath::sin(inf)));
  EXPECT_TRUE(std::isnan(detmath::cos(-inf)));
  EXPECT_TRUE(std::isnan(detmath::sin(nan)));
  // The classic hard case for argument reduction (Kahan / Ng): sin(1e22).
  EXPECT_EQ(detmath::sin(1e22), -0x1.b453ab76bf397p-1);
  EXPECT_EQ(detmath::sin(0x1.921fb54442d18p+0), 1.0);                    // sin(Math.PI / 2)
  EXPECT_EQ(detmath::cos(0x1.921fb54442d18p+1), -1.0);                   // cos(Math.PI)
  EXPECT_EQ(detmath::sin(0x1.921fb54442d18p+1), 0x1.1a62633145c07p-53);  // sin(Math.PI)
}

}  // namespace
}  // namespace worldlab

// eval's climate functions answer what the library computes, and name bad arguments.
#include "worldlab/eval.hpp"
#include "worldlab/islands_climate.hpp"

namespace worldlab {
namespace {

nlohmann::json eval_answer(const std::string& line) { return nlohmann::json::parse(eval_line(line)); }

TEST(EvalClimate, ClimatePickBiomeAndIslands) {
  const auto c = eval_answer(R"({"fn":"climate","seed":5,"args":{"x":0.25,"y":-1.5,"height":0.4,"chill":0.6}})");
  ASSERT_TRUE(c.at("ok").get<bool>()) << c.dump();
  TutorialClimateParams p;
  p.chill = 0.6;
  const ClimateSample s = climate_at(ClimateTables(5), 0.25, -1.5, 0.4, p);
  EXPECT_EQ(c.at("result")[0].get<std::string>(), hex(s.temperature));
  EXPECT_EQ(c.at("result")[1].get<std::string>(), hex(s.moisture));
  EXPECT_EQ(eval_answer(R"({"fn":"pick_biome","args":{"t":0.7,"m":0.2}})").at("result").get<int>(), 6);

  const int n = 5;
  std::vector<double> h(25), tn(25), mn(25);
  for (int i = 0; i < 25; ++i) {
    h[i] = std::sin(i * 1.7);
    tn[i] = std::cos(i * 0.9);
    mn[i] = std::sin(i * 0.3);
  }
  nlohmann::json req = {{"fn", "islands_climate"},
                        {"args",
                         {{"n", n},
                          {"height", h},
                          {"temp_noise", tn},
                          {"moist_noise", mn},
                          {"threshold", 0.1},
                          {"y0", 2.0},
                          {"step", 0.2},
                          {"wind", {{"angle", 225}, {"lift", 1.5}}}}}};
  const auto r = eval_answer(req.dump());
  ASSERT_TRUE(r.at("ok").get<bool>()) << r.dump();
  std::vector<double> coast(25), rank(25), t(25), air(25), m(25);
  std::vector<std::uint8_t> biome(25);
  islands::WindParams w;
  w.angle = 225;
  w.lift = 1.5;
  islands::run_climate({n, h, tn, mn, 0.1, 2.0, 0.2}, islands::ClimateParams{}, w, {coast, rank, t, air, m, biome});
  for (int i = 0; i < 25; ++i) {
    EXPECT_EQ(r.at("result").at("air")[i].get<std::string>(), hex(air[i]));
    EXPECT_EQ(r.at("result").at("moisture")[i].get<std::string>(), hex(m[i]));
    EXPECT_EQ(r.at("result").at("biome")[i].get<int>(), biome[i]);
  }
  const auto bad = eval_answer(
      R"({"fn":"islands_climate","args":{"n":2,"height":[1,2,3,4],"temp_noise":[0,0,0],"moist_noise":[0,0,0,0]}})");
  EXPECT_FALSE(bad.at("ok").get<bool>());
  EXPECT_NE(bad.at("error").get<std::string>().find("temp_noise"), std::string::npos);
  const auto unsorted = eval_answer(R"({"fn":"pick_biome","args":{"t":0.5,"m":0.5,"wet_limits":[0.7,0.2]}})");
  EXPECT_NE(unsorted.at("error").get<std::string>().find("wet_limits"), std::string::npos);
}

}  // namespace
}  // namespace worldlab
