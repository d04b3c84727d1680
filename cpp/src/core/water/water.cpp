// Hydrology on a raster: priority-flood filling and routing, accumulation, basins, Strahler order, river
// polylines and implicit stream-power erosion with diffusion (see water.hpp and docs/water.md).
#include "worldlab/water.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <queue>
#include <string>

#include "worldlab/detmath.hpp"
#include "worldlab/graph.hpp"  // code_number: the shortest text of a double, for messages
#include "worldlab/grid.hpp"

namespace worldlab::water {

namespace {

// D8 neighbours in the fixed order every loop visits them: E, SE, S, SW, W, NW, N, NE. A tie in slope
// goes to the first; the flood pushes in this order too.
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

bool is_edge(const RasterShape& s, std::uint32_t x, std::uint32_t y) {
  return x == 0 || y == 0 || x + 1 == s.width || y + 1 == s.height;
}

// The flood's open set: a binary heap of (height, cell) with the lowest height on top and equal heights
// by cell index. Every key is distinct (a cell is pushed once), so the order of pops is fixed by the keys
// alone, whatever the heap's internal layout: libstdc++, libc++ and any other give the same sequence.
struct Open {
  double h;
  std::uint32_t cell;
};
struct OpenAfter {
  bool operator()(const Open& a, const Open& b) const noexcept {
    return a.h > b.h || (a.h == b.h && a.cell > b.cell);
  }
};

// The flood with its scratch (flags and queues reused across erosion steps).
struct Flood {
  std::vector<std::uint8_t>& closed;
  std::priority_queue<Open, std::vector<Open>, OpenAfter> open;
  std::deque<std::uint32_t> pit;
};

void route(const RasterShape& s, std::span<const double> height, const FlowRouting& out,
           std::vector<std::uint8_t>& closed, double sea_level) {
  const std::size_t n = s.cells();
  closed.assign(n, 0);
  Flood flood{closed, {}, {}};
  const std::uint32_t w = s.width, h = s.height;
  std::size_t pushed = 0;  // cells in the stack so far
  // Outlets (the edge, and the sea) drain to themselves and open the stack, in index order. Only those with a
  // neighbour to flood enter the open set: a sea cell amid the sea has nothing to hand on, and leaving the
  // (often most numerous) sea cells out of the heap keeps it small. closed: 0 open, 1 reached, 2 an outlet.
  const bool sea = sea_level > -kNoSea;
  const auto outlet = [&](std::uint32_t x, std::uint32_t y) {
    return is_edge(s, x, y) || (sea && height[std::size_t{y} * w + x] <= sea_level);
  };
  for (std::uint32_t y = 0; y < h; ++y) {
    for (std::uint32_t x = 0; x < w; ++x) {
      if (!outlet(x, y)) {
        if (!sea) x = w - 2;  // no sea: jump to the row's last cell
        continue;
      }
      const std::uint32_t c = y * w + x;
      out.filled[c] = height[c];
      out.receivers[c] = c;
      closed[c] = 2;
      out.stack[pushed++] = c;
    }
  }
  for (std::size_t k = 0, outlets = pushed; k < outlets; ++k) {
    const std::uint32_t c = out.stack[k], cx = c % w, cy = c / w;
    for (int d = 0; d < 8; ++d) {
      const std::int64_t nx = std::int64_t{cx} + kDx[d], ny = std::int64_t{cy} + kDy[d];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      if (closed[static_cast<std::size_t>(ny) * w + static_cast<std::size_t>(nx)] == 0) {
        flood.open.push({height[c], c});
        break;
      }
    }
  }
  // Barnes, Lehman and Mulla (2014), "improved" priority-flood (their Algorithm 2): a neighbour not above
  // the current level is raised to it and visited next from a FIFO queue, without the heap. The visiting
  // order never decreases in `filled`, so after the outlets it is a stack (every cell after its receiver).
  // Offsets of the eight neighbours in the fixed order, for cells off the edge (all eight exist there).
  const std::int64_t iw = w;
  const std::int64_t offset[8] = {1, iw + 1, iw, iw - 1, -1, -iw - 1, -iw, -iw + 1};
  while (!flood.pit.empty() || !flood.open.empty()) {
    std::uint32_t c;
    double level;  // filled[c], taken from the queue where it is at hand (one memory read fewer)
    if (!flood.pit.empty()) {
      c = flood.pit.front();
      flood.pit.pop_front();
      level = out.filled[c];
    } else {
      c = flood.open.top().cell;
      level = flood.open.top().h;
      flood.open.pop();
    }
    if (closed[c] != 2) out.stack[pushed++] = c;  // outlets are in the stack already
    const auto reach = [&](std::uint32_t nb) {
      if (closed[nb]) return;
      closed[nb] = 1;
      out.receivers[nb] = c;  // the flood's parent: kept only where no neighbour is strictly lower
      if (height[nb] <= level) {
        out.filled[nb] = level;
        flood.pit.push_back(nb);
      } else {
        out.filled[nb] = height[nb];
        flood.open.push({height[nb], nb});
      }
    };
    const std::uint32_t cx = c % w, cy = c / w;
    if (cx > 0 && cy > 0 && cx + 1 < w && cy + 1 < h) {
      for (int k = 0; k < 8; ++k) reach(static_cast<std::uint32_t>(std::int64_t{c} + offset[k]));
      continue;
    }
    for (int k = 0; k < 8; ++k) {  // an edge cell: the neighbours inside the raster only
      const std::int64_t nx = std::int64_t{cx} + kDx[k], ny = std::int64_t{cy} + kDy[k];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      reach(static_cast<std::uint32_t>(ny) * w + static_cast<std::uint32_t>(nx));
    }
  }
  // Steepest descent where a neighbour is strictly lower on the filled surface. Drops are divided by the
  // distance (cell_size, or cell_size · √2 diagonally); a strictly lower neighbour was visited earlier,
  // so the stack order holds for these receivers as for the flood's parents.
  const double diagonal = s.cell_size * std::sqrt(2.0);
  for (std::uint32_t y = 1; y + 1 < h; ++y) {
    for (std::uint32_t x = 1; x + 1 < w; ++x) {
      const std::uint32_t c = y * w + x;
      if (out.receivers[c] == c) continue;  // a sea cell: an outlet
      const double z = out.filled[c];
      double best = 0.0;
      std::uint32_t to = kNoCell;
      for (int k = 0; k < 8; ++k) {
        const std::uint32_t nb = (y + static_cast<std::uint32_t>(kDy[k])) * w + x + static_cast<std::uint32_t>(kDx[k]);
        const double drop = z - out.filled[nb];
        if (!(drop > 0.0)) continue;
        const double slope = drop / ((k & 1) ? diagonal : s.cell_size);
        if (slope > best) {
          best = slope;
          to = nb;
        }
      }
      if (to != kNoCell) out.receivers[c] = to;
    }
  }
}

// The distance from cell c to its receiver r (neighbours: straight or diagonal).
double distance(const RasterShape& s, std::uint32_t c, std::uint32_t r, double diagonal) {
  return (c % s.width != r % s.width && c / s.width != r / s.width) ? diagonal : s.cell_size;
}

}  // namespace

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

void route_flow(const RasterShape& shape, std::span<const double> height, const FlowRouting& out,
                double sea_level) {
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
  std::vector<std::uint8_t> closed;
  route(shape, height, out, closed, sea_level);
}

void accumulate(const RasterShape& shape, std::span<const std::uint32_t> receivers,
                std::span<const std::uint32_t> stack, std::span<const double> rain, std::span<double> out) {
  validate(shape);
  const std::size_t n = shape.cells();
  require_size(receivers.size(), n, "receivers");
  require_size(stack.size(), n, "stack");
  require_size(out.size(), n, "accumulation");
  if (!rain.empty()) require_size(rain.size(), n, "rain");
  const double area = shape.cell_size * shape.cell_size;
  for (std::size_t i = 0; i < n; ++i) {
    if (!rain.empty() && !(rain[i] >= 0.0 && std::isfinite(rain[i])))
      throw InvalidArgument("rain at cell " + cell_name(shape, i) + " must be finite and >= 0");
    out[i] = rain.empty() ? area : area * rain[i];
  }
  // Upstream first: a cell's total is complete when the walk reaches it, then passed on once.
  for (std::size_t k = n; k-- > 0;) {
    const std::uint32_t c = stack[k];
    const std::uint32_t r = receivers[c];
    if (r != c) out[r] += out[c];
  }
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
  if (std::isnan(p.sea_level) || p.sea_level == kNoSea) throw InvalidArgument("sea_level must be finite or -inf");
}

void WaterScratch::resize(std::size_t cells) {
  filled.resize(cells);
  area.resize(cells);
  next.resize(cells);
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
    out[0] = row[0];
    out[w - 1] = row[w - 1];
    const double* north = row - w;  // (never row[x - w]: x - w wraps around as an unsigned index)
    const double* south = row + w;
    for (std::size_t x = 1; x + 1 < w; ++x) {
      const double lap = ((row[x + 1] + row[x - 1]) + (north[x] + south[x])) - 4.0 * row[x];
      out[x] = row[x] <= d.sea_level ? row[x] : row[x] + d.c * lap;
    }
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
  for (std::size_t i = 0; i < n; ++i)
    if (!std::isfinite(height[i]))
      throw InvalidArgument("height at cell " + cell_name(shape, i) + " is not finite (no no-data value is read)");
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
  const bool linear = params.n == 1.0;
  for (int step = 0; step < params.steps; ++step) {
    route(shape, height, routing, scratch.state, params.sea_level);
    accumulate(shape, scratch.receivers, scratch.stack, rain, scratch.area);
    // Braun and Willett (2013): walking the stack downstream-first, each cell's receiver already has its
    // new height, so the implicit update h' = h + U dt − K dt A^m ((h' − h'_r) / d)^n is one equation in h'.
    double* next = scratch.next.data();
    for (const std::uint32_t c : scratch.stack) {
      const std::uint32_t r = scratch.receivers[c];
      if (r == c) {  // an outlet: base level, never moves
        next[c] = height[c];
        continue;
      }
      const double base = height[c] + u_dt;
      const double below = next[r];
      // A cell in a lake (raised by the fill) or not above its receiver's new height gets uplift only:
      // the law would deposit there, and this model carries no sediment.
      if (scratch.filled[c] > height[c] || !(base > below) || k_dt == 0.0) {
        next[c] = base;
        continue;
      }
      const double d = distance(shape, c, r, diagonal);
      const double erodibility = k_dt * detmath::pow_positive(scratch.area[c], params.m);
      if (linear) {
        const double f = erodibility / d;
        next[c] = (base + f * below) / (1.0 + f);
        continue;
      }
      // n != 1: Newton on g(x) = x − base + F ((x − below)/1)^n with F = K dt A^m / d^n, from x = base;
      // g is increasing on x > below, and the iterate is kept above `below`. Twenty fixed-order steps at most.
      const double f = erodibility / detmath::pow_positive(d, params.n);
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
      next[c] = x;
    }
    std::copy(scratch.next.begin(), scratch.next.end(), height.begin());
    if (substeps > 0.0) {
      // Sub-steps alternate between the two buffers (each reads one whole and writes the other), and the
      // heights are copied back once, if they ended in the scratch buffer.
      double* from = height.data();
      double* to = scratch.next.data();
      for (int sub = 0; sub < static_cast<int>(substeps); ++sub) {
        DiffuseRows rows{&shape, from, to, c_diffuse, params.sea_level};
        parallel_for(tasks, shape.height, 64, diffuse_rows, &rows);
        std::swap(from, to);
      }
      if (from != height.data()) std::copy(from, from + n, height.begin());
    }
  }
}

}  // namespace worldlab::water
