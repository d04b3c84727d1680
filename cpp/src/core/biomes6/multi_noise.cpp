// Six-parameter biomes: the box table's rule, its plain scan, the exact-pruning tree and the default table.
#include "worldlab/multi_noise.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>

#include "worldlab/grid.hpp"

namespace worldlab {
namespace {

[[noreturn]] void mn_fail(const std::string& message) { throw InvalidArgument(message); }

// The rule against intervals lo..hi with `offset2` last: the box's distance, or a tree node's lower bound
// (the same operations on wider intervals and a smaller offset², hence never larger).
inline double mn_rule_sum(const MultiNoisePoint& lo, const MultiNoisePoint& hi, double offset2,
                       const MultiNoisePoint& p) noexcept {
  double sum = 0.0;
  for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
    // Branch-free and bit-identical to "lo − x if x < lo, x − hi if x > hi, else 0": with lo <= hi at most one
    // difference is positive, the other part adds +0 exactly; a NaN difference (NaN coordinate, or an infinite
    // coordinate at the same infinite end) fails `> 0` and gives 0, as the comparisons would.
    const double below = lo[a] - p[a], above = p[a] - hi[a];
    const double d = (below > 0.0 ? below : 0.0) + (above > 0.0 ? above : 0.0);
    sum += d * d;  // 0 + d² is d² exactly: the first axis's term starts the sum
  }
  return sum + offset2;
}

constexpr int kMnLeafSize = 4;

}  // namespace

void validate_biome_boxes(std::span<const BiomeBox> boxes) {
  if (boxes.empty()) mn_fail("biomes must not be empty");
  if (boxes.size() > static_cast<std::size_t>(kMaxMultiNoiseBiomes))
    mn_fail("biomes must have at most " + std::to_string(kMaxMultiNoiseBiomes) + " entries, got " +
         std::to_string(boxes.size()));
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    const BiomeBox& b = boxes[i];
    const std::string at = "biomes[" + std::to_string(i) + "].";
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
      const std::string axis = at + std::string(kMultiNoiseAxes[a]);
      if (std::isnan(b.lo[a]) || std::isnan(b.hi[a])) mn_fail(axis + " must not be NaN");
      if (b.lo[a] > b.hi[a]) mn_fail(axis + " must have lo <= hi, got [" + std::to_string(b.lo[a]) + ", " +
                                  std::to_string(b.hi[a]) + "]");
    }
    if (!std::isfinite(b.offset)) mn_fail(at + "offset must be finite");
    if (b.offset < 0.0) mn_fail(at + "offset must be >= 0, got " + std::to_string(b.offset));
  }
}

double biome_distance(const BiomeBox& box, const MultiNoisePoint& p) noexcept {
  return mn_rule_sum(box.lo, box.hi, box.offset * box.offset, p);
}

int nearest_biome_scan(std::span<const BiomeBox> boxes, const MultiNoisePoint& p) noexcept {
  int best = 0;
  double best_d = biome_distance(boxes[0], p);
  for (std::size_t i = 1; i < boxes.size(); ++i) {
    const double d = biome_distance(boxes[i], p);
    if (d < best_d) {  // strictly smaller: a tie keeps the biome listed first
      best_d = d;
      best = static_cast<int>(i);
    }
  }
  return best;
}

MultiNoiseTree::MultiNoiseTree(std::vector<BiomeBox> boxes) : boxes_(std::move(boxes)) {
  validate_biome_boxes(boxes_);
  order_.resize(boxes_.size());
  std::iota(order_.begin(), order_.end(), 0);
  nodes_.reserve(2 * boxes_.size() / kMnLeafSize + 8);
  nodes_.emplace_back();
  build(0, 0, static_cast<std::int32_t>(order_.size()), 0);
}

// Fills node `self` (a slot the caller appended) and its subtree over order_[begin, end).
void MultiNoiseTree::build(std::int32_t self, std::int32_t begin, std::int32_t end, int depth) {
  Node node{};
  node.lo.fill(std::numeric_limits<double>::infinity());
  node.hi.fill(-std::numeric_limits<double>::infinity());
  node.offset2 = std::numeric_limits<double>::infinity();
  node.min_index = std::numeric_limits<std::int32_t>::max();
  for (std::int32_t k = begin; k < end; ++k) {
    const BiomeBox& b = boxes_[order_[k]];
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
      node.lo[a] = std::min(node.lo[a], b.lo[a]);
      node.hi[a] = std::max(node.hi[a], b.hi[a]);
    }
    node.offset2 = std::min(node.offset2, b.offset * b.offset);
    node.min_index = std::min(node.min_index, order_[k]);
  }
  if (end - begin <= kMnLeafSize || depth >= 40) {
    std::sort(order_.begin() + begin, order_.begin() + end);  // a leaf tries its boxes in table order
    node.first = begin;
    node.count = end - begin;
    nodes_[self] = node;
    return;
  }
  // Split at the median centre of the axis whose centres spread most (infinite ends clamped for the centre
  // only: the split's quality, never the answer, depends on it).
  const auto centre = [&](std::int32_t i, int a) {
    const double lo = std::max(boxes_[i].lo[a], -1e300), hi = std::min(boxes_[i].hi[a], 1e300);
    return 0.5 * lo + 0.5 * hi;
  };
  int axis = 0;
  double spread = -1.0;
  for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (std::int32_t k = begin; k < end; ++k) {
      lo = std::min(lo, centre(order_[k], a));
      hi = std::max(hi, centre(order_[k], a));
    }
    if (hi - lo > spread) {
      spread = hi - lo;
      axis = a;
    }
  }
  std::sort(order_.begin() + begin, order_.begin() + end, [&](std::int32_t i, std::int32_t j) {
    const double ci = centre(i, axis), cj = centre(j, axis);
    return ci < cj || (ci == cj && i < j);
  });
  const std::int32_t mid = begin + (end - begin) / 2;
  node.first = static_cast<std::int32_t>(nodes_.size());
  node.count = 0;
  nodes_[self] = node;
  nodes_.emplace_back();
  nodes_.emplace_back();
  // Siblings sit side by side (first, first + 1); their subtrees are appended after them.
  build(node.first, begin, mid, depth + 1);
  build(node.first + 1, mid, end, depth + 1);
}

int MultiNoiseTree::nearest(const MultiNoisePoint& p) const noexcept {
  struct Entry {
    std::int32_t node;
    double bound;
  };
  Entry stack[96];
  int sp = 0;
  double best_d = std::numeric_limits<double>::infinity();
  std::int32_t best = std::numeric_limits<std::int32_t>::max();
  const auto bound = [&](const Node& n) { return mn_rule_sum(n.lo, n.hi, n.offset2, p); };
  stack[sp++] = {0, bound(nodes_[0])};
  while (sp > 0) {
    const Entry e = stack[--sp];
    const Node& n = nodes_[e.node];
    // Nothing below can win: every box is at least e.bound away, and on a tie each index is larger.
    if (e.bound > best_d || (e.bound == best_d && n.min_index > best)) continue;
    if (n.count > 0) {
      for (std::int32_t k = n.first; k < n.first + n.count; ++k) {
        const std::int32_t i = order_[k];
        const double d = biome_distance(boxes_[i], p);
        if (d < best_d || (d == best_d && i < best)) {
          best_d = d;
          best = i;
        }
      }
      continue;
    }
    const Node &a = nodes_[n.first], &b = nodes_[n.first + 1];
    const double da = bound(a), db = bound(b);
    // The nearer child is popped first (pushed last); on equal bounds the one with the smaller index.
    const bool a_first = da < db || (da == db && a.min_index < b.min_index);
    if (a_first) {
      stack[sp++] = {n.first + 1, db};
      stack[sp++] = {n.first, da};
    } else {
      stack[sp++] = {n.first, da};
      stack[sp++] = {n.first + 1, db};
    }
  }
  return best;
}

std::vector<double> biome_boxes_to_list(std::span<const BiomeBox> boxes) {
  std::vector<double> out;
  out.reserve(boxes.size() * kMultiNoiseListStride);
  for (const BiomeBox& b : boxes) {
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
      out.push_back(b.lo[a]);
      out.push_back(b.hi[a]);
    }
    out.push_back(b.offset);
  }
  return out;
}

std::vector<BiomeBox> biome_boxes_from_list(std::span<const double> items, std::string_view name) {
  if (items.empty() || items.size() % kMultiNoiseListStride != 0)
    mn_fail(std::string(name) + " must hold 13 numbers per biome (lo, hi for each of the six axes, then the offset), got " +
         std::to_string(items.size()));
  std::vector<BiomeBox> boxes(items.size() / kMultiNoiseListStride);
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    const double* v = items.data() + i * kMultiNoiseListStride;
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
      boxes[i].lo[a] = v[2 * a];
      boxes[i].hi[a] = v[2 * a + 1];
    }
    boxes[i].offset = v[2 * kMultiNoiseAxisCount];
  }
  validate_biome_boxes(boxes);
  return boxes;
}

namespace {

// The default table's ranges: the graph's fields (docs/biomes6.md) are temperature and humidity 0..1,
// continentalness −1..1 (0 the coast), erosion −1..1 on land with 3 on rivers and 5 on lakes, depth 0 at the
// surface growing downwards, weirdness −1..1. kMnAll stands for "any value" (lists hold finite numbers).
constexpr double kMnAll = 1e6;
constexpr std::pair<double, double> kMnAny{-kMnAll, kMnAll};

struct MnRow {
  std::string_view name;
  std::array<std::uint8_t, 3> colour;
  std::pair<double, double> t = kMnAny, h = kMnAny, c = kMnAny, e = kMnAny, d = kMnAny, w = kMnAny;
  double offset = 0.0;
};

MultiNoiseBiome mn_biome(const MnRow& r) {
  BiomeBox b;
  const std::pair<double, double> axes[] = {r.t, r.h, r.c, r.e, r.d, r.w};
  for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
    b.lo[a] = axes[a].first;
    b.hi[a] = axes[a].second;
  }
  b.offset = r.offset;
  return {r.name, r.colour, b};
}

}  // namespace

std::span<const MultiNoiseBiome> default_multi_noise_biomes() noexcept {
  // Order is priority: on a shared face (distance 0 to both) the earlier row wins, so special cases (water,
  // caves, frozen variants) come before the general rows they sit inside.
  static const std::vector<MultiNoiseBiome> table = [] {
    constexpr std::pair<double, double> kFrozen{-kMnAll, 0.2}, kLand{0.06, kMnAll}, kSea{-0.45, 0.0};
    constexpr std::pair<double, double> kRiver{2.5, 3.5}, kLake{4.5, 5.5}, kBelow{0.2, kMnAll};
    const MnRow rows[] = {
        {.name = "frozen_river", .colour = {176, 208, 236}, .t = kFrozen, .e = kRiver},
        {.name = "river", .colour = {48, 112, 214}, .e = kRiver},
        {.name = "frozen_lake", .colour = {160, 196, 232}, .t = kFrozen, .e = kLake},
        {.name = "lake", .colour = {36, 88, 180}, .e = kLake},
        {.name = "dripstone_caves", .colour = {122, 96, 78}, .h = {-kMnAll, 0.5}, .d = kBelow},
        {.name = "lush_caves", .colour = {88, 140, 60}, .h = {0.5, kMnAll}, .d = kBelow},
        {.name = "deep_frozen_ocean", .colour = {70, 84, 150}, .t = kFrozen, .c = {-kMnAll, -0.45}},
        {.name = "deep_ocean", .colour = {16, 32, 96}, .c = {-kMnAll, -0.45}},
        {.name = "frozen_ocean", .colour = {116, 136, 198}, .t = kFrozen, .c = kSea},
        {.name = "cold_ocean", .colour = {40, 64, 150}, .t = {0.2, 0.4}, .c = kSea},
        {.name = "ocean", .colour = {28, 52, 136}, .t = {0.4, 0.7}, .c = kSea},
        {.name = "warm_ocean", .colour = {22, 110, 160}, .t = {0.7, kMnAll}, .c = kSea},
        {.name = "stony_shore", .colour = {128, 128, 120}, .c = {0.0, 0.06}, .e = {-kMnAll, -0.4}},
        {.name = "snowy_beach", .colour = {236, 232, 214}, .t = kFrozen, .c = {0.0, 0.06}},
        {.name = "beach", .colour = {226, 208, 150}, .c = {0.0, 0.06}},
        {.name = "frozen_peaks", .colour = {224, 236, 244}, .t = {-kMnAll, 0.3}, .c = {0.55, kMnAll}, .e = {-kMnAll, -0.3}},
        {.name = "stony_peaks", .colour = {150, 140, 132}, .c = {0.55, kMnAll}, .e = {-kMnAll, -0.3}},
        {.name = "badlands", .colour = {198, 104, 44}, .t = {0.7, kMnAll}, .h = {-kMnAll, 0.3}, .c = kLand,
         .w = {0.5, kMnAll}},
        {.name = "mushroom_fields", .colour = {160, 110, 170}, .h = {0.6, kMnAll}, .c = {0.06, 0.3}, .w = {0.85, kMnAll}},
        {.name = "snowy_taiga", .colour = {96, 132, 120}, .t = kFrozen, .h = {0.5, kMnAll}, .c = kLand},
        {.name = "snowy_plains", .colour = {244, 246, 248}, .t = kFrozen, .c = kLand},
        {.name = "taiga", .colour = {50, 100, 80}, .t = {0.2, 0.4}, .h = {0.4, kMnAll}, .c = kLand},
        {.name = "steppe", .colour = {170, 176, 120}, .t = {0.2, 0.4}, .c = kLand},
        {.name = "plains", .colour = {140, 190, 90}, .t = {0.4, 0.6}, .h = {-kMnAll, 0.3}, .c = kLand},
        {.name = "forest", .colour = {46, 130, 50}, .t = {0.4, 0.6}, .h = {0.3, 0.6}, .c = kLand},
        {.name = "swamp", .colour = {70, 96, 62}, .t = {0.4, 0.6}, .h = {0.6, kMnAll}, .c = kLand},
        {.name = "savanna", .colour = {190, 178, 92}, .t = {0.6, 0.8}, .h = {-kMnAll, 0.3}, .c = kLand},
        {.name = "desert", .colour = {232, 208, 128}, .t = {0.8, kMnAll}, .h = {-kMnAll, 0.3}, .c = kLand},
        {.name = "tropical_forest", .colour = {60, 150, 70}, .t = {0.6, kMnAll}, .h = {0.3, 0.6}, .c = kLand},
        {.name = "jungle", .colour = {20, 110, 40}, .t = {0.6, kMnAll}, .h = {0.6, kMnAll}, .c = kLand},
    };
    std::vector<MultiNoiseBiome> out;
    for (const MnRow& r : rows) out.push_back(mn_biome(r));
    return out;
  }();
  return table;
}

}  // namespace worldlab
