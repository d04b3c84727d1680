// Internal to the six-parameter biome nodes (issue 26): the parameters they share and their low-frequency noise.
#pragma once

#include <algorithm>

#include "node_util.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"

namespace worldlab::graph_detail {

// Noise cycles per world unit of a field (low: continents and climate-sized features).
constexpr ParamInfo biomes6_scale_param(double default_value) {
  return {.id = "scale",
          .type = ParamType::kNumber,
          .min = 1e-9,
          .max = 1e6,
          .step = 0.0005,
          .unit = "cycles per world unit",
          .description = "frequency of the field's noise: it is read at position · scale",
          .default_value = default_value};
}
constexpr ParamInfo biomes6_octaves_param(double default_value) {
  return {.id = "octaves",
          .type = ParamType::kInteger,
          .min = kMinOctaves,
          .max = kMaxOctaves,
          .step = 1,
          .description = "fBm octaves of the noise (persistence 0.5, lacunarity 2)",
          .default_value = default_value};
}

// simplex fBm at (x, y) · scale into out, block by block (about -1..1).
class Biomes6Noise {
 public:
  Biomes6Noise(std::int64_t seed, double scale, int octaves) : table_(seed), scale_(scale), fbm_{octaves} {}
  template <class Fn>  // fn(noise, out, start): noise and out are spans of the same chunk of the block
  void run(const NodeEval& e, Fn&& fn) const {
    at_scaled_points(e, scale_, [&](auto x, auto y, auto out, std::size_t start) {
      fbm2_points(table_, fbm_, x, y, out);
      fn(out, start);
    });
  }

 private:
  NoiseTable table_;
  double scale_;
  FbmParams fbm_;
};

// min(hi, max(lo, v)); NaN stays NaN.
inline double biomes6_clamp(double v, double lo, double hi) noexcept { return v < lo ? lo : (v > hi ? hi : v); }

}  // namespace worldlab::graph_detail
