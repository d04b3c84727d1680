// Six-parameter biomes (issue 26): a table of boxes over temperature, humidity, continentalness, erosion,
// depth and weirdness, the nearest box by squared distance outside it, and a tree that finds it fast.
//
// The rule: a point's distance to a biome is the sum, over the axes in the order of kMultiNoiseAxes, of the
// squared distance outside the biome's interval on that axis (0 inside), plus offset²; each term and the sum
// in double, added in exactly that order. The smallest distance wins; a tie goes to the biome listed first.
// nearest_biome_scan() is that rule read literally; MultiNoiseTree answers the same index bit for bit
// without scanning every box (docs/biomes6.md).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace worldlab {

inline constexpr int kMultiNoiseAxisCount = 6;
// The axes in the order the distance adds them (and the order of a point's and a box's arrays).
inline constexpr std::array<std::string_view, kMultiNoiseAxisCount> kMultiNoiseAxes = {
    "temperature", "humidity", "continentalness", "erosion", "depth", "weirdness"};
inline constexpr int kMaxMultiNoiseBiomes = 4096;  // biomes per table (eval, graph lists)

using MultiNoisePoint = std::array<double, kMultiNoiseAxisCount>;

// One biome's box: [lo[a], hi[a]] on each axis a (infinite ends allowed: an axis the biome ignores) and an
// offset >= 0 that pushes it away from every point (a rarer biome).
struct BiomeBox {
  MultiNoisePoint lo{};
  MultiNoisePoint hi{};
  double offset = 0.0;
};

// Throws InvalidArgument naming the biome and field ("biomes[3].erosion"): an empty table, more than
// kMaxMultiNoiseBiomes, a NaN bound, lo > hi, an offset negative, NaN or infinite.
void validate_biome_boxes(std::span<const BiomeBox> boxes);

// The rule's distance (a NaN coordinate adds 0: it is inside every interval, as NaN compares false).
double biome_distance(const BiomeBox& box, const MultiNoisePoint& p) noexcept;

// The plain scan: the first box with the smallest distance. Expects a validated, non-empty table.
int nearest_biome_scan(std::span<const BiomeBox> boxes, const MultiNoisePoint& p) noexcept;

// A bounding-volume tree over the boxes, kMultiNoiseTreeWidth entries a node: each entry is a box (its own
// intervals and offset²) or a child node (the union of its boxes' intervals, the smallest offset² and the smallest
// index below it), stored axis by axis so that one pass computes the rule's sum for every entry of a node at once
// (lanes over entries: for a box the sum is its distance, for a child a lower bound). A query visits nodes nearer
// first and drops an entry whose bound exceeds the best distance, or equals it while every index below is larger
// than the best's. The lower bound never exceeds a box's distance in floating point (subtraction, squaring and
// addition are monotone under rounding to nearest), so the answer is the scan's exactly, ties included; a hint (any
// box, e.g. the neighbouring sample's winner) only starts the search with that box's distance.
inline constexpr int kMultiNoiseTreeWidth = 8;

class MultiNoiseTree {
 public:
  explicit MultiNoiseTree(std::vector<BiomeBox> boxes);  // validates
  int nearest(const MultiNoisePoint& p) const noexcept;
  // The same index, the search started from box `hint` (0 <= hint < boxes().size()).
  int nearest(const MultiNoisePoint& p, int hint) const noexcept;
  // out[i] = nearest(point i) for n points given as six planes (fields[a][i]: axis a of point i, in the rule's
  // order), each search started from the previous point's winner (neighbouring samples of a map mostly share it).
  void nearest_fields(const double* const* fields, std::size_t n, double* out) const noexcept;
  // The same, and each winner's distance in distance[i] (the rule's, bit for bit).
  void nearest_fields(const double* const* fields, std::size_t n, double* out, double* distance) const noexcept;
  // After a table edit: index[i] and distance[i] hold the answers for a table whose boxes equal this tree's except
  // those whose flag in `changed` (one per box) is set; they become this table's answers, the same as
  // nearest_fields. A point whose winner did not change keeps it unless a changed box now beats it (the winner was
  // the minimum over every unchanged box); only a point whose winner changed is searched again.
  void update_fields(const double* const* fields, std::size_t n, const std::vector<bool>& changed, double* index,
                     double* distance) const noexcept;
  std::span<const BiomeBox> boxes() const noexcept { return boxes_; }

  struct Node {
    double lo[kMultiNoiseAxisCount][kMultiNoiseTreeWidth];
    double hi[kMultiNoiseAxisCount][kMultiNoiseTreeWidth];
    double offset2[kMultiNoiseTreeWidth];
    std::int32_t ref[kMultiNoiseTreeWidth];        // >= 0: a child node; < 0: the box -1 - ref
    std::int32_t min_index[kMultiNoiseTreeWidth];  // the smallest box index of the entry
    std::int32_t count;                            // entries in use (the others: offset² +inf)
    bool leaf;                                     // every entry a box
  };

 private:
  std::vector<BiomeBox> boxes_;
  std::vector<Node> nodes_;
  std::uint8_t sums_ = 0;  // the node sums' instruction set: 0 two lanes (SSE2, SIMD128), 1 AVX2
  std::int32_t build(std::vector<std::int32_t>& ids, std::int32_t begin, std::int32_t end);
  int search(const MultiNoisePoint& p, int best, double best_d) const noexcept;
};

// A named, coloured biome of a table (names and colours are data, not parameters).
struct MultiNoiseBiome {
  std::string_view name;  // English id, snake_case; the lab's EN/ES labels are "biomes6.<name>"
  std::array<std::uint8_t, 3> colour;
  BiomeBox box;
};

// The default world table (24 biomes: oceans by temperature, coast, plains to jungles by temperature and
// humidity, badlands and peaks by erosion and weirdness, caves by depth, and river and lake biomes on the
// erosion values the shipped graph gives water: see docs/biomes6.md). Finite bounds only (graph lists).
std::span<const MultiNoiseBiome> default_multi_noise_biomes() noexcept;
// A box as the graph node's 13 list items: lo, hi for each axis in order, then the offset.
inline constexpr int kMultiNoiseListStride = 2 * kMultiNoiseAxisCount + 1;
std::vector<double> biome_boxes_to_list(std::span<const BiomeBox> boxes);
// The inverse; throws InvalidArgument (naming `name`) when the length is not a multiple of 13, then validates.
std::vector<BiomeBox> biome_boxes_from_list(std::span<const double> items, std::string_view name);

}  // namespace worldlab
