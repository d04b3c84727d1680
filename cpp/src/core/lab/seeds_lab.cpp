// Lab 10's maps (seeds and streams): mulberry32 draws, stream seeds per system and chunk, endless regions made
// chunk by chunk in any order, and two terrain chunks side by side in world or chunk-local coordinates.
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "worldlab/lab_maps.hpp"
#include "worldlab/random.hpp"

namespace worldlab::lab {

std::vector<double> mulberry_draws(std::int64_t seed, std::size_t count) {
  Mulberry32 rng(static_cast<std::uint32_t>(static_cast<std::uint64_t>(seed)));
  std::vector<double> out(count);
  for (double& v : out) v = rng.next_float();
  return out;
}

std::vector<double> stream_seed_map(std::int64_t seed, int side) {
  if (side < 1 || side > 256) throw InvalidArgument("side must be 1..256 chunks");
  std::vector<double> out;
  out.reserve(5 * static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
  const int first = -(side / 2);
  for (std::uint32_t system = 1; system <= 5; ++system)
    for (int cy = first; cy < first + side; ++cy)
      for (int cx = first; cx < first + side; ++cx)
        out.push_back(stream_seed(seed, static_cast<System>(system), cx, cy));
  return out;
}

ChunkOrder chunk_order_from(std::string_view name) {
  if (name == "rows") return ChunkOrder::kRows;
  if (name == "columns") return ChunkOrder::kColumns;
  if (name == "reverse") return ChunkOrder::kReverse;
  if (name == "shuffled") return ChunkOrder::kShuffled;
  throw InvalidArgument("order must be rows, columns, reverse or shuffled, not \"" + std::string(name) + "\"");
}

std::vector<int> chunk_order(ChunkOrder order, std::int64_t shuffle_seed, int columns, int rows) {
  if (columns < 1 || rows < 1 || columns * rows > 4096) throw InvalidArgument("1..4096 chunks");
  const int n = columns * rows;
  std::vector<int> out(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) out[k] = k;
  switch (order) {
    case ChunkOrder::kRows: break;
    case ChunkOrder::kColumns:
      for (int k = 0; k < n; ++k) out[k] = (k % rows) * columns + k / rows;
      break;
    case ChunkOrder::kReverse:
      for (int k = 0; k < n; ++k) out[k] = n - 1 - k;
      break;
    case ChunkOrder::kShuffled: {
      Mulberry32 rng(static_cast<std::uint32_t>(static_cast<std::uint64_t>(shuffle_seed)));
      for (int i = n - 1; i >= 1; --i) {
        const int j = static_cast<int>(std::floor(static_cast<double>(rng.next_float()) * (i + 1)));
        std::swap(out[i], out[j]);
      }
      break;
    }
  }
  return out;
}

void fill_endless_chunks(std::int64_t seed, const EndlessRegionParams& params, const Grid& grid, int columns, int rows,
                         std::span<const int> order, std::span<double> out) {
  validate(grid);
  if (columns < 1 || rows < 1 || grid.width % columns != 0 || grid.height % rows != 0)
    throw InvalidArgument("the grid's width and height must be multiples of the chunk columns and rows");
  const int n = columns * rows;
  if (order.size() != static_cast<std::size_t>(n)) throw InvalidArgument("the order must name every chunk once");
  std::vector<bool> seen(static_cast<std::size_t>(n), false);
  for (int k : order) {
    if (k < 0 || k >= n || seen[k]) throw InvalidArgument("the order must name every chunk once");
    seen[k] = true;
  }
  if (out.size() != grid.size()) throw InvalidArgument("out must hold grid.size() values");
  const int cw = grid.width / columns, ch = grid.height / rows;
  std::vector<std::int32_t> nearest(static_cast<std::size_t>(cw) * ch), second(nearest.size());
  std::vector<double> weight(nearest.size());
  for (int k : order) {
    const int col0 = (k % columns) * cw, row0 = (k / columns) * ch;
    const Grid chunk{grid.x(col0), grid.y(row0), grid.step, cw, ch};
    // A chunk's own grid must put its samples on the whole grid's doubles, or the pieces would not be the map.
    for (int c = 0; c < cw; ++c)
      if (chunk.x(c) != grid.x(col0 + c)) throw InvalidArgument("this grid's step does not split into chunks exactly");
    for (int r = 0; r < ch; ++r)
      if (chunk.y(r) != grid.y(row0 + r)) throw InvalidArgument("this grid's step does not split into chunks exactly");
    fill_endless_regions(seed, params, chunk, nearest, second, weight);
    for (int r = 0; r < ch; ++r)
      for (int c = 0; c < cw; ++c) {
        const std::size_t i = static_cast<std::size_t>(r) * cw + c;
        out[static_cast<std::size_t>(row0 + r) * grid.width + col0 + c] = nearest[i] * 16.0 + second[i];
      }
  }
}

SeamJumps fill_seam_chunks(std::int64_t seed, const TerrainParams& params, int side, bool local,
                           std::span<double> out) {
  if (side < 4 || side > kMaxGridSide || side % 2 != 0) throw InvalidArgument("side must be even, 4..4096");
  const std::size_t n = static_cast<std::size_t>(side) * side;
  if (out.size() != n) throw InvalidArgument("out must hold side² values");
  const int half = side / 2;
  std::vector<double> chunk(static_cast<std::size_t>(half) * side);
  for (int cx = 0; cx < 2; ++cx) {
    const double x0 = local ? 0.0 : static_cast<double>(cx * half) / side;  // the lesson's (cx · 128) / 256
    fill_terrain(seed, params, Grid{x0, 0.0, 1.0 / side, half, side}, chunk);
    for (int row = 0; row < side; ++row)
      for (int col = 0; col < half; ++col)
        out[static_cast<std::size_t>(row) * side + cx * half + col] = chunk[static_cast<std::size_t>(row) * half + col];
  }
  const auto jump = [&](int col) {
    double sum = 0;
    for (int row = 0; row < side; ++row) {
      const std::size_t i = static_cast<std::size_t>(row) * side + col;
      sum += std::abs(out[i] - out[i - 1]);
    }
    return sum / side;
  };
  return {jump(half), jump(half - 1)};
}

}  // namespace worldlab::lab
