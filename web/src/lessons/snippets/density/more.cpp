// Density lab, step 5: every node function of the lab in one place, so the code line under the map runs after it.
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <vector>

#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/regions.hpp"

using Node = std::function<double(double, double)>;

// The sources (steps 1 and 4).
Node simplex_node(std::int64_t seed, double scale, int octaves) {
  return [table = worldlab::NoiseTable(seed), scale, fbm = worldlab::FbmParams{octaves}](double x, double y) {
    return worldlab::fbm2(table, x * scale, y * scale, fbm);
  };
}

Node cell_node(std::int64_t seed, int count, double width, double height, double radius) {
  return [sites = worldlab::make_sites(count, width, height, seed), radius](double x, double y) {
    return 1 - 2 * std::min(1.0, worldlab::nearest_two(sites, x, y).d1 / radius);
  };
}

// Math.max and Math.min: NaN wins, and +0 is above −0 (std::max and std::min answer by argument order).
double js_max(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

double js_min(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

// One input (steps 2 and 3).
Node warp_node(Node input, std::int64_t seed, double strength, double scale) {
  return [input, table = worldlab::NoiseTable(seed), strength, scale](double x, double y) {
    const worldlab::FbmParams three{3};
    const double px = x + strength * worldlab::fbm2(table, x * scale, y * scale, three);
    const double py = y + strength * worldlab::fbm2(table, x * scale + 5.2, y * scale + 1.3, three);
    return input(px, py);
  };
}

Node clamp_node(Node input, double low, double high) {
  return [=](double x, double y) { return js_min(high, js_max(low, input(x, y))); };
}

double smooth_min(double a, double b, double k) {
  const double h = std::max(k - std::fabs(a - b), 0.0) / k;
  return std::min(a, b) - h * h * k * 0.25;
}

Node smooth_clamp_node(Node input, double low, double high, double smoothness) {
  return [=](double x, double y) {
    const double v = input(x, y);
    if (std::isnan(v)) return v;
    return smooth_min(high, -smooth_min(-low, -v, smoothness), smoothness);
  };
}

Node terrace_node(Node input, int steps, int sharpness) {
  return [=](double x, double y) {
    const double t = input(x, y) * steps;
    const double base = std::floor(t);
    const double frac = t - base;
    double rise = frac;
    for (int i = 1; i < sharpness; ++i) rise *= frac;  // no std::pow: the same products as the JavaScript
    return (base + rise) / steps;
  };
}

Node ridged_node(Node input) {
  return [=](double x, double y) { return worldlab::ridged(input(x, y)); };
}

Node billow_node(Node input) {
  return [=](double x, double y) { return worldlab::billow(input(x, y)); };
}

Node abs_node(Node input) {
  return [=](double x, double y) { return std::fabs(input(x, y)); };
}

Node scale_bias_node(Node input, double scale, double bias) {
  return [=](double x, double y) { return input(x, y) * scale + bias; };
}

Node island_mask_node(Node input, double center_x, double center_y, double radius, double falloff) {
  return [=](double x, double y) {
    const double dx = (x - center_x) / radius, dy = (y - center_y) / radius;
    return input(x, y) - falloff * (dx * dx + dy * dy);
  };
}

// Two inputs: the step above (a) and the step's own source (b).
Node mix_node(Node a, Node b, double amount) {
  return [=](double x, double y) {
    const double va = a(x, y);
    return va + (b(x, y) - va) * amount;
  };
}

Node add_node(Node a, Node b) {
  return [=](double x, double y) { return a(x, y) + b(x, y); };
}

Node max_node(Node a, Node b) {
  return [=](double x, double y) { return js_max(a(x, y), b(x, y)); };
}

std::vector<double> lab_map() {
  const std::int64_t seed = 1;
  const Node detailed = add_node(simplex_node(seed + 0, 1.0 / 110, 5), simplex_node(seed + 3, 1.0 / 30, 3));
  const Node island = island_mask_node(scale_bias_node(detailed, 1, 0.2), 160, 120, 160, 0.6);
  std::vector<double> map(320 * 240);
  worldlab::fill_grid({0, 0, 1, 320, 240}, map, terrace_node(island, 8, 4));  // a terraced island
  return map;
}
