// Poisson-disk placement (Bridson) with a minimum spacing per biome, stable per chunk.
//
// Each chunk draws its candidate points from its own stream, stream(seed, System::kPlacement, cx, cy),
// with Bridson's dart growth inside the chunk. Points near a chunk edge may crowd a neighbour's: the
// rule is that the chunk with the smaller (cy, cx) keeps its point. A chunk's final points therefore
// depend only on its own stream and its eight neighbours' streams, never on which chunks were made
// first, and no two final points anywhere are closer than their spacing.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "worldlab/schema.hpp"
#include "worldlab/tasks.hpp"

namespace worldlab {

inline constexpr int kPlacementBiomes = 9;  // the tutorial's 3 × 3 table (0 Tundra .. 8 Rainforest)

struct PlacementParams {
  static constexpr std::string_view kSchema = "placement";
  // Minimum spacing between trees in each biome, world units; 0 = nothing grows there. Forests are
  // dense, savanna sparse, desert bare (water, biome −1, is always bare).
  std::array<double, kPlacementBiomes> spacing = {
      14.0,  // Tundra: a few stunted trees
      7.0,   // Taiga
      8.0,   // Snowy Forest
      16.0,  // Plains: scattered
      5.0,   // Forest: dense
      9.0,   // Swamp
      0.0,   // Desert: none
      22.0,  // Savanna: sparse
      4.0,   // Rainforest: densest
  };
  double chunk_size = 128.0;  // world units per placement chunk; every spacing must be <= it; 16..4096
  int attempts = 30;          // Bridson's k: candidates tried around each active point; 1..100
  int seeds_per_chunk = 24;   // random starting darts per chunk, so separate patches of forest all fill
};
inline constexpr double kMaxPlacementChunkSize = 4096;
template <class V>
void describe(V& v, PlacementParams& p) {
  v.field(p.spacing, {.id = "spacing",
                      .type = ParamType::kList,
                      .min = 0,
                      .max = kMaxPlacementChunkSize,
                      .step = 0.5,
                      .unit = "world units",
                      .description = "least distance between trees, per biome (0 Tundra .. 8 Rainforest); 0 = none, "
                                     "else 1..chunk_size",
                      .max_items = kPlacementBiomes,
                      .min_items = kPlacementBiomes});
  v.field(p.chunk_size, {.id = "chunk_size",
                         .min = 16,
                         .max = kMaxPlacementChunkSize,
                         .step = 16,
                         .unit = "world units",
                         .description = "side of a placement chunk; every spacing must fit in it"});
  v.field(p.attempts, {.id = "attempts",
                       .type = ParamType::kInteger,
                       .min = 1,
                       .max = 100,
                       .step = 1,
                       .description = "Bridson's k: candidates tried around each active point"});
  v.field(p.seeds_per_chunk,
          {.id = "seeds_per_chunk",
           .type = ParamType::kInteger,
           .min = 1,
           .max = 1000,
           .step = 1,
           .description = "random starting darts per chunk, so separate patches of forest all fill"});
}
// The schema's ranges, and each spacing 0 or 1..chunk_size.
void validate(const PlacementParams& params);

struct PlacedPoint {
  double x;  // world units
  double y;
  int biome;  // the biome the point was placed in
};

// The biome at a world position: 0..8, or −1 for water (nothing placed).
using BiomeAt = std::function<int(double x, double y)>;

// Chunk indices are 64-bit, within ±kMaxPlacementChunkIndex (2^52: a chunk's corner cx · size is then a double of a
// whole multiple of the size, and ±1e15 world units, the CLI's bound, needs under 2^46 chunks of 16). The stream
// takes 32-bit chunk numbers, so cx and cy enter it modulo 2^32 (two's complement), as the endless regions' cells;
// within ±2^31 nothing differs from the 32-bit chunks of before. Chunks beyond the bound are InvalidArgument.
inline constexpr std::int64_t kMaxPlacementChunkIndex = std::int64_t{1} << 52;

// The final points of chunk (cx, cy), in generation order. Covers [cx · size, cx · size + size) ×
// [cy · size, cy · size + size).
std::vector<PlacedPoint> place_chunk(std::int64_t seed, std::int64_t cx, std::int64_t cy, const PlacementParams& params,
                                     const BiomeAt& biome_at);

// The final points of every chunk in cx0..cx1 × cy0..cy1 (at most kMaxPlacementChunks), chunk by
// chunk row-major: the same points as place_chunk on each, with each candidate set computed once.
// Serial: biome_at is called from the calling thread only.
inline constexpr std::int64_t kMaxPlacementChunks = 4096;
std::vector<PlacedPoint> place_chunks(std::int64_t seed, std::int64_t cx0, std::int64_t cy0, std::int64_t cx1,
                                      std::int64_t cy1, const PlacementParams& params, const BiomeAt& biome_at);

// Makes the biome lookup one task uses (on its own thread only), for lookups that are not
// thread-safe (a PointEvaluator). Every BiomeAt it makes must answer the same for the same point.
using BiomeAtFactory = std::function<BiomeAt()>;

// The same points, in the same order, with the chunks split over `tasks` (tasks.hpp): the candidate
// sets of the range's chunks, then of the earlier neighbours they need, then each chunk's final
// points, each step chunk by chunk in parallel, each task with a BiomeAt from make_biome_at. The
// result does not depend on the task system.
std::vector<PlacedPoint> place_chunks(std::int64_t seed, std::int64_t cx0, std::int64_t cy0, std::int64_t cx1,
                                      std::int64_t cy1, const PlacementParams& params,
                                      const BiomeAtFactory& make_biome_at,
                                      const TaskSystem& tasks = default_task_system());

// A chunk's candidates before neighbours are consulted (for tests and previews).
std::vector<PlacedPoint> place_chunk_candidates(std::int64_t seed, std::int64_t cx, std::int64_t cy,
                                                const PlacementParams& params, const BiomeAt& biome_at);

}  // namespace worldlab
