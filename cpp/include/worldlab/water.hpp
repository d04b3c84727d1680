// Hydrology on any heightmap: depression filling, flow routing, accumulation, basins, Strahler order,
// lakes, river polylines and stream-power erosion, with the same bits on every target.
//
// A raster is W × H cells laid out cell[y · W + x]; cell (x, y) sits x · cell_size east and y · cell_size
// south of cell 0. Cells are 8-connected (D8). The cells of the outer ring (x = 0, x = W − 1, y = 0 or
// y = H − 1) are outlets: water leaves the map there, and erosion keeps their height (base level). With a
// sea level, every cell at or below it is an outlet too (rivers end at the coast; the sea floor stays).
//
// Determinism: every result depends on the input alone. The flood orders equal heights by cell index,
// every sum runs in one fixed order (the flow stack's), powers come from detmath (exp and log ports), and
// nothing here is split over threads in a way that could change an operation's order. docs/water.md has
// the algorithms, their sources and why tiles of a generated world match the whole.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
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
//               which every cell drains to the edge without climbing. Lakes are filled − input.
//  - receivers: the cell each cell drains to. An inner cell with a strictly lower neighbour on `filled`
//               drains to the steepest one (drop / distance, distance cell_size or cell_size · √2; ties go
//               to the first in the order E, SE, S, SW, W, NW, N, NE... see docs/water.md); a cell on a
//               flat or a lake surface drains to the cell the flood reached it from, which leads towards
//               the flat's outlet and never loops. An edge cell is its own receiver.
//  - stack:     every cell once, each after its receiver (the outlets in index order, then the flood's
//               visiting order): walking it forwards
//               goes downstream-first, backwards goes upstream-first (Braun and Willett 2013's stack).
struct FlowRouting {
  std::span<double> filled;
  std::span<std::uint32_t> receivers;
  std::span<std::uint32_t> stack;
};

// Fills and routes `height` (shape.cells() finite values; NaN or ±inf throw InvalidArgument naming the
// first such cell) into the caller's arrays (each shape.cells() long, checked on entry). The flood is
// the "improved" priority-flood: a priority queue ordered by (height, cell index), with cells raised
// inside a depression handed to a plain FIFO queue instead.
// sea_level: cells with height <= sea_level are outlets as well (−inf: only the edge).
void route_flow(const RasterShape& shape, std::span<const double> height, const FlowRouting& out,
                double sea_level = -kNoSea);

// Drainage area: out[i] = the area (cell_size² per cell, times rain[i] when `rain` is not empty) of every
// cell whose flow passes through i, itself included. Summed upstream-first along the stack, so the total
// reaching the outlets equals the sum over all cells up to rounding, in a fixed order. rain values must be
// finite and >= 0.
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
  int steps = 0;            // time steps, 0..100000
  double dt = 1000.0;       // time per step; > 0 (the implicit scheme is stable at any dt)
  double k = 2e-4;          // erodibility K in dh/dt = U − K A^m S^n; >= 0 (typical 1e-6..1e-3 for metres, years)
  double m = 0.5;           // area exponent, 0..2 (m/n ≈ 0.4..0.6 in real rivers)
  double n = 1.0;           // slope exponent, 0.5..4; 1 is solved in closed form, others by Newton iteration
  double uplift = 0.0;      // U, height per unit time added to every inner cell; >= 0 (e.g. 1e-3 m/yr)
  double diffusion = 0.0;   // hillslope diffusivity Kd in dh/dt = Kd ∇²h, world units² per unit time; >= 0
  double sea_level = -kNoSea;  // cells at or below it are outlets and never move (−inf: none); finite or −inf
};
// Throws InvalidArgument naming the first parameter out of range or not finite.
void validate(const ErosionParams& params);

// Scratch for erosion and routing, reusable across calls of the same shape (no allocation per step).
struct WaterScratch {
  std::vector<double> filled, area, next;
  std::vector<std::uint32_t> receivers, stack;
  std::vector<std::uint8_t> state;
  void resize(std::size_t cells);
};

// Runs params.steps steps on `height` in place (shape.cells() finite values). Each step: route the current
// surface (route_flow), accumulate the area (times rain when given), lower every cell along the stack by
// the implicit stream-power update (Braun and Willett 2013; a cell not above its receiver's new height gets
// uplift only), then diffuse with an explicit 5-point scheme, sub-stepped so that Kd · dt' / cell_size² <=
// 1/4. Outlets (edge cells, and sea cells as they stand at the start of each step) never move. `tasks` splits the diffusion rows; the result never depends on it.
void erode(const RasterShape& shape, std::span<double> height, std::span<const double> rain,
           const ErosionParams& params, const TaskSystem& tasks = kSerialTasks);
// The same with caller-owned scratch (for the lab's step-by-step animation).
void erode(const RasterShape& shape, std::span<double> height, std::span<const double> rain,
           const ErosionParams& params, WaterScratch& scratch, const TaskSystem& tasks = kSerialTasks);

}  // namespace worldlab::water
