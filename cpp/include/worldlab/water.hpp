// Hydrology on any heightmap: depression filling, flow routing, accumulation, basins, Strahler order,
// lakes, river polylines and stream-power erosion, with the same bits on every target.
//
// A raster is W × H cells laid out cell[y · W + x]; cell (x, y) sits x · cell_size east and y · cell_size
// south of cell 0. Cells are 8-connected (D8). The cells of the outer ring (x = 0, x = W − 1, y = 0 or
// y = H − 1) are outlets: water leaves the map there, and erosion keeps their height (base level). With a
// sea level, every cell at or below it is an outlet too (rivers end at the coast; the sea floor stays).
//
// Determinism: every result depends on the input alone. The filled surface is unique and copied from the
// input; receivers and the stack are defined from the surface (never from a queue's order); every sum runs in
// one fixed order (the flow stack's); powers are exact or from detmath (exp and log ports); work is split
// over threads only into parts that share nothing (rows, basins, the outlets' trees). docs/water.md has the
// algorithms, their sources and why tiles of a generated world match the whole.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "worldlab/tasks.hpp"

namespace worldlab::water {

// Largest raster these functions take: cell indices are 32-bit (2^32 − 1 is "no cell"), and 65536² is
// 32 GiB of doubles anyway.
inline constexpr std::size_t kMaxCells = 65536u * 65536u - 1u;
inline constexpr std::uint32_t kNoCell = 0xFFFFFFFFu;
// −kNoSea (minus infinity) as a sea level: no cell is sea.
inline constexpr double kNoSea = std::numeric_limits<double>::infinity();

// The raster's size and spacing. Throws InvalidArgument (grid.hpp) from validate() unless width and
// height are >= 1, width · height <= kMaxCells, and cell_size is finite and > 0.
struct RasterShape {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  double cell_size = 1.0;  // world units between neighbouring cell centres (metres for a DEM)
  std::size_t cells() const noexcept { return std::size_t{width} * height; }
};
void validate(const RasterShape& shape);

// The flow routing of one surface, as caller-owned arrays of shape.cells() entries each:
//  - filled:    the minimax surface (Barnes, Lehman and Mulla 2014): the lowest surface >= the input from
//               which every cell drains to the edge without climbing. Lakes are filled − input. Every value
//               is one of the input's (no arithmetic), and the surface is unique, so any correct algorithm
//               gives these bits.
//  - receivers: the cell each cell drains to. An inner cell with a strictly lower neighbour on `filled`
//               drains to the steepest one: the largest drop × (1 / distance), distance cell_size or
//               cell_size · √2, ties to the first in the order E, SE, S, SW, W, NW, N, NE. A cell on a flat
//               or a lake surface (no lower neighbour) drains to the first neighbour, in that order, on its
//               level that is one step nearer (breadth-first, over the flat) to the flat's exits: its cells
//               with a lower neighbour and its outlets. Never loops. An outlet is its own receiver.
//  - stack:     every cell once, each after its receiver: the outlets in index order, each followed by the
//               cells draining to it, depth-first (donors in the order above, the last pushed walked first).
//               Walking it forwards goes downstream-first, backwards upstream-first (Braun and Willett
//               2013's stack). All three depend on the surface alone, never on threads or SIMD level.
struct FlowRouting {
  std::span<double> filled;
  std::span<std::uint32_t> receivers;
  std::span<std::uint32_t> stack;
};

// Fills and routes `height` (shape.cells() finite values; NaN or ±inf throw InvalidArgument naming the
// first such cell) into the caller's arrays (each shape.cells() long, checked on entry). The fill follows
// Cordonnier, Bovy and Braun (2019): steepest-descent receivers of the input, the basins of its pits, the
// lowest pass between touching basins, and minimax levels over that graph of basins (docs/water.md).
// sea_level: cells with height <= sea_level are outlets as well (−inf: only the edge).
// tasks: splits the row passes and the outlets' trees; the result never depends on it.
void route_flow(const RasterShape& shape, std::span<const double> height, const FlowRouting& out,
                double sea_level = -kNoSea, const TaskSystem& tasks = kSerialTasks);

// Drainage area: out[i] = the area (cell_size² per cell, times rain[i] when `rain` is not empty) of every
// cell whose flow passes through i, itself included. Summed upstream-first along the stack (each total added
// to its receiver's), so the order of every sum is the stack's. Receivers must be the cell itself or a
// neighbour (route_flow's are); rain values must be finite and >= 0.
void accumulate(const RasterShape& shape, std::span<const std::uint32_t> receivers,
                std::span<const std::uint32_t> stack, std::span<const double> rain, std::span<double> out);

// The outlet (edge cell index, y · W + x) each cell drains to.
void basins(std::span<const std::uint32_t> receivers, std::span<const std::uint32_t> stack,
            std::span<std::uint32_t> out);

// Strahler stream order on the whole receiver tree: a cell no other cell drains to has order 1; a cell
// whose highest-order donors are two or more of order k has order k + 1, otherwise the highest donor
// order.
void strahler(std::span<const std::uint32_t> receivers, std::span<const std::uint32_t> stack,
              std::span<std::uint8_t> out);

// River polylines: the cells with drainage area >= min_area, cut into segments that run from a source
// (no donor above the threshold) or a confluence (two or more such donors) down to the next confluence or
// outlet; each segment lists its cells upstream first and ends with the cell it flows into. Segments are
// ordered by their first cell's position in the stack, reversed (sources first), so the list is the same
// on every target.
std::vector<std::vector<std::uint32_t>> river_segments(std::span<const std::uint32_t> receivers,
                                                       std::span<const std::uint32_t> stack,
                                                       std::span<const double> area, double min_area);

// Stream-power erosion with hillslope diffusion. Units: heights and cell_size in world units (metres),
// time in years (any unit, used consistently), area in world units².
struct ErosionParams {
  int steps = 0;               // time steps, 0..100000
  double dt = 1000.0;          // time per step; > 0 (the implicit scheme is stable at any dt)
  double k = 2e-4;             // erodibility K in dh/dt = U − K A^m S^n; >= 0 (typical 1e-6..1e-3 for metres, years)
  double m = 0.5;              // area exponent, 0..2 (m/n ≈ 0.4..0.6 in real rivers)
  double n = 1.0;              // slope exponent, 0.5..4; 1 is solved in closed form, others by Newton iteration
  double uplift = 0.0;         // U, height per unit time added to every inner cell; >= 0 (e.g. 1e-3 m/yr)
  double diffusion = 0.0;      // hillslope diffusivity Kd in dh/dt = Kd ∇²h, world units² per unit time; >= 0
  double sea_level = -kNoSea;  // cells at or below it are outlets and never move (−inf: none); finite or −inf
  // Thermal (talus) erosion, after the diffusion of each step: where a cell stands above a neighbour by more than
  // talus × distance, material slumps downhill (docs/water.md). Off while thermal is 0.
  double talus = 1.0;    // critical slope, rise over run (1 = 45°, 0.7 ≈ 35° for loose rock); > 0, at most 1e6
  double thermal = 0.0;  // fraction of a cell's largest excess over the talus slope moved per step, 0..0.5
};
// Throws InvalidArgument naming the first parameter out of range or not finite.
void validate(const ErosionParams& params);

namespace detail {
// The routing's own scratch (water.cpp): basin labels (then steps on flats), outlets and pits in index order,
// basin levels, the stack's chunks (the end of each in the stack, and their
// cells while built apart) and each band of rows' flat cells, flat cells next to an exit, outlets and pits. Not an
// interface: route_flow and erode use it.
struct PassSlots {  // one band's table of pass levels between basins (water.cpp's PassTable)
  std::vector<std::uint64_t> keys;
  std::vector<double> levels;
};
struct RouteScratch {
  std::vector<std::uint32_t> basin, outlets, pits;
  std::vector<PassSlots> pass_slots;
  std::vector<std::uint32_t> first, fill_at, to;  // the basin graph in CSR
  std::vector<double> pass;
  std::vector<std::pair<double, std::uint32_t>> heap;  // the Dijkstra's storage
  std::vector<double> level;
  std::vector<std::size_t> chunk_end;
  std::vector<std::vector<std::uint32_t>> chunk_cells, band_flats, band_exits, band_outlets, band_pits;
  std::vector<std::uint8_t> lake;          // filled > input, per cell
  std::vector<std::uint8_t> code, donors;  // each receiver's direction; each cell's donors, a bit per direction
  // Per row, the inner cells [lo, hi) from the first to the last above the sea.
  std::vector<std::uint32_t> row_lo, row_hi;
  // Without lone outlets (erode): per stack position, its receiver's position and whether that step is diagonal.
  std::vector<std::uint32_t> receiver_at;
  std::vector<std::uint8_t> diagonal;
  std::vector<std::vector<std::uint8_t>> pass_border;  // per band of the pass levels: one row's border marks
};
// lone_outlets false: the stack leaves out the outlets without donors and holds work.chunk_end.back() cells (erode's
// walks; route_flow's stack holds every cell).
void route(const RasterShape& shape, std::span<const double> height, const FlowRouting& out, RouteScratch& work,
           double sea_level, const TaskSystem& tasks, bool lone_outlets);
}  // namespace detail

namespace detail {
// One outlet chunk too large for one task, split for erode's threads: the spine (stack positions of the cells
// whose upstream tree is large, and of the roots of the small trees hanging from them, in stack order) and the
// small trees' stack ranges without their roots, [branch_begin[i], branch_end[i]).
struct TreeSplit {
  std::size_t chunk = 0;
  std::vector<std::uint32_t> spine, branch_begin, branch_end;
};
}  // namespace detail

// Scratch for erosion and routing, reusable across calls of the same shape (no allocation per step).
struct WaterScratch {
  // filled: the routing's, then the new heights by stack position and diffusion's second buffer; area: areas, then
  // factors; next: the thermal pass's (sized only when it runs).
  std::vector<double> filled, area, next;
  std::vector<std::uint32_t> receivers, stack;
  detail::RouteScratch route;
  // Splitting large outlet trees over threads: the splits, and the tasks over their small trees (split, first
  // branch, end branch). (Each cell's depth below its outlet and each position's end of its upstream tree use the
  // routing's basin labels and receivers, which erode does not read once it has positions.)
  std::vector<detail::TreeSplit> splits;
  std::vector<std::array<std::uint32_t, 3>> branch_tasks;
  void resize(std::size_t cells);
};

// Runs params.steps steps on `height` in place (shape.cells() finite values). Each step: route the current
// surface (route_flow), accumulate the area (times rain when given), lower every cell along the stack by
// the implicit stream-power update (Braun and Willett 2013; a cell not above its receiver's new height, or in a
// lake, gets uplift only), then diffuse with an explicit 5-point scheme, sub-stepped so that Kd · dt' /
// cell_size² <= 1/4. Powers come from detmath::pow_positive.
// Outlets (edge cells, and sea cells as they stand at the start of each step) never move. `tasks` splits the
// routing's passes, the outlets' trees (each accumulated and eroded by one task) and the diffusion's rows;
// the result never depends on it.
void erode(const RasterShape& shape, std::span<double> height, std::span<const double> rain,
           const ErosionParams& params, const TaskSystem& tasks = kSerialTasks);
// The same with caller-owned scratch (for the lab's step-by-step animation).
void erode(const RasterShape& shape, std::span<double> height, std::span<const double> rain,
           const ErosionParams& params, WaterScratch& scratch, const TaskSystem& tasks = kSerialTasks);

}  // namespace worldlab::water
