// Six-parameter biomes: the box table's rule, its plain scan, the exact-pruning tree and the default table.
#include "worldlab/multi_noise.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>

#include "worldlab/grid.hpp"
#include "worldlab/simd.hpp"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(__EMSCRIPTEN__)
#define WORLDLAB_MN_X86 1
#include <immintrin.h>
#else
#define WORLDLAB_MN_X86 0
#endif
#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace worldlab {
namespace {

[[noreturn]] void mn_fail(const std::string& message) { throw InvalidArgument(message); }

// x where x > 0, else +0 (NaN included): `x > 0.0 ? x : 0.0` as a mask over the bits, without a branch (compilers
// made that ternary two branches per axis in the scan, mispredicted on scattered points: most of its time).
inline double mn_positive(double x) noexcept {
  const std::uint64_t keep = 0 - static_cast<std::uint64_t>(x > 0.0);
  std::uint64_t bits;
  __builtin_memcpy(&bits, &x, sizeof bits);  // (std::bit_cast: not in Emscripten's libc++)
  bits &= keep;
  __builtin_memcpy(&x, &bits, sizeof bits);
  return x;
}

// The rule against intervals lo..hi with `offset2` last: the box's distance, or a tree node's lower bound
// (the same operations on wider intervals and a smaller offset², hence never larger).
inline double mn_rule_sum(const MultiNoisePoint& lo, const MultiNoisePoint& hi, double offset2,
                          const MultiNoisePoint& p) noexcept {
  double sum = 0.0;
  for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
    // Bit-identical to "lo − x if x < lo, x − hi if x > hi, else 0": with lo <= hi at most one difference is
    // positive, the other part adds +0 exactly; a NaN difference (NaN coordinate, or an infinite coordinate at the
    // same infinite end) fails `> 0` and gives 0, as the comparisons would.
    const double d = mn_positive(lo[a] - p[a]) + mn_positive(p[a] - hi[a]);
    sum += d * d;  // 0 + d² is d² exactly: the first axis's term starts the sum
  }
  return sum + offset2;
}

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
      if (b.lo[a] > b.hi[a])
        mn_fail(axis + " must have lo <= hi, got [" + std::to_string(b.lo[a]) + ", " + std::to_string(b.hi[a]) + "]");
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

namespace {

// A box's centre on an axis (infinite ends clamped: the split's quality, never the answer, depends on it).
double mn_centre(const BiomeBox& b, int a) noexcept {
  const double lo = std::max(b.lo[a], -1e300), hi = std::min(b.hi[a], 1e300);
  return 0.5 * lo + 0.5 * hi;
}

// Cuts ids[begin, end) into `groups` runs of nearly equal size, boxes near each other together: at the median centre
// of the axis whose centres spread most, then each half again. Appends each run's end to `ends`, in order.
void mn_split(const std::vector<BiomeBox>& boxes, std::vector<std::int32_t>& ids, std::int32_t begin, std::int32_t end,
              std::int32_t groups, std::vector<std::int32_t>& ends) {
  if (groups <= 1 || end - begin <= 1) {
    ends.push_back(end);
    return;
  }
  int axis = 0;
  double spread = -1.0;
  for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (std::int32_t k = begin; k < end; ++k) {
      lo = std::min(lo, mn_centre(boxes[ids[k]], a));
      hi = std::max(hi, mn_centre(boxes[ids[k]], a));
    }
    if (hi - lo > spread) {
      spread = hi - lo;
      axis = a;
    }
  }
  std::sort(ids.begin() + begin, ids.begin() + end, [&](std::int32_t i, std::int32_t j) {
    const double ci = mn_centre(boxes[i], axis), cj = mn_centre(boxes[j], axis);
    return ci < cj || (ci == cj && i < j);
  });
  const std::int32_t left = groups / 2;
  const std::int32_t mid = begin + static_cast<std::int32_t>(static_cast<std::int64_t>(end - begin) * left / groups);
  mn_split(boxes, ids, begin, mid, left, ends);
  mn_split(boxes, ids, mid, end, groups - left, ends);
}

constexpr int kMnWidth = kMultiNoiseTreeWidth;

// Two doubles (GCC and Clang vector extensions: SSE2 on x86-64, SIMD128 in WebAssembly's SIMD build, pairs of
// scalar operations elsewhere); element-wise IEEE operations, nothing fused.
using MnPair = double __attribute__((vector_size(16)));

// a > b ? a : b, lane by lane, NaN and signed zeros included: SSE2's maxpd(a, b) is exactly this; SIMD128's pmax(x, y)
// is x < y ? y : x, so pmax(b, a) is (with a NaN, pmax(a, b) would answer a: the WASM SIMD128 tests caught it).
inline MnPair mn_max(MnPair a, MnPair b) noexcept {
#if defined(__SSE2__)
  return _mm_max_pd(a, b);
#elif defined(__wasm_simd128__)
  return (MnPair)wasm_f64x2_pmax((v128_t)b, (v128_t)a);
#else
  // Lane by lane (WebAssembly without SIMD: f64.gt and select, no integer masks over the bits).
  return MnPair{a[0] > b[0] ? a[0] : b[0], a[1] > b[1] ? a[1] : b[1]};
#endif
}

// The rule's sum for every entry of a node: b[k] = Σ over the axes in order of the squared gap outside entry k's
// interval, then + offset²[k] (mn_rule_sum lane by lane: a box entry's b is its distance bit for bit). The gap is
// max(max(lo − x, x − hi), 0), the same double as mn_positive(lo − x) + mn_positive(x − hi): at most one of the two
// differences is > 0 (lo <= hi), and when one is, the other is not NaN (a NaN difference needs x NaN, or x infinite
// at an infinite end, which makes the other difference −inf or NaN too); that one plus +0 is itself, and when none
// is, both forms give +0. Lanes never interact; only the pairs holding entries are computed (unused lanes: +inf).
inline void mn_node_sums(const MultiNoiseTree::Node& n, const MultiNoisePoint& p, double* b) noexcept {
  constexpr int kPairs = kMnWidth / 2;
  const int pairs = (n.count + 1) / 2;
  const MnPair zero = {0.0, 0.0};
  MnPair sum[kPairs];
  for (int j = 0; j < kPairs; ++j) sum[j] = zero;
  for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
    const MnPair x = {p[a], p[a]};
    for (int j = 0; j < pairs; ++j) {
      MnPair lo, hi;
      __builtin_memcpy(&lo, &n.lo[a][2 * j], sizeof lo);
      __builtin_memcpy(&hi, &n.hi[a][2 * j], sizeof hi);
      const MnPair d = mn_max(mn_max(lo - x, x - hi), zero);
      sum[j] += d * d;
    }
  }
  for (int j = 0; j < pairs; ++j) {
    MnPair o;
    __builtin_memcpy(&o, &n.offset2[2 * j], sizeof o);
    const MnPair t = sum[j] + o;
    __builtin_memcpy(b + 2 * j, &t, sizeof t);
  }
}

#if WORLDLAB_MN_X86
// mn_node_sums with 4 lanes (AVX2, also used at the AVX-512 levels: 8 lanes measured no faster): the same IEEE
// operations lane by lane (vmaxpd is maxpd on wider registers; no contraction: -ffp-contract=off), so the same bits;
// chosen from the process's SIMD level (simd.hpp).
[[gnu::target("avx2")]] void mn_node_sums_avx2(const MultiNoiseTree::Node& n, const MultiNoisePoint& p,
                                               double* b) noexcept {
  const __m256d zero = _mm256_setzero_pd();
  __m256d s0 = zero, s1 = zero;
  for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
    const __m256d x = _mm256_set1_pd(p[a]);
    const __m256d d0 = _mm256_max_pd(
        _mm256_max_pd(_mm256_sub_pd(_mm256_loadu_pd(&n.lo[a][0]), x), _mm256_sub_pd(x, _mm256_loadu_pd(&n.hi[a][0]))),
        zero);
    const __m256d d1 = _mm256_max_pd(
        _mm256_max_pd(_mm256_sub_pd(_mm256_loadu_pd(&n.lo[a][4]), x), _mm256_sub_pd(x, _mm256_loadu_pd(&n.hi[a][4]))),
        zero);
    s0 = _mm256_add_pd(s0, _mm256_mul_pd(d0, d0));
    s1 = _mm256_add_pd(s1, _mm256_mul_pd(d1, d1));
  }
  _mm256_storeu_pd(b, _mm256_add_pd(s0, _mm256_loadu_pd(&n.offset2[0])));
  _mm256_storeu_pd(b + 4, _mm256_add_pd(s1, _mm256_loadu_pd(&n.offset2[4])));
}

static_assert(kMnWidth == 8, "the AVX2 sums are written for 8 entries a node");
#endif

}  // namespace

MultiNoiseTree::MultiNoiseTree(std::vector<BiomeBox> boxes) : boxes_(std::move(boxes)) {
  validate_biome_boxes(boxes_);
  // The widest node sums the SIMD level in use allows (the bits are the same at every level).
#if WORLDLAB_MN_X86
  const SimdLevel level = simd_level();
  sums_ = level == SimdLevel::kAvx2 || level == SimdLevel::kAvx512 || level == SimdLevel::kAvx512Vbmi ? 1 : 0;
#endif
  std::vector<std::int32_t> ids(boxes_.size());
  std::iota(ids.begin(), ids.end(), 0);
  build(ids, 0, static_cast<std::int32_t>(ids.size()));
}

// Appends the node over ids[begin, end) and its subtree (the node first: the root is node 0); returns its number.
// Up to kMnWidth boxes are the node's own entries; more are cut into runs (as many as the node has entries, fewer
// while each run would still fit in one node), and a run of one box is an entry itself, a longer one a child node.
std::int32_t MultiNoiseTree::build(std::vector<std::int32_t>& ids, std::int32_t begin, std::int32_t end) {
  const auto self = static_cast<std::int32_t>(nodes_.size());
  nodes_.emplace_back();
  const std::int32_t n = end - begin;
  std::vector<std::int32_t> ends;
  if (n <= kMnWidth) {
    for (std::int32_t k = begin + 1; k <= end; ++k) ends.push_back(k);
  } else {
    mn_split(boxes_, ids, begin, end, std::min<std::int32_t>(kMnWidth, (n + kMnWidth - 1) / kMnWidth), ends);
  }
  Node node{};
  for (int a = 0; a < kMultiNoiseAxisCount; ++a)
    for (int k = 0; k < kMnWidth; ++k) node.lo[a][k] = node.hi[a][k] = 0.0;
  for (int k = 0; k < kMnWidth; ++k) {
    node.offset2[k] = std::numeric_limits<double>::infinity();
    node.ref[k] = 0;
    node.min_index[k] = std::numeric_limits<std::int32_t>::max();
  }
  node.count = static_cast<std::int32_t>(ends.size());
  node.leaf = n <= kMnWidth;
  std::int32_t from = begin;
  for (std::size_t e = 0; e < ends.size(); ++e) {
    const std::int32_t to = ends[e];
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
      node.lo[a][e] = std::numeric_limits<double>::infinity();
      node.hi[a][e] = -std::numeric_limits<double>::infinity();
    }
    for (std::int32_t k = from; k < to; ++k) {
      const BiomeBox& b = boxes_[ids[k]];
      for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
        node.lo[a][e] = std::min(node.lo[a][e], b.lo[a]);
        node.hi[a][e] = std::max(node.hi[a][e], b.hi[a]);
      }
      node.offset2[e] = std::min(node.offset2[e], b.offset * b.offset);
      node.min_index[e] = std::min(node.min_index[e], ids[k]);
    }
    node.ref[e] = to - from == 1 ? -1 - ids[from] : build(ids, from, to);
    from = to;
  }
  nodes_[self] = node;
  return self;
}

namespace {

// The search, over a node-sums routine (one per instruction set: the same bits from each).
template <void (*kSums)(const MultiNoiseTree::Node&, const MultiNoisePoint&, double*) noexcept>
int mn_search(const MultiNoiseTree::Node* nodes, const MultiNoisePoint& p, int best, double best_d) noexcept {
  using Node = MultiNoiseTree::Node;
  struct Entry {
    std::int32_t node;
    std::int32_t min_index;
    double bound;
  };
  // Each node pushes at most kMnWidth entries and pops one; the tree is at most a few levels deep (a node's runs
  // are at most 1/2 of its boxes, at most 4096 boxes).
  Entry stack[16 * kMnWidth];
  int sp = 0;
  stack[sp++] = {0, 0, -1.0};
  double b[kMnWidth];
  while (sp > 0) {
    const Entry e = stack[--sp];
    // Nothing below can win: every box is at least e.bound away, and on a tie none has a smaller index (the best
    // itself may be below: a hint).
    if (e.bound > best_d || (e.bound == best_d && e.min_index >= best)) continue;
    const Node& n = nodes[e.node];
    kSums(n, p, b);
    if (n.leaf) {
      // Every entry a box, b[k] its distance: the (distance, index) minimum without a branch per entry.
      for (int k = 0; k < n.count; ++k) {
        const bool better = b[k] < best_d || (b[k] == best_d && n.min_index[k] < best);
        best_d = better ? b[k] : best_d;
        best = better ? n.min_index[k] : best;
      }
      continue;
    }
    Entry kids[kMnWidth];
    int nk = 0;
    for (int k = 0; k < n.count; ++k) {
      if (!(b[k] < best_d || (b[k] == best_d && n.min_index[k] < best))) continue;
      if (n.ref[k] < 0) {  // a box: b[k] is its distance, and it is better than the best so far
        best_d = b[k];
        best = n.min_index[k];
      } else {
        // Kept in order of (bound, smallest index), nearest first.
        int at = nk++;
        while (at > 0 &&
               (kids[at - 1].bound > b[k] || (kids[at - 1].bound == b[k] && kids[at - 1].min_index > n.min_index[k]))) {
          kids[at] = kids[at - 1];
          --at;
        }
        kids[at] = {n.ref[k], n.min_index[k], b[k]};
      }
    }
    // The nearest popped first.
    while (nk > 0) stack[sp++] = kids[--nk];
  }
  return best;
}

}  // namespace

int MultiNoiseTree::search(const MultiNoisePoint& p, int best, double best_d) const noexcept {
  switch (sums_) {
#if WORLDLAB_MN_X86
    case 1: return mn_search<mn_node_sums_avx2>(nodes_.data(), p, best, best_d);
#endif
    default: return mn_search<mn_node_sums>(nodes_.data(), p, best, best_d);
  }
}

int MultiNoiseTree::nearest(const MultiNoisePoint& p) const noexcept {
  return search(p, std::numeric_limits<std::int32_t>::max(), std::numeric_limits<double>::infinity());
}

int MultiNoiseTree::nearest(const MultiNoisePoint& p, int hint) const noexcept {
  return search(p, hint, biome_distance(boxes_[static_cast<std::size_t>(hint)], p));
}

void MultiNoiseTree::nearest_fields(const double* const* fields, std::size_t n, double* out) const noexcept {
  int hint = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const MultiNoisePoint p{fields[0][i], fields[1][i], fields[2][i], fields[3][i], fields[4][i], fields[5][i]};
    hint = nearest(p, hint);
    out[i] = static_cast<double>(hint);
  }
}

void MultiNoiseTree::nearest_fields(const double* const* fields, std::size_t n, double* out,
                                    double* distance) const noexcept {
  int hint = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const MultiNoisePoint p{fields[0][i], fields[1][i], fields[2][i], fields[3][i], fields[4][i], fields[5][i]};
    hint = nearest(p, hint);
    out[i] = static_cast<double>(hint);
    distance[i] = biome_distance(boxes_[static_cast<std::size_t>(hint)], p);
  }
}

void MultiNoiseTree::update_fields(const double* const* fields, std::size_t n, const std::vector<bool>& changed,
                                   double* index, double* distance) const noexcept {
  std::vector<std::int32_t> edited;
  for (std::size_t k = 0; k < boxes_.size() && k < changed.size(); ++k)
    if (changed[k]) edited.push_back(static_cast<std::int32_t>(k));
  for (std::size_t i = 0; i < n; ++i) {
    const MultiNoisePoint p{fields[0][i], fields[1][i], fields[2][i], fields[3][i], fields[4][i], fields[5][i]};
    auto best = static_cast<std::int32_t>(index[i]);
    double best_d = distance[i];
    if (changed[static_cast<std::size_t>(best)]) {
      best = nearest(p, best);  // its box moved: searched again (from it)
      best_d = biome_distance(boxes_[static_cast<std::size_t>(best)], p);
    } else {
      // The old winner is still the (distance, index) minimum of the unchanged boxes; only the edited ones can beat it.
      for (const std::int32_t k : edited) {
        const double d = biome_distance(boxes_[static_cast<std::size_t>(k)], p);
        if (d < best_d || (d == best_d && k < best)) {
          best_d = d;
          best = k;
        }
      }
    }
    index[i] = static_cast<double>(best);
    distance[i] = best_d;
  }
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
    mn_fail(std::string(name) +
            " must hold 13 numbers per biome (lo, hi for each of the six axes, then the offset), got " +
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
        {.name = "frozen_peaks",
         .colour = {224, 236, 244},
         .t = {-kMnAll, 0.3},
         .c = {0.55, kMnAll},
         .e = {-kMnAll, -0.3}},
        {.name = "stony_peaks", .colour = {150, 140, 132}, .c = {0.55, kMnAll}, .e = {-kMnAll, -0.3}},
        {.name = "badlands",
         .colour = {198, 104, 44},
         .t = {0.7, kMnAll},
         .h = {-kMnAll, 0.3},
         .c = kLand,
         .w = {0.5, kMnAll}},
        {.name = "mushroom_fields",
         .colour = {160, 110, 170},
         .h = {0.6, kMnAll},
         .c = {0.06, 0.3},
         .w = {0.85, kMnAll}},
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
