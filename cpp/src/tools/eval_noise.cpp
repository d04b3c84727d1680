// eval functions of the foundation: generators, noises, fBm, folds, warp and terrain.
#include <cstdint>
#include <string>

#include "eval_registry.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/random.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"

namespace worldlab::eval_detail {

namespace {

constexpr std::int64_t kMaxCount = 1'000'000;  // values per seeded_random / mulberry32 request

Result seeded_random_values(std::int64_t seed, const Args& a) {
  const auto count = a.required_integer("count", 0, kMaxCount);
  SeededRandom random(seed);
  Result out = Result::array();
  for (std::int64_t i = 0; i < count; ++i) out.push_back(random.next_float());
  return out;
}

Result mulberry32_values(std::int64_t seed, const Args& a) {
  const auto count = a.required_integer("count", 0, kMaxCount);
  Mulberry32 rng(static_cast<std::uint32_t>(static_cast<std::uint64_t>(seed)));  // seed mod 2^32
  Result out = Result::array();
  for (std::int64_t i = 0; i < count; ++i) out.push_back(static_cast<double>(rng.next_float()));
  return out;
}

}  // namespace

void register_noise_functions(FunctionTable& table) {
  const FunctionTable mine = {
      {"seeded_random", seeded_random_values},
      {"mulberry32", mulberry32_values},
      {"permutation",
       [](std::int64_t seed, const Args&) {
         Result out = Result::array();
         // JavaScript's `undefined` entry (degenerate seeds only) is null.
         for (auto v : seeded_permutation(seed))
           v == kUndefinedEntry ? out.push_back(nullptr) : out.push_back(static_cast<int>(v));
         return out;
       }},
      {"stream_seed",
       [](std::int64_t seed, const Args& a) {
         const auto system = a.required_integer("system", 0, UINT32_MAX);
         const auto cx = a.required_integer("chunk_x", INT32_MIN, INT32_MAX);
         const auto cy = a.required_integer("chunk_y", INT32_MIN, INT32_MAX);
         return Result(stream_seed(seed, static_cast<System>(system), static_cast<std::int32_t>(cx),
                                   static_cast<std::int32_t>(cy)));
       }},
      {"simplex2",
       [](std::int64_t seed, const Args& a) { return Result(simplex2(NoiseTable(seed), a.num("x"), a.num("y"))); }},
      {"simplex3",
       [](std::int64_t seed, const Args& a) {
         return Result(simplex3(NoiseTable(seed), a.num("x"), a.num("y"), a.num("z")));
       }},
      {"perlin2",
       [](std::int64_t seed, const Args& a) { return Result(perlin2(NoiseTable(seed), a.num("x"), a.num("y"))); }},
      {"perlin3", [](std::int64_t seed,
                     const Args& a) { return Result(perlin3(NoiseTable(seed), a.num("x"), a.num("y"), a.num("z"))); }},
      {"value2",
       [](std::int64_t seed, const Args& a) { return Result(value2(NoiseTable(seed), a.num("x"), a.num("y"))); }},
      {"fbm2",
       [](std::int64_t seed, const Args& a) {
         const FbmParams p = read_fbm(a);
         return Result(fbm2(NoiseTable(seed), a.num("x"), a.num("y"), p));
       }},
      {"ridged_multifractal",
       [](std::int64_t seed, const Args& a) {
         const FbmParams p = read_fbm(a);
         MusgraveParams m;
         m.offset = a.param("offset", m.offset);
         m.gain = a.param("gain", m.gain);
         return Result(ridged_multifractal(NoiseTable(seed), a.num("x"), a.num("y"), p, m));
       }},
      {"ridged", [](std::int64_t, const Args& a) { return Result(ridged(a.num("value"))); }},
      {"billow", [](std::int64_t, const Args& a) { return Result(billow(a.num("value"))); }},
      {"domain_warp",
       [](std::int64_t seed, const Args& a) {
         WarpParams w;
         w.strength = a.param("strength", w.strength);
         w.frequency = a.param("frequency", w.frequency);
         w.levels = static_cast<int>(a.integer("levels", 0, kMaxWarpLevels, w.levels));
         validate(w);
         const FbmParams p = read_fbm(a);
         return Result(domain_warp(NoiseTable(seed), a.num("x"), a.num("y"), w, p));
       }},
      {"terrain",
       [](std::int64_t seed, const Args& a) {
         TerrainParams base;
         if (const json* id = a.find("preset")) {
           if (!id->is_string()) fail("preset must be a string");
           const TerrainPreset* preset = find_terrain_preset(id->get<std::string>());
           if (!preset) fail("unknown preset \"" + id->get<std::string>() + "\"");
           base = preset->params;
         }
         const json* params = a.find("params");
         const TerrainParams t = params ? terrain_params_from_json(*params, base) : base;
         return Result(CompiledGraph(terrain_graph(t), seed).at(a.num("u"), a.num("v")));
       }},
  };
  table.insert(mine.begin(), mine.end());
}

}  // namespace worldlab::eval_detail
