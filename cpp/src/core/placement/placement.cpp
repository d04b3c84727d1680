// Bridson Poisson-disk sampling per chunk with per-biome spacing, and the neighbour rule that makes chunks order-free.
#include "worldlab/placement.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <string>

#include "worldlab/grid.hpp"
#include "worldlab/random.hpp"

namespace worldlab {

void validate(const PlacementParams& p) {
  validate_fields(p);
  for (int b = 0; b < kPlacementBiomes; ++b) {
    const double s = p.spacing[static_cast<std::size_t>(b)];
    if (s != 0 && (s < 1 || s > p.chunk_size))
      throw InvalidArgument("spacing[" + std::to_string(b) + "] must be 0 (none) or 1..chunk_size");
  }
}

namespace {

// Chunk indices within ±kMaxPlacementChunkIndex, else InvalidArgument.
void check_chunk(std::int64_t cx, std::int64_t cy) {
  for (std::int64_t c : {cx, cy})
    if (c < -kMaxPlacementChunkIndex || c > kMaxPlacementChunkIndex)
      throw InvalidArgument("placement chunk index " + std::to_string(c) + " is beyond ±2^52");
}

double spacing_of(const PlacementParams& p, int biome) noexcept {
  return biome < 0 || biome >= kPlacementBiomes ? 0.0 : p.spacing[static_cast<std::size_t>(biome)];
}

// Two points conflict when closer than the larger of their spacings (compared squared: no rounding from sqrt).
bool conflict(const PlacedPoint& a, const PlacedPoint& b, const PlacementParams& p) noexcept {
  const double r = std::max(spacing_of(p, a.biome), spacing_of(p, b.biome));
  const double dx = a.x - b.x, dy = a.y - b.y;
  return dx * dx + dy * dy < r * r;
}

// Bucket grid over one chunk for the "too close?" test; cell = the smallest spacing in use.
class Buckets {
 public:
  Buckets(double x0, double y0, double size, double cell)
      : x0_(x0),
        y0_(y0),
        cell_(cell),
        n_(static_cast<int>(std::ceil(size / cell)) + 1),
        cells_(static_cast<std::size_t>(n_) * static_cast<std::size_t>(n_)) {}
  int col(double x) const noexcept { return std::clamp(static_cast<int>((x - x0_) / cell_), 0, n_ - 1); }
  int row(double y) const noexcept { return std::clamp(static_cast<int>((y - y0_) / cell_), 0, n_ - 1); }
  void add(std::size_t index, const PlacedPoint& pt) { cells_[cell(col(pt.x), row(pt.y))].push_back(index); }
  template <class Fn>
  bool any_near(const PlacedPoint& pt, double reach, Fn&& fn) const {
    const int r = static_cast<int>(std::ceil(reach / cell_));
    const int c = col(pt.x), w = row(pt.y);
    for (int rr = std::max(0, w - r); rr <= std::min(n_ - 1, w + r); ++rr)
      for (int cc = std::max(0, c - r); cc <= std::min(n_ - 1, c + r); ++cc)
        for (std::size_t i : cells_[cell(cc, rr)])
          if (fn(i)) return true;
    return false;
  }

 private:
  std::size_t cell(int c, int r) const noexcept {
    return static_cast<std::size_t>(r) * static_cast<std::size_t>(n_) + static_cast<std::size_t>(c);
  }
  double x0_, y0_, cell_;
  int n_;
  std::vector<std::vector<std::size_t>> cells_;
};

}  // namespace

std::vector<PlacedPoint> place_chunk_candidates(std::int64_t seed, std::int64_t cx, std::int64_t cy,
                                                const PlacementParams& p, const BiomeAt& biome_at) {
  validate(p);
  double min_spacing = p.chunk_size, max_spacing = 0;
  for (double s : p.spacing)
    if (s > 0) {
      min_spacing = std::min(min_spacing, s);
      max_spacing = std::max(max_spacing, s);
    }
  std::vector<PlacedPoint> points;
  if (max_spacing == 0) return points;
  check_chunk(cx, cy);
  const double x0 = static_cast<double>(cx) * p.chunk_size, y0 = static_cast<double>(cy) * p.chunk_size;
  // The stream's 32-bit chunk numbers: cx and cy modulo 2^32 (two's complement; the same as before within ±2^31).
  Mulberry32 rng = stream(seed, System::kPlacement, static_cast<std::int32_t>(cx), static_cast<std::int32_t>(cy));
  Buckets buckets(x0, y0, p.chunk_size, min_spacing);
  std::vector<std::size_t> active;
  // Accepts pt if it lies in the chunk, its biome grows trees and nothing placed is too close.
  const auto try_add = [&](double x, double y) {
    if (!(x >= x0 && x < x0 + p.chunk_size && y >= y0 && y < y0 + p.chunk_size)) return false;
    // A point already placed within its own spacing rejects the candidate whatever the candidate's
    // biome (the conflict radius is the larger spacing), so test that before the biome lookup.
    const PlacedPoint probe{x, y, -1};
    if (buckets.any_near(probe, max_spacing, [&](std::size_t i) { return conflict(points[i], probe, p); }))
      return false;
    const int biome = biome_at(x, y);
    const double r = spacing_of(p, biome);
    if (r <= 0) return false;
    const PlacedPoint pt{x, y, biome};
    if (r > min_spacing && buckets.any_near(pt, max_spacing, [&](std::size_t i) { return conflict(points[i], pt, p); }))
      return false;
    buckets.add(points.size(), pt);
    active.push_back(points.size());
    points.push_back(pt);
    return true;
  };
  for (int s = 0; s < p.seeds_per_chunk; ++s) {
    const double x = x0 + rng.next_float() * p.chunk_size;  // x drawn before y
    const double y = y0 + rng.next_float() * p.chunk_size;
    try_add(x, y);
    // Bridson: grow from a random active point; a point with no room after k tries retires.
    while (!active.empty()) {
      const auto pick =
          std::min(active.size() - 1, static_cast<std::size_t>(rng.next_float() * static_cast<double>(active.size())));
      const PlacedPoint centre = points[active[pick]];
      const double r = spacing_of(p, centre.biome);
      bool placed = false;
      for (int k = 0; k < p.attempts && !placed; ++k) {
        // A uniform point of the annulus r..2r by rejection from its square (no sin/cos, no sqrt).
        const double dx = (rng.next_float() * 4.0 - 2.0) * r;
        const double dy = (rng.next_float() * 4.0 - 2.0) * r;
        const double d2 = dx * dx + dy * dy;
        if (d2 < r * r || d2 > 4 * r * r) continue;
        placed = try_add(centre.x + dx, centre.y + dy);
      }
      if (!placed) {
        active[pick] = active.back();
        active.pop_back();
      }
    }
  }
  return points;
}

namespace {

// fn(x, y) for the neighbours of chunk (cx, cy) with a smaller (cy, cx) that exist, in the order
// (−1,−1), (0,−1), (1,−1), (−1,0).
template <class Fn>
void for_each_earlier_neighbour(std::int64_t cx, std::int64_t cy, Fn&& fn) {
  for (int dy = -1; dy <= 0; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      if (dy == 0 && dx >= 0) break;
      const std::int64_t nx = cx + dx, ny = cy + dy;
      if (nx < -kMaxPlacementChunkIndex || nx > kMaxPlacementChunkIndex || ny < -kMaxPlacementChunkIndex)
        continue;  // the world's edge
      fn(nx, ny);
    }
}

// chunk's candidates minus those that conflict with a candidate of a neighbour with a smaller (cy, cx).
template <class Candidates>
std::vector<PlacedPoint> resolve(std::int64_t cx, std::int64_t cy, const PlacementParams& p, Candidates&& candidates) {
  const std::vector<PlacedPoint>& mine = candidates(cx, cy);
  std::vector<PlacedPoint> out;
  if (mine.empty()) return out;
  std::vector<const std::vector<PlacedPoint>*> winners;
  for_each_earlier_neighbour(cx, cy, [&](std::int64_t x, std::int64_t y) { winners.push_back(&candidates(x, y)); });
  for (const PlacedPoint& pt : mine) {
    bool lost = false;
    for (const auto* theirs : winners) {
      for (const PlacedPoint& q : *theirs)
        if (conflict(pt, q, p)) {
          lost = true;
          break;
        }
      if (lost) break;
    }
    if (!lost) out.push_back(pt);
  }
  return out;
}

}  // namespace

std::vector<PlacedPoint> place_chunk(std::int64_t seed, std::int64_t cx, std::int64_t cy, const PlacementParams& p,
                                     const BiomeAt& biome_at) {
  // Candidate sets of this chunk and its earlier neighbours, each computed once.
  std::map<std::pair<std::int64_t, std::int64_t>, std::vector<PlacedPoint>> made;
  return resolve(cx, cy, p, [&](std::int64_t x, std::int64_t y) -> const std::vector<PlacedPoint>& {
    const auto [it, fresh] = made.try_emplace({x, y});
    if (fresh) it->second = place_chunk_candidates(seed, x, y, p, biome_at);
    return it->second;
  });
}

std::vector<PlacedPoint> place_chunks(std::int64_t seed, std::int64_t cx0, std::int64_t cy0, std::int64_t cx1,
                                      std::int64_t cy1, const PlacementParams& p, const BiomeAt& biome_at) {
  // One task on the calling thread: the caller's biome_at itself is the only lookup.
  return place_chunks(
      seed, cx0, cy0, cx1, cy1, p, [&biome_at] { return BiomeAt(std::cref(biome_at)); }, kSerialTasks);
}

std::vector<PlacedPoint> place_chunks(std::int64_t seed, std::int64_t cx0, std::int64_t cy0, std::int64_t cx1,
                                      std::int64_t cy1, const PlacementParams& p, const BiomeAtFactory& make_biome_at,
                                      const TaskSystem& tasks) {
  validate(p);
  if (cx1 < cx0 || cy1 < cy0) throw InvalidArgument("place_chunks: the chunk range is empty");
  check_chunk(cx0, cy0);
  check_chunk(cx1, cy1);
  const std::int64_t w = cx1 - cx0 + 1, h = cy1 - cy0 + 1;
  if (w > kMaxPlacementChunks || h > kMaxPlacementChunks || w * h > kMaxPlacementChunks)
    throw InvalidArgument("place_chunks: more than 4096 chunks");
  // Candidate sets of the range and of the earlier neighbours resolve reads: chunks
  // cx0 − 1..cx1 + 1 × cy0 − 1..cy1, slot (y − cy0 + 1) · ew + (x − cx0 + 1).
  const std::int64_t ew = w + 2, eh = h + 1;
  std::vector<std::vector<PlacedPoint>> made(static_cast<std::size_t>(ew * eh));
  const auto slot = [&](std::int64_t x, std::int64_t y) {
    return static_cast<std::size_t>((y - cy0 + 1) * ew + (x - cx0 + 1));
  };
  // Fills made[] for the listed chunks, in parallel: each task makes its own BiomeAt, then takes
  // chunks one at a time. A chunk's candidates depend only on the chunk, so who makes which is moot.
  const auto make_candidates = [&](const std::vector<std::pair<std::int64_t, std::int64_t>>& chunks) {
    std::atomic<std::size_t> next{0};
    parallel_for(tasks, static_cast<std::size_t>(tasks.worker_count), 1, [&](std::size_t, std::size_t) {
      if (next.load(std::memory_order_relaxed) >= chunks.size()) return;
      const BiomeAt biome_at = make_biome_at();
      for (std::size_t k; (k = next.fetch_add(1, std::memory_order_relaxed)) < chunks.size();) {
        const auto [x, y] = chunks[k];
        made[slot(x, y)] = place_chunk_candidates(seed, x, y, p, biome_at);
      }
    });
  };
  std::vector<std::pair<std::int64_t, std::int64_t>> chunks;
  for (std::int64_t cy = cy0; cy <= cy1; ++cy)
    for (std::int64_t cx = cx0; cx <= cx1; ++cx) chunks.emplace_back(cx, cy);
  make_candidates(chunks);
  // The earlier neighbours outside the range of every chunk with candidates (a chunk without any
  // consults none), each once.
  std::vector<char> wanted(made.size(), 0);
  std::vector<std::pair<std::int64_t, std::int64_t>> neighbours;
  for (const auto& [cx, cy] : chunks) {
    if (made[slot(cx, cy)].empty()) continue;
    for_each_earlier_neighbour(cx, cy, [&](std::int64_t x, std::int64_t y) {
      const bool inside = x >= cx0 && x <= cx1 && y >= cy0;
      if (!inside && !wanted[slot(x, y)]) {
        wanted[slot(x, y)] = 1;
        neighbours.emplace_back(x, y);
      }
    });
  }
  make_candidates(neighbours);
  // Final points per chunk, then concatenated in chunk order.
  std::vector<std::vector<PlacedPoint>> final_points(chunks.size());
  parallel_for(tasks, chunks.size(), 1, [&](std::size_t first, std::size_t end) {
    for (std::size_t k = first; k < end; ++k)
      final_points[k] =
          resolve(chunks[k].first, chunks[k].second, p,
                  [&](std::int64_t x, std::int64_t y) -> const std::vector<PlacedPoint>& { return made[slot(x, y)]; });
  });
  std::vector<PlacedPoint> out;
  for (const auto& pts : final_points) out.insert(out.end(), pts.begin(), pts.end());
  return out;
}

}  // namespace worldlab
