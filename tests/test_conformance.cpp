// The tutorial's JavaScript, reproduced to the bit: SeededRandom, permutation, simplex2, fbm, domainWarp, mulberry32.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <span>
#include <vector>

#include "test_support.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/random.hpp"

namespace worldlab {
namespace {

using test::from_hex;
using test::hex;

struct Vectors {
  nlohmann::json doc;
  std::vector<std::pair<double, double>> points;
  std::vector<std::string> labels;
  Vectors() : doc(test::load_conformance("tutorial_vectors.json")) {
    for (const auto& p : doc.at("points")) points.emplace_back(from_hex(p[0]), from_hex(p[1]));
    for (const auto& l : doc.at("label")) labels.push_back(l.get<std::string>());
  }
};

const Vectors& conformance_vectors() {
  static const Vectors v;
  return v;
}

// Compares fn(point) with the recorded values of one record, then the same function over all the
// points at once through its batch kernel (batch(xs, ys, out)) at every SIMD level; counts every
// compared single value.
template <class Fn, class Batch>
int expect_points(const nlohmann::json& record, const std::string& what, Fn&& fn, Batch&& batch) {
  const auto& v = conformance_vectors();
  const auto& values = record.at("values");
  EXPECT_EQ(values.size(), v.points.size()) << what;
  int compared = 0;
  for (std::size_t i = 0; i < v.points.size() && i < values.size(); ++i) {
    const double got = fn(v.points[i].first, v.points[i].second);
    EXPECT_EQ(hex(got), values[i].get<std::string>())
        << what << " at point " << i << " (" << v.labels[i] << "): x=" << hex(v.points[i].first)
        << " y=" << hex(v.points[i].second) << " got " << got << " want " << from_hex(values[i]);
    ++compared;
  }
  std::vector<double> xs, ys;
  for (const auto& [x, y] : v.points) xs.push_back(x), ys.push_back(y);
  test::for_each_simd_level([&](SimdLevel level) {
    std::vector<double> out(xs.size());
    batch(std::span<const double>(xs), std::span<const double>(ys), std::span<double>(out));
    for (std::size_t i = 0; i < out.size() && i < values.size(); ++i)
      EXPECT_EQ(hex(out[i]), values[i].get<std::string>())
          << what << " through the batch kernel at SIMD level " << simd_level_name(level) << ", point " << i << " ("
          << v.labels[i] << ")";
  });
  return compared;
}

TEST(Conformance, FileCoversTheIssuesCases) {
  const auto& v = conformance_vectors();
  EXPECT_EQ(v.points.size(), 50u);
  std::vector<std::int64_t> seeds;
  for (const auto& r : v.doc.at("simplex2")) seeds.push_back(r.at("seed").get<std::int64_t>());
  EXPECT_GE(seeds.size(), 10u);
  for (std::int64_t must : {std::int64_t{0}, std::int64_t{2147483646}, std::int64_t{2147483648}})
    EXPECT_NE(std::find(seeds.begin(), seeds.end(), must), seeds.end()) << must;
  EXPECT_TRUE(std::any_of(seeds.begin(), seeds.end(), [](std::int64_t s) { return s < 0; }));
  bool beyond_int32 = false;
  for (const auto& [x, y] : v.points) beyond_int32 |= std::abs(x) > 2147483648.0 || std::abs(y) > 2147483648.0;
  EXPECT_TRUE(beyond_int32);
}

TEST(Conformance, SeededRandomMatchesJavaScript) {
  int compared = 0;
  for (const auto& record : conformance_vectors().doc.at("seeded_random")) {
    const auto seed = record.at("seed").get<std::int64_t>();
    SeededRandom random(seed);
    for (const auto& want : record.at("values")) {
      EXPECT_EQ(hex(random.next_float()), want.get<std::string>()) << "seed " << seed;
      ++compared;
    }
  }
  EXPECT_EQ(compared, 12 * 20);
}

TEST(Conformance, PermutationMatchesJavaScript) {
  for (const auto& record : conformance_vectors().doc.at("permutation")) {
    const auto seed = record.at("seed").get<std::int64_t>();
    const NoiseTable table(seed);
    const auto& p = record.at("p");
    ASSERT_EQ(p.size(), 256u);
    for (int i = 0; i < 256; ++i) {
      EXPECT_EQ(table.p[i], p[i].get<int>()) << "seed " << seed << " index " << i;
      EXPECT_EQ(table.p[i], table.p[i + 256]);
    }
  }
}

TEST(Conformance, Simplex2MatchesJavaScript) {
  int compared = 0;
  for (const auto& record : conformance_vectors().doc.at("simplex2")) {
    const auto seed = record.at("seed").get<std::int64_t>();
    const NoiseTable table(seed);
    compared += expect_points(
        record, "simplex2 seed " + std::to_string(seed), [&](double x, double y) { return simplex2(table, x, y); },
        [&](auto xs, auto ys, auto out) { basis_points(table, Basis::kSimplex, xs, ys, out); });
  }
  EXPECT_EQ(compared, 12 * 50);
}

TEST(Conformance, FbmMatchesJavaScript) {
  int compared = 0;
  std::set<int> octaves_seen;
  for (const auto& record : conformance_vectors().doc.at("fbm")) {
    const auto seed = record.at("seed").get<std::int64_t>();
    FbmParams params;
    params.octaves = record.at("octaves").get<int>();
    params.persistence = from_hex(record.at("persistence"));
    params.lacunarity = from_hex(record.at("lacunarity"));
    octaves_seen.insert(params.octaves);
    const NoiseTable table(seed);
    compared += expect_points(
        record, "fbm seed " + std::to_string(seed) + " octaves " + std::to_string(params.octaves),
        [&](double x, double y) { return fbm2(table, x, y, params); },
        [&](auto xs, auto ys, auto out) { fbm2_points(table, params, xs, ys, out); });
  }
  EXPECT_TRUE(octaves_seen.count(1) && octaves_seen.count(4) && octaves_seen.count(6));
  EXPECT_GE(compared, 3 * 12 * 50);
}

TEST(Conformance, DomainWarpMatchesJavaScript) {
  int compared = 0;
  std::set<int> levels_seen;
  std::set<std::string> frequencies_seen;
  for (const auto& record : conformance_vectors().doc.at("domain_warp")) {
    const auto seed = record.at("seed").get<std::int64_t>();
    WarpParams warp;
    warp.levels = record.at("levels").get<int>();
    warp.strength = from_hex(record.at("strength"));
    warp.frequency = from_hex(record.at("frequency"));
    levels_seen.insert(warp.levels);
    frequencies_seen.insert(record.at("frequency").get<std::string>());
    const NoiseTable table(seed);
    compared += expect_points(
        record, "domainWarp seed " + std::to_string(seed) + " levels " + std::to_string(warp.levels),
        [&](double x, double y) { return domain_warp(table, x, y, warp); },
        [&](auto xs, auto ys, auto out) { domain_warp_points(table, warp, FbmParams{}, xs, ys, out); });
  }
  EXPECT_EQ(levels_seen.size(), 3u);
  EXPECT_GE(frequencies_seen.size(), 2u);
  EXPECT_GE(compared, 6 * 12 * 50);
}

TEST(Conformance, DegenerateSeedsMatchJavaScript) {
  // Seeds whose SeededRandom state is 0: the JavaScript table holds `undefined` (null here).
  const auto doc = test::load_conformance("degenerate_seed_vectors.json");
  int compared = 0;
  for (const auto& record : doc.at("records")) {
    const auto seed = record.at("seed").get<std::int64_t>();
    const NoiseTable table(seed);
    EXPECT_TRUE(table.has_undefined) << seed;
    for (int i = 0; i < 256; ++i) {
      const auto& want = record.at("p")[i];
      EXPECT_EQ(table.p[i], want.is_null() ? kUndefinedEntry : want.get<int>()) << "seed " << seed << " index " << i;
    }
    const std::string s = std::to_string(seed);
    compared += expect_points(
        nlohmann::json{{"values", record.at("simplex2")}}, "simplex2 seed " + s,
        [&](double x, double y) { return simplex2(table, x, y); },
        [&](auto xs, auto ys, auto out) { basis_points(table, Basis::kSimplex, xs, ys, out); });
    compared += expect_points(
        nlohmann::json{{"values", record.at("fbm4")}}, "fbm seed " + s,
        [&](double x, double y) { return fbm2(table, x, y); },
        [&](auto xs, auto ys, auto out) { fbm2_points(table, FbmParams{}, xs, ys, out); });
    const WarpParams warp{4.0, 0.35, 2};
    compared += expect_points(
        nlohmann::json{{"values", record.at("domain_warp2")}}, "domainWarp seed " + s,
        [&](double x, double y) { return domain_warp(table, x, y, warp); },
        [&](auto xs, auto ys, auto out) { domain_warp_points(table, warp, FbmParams{}, xs, ys, out); });
  }
  EXPECT_EQ(compared, 2 * 3 * 50);
}

TEST(Conformance, Mulberry32MatchesJavaScript) {
  const auto doc = test::load_conformance("mulberry32_vectors.json");
  int compared = 0;
  for (const auto& record : doc.at("mulberry32")) {
    const auto seed = record.at("seed").get<std::uint64_t>();
    Mulberry32 a(static_cast<std::uint32_t>(seed));
    Mulberry32 b(static_cast<std::uint32_t>(seed));
    for (std::size_t i = 0; i < record.at("u32").size(); ++i) {
      EXPECT_EQ(a.next_u32(), record.at("u32")[i].get<std::uint32_t>()) << "seed " << seed << " #" << i;
      EXPECT_EQ(hex(static_cast<double>(b.next_float())), record.at("values")[i].get<std::string>());
      ++compared;
    }
  }
  EXPECT_GE(compared, 7 * 16);
}

}  // namespace
}  // namespace worldlab
