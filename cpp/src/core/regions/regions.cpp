// Voronoi regions: the tutorial's makeSites, nearestTwo and cellBlend, region biomes and blending.
#include "worldlab/regions.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>

#include "js_math.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/random.hpp"

namespace worldlab {

std::int64_t offset_seed(std::int64_t seed, std::int64_t offset, const char* what) {
  std::int64_t out = 0;
  if (__builtin_add_overflow(seed, offset, &out))
    throw InvalidArgument(std::string(what) + ": seed " + std::to_string(seed) + " + " + std::to_string(offset) +
                          " overflows 64 bits");
  return out;
}

std::vector<Site> make_sites(std::int64_t count, double width, double height, std::int64_t seed) {
  if (count < 1 || count > kMaxSites)
    throw InvalidArgument("count must be 1.." + std::to_string(kMaxSites) + ", got " + std::to_string(count));
  if (!(std::isfinite(width) && width >= 0 && width <= kMaxSiteSpan))
    throw InvalidArgument("width must be finite and 0..1e12");
  if (!(std::isfinite(height) && height >= 0 && height <= kMaxSiteSpan))
    throw InvalidArgument("height must be finite and 0..1e12");
  SeededRandom random(seed);
  std::vector<Site> sites;
  sites.reserve(static_cast<std::size_t>(count));
  for (std::int64_t i = 0; i < count; ++i) {
    const double x = random.next_float() * width;  // x is drawn first, as in the tutorial
    const double y = random.next_float() * height;
    sites.push_back({x, y});
  }
  return sites;
}

NearestTwo nearest_two(std::span<const Site> sites, double x, double y) noexcept {
  NearestTwo hit{0, 0, std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  const std::size_t n = sites.size();
  for (std::size_t i = 0; i < n; ++i) {
    const double dx = x - sites[i].x;
    const double dy = y - sites[i].y;
    const double d = std::sqrt(dx * dx + dy * dy);
    if (d < hit.d1) {  // a new nearest pushes the old one to second place
      hit.second = hit.nearest;
      hit.d2 = hit.d1;
      hit.nearest = static_cast<std::int32_t>(i);
      hit.d1 = d;
    } else if (d < hit.d2) {
      hit.second = static_cast<std::int32_t>(i);
      hit.d2 = d;
    }
  }
  return hit;
}

void validate(const CellBlendParams& p) { validate_fields(p); }

void validate(const RegionClimateParams& p) { validate_fields(p); }

Point2 wobble_point(const NoiseTable& wobble_noise, double x, double y, const CellBlendParams& p) noexcept {
  const FbmParams three{3};
  const double f = p.frequency;
  // The tutorial's offsets (5.2, 1.3) decorrelate the y push from the x push.
  const double wx = x + p.wobble * fbm2(wobble_noise, x * f, y * f, three);
  const double wy = y + p.wobble * fbm2(wobble_noise, x * f + 5.2, y * f + 1.3, three);
  return {wx, wy};
}

namespace {

// A biome's colour; a value that is not a biome index (NaN, out of range, fractional) is black.
Rgb colour_of(double biome) noexcept {
  const auto& colours = tutorial_biome_table().colours;
  if (!(biome >= 0 && biome < static_cast<double>(colours.size())) || std::floor(biome) != biome) return {0, 0, 0};
  return colours[static_cast<std::size_t>(biome)];
}

}  // namespace

double world_colour_channel(int channel, double h, double sea, double nearest_biome, double second_biome,
                            double weight) noexcept {
  if (h <= sea) {
    // Water: deeper is darker; the channel is truncated to a byte as the map stores it.
    const double depth = std::min(1.0, (sea - h) * 2.0);
    const double water[3] = {40 - 30 * depth, 110 - 70 * depth, 200 - 90 * depth};
    return std::trunc(water[channel]);
  }
  const MixedColour mix = blend_rgb(colour_of(second_biome), colour_of(nearest_biome), weight);
  const double c = channel == 0 ? mix.r : channel == 1 ? mix.g : mix.b;
  return std::floor(c + 0.5);  // round half up to a byte only at the very end
}

void wobble_points(const NoiseTable& wobble_noise, const CellBlendParams& p, std::span<const double> x,
                   std::span<const double> y, std::span<double> wx, std::span<double> wy) {
  const std::size_t n = x.size();
  if (y.size() != n || wx.size() != n || wy.size() != n)
    throw InvalidArgument("wobble_points: x, y, wx and wy must hold the same number of values");
  const FbmParams three{3};
  const double f = p.frequency;
  constexpr std::size_t kChunk = 256;
  double nx[kChunk], ny[kChunk], push[kChunk];
  for (std::size_t start = 0; start < n; start += kChunk) {
    const std::size_t m = std::min(kChunk, n - start);
    // The same operations as wobble_point, in the same order, point by point.
    for (std::size_t k = 0; k < m; ++k) nx[k] = x[start + k] * f, ny[k] = y[start + k] * f;
    fbm2_points(wobble_noise, three, {nx, m}, {ny, m}, {push, m});
    for (std::size_t k = 0; k < m; ++k) wx[start + k] = x[start + k] + p.wobble * push[k];
    for (std::size_t k = 0; k < m; ++k) nx[k] = x[start + k] * f + 5.2, ny[k] = y[start + k] * f + 1.3;
    fbm2_points(wobble_noise, three, {nx, m}, {ny, m}, {push, m});
    for (std::size_t k = 0; k < m; ++k) wy[start + k] = y[start + k] + p.wobble * push[k];
  }
}

double blend_weight(double d1, double d2, double blend_width) noexcept {
  // JavaScript's Math.min keeps a NaN (d2 − d1 = ∞ − ∞ far away); std::min would not.
  const double t = blend_width > 0 ? js::min(1.0, (d2 - d1) / blend_width) : 1.0;
  return 0.5 + 0.5 * t * t * (3 - 2 * t);
}

CellBlend cell_blend(std::span<const Site> sites, const NoiseTable& wobble_noise, double x, double y,
                     const CellBlendParams& params) noexcept {
  const Point2 w = wobble_point(wobble_noise, x, y, params);
  const NearestTwo hit = nearest_two(sites, w.x, w.y);
  return {hit.nearest, hit.second, blend_weight(hit.d1, hit.d2, params.blend_width)};
}

MixedColour blend_rgb(const Rgb& a, const Rgb& b, double weight) noexcept {
  return {blend_value(a.r, b.r, weight), blend_value(a.g, b.g, weight), blend_value(a.b, b.b, weight)};
}

int region_biome_at(const ClimateTables& c, double x, double y, double height, const RegionClimateParams& p) noexcept {
  TutorialClimateParams cp;
  cp.chill = p.chill;
  const ClimateSample climate = climate_at(c, x * p.scale, y * p.scale, height, cp);
  return pick_biome(tutorial_biome_table(), climate.temperature, climate.moisture);
}

void region_biome_points(const ClimateTables& climate, std::span<const double> x, std::span<const double> y,
                         std::span<const double> height, const RegionClimateParams& params, std::span<double> out) {
  const std::size_t n = x.size();
  if (y.size() != n || height.size() != n || out.size() != n)
    throw InvalidArgument("region_biome_points: x, y, height and out must hold the same number of values");
  TutorialClimateParams cp;
  cp.chill = params.chill;
  // Chunks of up to 256 points; in each, the first point of every run of equal (x, y, height) bits is computed
  // and the run's other points copy its answer (the same pure function of the same bits).
  constexpr std::size_t kChunk = 256;
  double ux[kChunk], uy[kChunk], uh[kChunk], heat[kChunk], wet[kChunk];
  std::uint32_t head[kChunk];
  const auto same = [](double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; };
  for (std::size_t start = 0; start < n; start += kChunk) {
    const std::size_t m = std::min(kChunk, n - start);
    std::size_t distinct = 0;
    for (std::size_t k = 0; k < m; ++k) {
      const std::size_t i = start + k;
      if (k > 0 && same(x[i], x[i - 1]) && same(y[i], y[i - 1]) && same(height[i], height[i - 1])) {
        head[k] = head[k - 1];
        continue;
      }
      ux[distinct] = x[i] * params.scale;  // as region_biome_at: the climate at (x, y) · scale
      uy[distinct] = y[i] * params.scale;
      uh[distinct] = height[i];
      head[k] = static_cast<std::uint32_t>(distinct++);
    }
    climate_points(climate, cp, {ux, distinct}, {uy, distinct}, {uh, distinct}, {heat, distinct}, {wet, distinct});
    for (std::size_t d = 0; d < distinct; ++d) heat[d] = pick_biome(tutorial_biome_table(), heat[d], wet[d]);
    for (std::size_t k = 0; k < m; ++k) out[start + k] = heat[head[k]];
  }
}

std::vector<int> region_biomes(std::span<const Site> sites, const ClimateTables& climate,
                               std::span<const double> height_at_site, const RegionClimateParams& params) {
  if (!height_at_site.empty() && height_at_site.size() != sites.size())
    throw InvalidArgument("height_at_site must be empty or hold one height per site");
  const std::size_t n = sites.size();
  std::vector<double> x(n), y(n), height(n, 0.0), biome(n);
  for (std::size_t i = 0; i < n; ++i) {
    x[i] = sites[i].x;
    y[i] = sites[i].y;
    if (!height_at_site.empty()) height[i] = height_at_site[i];
  }
  region_biome_points(climate, x, y, height, params, biome);
  std::vector<int> out(n);
  for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<int>(biome[i]);  // 0..8, exact
  return out;
}

}  // namespace worldlab
