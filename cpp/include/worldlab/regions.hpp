// Voronoi regions as in the tutorial's Lab #4: seeded sites, the two nearest (F1, F2), wobbled and blended borders.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/schema.hpp"

namespace worldlab {

// One Voronoi site, in world units (the tutorial's map pixels).
struct Site {
  double x;
  double y;
};

// Limits on site sets built from a count (make_sites, eval, graph cell nodes).
inline constexpr std::int64_t kMaxSites = 1'000'000;
// Map sides accepted by make_sites: finite, 0 .. 1e12 world units (0 makes every site coincide).
inline constexpr double kMaxSiteSpan = 1e12;

// The tutorial's makeSites: site i is (nextFloat() · width, nextFloat() · height) from one
// SeededRandom(seed), x drawn before y. Throws InvalidArgument for count outside 1..kMaxSites or a
// width/height that is not finite in 0..kMaxSiteSpan.
std::vector<Site> make_sites(std::int64_t count, double width, double height, std::int64_t seed);

// The nearest site (F1) and the runner-up (F2) as the tutorial's nearestTwo scans them: index order,
// strict `<` comparisons on d = sqrt(dx² + dy²). So a tie for nearest goes to the lowest index and a
// tie for second to the lowest index among the rest. With one site, second is 0 and d2 infinite;
// with no site (or NaN distances) both indices are 0 and both distances infinite.
struct NearestTwo {
  std::int32_t nearest = 0;
  std::int32_t second = 0;
  double d1 = 0.0;  // distance to `nearest`, world units
  double d2 = 0.0;  // distance to `second`; d2 − d1 is 0 on a border
};
NearestTwo nearest_two(std::span<const Site> sites, double x, double y) noexcept;

// The border shaping of cell_blend. Defaults are the tutorial lab's sliders.
struct CellBlendParams {
  static constexpr std::string_view kSchema = "cell_blend";
  double wobble = 14.0;       // how far the lookup point is pushed, world units; 0 = straight borders, 0..60 typical
  double blend_width = 10.0;  // depth over which a cell fades in from its border, world units; 0 = hard edges
  double frequency = 0.02;    // scale of the wobble noise, cycles per world unit; 0.005..0.1 typical
};
template <class V>
void describe(V& v, CellBlendParams& p) {
  v.field(p.wobble, {.id = "wobble",
                     .min = 0,
                     .max = 1e6,
                     .step = 1,
                     .unit = "world units",
                     .description = "how far the lookup point is pushed; 0 = straight borders, 0..60 typical"});
  v.field(p.blend_width, {.id = "blend_width",
                          .min = 0,
                          .max = 1e6,
                          .step = 1,
                          .unit = "world units",
                          .description = "depth over which a cell fades in from its border; 0 = hard edges"});
  v.field(p.frequency, {.id = "frequency",
                        .min = 0,
                        .max = 1e3,
                        .step = 0.005,
                        .unit = "cycles per world unit",
                        .description = "scale of the wobble noise; 0.005..0.1 typical"});
}
void validate(const CellBlendParams& params);

// Which two cells a point mixes, and how much of `nearest` (0.5 on a border, 1 once blend_width deep).
struct CellBlend {
  std::int32_t nearest = 0;
  std::int32_t second = 0;
  double weight = 1.0;
};

// The tutorial's wobbled lookup point: (x + wobble·fbm3(x·f, y·f), y + wobble·fbm3(x·f + 5.2, y·f + 1.3)).
Point2 wobble_point(const NoiseTable& wobble_noise, double x, double y, const CellBlendParams& params) noexcept;

// wobble_point over a list of points, its two fBm through the batch kernels (batch.hpp): (wx[i], wy[i]) =
// wobble_point(x[i], y[i]) bit for bit. Every span holds the same number of values.
void wobble_points(const NoiseTable& wobble_noise, const CellBlendParams& params, std::span<const double> x,
                   std::span<const double> y, std::span<double> wx, std::span<double> wy);

// The smoothstep weight from F1 and F2: t = min(1, (d2 − d1) / blend_width) (t = 1 for blend_width <= 0),
// weight = 0.5 + 0.5 · t²(3 − 2t).
double blend_weight(double d1, double d2, double blend_width) noexcept;

// The tutorial's cellBlend: nearest_two at the wobbled point, then blend_weight.
CellBlend cell_blend(std::span<const Site> sites, const NoiseTable& wobble_noise, double x, double y,
                     const CellBlendParams& params) noexcept;

// mix(second, nearest, weight) = second + (nearest − second) · weight: the blended value of anything a
// region carries (a colour channel, a height), as the tutorial mixes the two cells' colours.
inline double blend_value(double second_value, double nearest_value, double weight) noexcept {
  return second_value + (nearest_value - second_value) * weight;
}

// A colour mixed from two biome colours, channels 0..255 kept as doubles until the very end (no banding).
struct MixedColour {
  double r;
  double g;
  double b;
};
MixedColour blend_rgb(const Rgb& second_colour, const Rgb& nearest_colour, double weight) noexcept;

// One channel (0 red, 1 green, 2 blue) of the hero world's map colour, 0..255: on land (height > sea_level) the
// two regions' biome colours blended by the weight, rounded half up; water shaded by its depth below sea_level
// and truncated. A biome value that is not an index of the tutorial's table (NaN, out of range, fractional) is
// black. What the graph node region_colour computes per sample.
double world_colour_channel(int channel, double height, double sea_level, double nearest_biome, double second_biome,
                            double weight) noexcept;

// The climate lookup a region makes at its site: the tutorial's climateAt (climate.hpp) at
// (x · scale, y · scale) with the site's height, then pickBiome on the tutorial's 3×3 table
// (biome_table.hpp), so indices are 0 Tundra .. 8 Rainforest.
struct RegionClimateParams {
  static constexpr std::string_view kSchema = "region_climate";
  double scale = 0.004;  // climate noise cycles per world unit (the tutorial's usage line); 0.001..0.02 typical
  double chill = 0.5;    // temperature lost per unit of height above 0; 0..2 typical
};
template <class V>
void describe(V& v, RegionClimateParams& p) {
  v.field(p.scale, {.id = "scale",
                    .min = 1e-9,
                    .max = 100,
                    .step = 0.0005,
                    .unit = "cycles per world unit",
                    .description = "climate noise frequency (the tutorial's 0.004); 0.001..0.02 typical"});
  v.field(p.chill, kChillInfo);
}
void validate(const RegionClimateParams& params);

// The offset of a region map's wobble noise seed (Simplex(seed + offset)), shared by its users.
inline constexpr ParamInfo kWobbleSeedOffsetInfo{.id = "wobble_seed_offset",
                                                 .type = ParamType::kInteger,
                                                 .min = -1e6,
                                                 .max = 1e6,
                                                 .step = 1,
                                                 .description = "added to the world seed for the wobble noise"};

// Biome index of the climate at world (x, y) with the given height (0 = no chill).
int region_biome_at(const ClimateTables& climate, double x, double y, double height,
                    const RegionClimateParams& params = {}) noexcept;

// region_biome_at over a list of points: out[i] = region_biome_at(x[i], y[i], height[i]). Runs of equal
// neighbours (the points of one region share its site) are computed once, the climate through the batch
// kernels (climate_points); the answers are the single-sample function's. Every span holds the same count.
void region_biome_points(const ClimateTables& climate, std::span<const double> x, std::span<const double> y,
                         std::span<const double> height, const RegionClimateParams& params, std::span<double> out);

// Each site's biome: the climate at the site itself, with height_at_site[i] (or 0 when the span is empty).
std::vector<int> region_biomes(std::span<const Site> sites, const ClimateTables& climate,
                               std::span<const double> height_at_site, const RegionClimateParams& params = {});

// seed + offset with a clear error instead of signed overflow (derived seeds such as the tutorial's
// seed + 4 and seed + 7). Throws InvalidArgument naming `what`.
std::int64_t offset_seed(std::int64_t seed, std::int64_t offset, const char* what);

}  // namespace worldlab
