// Hydrology on a raster: priority-flood filling and routing, accumulation, basins, Strahler order, river
// polylines and implicit stream-power erosion with diffusion (see water.hpp and docs/water.md).
#include "worldlab/water.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <utility>

#include "simd/point_kernels.hpp"
#include "worldlab/detmath.hpp"
#include "worldlab/graph.hpp"  // code_number: the shortest text of a double, for messages
#include "worldlab/grid.hpp"

namespace worldlab::water {

namespace {

// D8 neighbours in the fixed order every loop visits them: E, SE, S, SW, W, NW, N, NE. A tie in slope
// goes to the first; every walk over donors and every sum over neighbours follows it too.
constexpr int kDx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
constexpr int kDy[8] = {0, 1, 1, 1, 0, -1, -1, -1};

std::string cell_name(const RasterShape& s, std::size_t i) {
  return "(" + std::to_string(i % s.width) + ", " + std::to_string(i / s.width) + ")";
}

void require_size(std::size_t got, std::size_t want, const char* what) {
  if (got != want)
    throw InvalidArgument(std::string(what) + " must hold " + std::to_string(want) + " cells, got " +
                          std::to_string(got));
}

// The minimax fill works on the basins of the raw surface's steepest descent (Cordonnier, Bovy and Braun
// 2019, "A versatile, linear complexity algorithm for flow routing in topographies with depressions"): every
// cell drains by strictly lower steps either to an outlet or to a pit (an inner cell with no lower
// neighbour). Cells draining to an outlet are never filled. A pit's basin fills to the lowest "pass level"
// by which it can reach an outlet: the minimax path over the graph of basins, where two touching basins are
// joined at the lowest max(h[a], h[b]) over neighbouring cells a, b of the two. That value is unique, so the
// filled surface is the same whatever order anything runs in, and it is made of input values only (no
// arithmetic). Cost: linear in the cells, plus a heap over the basins (few once a surface is eroded).

// Basin id 0: every cell that drains to an outlet; pit p (in index order) has id p + 1.
constexpr std::uint32_t kOutside = 0;

// Min pass level per basin pair, keyed (low id << 32 | high id): open addressing, grown at half load. The slots
// live in the caller's PassSlots (RouteScratch keeps them across calls, so a stepping caller neither allocates nor
// grows them again); the iteration order of each() depends on the capacity, but nothing read from the table does:
// the minimax levels are unique.
class PassTable {
 public:
  // The slots are moved in (members, not references: the hot add() loads no pointer through another) and back.
  explicit PassTable(detail::PassSlots& slots)
      : slots_(&slots), keys_(std::move(slots.keys)), levels_(std::move(slots.levels)) {}
  PassTable(PassTable&& other) noexcept
      : slots_(std::exchange(other.slots_, nullptr)),
        keys_(std::move(other.keys_)),
        levels_(std::move(other.levels_)),
        used_(other.used_),
        last_key_(other.last_key_),
        last_slot_(other.last_slot_) {}
  PassTable(const PassTable&) = delete;
  PassTable& operator=(const PassTable&) = delete;
  PassTable& operator=(PassTable&&) = delete;
  ~PassTable() {
    if (slots_) slots_->keys = std::move(keys_), slots_->levels = std::move(levels_);
  }
  void clear() {
    std::fill(keys_.begin(), keys_.end(), kEmpty);
    used_ = 0;
    last_key_ = kEmpty;
  }
  void add(std::uint32_t a, std::uint32_t b, double level) {
    const std::uint64_t key = a < b ? (std::uint64_t{a} << 32 | b) : (std::uint64_t{b} << 32 | a);
    // Along a border the same pair comes again and again: the slot of the last key is kept at hand.
    if (key == last_key_) {
      if (level < levels_[last_slot_]) levels_[last_slot_] = level;
      return;
    }
    if (2 * (used_ + 1) > keys_.size()) grow();
    std::size_t i = slot(key);
    while (keys_[i] != kEmpty && keys_[i] != key) i = (i + 1) & (keys_.size() - 1);
    if (keys_[i] == kEmpty) {
      keys_[i] = key;
      levels_[i] = level;
      ++used_;
    } else if (level < levels_[i]) {
      levels_[i] = level;
    }
    last_key_ = key;
    last_slot_ = i;
  }
  template <class F>
  void each(F&& f) const {
    if (used_ == 0) return;
    for (std::size_t i = 0; i < keys_.size(); ++i)
      if (keys_[i] != kEmpty)
        f(static_cast<std::uint32_t>(keys_[i] >> 32), static_cast<std::uint32_t>(keys_[i]), levels_[i]);
  }
  std::size_t size() const noexcept { return used_; }

 private:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};
  std::size_t slot(std::uint64_t key) const noexcept {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 17) & (keys_.size() - 1);
  }
  void grow() {
    last_key_ = kEmpty;  // slots move
    std::vector<std::uint64_t> keys = std::move(keys_);
    std::vector<double> levels = std::move(levels_);
    keys_.assign(std::max<std::size_t>(64, keys.size() * 2), kEmpty);
    levels_.assign(keys_.size(), 0.0);
    used_ = 0;
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (keys[i] != kEmpty)
        add(static_cast<std::uint32_t>(keys[i] >> 32), static_cast<std::uint32_t>(keys[i]), levels[i]);
  }
  detail::PassSlots* slots_;
  std::vector<std::uint64_t> keys_;
  std::vector<double> levels_;
  std::size_t used_ = 0;
  std::uint64_t last_key_ = kEmpty;
  std::size_t last_slot_ = 0;
};

// Rows per task in the row-parallel passes, and outlets per chunk of the stack (a chunk's trees are built,
// accumulated and eroded by one task; the chunks are fixed by the raster alone, never by the thread count).
constexpr std::size_t kRowGrain = 16;
constexpr std::size_t kOutletsPerChunk = 64;
// Erosion splits a chunk over threads when it holds more than this many cells and more than 1/8 of the map.
constexpr std::size_t kSplitCells = 4096;

// Index offsets of the eight neighbours in kDx order, in a raster w cells wide.
inline std::array<std::int64_t, 8> neighbour_offsets(std::uint32_t w) {
  const std::int64_t iw = w;
  return {1, iw + 1, iw, iw - 1, -1, -iw - 1, -iw, -iw + 1};
}

// A receiver's direction code: k (kDx order) for the neighbour at offset k, kSelf for the cell itself.
constexpr std::uint8_t kSelf = 8;

// The steepest strictly lower neighbour of inner cell c on surface z: the slope is the drop times 1 / distance
// (inverse[0] straight, inverse[1] diagonal: a product, as division is several times slower), the largest > 0
// wins, ties to the first in kDx order; kSelf where no neighbour is strictly lower. Step 1 of route runs the same
// operations over a row's cells in the SIMD level's lanes (simd/point_kernels.hpp, `steepest`: each lane makes the
// same comparisons in the same order).
inline std::uint8_t steepest_code(const double* z, std::uint32_t w, std::uint32_t c, const double* inverse) {
  const auto offset = neighbour_offsets(w);
  double best = 0.0;
  std::uint8_t to = kSelf;
  for (int k = 0; k < 8; ++k) {
    const auto nb = static_cast<std::uint32_t>(std::int64_t{c} + offset[k]);
    const double slope = (z[c] - z[nb]) * inverse[k & 1];
    if (slope > best) best = slope, to = static_cast<std::uint8_t>(k);
  }
  return to;
}

inline std::uint8_t direction(std::uint32_t w, std::uint32_t c, std::uint32_t r) {
  const std::int64_t d = std::int64_t{r} - std::int64_t{c};
  const auto offset = neighbour_offsets(w);
  for (std::uint8_t k = 0; k < 8; ++k)
    if (d == offset[k]) return k;
  return kSelf;
}

// Calls f(nb) for each of the eight neighbours of an inner cell c (not on the edge), in kDx order.
template <class F>
inline void each_inner_neighbour(std::uint32_t w, std::uint32_t c, F&& f) {
  const auto offset = neighbour_offsets(w);
  for (int k = 0; k < 8; ++k) f(static_cast<std::uint32_t>(std::int64_t{c} + offset[k]));
}

// Donor masks of n inner cells in a row: bit k of mask[x] is set when others[k][x], the code of the neighbour at
// offset k, is the opposite direction (k + 4) mod 8. Restrict pointers: bytes may alias anything, and without
// them the compiler would not run the loop over vector lanes.
inline void donor_row(const std::uint8_t* const* others, std::uint8_t* __restrict mask, std::size_t n) {
  const std::uint8_t* __restrict o0 = others[0];
  const std::uint8_t* __restrict o1 = others[1];
  const std::uint8_t* __restrict o2 = others[2];
  const std::uint8_t* __restrict o3 = others[3];
  const std::uint8_t* __restrict o4 = others[4];
  const std::uint8_t* __restrict o5 = others[5];
  const std::uint8_t* __restrict o6 = others[6];
  const std::uint8_t* __restrict o7 = others[7];
  for (std::size_t x = 0; x < n; ++x)
    mask[x] = static_cast<std::uint8_t>((o0[x] == 4 ? 1 : 0) | (o1[x] == 5 ? 2 : 0) | (o2[x] == 6 ? 4 : 0) |
                                        (o3[x] == 7 ? 8 : 0) | (o4[x] == 0 ? 16 : 0) | (o5[x] == 1 ? 32 : 0) |
                                        (o6[x] == 2 ? 64 : 0) | (o7[x] == 3 ? 128 : 0));
}

// Depth-first (pre-order) from `root` over its donors (donors[c] bit k: the neighbour at offset k drains to c),
// handing each cell to emit(c): every cell comes after its receiver, and a path upstream stays together, so the
// walks along the stack touch memory in runs. `pending` is the caller's scratch.
template <class Emit>
inline void tree(const std::int64_t* offset, const std::uint8_t* donors, std::uint32_t root,
                 std::vector<std::uint32_t>& pending, Emit&& emit) {
  pending.clear();
  pending.push_back(root);
  while (!pending.empty()) {
    const std::uint32_t c = pending.back();
    pending.pop_back();
    emit(c);
    for (unsigned m = donors[c]; m != 0; m &= m - 1)
      pending.push_back(static_cast<std::uint32_t>(std::int64_t{c} + offset[std::countr_zero(m)]));
  }
}

// Whether the step from cell c to cell r (a neighbour, or c itself) is diagonal, in a raster w cells wide.
inline std::uint8_t diagonal_step(std::uint32_t c, std::uint32_t r, std::int64_t w) {
  const std::int64_t d = std::int64_t{c} - std::int64_t{r};
  return static_cast<std::uint8_t>(d != 0 && d != 1 && d != -1 && d != w && d != -w);
}

// tree()'s walk from `root` (the same cells in the same order) written into stack[end...], with, for each
// position, the position of its receiver (the root's: its own) and whether the step to it is diagonal: erode's
// walks then read their receivers' values by position, from arrays in stack order, instead of by cell. Restrict
// pointers, so that the byte stores to `diagonal` make the compiler reload nothing (not even the pending list's
// ends). Positions count from the start of `stack`; returns the end of the tree.
inline std::size_t tree_positions_into(const std::int64_t* offset, std::int64_t w,
                                       const std::uint8_t* __restrict donors, std::uint32_t root,
                                       std::vector<std::uint64_t>& pending, std::uint32_t* __restrict stack,
                                       std::uint32_t* __restrict receiver_at, std::uint8_t* __restrict diagonal,
                                       std::size_t end) {
  pending.clear();
  pending.push_back((std::uint64_t{end} << 32) | root);
  while (!pending.empty()) {
    const std::uint64_t e = pending.back();
    pending.pop_back();
    const auto c = static_cast<std::uint32_t>(e);
    const auto up = static_cast<std::uint32_t>(e >> 32);
    stack[end] = c;
    receiver_at[end] = up;
    diagonal[end] = diagonal_step(c, stack[up], w);
    const std::uint64_t here = std::uint64_t{end} << 32;
    for (unsigned m = donors[c]; m != 0; m &= m - 1)
      pending.push_back(here | static_cast<std::uint32_t>(std::int64_t{c} + offset[std::countr_zero(m)]));
    ++end;
  }
  return end;
}

}  // namespace

namespace detail {

// Fills `routing` from `height`; see route_flow. Scratch vectors are resized here and reused across calls.
void route(const RasterShape& s, std::span<const double> height, const FlowRouting& out, RouteScratch& work,
           double sea_level, const TaskSystem& tasks, bool lone_outlets) {
  const std::size_t n = s.cells();
  const std::uint32_t w = s.width, h = s.height;
  const double inverse[2] = {1.0 / s.cell_size, 1.0 / (s.cell_size * std::sqrt(2.0))};
  const bool sea = sea_level > -kNoSea;
  const double* z = height.data();
  std::uint32_t* rec = out.receivers.data();
  // 1. Receivers of the raw surface: outlets and pits drain to themselves. Beside each receiver, its direction
  // (0..7 in kDx order; kSelf for the cell itself; kNoCell's code is never read), for the donor masks of step 7.
  work.code.resize(n);
  std::uint8_t* code = work.code.data();
  const std::int64_t iw = w;
  const std::array<std::int64_t, 8> offset = neighbour_offsets(w);
  // The pits in index order: a list per band of kRowGrain rows, laid end to end after. A row's steepest descent
  // runs over its cells from the first to the last above the sea only (row_lo, row_hi): the cells outside that
  // range are sea, outlets whatever their neighbours (most of an island map: the later passes skip them too).
  const std::size_t bands = (std::size_t{h} + kRowGrain - 1) / kRowGrain;
  work.band_outlets.resize(bands), work.band_pits.resize(bands);
  work.row_lo.resize(h), work.row_hi.resize(h);
  parallel_for(tasks, bands, 1, [&](std::size_t b0, std::size_t b1) {
    std::vector<double> best(w), dir(w);  // one row's steepest slopes and their directions
    // Local pointers: a byte store may alias anything, so without them every store to `code` reloads the rest.
    std::uint32_t* __restrict to = rec;
    std::uint8_t* __restrict way = code;
    for (std::size_t b = b0; b < b1; ++b) {
      std::vector<std::uint32_t>& pits = work.band_pits[b];
      pits.clear();
      const auto y1 = static_cast<std::uint32_t>(std::min<std::size_t>(h, (b + 1) * kRowGrain));
      for (auto y = static_cast<std::uint32_t>(b * kRowGrain); y < y1; ++y) {
        const std::uint32_t row = y * w;
        const bool inner_row = y > 0 && y + 1 < h && w >= 3;
        // [lo, hi): the inner cells from the first to the last above the sea (all inner cells without a sea).
        std::uint32_t lo = 1, hi = inner_row ? w - 1 : 1;
        if (inner_row && sea) {
          while (lo < hi && z[row + lo] <= sea_level) ++lo;
          while (hi > lo && z[row + hi - 1] <= sea_level) --hi;
        }
        work.row_lo[y] = lo, work.row_hi[y] = hi;
        if (hi > lo) {
          const double* centre = z + row + lo;
          const double* others[8];
          for (int k = 0; k < 8; ++k) others[k] = centre + offset[k];
          simd::active_kernels().steepest(centre, others, inverse, best.data() + lo, dir.data() + lo, hi - lo);
        }
        const auto self = [&](std::uint32_t x0, std::uint32_t x1) {  // two loops: each runs in vector lanes
          for (std::uint32_t c = row + x0; c < row + x1; ++c) to[c] = c;
          std::fill(way + row + x0, way + row + x1, kSelf);
        };
        self(0, std::min(lo, w));
        for (std::uint32_t x = lo, c = row + lo; x < hi; ++x, ++c) {
          if (sea && z[c] <= sea_level) {
            to[c] = c, way[c] = kSelf;  // a sea outlet
          } else if (!(dir[x] < 8.0)) {
            to[c] = c, way[c] = kSelf;
            pits.push_back(c);
          } else {
            const auto k = static_cast<std::uint8_t>(dir[x]);
            way[c] = k;
            to[c] = static_cast<std::uint32_t>(std::int64_t{c} + offset[k]);
          }
        }
        self(std::max(hi, std::min(lo, w)), w);
      }
    }
  });
  work.pits.clear();
  for (std::size_t b = 0; b < bands; ++b)
    work.pits.insert(work.pits.end(), work.band_pits[b].begin(), work.band_pits[b].end());
  // Donor masks from the directions: bit k of donors[c] says the neighbour at offset k drains to c (its code is
  // the opposite direction, (k + 4) mod 8). Inner cells in lanes, the edge ring with bounds checks.
  // The columns [lo, hi) that hold every cell above the sea in rows [y0, y1] (clipped to the raster; step 1's
  // row ranges; lo >= hi: none). Cells outside drain to themselves: neither receivers nor donors.
  const auto land_span = [&](std::int64_t y0, std::int64_t y1) {
    std::uint32_t lo = w, hi = 0;
    for (std::int64_t y = std::max<std::int64_t>(y0, 0); y <= y1 && y < std::int64_t{h}; ++y) {
      const auto r = static_cast<std::size_t>(y);
      if (work.row_lo[r] < work.row_hi[r]) lo = std::min(lo, work.row_lo[r]), hi = std::max(hi, work.row_hi[r]);
    }
    return std::pair{lo, hi};
  };
  const auto donor_masks = [&] {
    work.donors.resize(n);
    std::uint8_t* donors = work.donors.data();
    parallel_for(tasks, h, kRowGrain, [&](std::size_t y0, std::size_t y1) {
      for (auto y = static_cast<std::uint32_t>(y0); y < y1; ++y) {
        std::uint8_t* mask = donors + std::size_t{y} * w;
        if (y > 0 && y + 1 < h && w >= 3) {
          // Only cells beside a cell above the sea can have donors: the columns of the three rows' land, ± 1.
          const auto [lo, hi] = land_span(std::int64_t{y} - 1, std::int64_t{y} + 1);
          const std::uint32_t x0 = lo < hi ? std::max<std::uint32_t>(lo, 2) - 1 : w - 1;
          const std::uint32_t x1 = lo < hi ? std::min(hi + 1, w - 1) : w - 1;
          std::fill(mask + 1, mask + x0, std::uint8_t{0});
          if (x1 > x0) {
            const std::uint8_t* others[8];
            for (int k = 0; k < 8; ++k)
              others[k] = code + static_cast<std::ptrdiff_t>(std::int64_t{y} * iw + offset[k] + x0);
            donor_row(others, mask + x0, x1 - x0);
          }
          std::fill(mask + std::max(x0, x1), mask + w - 1, std::uint8_t{0});
        }
        for (std::uint32_t x = 0; x < w; ++x) {
          if (y > 0 && y + 1 < h && x > 0 && x + 1 < w) {
            x = w - 2;  // inner cells are done: on to the row's last cell
            continue;
          }
          std::uint8_t m = 0;
          for (int k = 0; k < 8; ++k) {
            const std::int64_t nx = std::int64_t{x} + kDx[k], ny = std::int64_t{y} + kDy[k];
            if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
            if (code[static_cast<std::size_t>(ny) * w + static_cast<std::size_t>(nx)] == ((k + 4) & 7)) m |= 1u << k;
          }
          mask[x] = m;
        }
      }
    });
  };
  double* filled = out.filled.data();
  if (work.pits.empty()) {
    std::copy(height.begin(), height.end(), out.filled.begin());
    work.lake.assign(n, 0);
  } else {
    // 2. Basins: 0 for cells draining to an outlet, p + 1 for pit p's: depth-first from each pit over its
    // donors (a task per range of pits; the basins are disjoint, so the labels never depend on the split).
    donor_masks();
    const std::uint8_t* pit_donors = work.donors.data();
    work.basin.assign(n, kOutside);
    std::uint32_t* basin = work.basin.data();
    const std::size_t pits = work.pits.size();
    parallel_for(tasks, pits, 64, [&](std::size_t p0, std::size_t p1) {
      std::vector<std::uint32_t> pending;  // grows to the deepest walk
      for (std::size_t p = p0; p < p1; ++p) {
        const auto label = static_cast<std::uint32_t>(p + 1);
        tree(offset.data(), pit_donors, work.pits[p], pending, [&](std::uint32_t c) { basin[c] = label; });
      }
    });
    // 3. Pass levels between touching basins: each neighbouring pair once (E, SW, S, SE of every cell), one
    // table per band of rows, merged by min (min of doubles is exact and order-free).
    const std::size_t pass_bands = std::min<std::size_t>(h, 64);
    work.pass_slots.resize(pass_bands);
    std::vector<PassTable> tables;
    tables.reserve(pass_bands);
    for (std::size_t b = 0; b < pass_bands; ++b) tables.emplace_back(work.pass_slots[b]);
    // Per band, a row's marks (1 where a basin border passes), kept in the scratch: with no object to destroy in
    // the task's frame, WebAssembly's exception handling calls t.add directly, not through JavaScript.
    work.pass_border.resize(pass_bands);
    for (std::vector<std::uint8_t>& marks : work.pass_border) marks.resize(w);
    parallel_for(tasks, pass_bands, 1, [&](std::size_t b0, std::size_t b1) {
      for (std::size_t b = b0; b < b1; ++b) {
        std::vector<std::uint8_t>& border = work.pass_border[b];
        PassTable& t = tables[b];
        t.clear();
        const auto ya = static_cast<std::uint32_t>(h * b / pass_bands);
        const auto yb = static_cast<std::uint32_t>(h * (b + 1) / pass_bands);
        const auto cell = [&](std::uint32_t x, std::uint32_t y, std::uint32_t c) {
          const std::uint32_t bc = basin[c];
          const auto pair = [&](std::uint32_t nb) {
            const std::uint32_t bn = basin[nb];
            if (bn != bc) t.add(bc, bn, std::max(z[c], z[nb]));
          };
          if (x + 1 < w) pair(c + 1);
          if (y + 1 < h) {
            if (x > 0) pair(c + w - 1);
            pair(c + w);
            if (x + 1 < w) pair(c + w + 1);
          }
        };
        for (std::uint32_t y = ya; y < yb; ++y) {
          const std::uint32_t row = y * w;
          if (y + 1 == h || w < 3) {
            for (std::uint32_t x = 0; x < w; ++x) cell(x, y, row + x);
            continue;
          }
          // Most cells are inside one basin with all four of these neighbours: a branch-free pass over the row
          // (in vector lanes) marks the others, and only they are visited, in the same order as a visit of all.
          const std::uint32_t* __restrict here = basin + row;
          const std::uint32_t* __restrict below = here + w;
          std::uint8_t* __restrict mark = border.data();
          // Outside the columns of this row's and the next one's land, ± 1, every basin is the outside's (sea
          // outlets): no pair to add there.
          const auto [lo, hi] = land_span(y, std::int64_t{y} + 1);
          const std::uint32_t x0 = lo < hi ? std::max<std::uint32_t>(lo, 2) - 1 : 1;
          const std::uint32_t x1 = lo < hi ? std::min(hi + 1, w - 1) : 1;
          for (std::uint32_t x = x0; x < x1; ++x)
            mark[x] = static_cast<std::uint8_t>((here[x] != here[x + 1]) | (here[x] != below[x - 1]) |
                                                (here[x] != below[x]) | (here[x] != below[x + 1]));
          cell(0, y, row);
          for (std::uint32_t x = x0; x < x1; ++x)
            if (mark[x]) cell(x, y, row + x);
          cell(w - 1, y, row + w - 1);
        }
      }
    });
    // 4. Minimax levels from the outside over the basin graph (Dijkstra with max for +): adjacency in CSR.
    const std::size_t nodes = pits + 1;
    std::vector<std::uint32_t>& first = work.first;
    first.assign(nodes + 1, 0);
    for (const PassTable& t : tables)
      t.each([&](std::uint32_t a, std::uint32_t b, double) { ++first[a + 1], ++first[b + 1]; });
    for (std::size_t i = 0; i < nodes; ++i) first[i + 1] += first[i];
    std::vector<std::uint32_t>& fill_at = work.fill_at;
    std::vector<std::uint32_t>& to = work.to;
    std::vector<double>& pass = work.pass;
    fill_at.assign(first.begin(), first.end() - 1), to.resize(first[nodes]), pass.resize(first[nodes]);
    for (const PassTable& t : tables)
      t.each([&](std::uint32_t a, std::uint32_t b, double level) {
        to[fill_at[a]] = b, pass[fill_at[a]++] = level;
        to[fill_at[b]] = a, pass[fill_at[b]++] = level;
      });
    std::vector<double>& level = work.level;
    level.assign(nodes, std::numeric_limits<double>::infinity());
    level[kOutside] = -std::numeric_limits<double>::infinity();
    using Entry = std::pair<double, std::uint32_t>;
    std::vector<Entry>& open = work.heap;  // a binary heap (std::greater: the lowest level on top), kept across calls
    open.clear();
    open.push_back({level[kOutside], kOutside});
    while (!open.empty()) {
      std::pop_heap(open.begin(), open.end(), std::greater<Entry>{});
      const auto [l, b] = open.back();
      open.pop_back();
      if (l > level[b]) continue;  // a stale entry
      for (std::uint32_t e = first[b]; e < first[b + 1]; ++e) {
        const double via = std::max(l, pass[e]);
        if (via < level[to[e]]) {
          level[to[e]] = via;
          open.push_back({via, to[e]});
          std::push_heap(open.begin(), open.end(), std::greater<Entry>{});
        }
      }
    }
    work.lake.resize(n);
    std::uint8_t* lake = work.lake.data();
    parallel_for(tasks, h, kRowGrain, [&](std::size_t y0, std::size_t y1) {
      // Local pointers: a byte store may alias anything, and the closure's would be loaded again at each cell.
      const double* __restrict input = z;
      const double* __restrict levels = level.data();
      const std::uint32_t* __restrict label = basin;
      double* __restrict out_filled = filled;
      std::uint8_t* __restrict out_lake = lake;
      for (std::size_t y = y0; y < y1; ++y) {
        // Outside the row's cells above the sea (step 1), the outside's basin: level −∞, nothing filled.
        const std::size_t row = y * w, lo = work.row_lo[y], hi = std::max(lo, std::size_t{work.row_hi[y]});
        std::copy(input + row, input + row + lo, out_filled + row);
        std::fill(out_lake + row, out_lake + row + lo, std::uint8_t{0});
        for (std::size_t c = row + lo; c < row + hi; ++c) {
          const double f = std::max(input[c], levels[label[c]]);
          out_filled[c] = f;
          out_lake[c] = f != input[c];
        }
        std::copy(input + row + hi, input + row + w, out_filled + row + hi);
        std::fill(out_lake + row + hi, out_lake + row + w, std::uint8_t{0});
      }
    });
  }
  // 5. Receivers of the filled surface: steepest descent where a neighbour is strictly lower, else (a flat
  // or a lake) kNoCell for now; each band of kRowGrain rows lists its flat cells in index order. Without pits
  // the filled surface is the input, and step 1's receivers stand. With pits, they stand wherever the cell and
  // its eight neighbours are off the lakes (filled = input there) and the cell is no pit; the rest is redone.
  work.band_flats.resize(bands);
  if (!work.pits.empty()) {
    const std::uint8_t* lake = work.lake.data();
    parallel_for(tasks, h, kRowGrain, [&](std::size_t y0, std::size_t y1) {
      std::vector<std::uint8_t> redo(w);  // per inner cell of a row: 1 for a pit or a cell beside a lake
      for (auto y = static_cast<std::uint32_t>(y0); y < y1; ++y) {
        std::vector<std::uint32_t>& flat = work.band_flats[y / kRowGrain];
        if (y % kRowGrain == 0) flat.clear();
        if (y == 0 || y + 1 == h) continue;  // the edge: outlets
        // Which cells to redo, branch-free over the row in vector lanes (an inner cell's code is kSelf exactly
        // when it is a pit or a sea outlet), then only those, in index order.
        // Only the row's cells from its first to its last above the sea (step 1): the others are sea outlets.
        const std::uint32_t row = y * w, lo = work.row_lo[y], hi = work.row_hi[y];
        const std::uint8_t* __restrict north = lake + row - w;
        const std::uint8_t* __restrict middle = lake + row;
        const std::uint8_t* __restrict south = lake + row + w;
        const std::uint8_t* __restrict own = code + row;
        std::uint8_t* __restrict mark = redo.data();
        for (std::uint32_t x = lo; x < hi; ++x)
          mark[x] = static_cast<std::uint8_t>((own[x] == kSelf) | (north[x - 1] | north[x] | north[x + 1]) |
                                              (middle[x - 1] | middle[x] | middle[x + 1]) |
                                              (south[x - 1] | south[x] | south[x + 1]));
        for (std::uint32_t x = lo, c = row + lo; x < hi; ++x, ++c) {
          if (!mark[x]) continue;
          const bool pit = rec[c] == c;
          if (pit && sea && z[c] <= sea_level) continue;  // a sea outlet
          const std::uint8_t k = steepest_code(filled, w, c, inverse);
          if (k == kSelf) {
            rec[c] = kNoCell;
            flat.push_back(c);
          } else {
            rec[c] = static_cast<std::uint32_t>(std::int64_t{c} + offset[k]);
            code[c] = k;
          }
        }
      }
    });
  } else {
    for (auto& flat : work.band_flats) flat.clear();
  }
  // 6. Flats: each flat cell drains to the neighbour on its level that is one step nearer (breadth-first) to
  // the level's exits (outlets and cells with a lower neighbour, i.e. rec != kNoCell); ties to the first in
  // kDx order. Distances are a property of the surface, so the receivers do not depend on the search's order.
  // Two flat cells side by side are on the same level (were one lower, the other would not be flat), so the
  // search needs no height test between flats; an exit must be on the flat's level.
  std::vector<std::uint32_t>& queue = work.pits;  // the pits are done with
  queue.clear();
  std::uint32_t* steps = work.basin.data();  // so are the basins: steps to the exit, on flat cells only
  if (work.basin.size() < n) work.basin.resize(n), steps = work.basin.data();
  // and the donor masks (step 7 makes them anew): now 1 on a flat cell not reached yet, 2 reached, else 0.
  work.donors.assign(n, 0);
  std::uint8_t* state = work.donors.data();
  for (const auto& flat : work.band_flats)
    for (const std::uint32_t c : flat) state[c] = 1;
  // The cells next to an exit, a list per band of rows (read-only: a task per band), then the search, one by one.
  const std::size_t flat_bands = work.band_flats.size();
  work.band_exits.resize(flat_bands);
  parallel_for(tasks, flat_bands, 1, [&](std::size_t b0, std::size_t b1) {
    for (std::size_t b = b0; b < b1; ++b) {
      work.band_exits[b].clear();
      for (const std::uint32_t c : work.band_flats[b]) {
        bool exit = false;
        each_inner_neighbour(w, c, [&](std::uint32_t nb) { exit |= state[nb] == 0 && filled[nb] == filled[c]; });
        if (exit) work.band_exits[b].push_back(c);
      }
    }
  });
  for (const auto& exits : work.band_exits)
    for (const std::uint32_t c : exits) steps[c] = 1, state[c] = 2, queue.push_back(c);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t c = queue[head];
    each_inner_neighbour(w, c, [&](std::uint32_t nb) {
      if (state[nb] == 1) {
        state[nb] = 2;
        steps[nb] = steps[c] + 1;
        queue.push_back(nb);
      }
    });
  }
  // The choices, a task per band: each reads the finished steps and writes its own cell's receiver.
  parallel_for(tasks, flat_bands, 1, [&](std::size_t b0, std::size_t b1) {
    for (std::size_t b = b0; b < b1; ++b)
      for (const std::uint32_t c : work.band_flats[b]) {
        std::uint32_t to = kNoCell;
        if (steps[c] == 1) {
          each_inner_neighbour(w, c, [&](std::uint32_t nb) {
            if (to == kNoCell && state[nb] == 0 && filled[nb] == filled[c]) to = nb;
          });
        } else {
          each_inner_neighbour(w, c, [&](std::uint32_t nb) {
            if (to == kNoCell && state[nb] != 0 && steps[nb] + 1 == steps[c]) to = nb;
          });
        }
        rec[c] = to;  // state, not rec, says which cells are flat: choosing changes no later choice
        code[c] = direction(w, c, to);
      }
  });
  // 7. The donor masks of the final receivers.
  donor_masks();
  const std::uint8_t* donors = work.donors.data();
  // 7. The stack: each outlet in index order, followed by its upstream tree depth-first. Chunks of
  // kOutletsPerChunk outlets are built apart (one task each) and laid end to end in outlet order.
  // The outlets in index order: every cell that drains to itself now (a pit has a receiver since step 5). Without
  // lone_outlets, those without donors are left out (erode: they neither move nor pass anything on; the sea's cells
  // on an island map), and the stack holds the other trees in the same order.
  parallel_for(tasks, bands, 1, [&](std::size_t b0, std::size_t b1) {
    const std::uint8_t* __restrict way = code;
    const std::uint8_t* __restrict from = donors;
    for (std::size_t b = b0; b < b1; ++b) {
      std::vector<std::uint32_t>& list = work.band_outlets[b];
      const std::size_t y0 = b * kRowGrain, y1 = std::min<std::size_t>(h, (b + 1) * kRowGrain);
      // An outlet with donors is beside a cell above the sea: without lone_outlets, only those columns.
      const auto columns = [&](std::size_t y) {
        if (lone_outlets) return std::pair<std::size_t, std::size_t>{0, w};
        const auto [lo, hi] = land_span(static_cast<std::int64_t>(y) - 1, static_cast<std::int64_t>(y) + 1);
        return lo < hi ? std::pair<std::size_t, std::size_t>{lo - 1, std::min<std::size_t>(hi + 1, w)}
                       : std::pair<std::size_t, std::size_t>{0, 0};
      };
      const auto is_outlet = [&](std::size_t c) {
        return static_cast<std::size_t>((way[c] == kSelf) & (lone_outlets | (from[c] != 0)));
      };
      // Branch-free, in two passes: the count (the list's size), then each cell written at the end of the list and
      // kept when it is an outlet, until the list is full.
      std::size_t count = 0;
      for (std::size_t y = y0; y < y1; ++y) {
        const auto [x0, x1] = columns(y);
        for (std::size_t c = y * w + x0; c < y * w + x1; ++c) count += is_outlet(c);
      }
      list.resize(count);
      std::uint32_t* __restrict at = list.data();
      std::size_t kept = 0;
      for (std::size_t y = y0; y < y1; ++y) {
        const auto [x0, x1] = columns(y);
        for (std::size_t c = y * w + x0; c < y * w + x1 && kept < count; ++c) {
          at[kept] = static_cast<std::uint32_t>(c);
          kept += is_outlet(c);
        }
      }
    }
  });
  work.outlets.clear();
  for (std::size_t b = 0; b < bands; ++b)
    work.outlets.insert(work.outlets.end(), work.band_outlets[b].begin(), work.band_outlets[b].end());
  const std::size_t outlets = work.outlets.size();
  const std::size_t chunks = (outlets + kOutletsPerChunk - 1) / kOutletsPerChunk;
  work.chunk_end.assign(chunks, 0);
  std::uint32_t* stack = out.stack.data();
  const auto chunk_outlets = [&](std::size_t k) {
    return std::pair{k * kOutletsPerChunk, std::min(outlets, (k + 1) * kOutletsPerChunk)};
  };
  // Without lone_outlets (erode), each position's receiver position and diagonal flag too (tree_positions_into).
  const bool positions = !lone_outlets;
  if (positions) work.receiver_at.resize(n), work.diagonal.resize(n);
  if (tasks.worker_count <= 1 || tasks.enqueue_task == nullptr) {
    // One worker: the same walks in the same order, written straight into the stack (no parts, no copy).
    std::vector<std::uint32_t> pending;
    std::vector<std::uint64_t> pending_up;
    std::size_t end = 0;
    for (std::size_t k = 0; k < chunks; ++k) {
      const auto [o0, o1] = chunk_outlets(k);
      for (std::size_t o = o0; o < o1; ++o)
        if (positions)
          end = tree_positions_into(offset.data(), iw, donors, work.outlets[o], pending_up, stack,
                                    work.receiver_at.data(), work.diagonal.data(), end);
        else
          tree(offset.data(), donors, work.outlets[o], pending, [&](std::uint32_t c) { stack[end++] = c; });
      work.chunk_end[k] = end;
    }
    return;
  }
  // Several workers: each chunk's trees into a part of its own, the parts then laid end to end in chunk order.
  work.chunk_cells.resize(chunks);
  parallel_for(tasks, chunks, 1, [&](std::size_t k0, std::size_t k1) {
    std::vector<std::uint32_t> pending;
    for (std::size_t k = k0; k < k1; ++k) {
      std::vector<std::uint32_t>& part = work.chunk_cells[k];
      part.clear();
      const auto [o0, o1] = chunk_outlets(k);
      for (std::size_t o = o0; o < o1; ++o)
        tree(offset.data(), donors, work.outlets[o], pending, [&](std::uint32_t c) { part.push_back(c); });
      work.chunk_end[k] = part.size();
    }
  });
  std::size_t at = 0;
  for (std::size_t k = 0; k < chunks; ++k) at += work.chunk_end[k], work.chunk_end[k] = at;
  parallel_for(tasks, chunks, 1, [&](std::size_t k0, std::size_t k1) {
    for (std::size_t k = k0; k < k1; ++k)
      std::copy(work.chunk_cells[k].begin(), work.chunk_cells[k].end(), stack + (k == 0 ? 0 : work.chunk_end[k - 1]));
  });
  if (!positions) return;
  // Each position's receiver position from each cell's position (in the basin labels' array: the flats' steps are
  // done with), by ranges of positions: the same values tree_positions_into gives one worker.
  std::uint32_t* position_of = work.basin.data();
  const std::size_t placed = at;
  parallel_for(tasks, placed, std::size_t{1} << 14, [&](std::size_t k0, std::size_t k1) {
    for (std::size_t k = k0; k < k1; ++k) position_of[stack[k]] = static_cast<std::uint32_t>(k);
  });
  parallel_for(tasks, placed, std::size_t{1} << 14, [&](std::size_t k0, std::size_t k1) {
    for (std::size_t k = k0; k < k1; ++k) {
      const std::uint32_t c = stack[k], r = rec[c];
      work.receiver_at[k] = position_of[r];
      work.diagonal[k] = diagonal_step(c, r, iw);
    }
  });
}

}  // namespace detail

void validate(const RasterShape& shape) {
  if (shape.width < 1 || shape.height < 1)
    throw InvalidArgument("raster width and height must be >= 1, got " + std::to_string(shape.width) + " x " +
                          std::to_string(shape.height));
  if (shape.cells() > kMaxCells)
    throw InvalidArgument("raster of " + std::to_string(shape.cells()) + " cells exceeds the limit of " +
                          std::to_string(kMaxCells));
  if (!std::isfinite(shape.cell_size) || !(shape.cell_size > 0.0))
    throw InvalidArgument("cell_size must be finite and > 0, got " + code_number(shape.cell_size));
}

void route_flow(const RasterShape& shape, std::span<const double> height, const FlowRouting& out, double sea_level,
                const TaskSystem& tasks) {
  validate(shape);
  const std::size_t n = shape.cells();
  require_size(height.size(), n, "height");
  require_size(out.filled.size(), n, "filled");
  require_size(out.receivers.size(), n, "receivers");
  require_size(out.stack.size(), n, "stack");
  for (std::size_t i = 0; i < n; ++i)
    if (!std::isfinite(height[i]))
      throw InvalidArgument("height at cell " + cell_name(shape, i) + " is not finite (no no-data value is read)");
  if (std::isnan(sea_level) || sea_level == kNoSea) throw InvalidArgument("sea_level must be finite or -inf");
  detail::RouteScratch work;
  detail::route(shape, height, out, work, sea_level, tasks, true);
}

namespace {

// Each cell's own contribution to the drainage area, for cells [begin, end): cell_size², times rain when given.
void own_area(const RasterShape& s, std::size_t begin, std::size_t end, const double* rain, double* out) {
  const double own = s.cell_size * s.cell_size;
  for (std::size_t c = begin; c < end; ++c) out[c] = rain ? own * rain[c] : own;
}

// Drainage area along the stack's cells [begin, end), a range holding whole trees, each cell's own area already
// in `out`: upstream first, each total is passed on to the receiver. The stack (fixed by the surface alone)
// fixes the order of every sum.
void pass_area(const std::uint32_t* receivers, const std::uint32_t* stack, std::size_t begin, std::size_t end,
               double* out) {
  for (std::size_t k = end; k-- > begin;) {
    const std::uint32_t c = stack[k], r = receivers[c];
    if (r != c) out[r] += out[c];
  }
}

}  // namespace

void accumulate(const RasterShape& shape, std::span<const std::uint32_t> receivers,
                std::span<const std::uint32_t> stack, std::span<const double> rain, std::span<double> out) {
  validate(shape);
  const std::size_t n = shape.cells();
  require_size(receivers.size(), n, "receivers");
  require_size(stack.size(), n, "stack");
  require_size(out.size(), n, "accumulation");
  if (!rain.empty()) require_size(rain.size(), n, "rain");
  const std::uint32_t w = shape.width;
  for (std::size_t i = 0; i < n; ++i) {
    if (!rain.empty() && !(rain[i] >= 0.0 && std::isfinite(rain[i])))
      throw InvalidArgument("rain at cell " + cell_name(shape, i) + " must be finite and >= 0");
    // Receivers come from route_flow: the cell itself or a neighbour (checked: the sums write there).
    const std::uint32_t r = receivers[i];
    const std::int64_t dx = std::int64_t{r % w} - std::int64_t(i % w), dy = std::int64_t{r / w} - std::int64_t(i / w);
    if (r >= n || dx < -1 || dx > 1 || dy < -1 || dy > 1)
      throw InvalidArgument("receiver of cell " + cell_name(shape, i) + " is neither the cell nor a neighbour");
  }
  own_area(shape, 0, n, rain.empty() ? nullptr : rain.data(), out.data());
  pass_area(receivers.data(), stack.data(), 0, n, out.data());
}

void basins(std::span<const std::uint32_t> receivers, std::span<const std::uint32_t> stack,
            std::span<std::uint32_t> out) {
  require_size(stack.size(), receivers.size(), "stack");
  require_size(out.size(), receivers.size(), "basins");
  for (const std::uint32_t c : stack) out[c] = receivers[c] == c ? c : out[receivers[c]];
}

void strahler(std::span<const std::uint32_t> receivers, std::span<const std::uint32_t> stack,
              std::span<std::uint8_t> out) {
  const std::size_t n = receivers.size();
  require_size(stack.size(), n, "stack");
  require_size(out.size(), n, "strahler");
  // out[c] first holds the highest order among c's donors seen so far, `twice` whether two donors had it.
  std::vector<std::uint8_t> twice(n, 0);
  std::fill(out.begin(), out.end(), std::uint8_t{0});
  for (std::size_t k = n; k-- > 0;) {
    const std::uint32_t c = stack[k];
    const std::uint8_t order = out[c] == 0 ? 1 : static_cast<std::uint8_t>(out[c] + (twice[c] ? 1 : 0));
    out[c] = order;
    const std::uint32_t r = receivers[c];
    if (r == c) continue;
    if (order > out[r]) {
      out[r] = order;
      twice[r] = 0;
    } else if (order == out[r]) {
      twice[r] = 1;
    }
  }
}

std::vector<std::vector<std::uint32_t>> river_segments(std::span<const std::uint32_t> receivers,
                                                       std::span<const std::uint32_t> stack,
                                                       std::span<const double> area, double min_area) {
  const std::size_t n = receivers.size();
  require_size(stack.size(), n, "stack");
  require_size(area.size(), n, "area");
  if (!std::isfinite(min_area)) throw InvalidArgument("min_area must be finite");
  // Channel donors per cell (saturating at 2: a confluence is all that matters).
  std::vector<std::uint8_t> donors(n, 0);
  for (std::size_t c = 0; c < n; ++c) {
    const std::uint32_t r = receivers[c];
    if (r != c && area[c] >= min_area && donors[r] < 2) ++donors[r];
  }
  std::vector<std::vector<std::uint32_t>> segments;
  for (std::size_t k = n; k-- > 0;) {
    std::uint32_t c = stack[k];
    if (!(area[c] >= min_area) || donors[c] == 1) continue;  // not a source nor a confluence
    std::vector<std::uint32_t> line{c};
    while (receivers[c] != c) {
      c = receivers[c];
      line.push_back(c);
      if (donors[c] >= 2) break;  // the next confluence ends this segment and starts another
    }
    if (line.size() >= 2) segments.push_back(std::move(line));
  }
  return segments;
}

void validate(const ErosionParams& p) {
  require_range(p.steps, 0, 100000, "steps");
  require_finite(p.dt, "dt");
  if (!(p.dt > 0.0)) throw InvalidArgument("dt must be > 0, got " + code_number(p.dt));
  require_range(p.k, 0.0, 1e6, "k");
  require_range(p.m, 0.0, 2.0, "m");
  require_range(p.n, 0.5, 4.0, "n");
  require_range(p.uplift, 0.0, 1e6, "uplift");
  require_range(p.diffusion, 0.0, 1e12, "diffusion");
  require_range(p.talus, 0.0, 1e6, "talus");
  if (!(p.talus > 0.0)) throw InvalidArgument("talus must be > 0, got " + code_number(p.talus));
  require_range(p.thermal, 0.0, 0.5, "thermal");
  if (std::isnan(p.sea_level) || p.sea_level == kNoSea) throw InvalidArgument("sea_level must be finite or -inf");
}

void WaterScratch::resize(std::size_t cells) {
  filled.resize(cells);
  area.resize(cells);
  // `next` is the thermal pass's alone: sized there, only when thermal erosion is on.
  receivers.resize(cells);
  stack.resize(cells);
}

void erode(const RasterShape& shape, std::span<double> height, std::span<const double> rain,
           const ErosionParams& params, const TaskSystem& tasks) {
  WaterScratch scratch;
  erode(shape, height, rain, params, scratch, tasks);
}

namespace {

// One explicit diffusion sub-step over rows [begin, end) of the inner cells: next = h + c · ∇²h with the
// 5-point Laplacian summed as ((E + W) + (N + S)) − 4h, c = Kd · dt' / cell_size². Edge rows are copied.
struct DiffuseRows {
  const RasterShape* shape;
  const double* h;
  double* next;
  double c;
  double sea_level;  // cells at or below it stay (−inf: none)
  // Per row, the inner cells [lo, hi) that were above the sea when the step was routed: the cells outside are sea,
  // which never moves, so they are copied.
  const std::uint32_t* row_lo;
  const std::uint32_t* row_hi;
};
void diffuse_rows(std::size_t begin, std::size_t end, void* context) {
  const auto& d = *static_cast<const DiffuseRows*>(context);
  const std::size_t w = d.shape->width, rows = d.shape->height;
  for (std::size_t y = begin; y < end; ++y) {
    const double* row = d.h + y * w;
    double* out = d.next + y * w;
    if (y == 0 || y + 1 == rows) {
      std::copy(row, row + w, out);
      continue;
    }
    const std::size_t lo = d.row_lo[y], hi = std::max(lo, std::size_t{d.row_hi[y]});
    std::copy(row, row + lo, out);
    std::copy(row + hi, row + w, out + hi);
    // Local restrict pointers, so that the row runs in vector lanes (each lane the same operations).
    const double* __restrict centre = row;
    const double* __restrict north = row - w;  // (never row[x - w]: x - w wraps around as an unsigned index)
    const double* __restrict south = row + w;
    double* __restrict to = out;
    const double c = d.c, sea = d.sea_level;
    for (std::size_t x = lo; x < hi; ++x) {
      const double lap = ((centre[x + 1] + centre[x - 1]) + (north[x] + south[x])) - 4.0 * centre[x];
      to[x] = centre[x] <= sea ? centre[x] : centre[x] + c * lap;
    }
  }
}

// Thermal (talus) erosion, one pass, Jacobi-style (every cell reads the heights before the pass, so the rows can
// be split in any way). Inner non-outlet cells give: with excess_k = (h − h_k) − talus · d_k over the neighbours
// where it is > 0, a cell moves M = thermal · max_k excess_k, shared out in proportion to the excesses. Every inner
// cell that is no outlet receives its neighbours' shares; outlets neither give nor move (what slumps onto the edge
// or into the sea leaves the map, as a river's load would). Sums run in the fixed neighbour order.
struct Thermal {
  const RasterShape* shape;
  const double* h;      // heights before the pass
  double* moved;        // per cell: M
  double* share;        // per cell: M / Σ excess (0 where nothing moves)
  double* next;         // heights after the pass
  double talus_run[2];  // talus × distance: straight, diagonal
  double thermal;
  double sea_level;
};
inline bool thermal_outlet(const Thermal& t, std::size_t x, std::size_t y, std::size_t c) {
  return x == 0 || y == 0 || x + 1 == t.shape->width || y + 1 == t.shape->height || t.h[c] <= t.sea_level;
}
void thermal_give(std::size_t begin, std::size_t end, void* context) {
  const auto& t = *static_cast<const Thermal*>(context);
  const std::uint32_t w = t.shape->width;
  for (std::size_t y = begin; y < end; ++y)
    for (std::size_t x = 0, c = y * w; x < w; ++x, ++c) {
      t.moved[c] = 0.0, t.share[c] = 0.0;
      if (thermal_outlet(t, x, y, c)) continue;
      double total = 0.0, most = 0.0;
      each_inner_neighbour(w, static_cast<std::uint32_t>(c), [&, k = 0](std::uint32_t nb) mutable {
        const double excess = (t.h[c] - t.h[nb]) - t.talus_run[k++ & 1];
        if (excess > 0.0) total += excess, most = std::max(most, excess);
      });
      if (!(total > 0.0)) continue;
      t.moved[c] = t.thermal * most;
      t.share[c] = t.moved[c] / total;
    }
}
void thermal_take(std::size_t begin, std::size_t end, void* context) {
  const auto& t = *static_cast<const Thermal*>(context);
  const std::uint32_t w = t.shape->width;
  for (std::size_t y = begin; y < end; ++y)
    for (std::size_t x = 0, c = y * w; x < w; ++x, ++c) {
      if (thermal_outlet(t, x, y, c)) {
        t.next[c] = t.h[c];
        continue;
      }
      double gained = 0.0;
      each_inner_neighbour(w, static_cast<std::uint32_t>(c), [&, k = 0](std::uint32_t nb) mutable {
        const double excess = (t.h[nb] - t.h[c]) - t.talus_run[k++ & 1];  // the neighbour above c, if it is
        if (excess > 0.0 && t.share[nb] > 0.0) gained += t.share[nb] * excess;
      });
      t.next[c] = (t.h[c] - t.moved[c]) + gained;
    }
}

}  // namespace

void erode(const RasterShape& shape, std::span<double> height, std::span<const double> rain,
           const ErosionParams& params, WaterScratch& scratch, const TaskSystem& tasks) {
  validate(shape);
  validate(params);
  const std::size_t n = shape.cells();
  require_size(height.size(), n, "height");
  if (!rain.empty()) require_size(rain.size(), n, "rain");
  for (std::size_t i = 0; i < n; ++i) {
    if (!std::isfinite(height[i]))
      throw InvalidArgument("height at cell " + cell_name(shape, i) + " is not finite (no no-data value is read)");
    if (!rain.empty() && !(rain[i] >= 0.0 && std::isfinite(rain[i])))
      throw InvalidArgument("rain at cell " + cell_name(shape, i) + " must be finite and >= 0");
  }
  // Explicit diffusion is stable for Kd · dt' / cell_size² <= 1/4 (5-point Laplacian): split dt into enough
  // sub-steps. ceil is exact, so the count is the same on every target.
  const double dx2 = shape.cell_size * shape.cell_size;
  const double ratio = params.diffusion * params.dt / dx2;
  const double substeps = ratio > 0.0 ? std::max(1.0, std::ceil(4.0 * ratio)) : 0.0;
  if (substeps > 10000.0)
    throw InvalidArgument("diffusion · dt / cell_size² = " + code_number(ratio) +
                          " needs more than 10000 explicit sub-steps per step; lower dt or diffusion");
  const double c_diffuse = substeps > 0.0 ? ratio / substeps : 0.0;
  scratch.resize(n);
  const FlowRouting routing{scratch.filled, scratch.receivers, scratch.stack};
  const double diagonal = shape.cell_size * std::sqrt(2.0);
  const double k_dt = params.k * params.dt, u_dt = params.uplift * params.dt;
  const bool linear = params.n == 1.0, half = params.m == 0.5;
  const std::array<std::int64_t, 8> offset = neighbour_offsets(shape.width);
  // d (linear) or d^n, the receiver's distance: straight (even code) or diagonal (odd).
  const double run[2] = {linear ? shape.cell_size : detmath::pow_positive(shape.cell_size, params.n),
                         linear ? diagonal : detmath::pow_positive(diagonal, params.n)};
  // The walks work by stack position: the routing gives each position its receiver's position (receiver_at, the
  // outlets' their own) and whether that step is diagonal, so the areas, factors and new heights live in arrays in
  // stack order (area, and filled: erode does not read the filled surface once routed) and a cell's receiver is
  // mostly a position or two back.
  const std::uint32_t* up = nullptr;          // scratch.route.receiver_at, once routed (each step)
  const std::uint8_t* diagonal_at = nullptr;  // scratch.route.diagonal
  // The drainage area along positions [begin, end), upstream first (each total passed on to the receiver), and, once
  // a position's area is complete (all its donors come later in the stack, so they are passed on first), its
  // stream-power factor F = K dt A^m / d^n in its place: the powers and the division leave the downstream walk,
  // whose every cell waits for its receiver's new height, for this one, where they wait for nothing.
  const auto area_at = [&](std::size_t k) {
    const std::uint32_t to = up[k];
    if (to == k) return;  // an outlet: its area is not read
    double* area = scratch.area.data();
    const double a = area[k];
    area[to] += a;
    // (pow_positive(a, 0.5) is std::sqrt(a) for a >= 0, as every area is: called here without the call.)
    if (k_dt != 0.0) area[k] = k_dt * (half ? std::sqrt(a) : detmath::pow_positive(a, params.m)) / run[diagonal_at[k]];
  };
  // A range of whole trees: first every area (upstream first), then every factor, in a loop of its own that runs
  // in vector lanes (sqrt and division are exact in lanes too: the same bits). The outlets get a factor as well,
  // never read.
  const auto area_and_factor = [&](std::size_t begin, std::size_t end) {
    double* __restrict area = scratch.area.data();
    const std::uint32_t* __restrict to = up;
    for (std::size_t k = end; k-- > begin;)
      if (to[k] != k) area[to[k]] += area[k];
    if (k_dt == 0.0) return;
    const std::uint8_t* __restrict diag = diagonal_at;
    const double straight = run[0], across = run[1];
    if (half)
      for (std::size_t k = begin; k < end; ++k) area[k] = k_dt * std::sqrt(area[k]) / (diag[k] ? across : straight);
    else
      for (std::size_t k = begin; k < end; ++k)
        area[k] = k_dt * detmath::pow_positive(area[k], params.m) / (diag[k] ? across : straight);
  };
  const auto erode_at = [&](std::size_t at) {
    const std::uint8_t* lake = scratch.route.lake.data();  // filled > height
    double* next = scratch.filled.data();                  // the new heights, by position (free once routed)
    // Braun and Willett (2013): walking the stack downstream-first, each cell's receiver already has its
    // new height, so the implicit update h' = h + U dt − K dt A^m ((h' − h'_r) / d)^n is one equation in h'.
    // In place: a cell's old height is read only by the cell itself, before it is replaced.
    {
      const std::uint32_t c = scratch.stack[at];
      const std::uint32_t to = up[at];
      if (to == at) {  // an outlet: base level, never moves
        next[at] = height[c];
        return;
      }
      const double base = height[c] + u_dt;
      const double below = next[to];
      // A cell in a lake (raised by the fill) or not above its receiver's new height gets uplift only:
      // the law would deposit there, and this model carries no sediment.
      if (lake[c] || !(base > below) || k_dt == 0.0) {
        next[at] = height[c] = base;
        return;
      }
      const double f = scratch.area[at];  // the factor area_and_factor left in place of the area
      if (linear) {
        next[at] = height[c] = (base + f * below) / (1.0 + f);
        return;
      }
      // n != 1: Newton on g(x) = x − base + F ((x − below)/1)^n with F = K dt A^m / d^n, from x = base;
      // g is increasing on x > below, and the iterate is kept above `below`. Twenty fixed-order steps at most.
      double x = base;
      for (int it = 0; it < 20; ++it) {
        const double drop = x - below;
        const double sn = detmath::pow_positive(drop, params.n);
        const double g = x - base + f * sn;
        const double dg = 1.0 + f * params.n * sn / drop;
        double x1 = x - g / dg;
        if (!(x1 > below)) x1 = below + 0.5 * drop;  // never cross the receiver
        if (x1 == x) break;
        x = x1;
      }
      next[at] = height[c] = x;
    }
  };
  const auto erode_range = [&](std::size_t begin, std::size_t end) {
    // The heights and lake flags are read by cell, scattered: asked for a few positions ahead.
    constexpr std::size_t kAhead = 16;
    const std::uint32_t* cell = scratch.stack.data();
    for (std::size_t at = begin; at < end; ++at) {
      if (at + kAhead < end) __builtin_prefetch(height.data() + cell[at + kAhead]);
      erode_at(at);
    }
  };
  const double* rain_at = rain.empty() ? nullptr : rain.data();
  for (int step = 0; step < params.steps; ++step) {
    detail::route(shape, height, routing, scratch.route, params.sea_level, tasks, false);
    up = scratch.route.receiver_at.data(), diagonal_at = scratch.route.diagonal.data();
    // The outlets' trees are independent: each chunk of them (a range of the stack) is accumulated and eroded
    // by one task. Nothing crosses chunks, so the split changes no bit.
    const std::vector<std::size_t>& chunk_end = scratch.route.chunk_end;
    // Each position's own area (cell_size², times its cell's rain), before any walk passes areas on.
    const std::size_t placed = chunk_end.empty() ? 0 : chunk_end.back();
    parallel_for(tasks, placed, std::size_t{1} << 14, [&](std::size_t k0, std::size_t k1) {
      const double own = shape.cell_size * shape.cell_size;
      double* __restrict area = scratch.area.data();
      const std::uint32_t* __restrict cell = scratch.stack.data();
      if (rain_at)
        for (std::size_t k = k0; k < k1; ++k) area[k] = own * rain_at[cell[k]];
      else
        std::fill(area + k0, area + k1, own);
    });
    const auto chunk_range = [&](std::size_t k) {
      return std::pair<std::size_t, std::size_t>{k == 0 ? 0 : chunk_end[k - 1], chunk_end[k]};
    };
    // With more than one worker, a chunk holding a large part of the map (one outlet often drains a third of
    // it) is split, or it alone would bound the step: its tree's spine is walked by one task, and the small
    // trees hanging from the spine by all, upstream first for the area, downstream first for the heights. A
    // cell's area still takes its donors' in stack order, and its height still follows its receiver's, so no
    // bit depends on the split (nor on whether there is one).
    const bool split = tasks.worker_count > 1 && tasks.enqueue_task != nullptr;
    const std::size_t big = std::max<std::size_t>(kSplitCells, n / 8);
    std::size_t splits = 0;
    if (split)
      for (std::size_t k = 0; k < chunk_end.size(); ++k) {
        const auto [begin, end] = chunk_range(k);
        if (end - begin <= big) continue;
        if (scratch.splits.size() <= splits) scratch.splits.emplace_back();
        scratch.splits[splits++].chunk = k;
      }
    // Their depths and tree ends live in two arrays of n the routing is done with until the next step: the basin
    // labels' (the flats' steps, then the cells' positions) and the receivers' (erode reads positions instead).
    if (splits > 0) scratch.route.basin.resize(n);
    // Finds a large chunk's spine and small trees: each cell's depth (its receiver's + 1, downstream first), then
    // the end of each position's upstream tree (in depth-first pre-order, the first later position no deeper),
    // then one pass down the stack: a position whose tree is larger than `light` is on the spine (on to its first
    // donor), any other is the root of a small tree (its root on the spine, the rest a branch; on past it).
    const auto find_split = [&](detail::TreeSplit& t) {
      const auto [begin, end] = chunk_range(t.chunk);
      const std::uint32_t* stack = scratch.stack.data();
      const std::uint8_t* code = scratch.route.code.data();
      std::uint32_t* depth = scratch.route.basin.data();
      std::uint32_t* tree_end = scratch.receivers.data();
      std::vector<std::uint32_t> open;  // positions whose tree is not closed yet
      open.clear();
      for (std::size_t k = begin; k < end; ++k) {
        const std::uint32_t c = stack[k];
        const std::uint8_t to = code[c];
        const std::uint32_t d = to == kSelf ? 0 : depth[static_cast<std::size_t>(std::int64_t{c} + offset[to])] + 1;
        depth[c] = d;
        while (!open.empty() && depth[stack[open.back()]] >= d)
          tree_end[open.back()] = static_cast<std::uint32_t>(k), open.pop_back();
        open.push_back(static_cast<std::uint32_t>(k));
      }
      for (const std::uint32_t k : open) tree_end[k] = static_cast<std::uint32_t>(end);
      const std::size_t light = std::max<std::size_t>(256, (end - begin) / 64);
      t.spine.clear(), t.branch_begin.clear(), t.branch_end.clear();
      for (std::size_t k = begin; k < end;) {
        t.spine.push_back(static_cast<std::uint32_t>(k));
        if (tree_end[k] - k > light) {
          ++k;
          continue;
        }
        if (tree_end[k] > k + 1)
          t.branch_begin.push_back(static_cast<std::uint32_t>(k + 1)), t.branch_end.push_back(tree_end[k]);
        k = tree_end[k];
      }
    };
    // Phase 1: the chunks that are not split, whole, and the splits' spines found, a task each.
    parallel_for(tasks, chunk_end.size(), 1, [&](std::size_t k0, std::size_t k1) {
      for (std::size_t k = k0; k < k1; ++k) {
        const auto at = std::find_if(scratch.splits.begin(), scratch.splits.begin() + splits,
                                     [&](const detail::TreeSplit& t) { return t.chunk == k; });
        if (at != scratch.splits.begin() + splits) {
          find_split(*at);
          continue;
        }
        const auto [begin, end] = chunk_range(k);
        area_and_factor(begin, end);
        erode_range(begin, end);
      }
    });
    if (splits > 0) {
      // The small trees in tasks of about 1/16 of their chunk's cells, fixed by the surface alone.
      scratch.branch_tasks.clear();
      for (std::size_t i = 0; i < splits; ++i) {
        const detail::TreeSplit& t = scratch.splits[i];
        const auto [begin, end] = chunk_range(t.chunk);
        const std::size_t grain = std::max<std::size_t>(1024, (end - begin) / 16);
        for (std::size_t b = 0, cells = 0, first = 0; b < t.branch_begin.size(); ++b) {
          cells += t.branch_end[b] - t.branch_begin[b];
          if (cells >= grain || b + 1 == t.branch_begin.size()) {
            scratch.branch_tasks.push_back(
                {static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(b + 1)});
            first = b + 1, cells = 0;
          }
        }
      }
      const auto each_branch = [&](auto&& walk) {
        parallel_for(tasks, scratch.branch_tasks.size(), 1, [&](std::size_t j0, std::size_t j1) {
          for (std::size_t j = j0; j < j1; ++j) {
            const auto [i, first, last] = scratch.branch_tasks[j];
            const detail::TreeSplit& t = scratch.splits[i];
            for (std::uint32_t b = first; b < last; ++b) walk(t.branch_begin[b], t.branch_end[b]);
          }
        });
      };
      // Phase 2: the small trees' areas (each passed on up to its root, on the spine); phase 3: the spines,
      // upstream first (area) then downstream first (heights), one task; phase 4: the small trees' heights.
      each_branch(area_and_factor);
      parallel_for(tasks, splits, 1, [&](std::size_t i0, std::size_t i1) {
        for (std::size_t i = i0; i < i1; ++i) {
          const std::vector<std::uint32_t>& spine = scratch.splits[i].spine;
          for (std::size_t s = spine.size(); s-- > 0;) area_at(spine[s]);
          for (const std::uint32_t k : spine) erode_at(k);
        }
      });
      each_branch(erode_range);
    }
    if (substeps > 0.0) {
      // Sub-steps alternate between the two buffers (each reads one whole and writes the other), and the
      // heights are copied back once, if they ended in the scratch buffer.
      double* from = height.data();
      double* to = scratch.filled.data();  // (the filled surface is not read again before the next routing)
      for (int sub = 0; sub < static_cast<int>(substeps); ++sub) {
        DiffuseRows rows{
            &shape, from, to, c_diffuse, params.sea_level, scratch.route.row_lo.data(), scratch.route.row_hi.data()};
        parallel_for(tasks, shape.height, 64, diffuse_rows, &rows);
        std::swap(from, to);
      }
      // Only the rows' cells above the sea can differ: diffuse_rows copies the others.
      if (from != height.data())
        for (std::size_t y = 0; y < shape.height; ++y) {
          const std::size_t row = y * shape.width, lo = scratch.route.row_lo[y], hi = scratch.route.row_hi[y];
          if (lo < hi)
            std::copy(from + row + lo, from + row + hi, height.begin() + static_cast<std::ptrdiff_t>(row + lo));
        }
    }
    if (params.thermal > 0.0) {
      scratch.next.resize(n);
      Thermal t{&shape,
                height.data(),
                scratch.area.data(),
                scratch.filled.data(),
                scratch.next.data(),
                {params.talus * shape.cell_size, params.talus * diagonal},
                params.thermal,
                params.sea_level};
      parallel_for(tasks, shape.height, 64, thermal_give, &t);
      parallel_for(tasks, shape.height, 64, thermal_take, &t);
      std::copy(scratch.next.begin(), scratch.next.end(), height.begin());
    }
  }
}

}  // namespace worldlab::water
