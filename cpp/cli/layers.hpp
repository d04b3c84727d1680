// Every map the CLI renders, hashes and tiles: a layer id names it, a source built once from the options
// (preset, graph document, recipe, seed) fills any viewport of it with its values, the page's colours,
// the heights for hill shading, and the points it carries (trees, sites).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/grid.hpp"

namespace worldlab::cli {

// What a layer's values are, for the formats that write them.
enum class ValueKind : std::uint8_t {
  kScalar,  // one double a sample: heights, temperatures, ...
  kBiome,   // one biome id a sample, as a double
  kColour,  // three doubles a sample (r, g, b, 0..255): only colour PNGs and hashes
};

struct LayerInfo {
  std::string_view id;
  std::string_view description;
  ValueKind kind;
  bool world_units;           // the viewport is in world units (else map units: u, v in 0..1 span the lab's map)
  Grid lab_view;              // the lab's view of this layer (the default viewport)
  bool tileable;              // every sample is a function of its position alone (views agree where they overlap)
  double range_lo, range_hi;  // the 16-bit PNG's value range (lo → 0, hi → 65535)
  double relief;              // hill shading: world (or map) units per height unit, so slopes read as on the page
  std::string_view points;    // "trees", "sites" or "" (what --points writes)
};

std::span<const LayerInfo> layers() noexcept;
// The buffers of samples one map of the layer holds at once: request_budget.hpp's count for its kind, shared with
// the WASM module's entries (the budget check of render, hash and tiles).
std::uint64_t budget_layers(const LayerInfo& layer) noexcept;
// The layer with this id, or InvalidArgument listing the ids.
const LayerInfo& find_layer(std::string_view id);

// The options that select a map, besides its viewport.
struct LayerOptions {
  std::string layer;                 // empty: graph when a graph is given, else terrain
  std::string preset;                // terrain preset (terrain; climate.*: default tutorial-fbm)
  std::string params;                // JSON over the preset's parameters
  std::string graph_file;            // graph document (graph)
  std::string graph_preset;          // named graph (graph), when no file
  std::string graph_output;          // one of the document's named outputs (graph); empty: its main output
  std::string recipe = "west-wind";  // Islands climate recipe (islands.*)
  std::int64_t seed = 1;
};

// Viewport options; unset ones take the layer's lab view. --size N makes the view N × N over the lab
// view's width (step = lab width · lab step / N).
struct ViewOptions {
  std::optional<double> x0, y0, step;
  std::optional<int> width, height, size;
  // render and hash --first-col/--first-row: the view is the window of the grid at x0, y0, step whose first sample is
  // (col0, row0): sample (col, row) at x0 + (col0 + col) · step (Grid::col0; `tiles --overlap` records its tiles so).
  std::int64_t col0 = 0, row0 = 0;
};
inline constexpr std::int64_t kMaxFirstIndex = std::int64_t{1} << 40;  // |--first-col|, |--first-row| (Grid::col0)
// Every sample of a CLI viewport (render, hash, each tile of `tiles`) lies within ±kMaxViewCoordinate on both axes.
// Why a bound below the largest double: doubles are 0.125 apart at 1e15 and 1 apart from 2^53 (about 9e15), past
// which neighbouring samples collapse onto one value and every sample sits on the noise's integer lattice
// (x − floor(x) is 0); the lattice index (JavaScript's ToInt32 & 255, noise.hpp) is exact only below 2^60, and the
// layers scale coordinates further (frequency, up to 16 octaves, warps). A finite but absurd origin (--x0 1e308)
// overflowed to infinity inside the layers and gave all-NaN maps with exit status 0 (issue 27). Within the bound
// every layer's samples are finite (tests/cli/check-cli.mjs renders the ±1e15 corners).
inline constexpr double kMaxViewCoordinate = 1e15;
// "" when |v| <= kMaxViewCoordinate, else the message's tail: "is 1e+308; coordinates must stay within ±1e15 ...".
std::string coordinate_problem(double v);

// The viewport these options give for the layer (validated; InvalidArgument names the option).
// Sides up to max_side (beyond kMaxGridSide only for render's streamed views, which fill windows of it).
Grid make_view(const LayerInfo& layer, const ViewOptions& view, int max_side = kMaxGridSide);

// A placed point (a tree, a Voronoi site) with the name of its biome.
struct MapPoint {
  double x, y;
  int biome;
  std::string_view biome_name;
};

struct LayerMap {
  Grid grid;
  std::vector<double> values;     // grid.size() values (3 × for colour layers)
  std::vector<std::uint8_t> rgb;  // 3 bytes a sample, the page's colours (when asked for)
  std::vector<double> relief;     // heights for hill shading (empty when the layer has none)
  double sea_level = -1e300;      // relief at or below it is water, left unshaded
  std::vector<MapPoint> points;   // the lab regions' sites (other layers: LayerSource::points, asked apart)
  std::string summary;            // one line for the terminal, e.g. "land 19.1 %"
};

// An area for a layer's points, in the view's units: x_min <= x <= x_max and y_min <= y <= y_max, or with open_max
// x < x_max and y < y_max (a tile's area, up to its neighbour's first sample: a partition of a rectangle into such
// boxes holds each point exactly once).
struct PointArea {
  double x_min = 0, x_max = 0, y_min = 0, y_max = 0;
  bool open_max = false;
};
// A view's closed extent [x(0), x(width − 1)] × [y(0), y(height − 1)] (the step is positive).
PointArea view_area(const Grid& grid);
// Whether (x, y) lies in the area.
bool in_area(const PointArea& area, double x, double y);

// A layer's source: options parsed and documents compiled once, then any number of views filled,
// from several threads at once.
class LayerSource {
 public:
  virtual ~LayerSource() = default;
  const LayerInfo& info() const noexcept { return *info_; }
  // The map over the grid; colours only when `colour` is set.
  virtual LayerMap render(const Grid& grid, bool colour) const = 0;
  // The layer's points (trees, sites) in an area, in a deterministic order (placement chunks or region cells, row
  // by row): InvalidArgument naming the limit when the area is larger than the layer places points over at once
  // (world.hpp's kMaxWorldTreeChunks, endless.hpp's kMaxEndlessSiteCells). render() leaves LayerMap::points empty
  // for the layers whose points depend on an area (all but the lab's regions, which carry their 45 sites): ask here.
  virtual std::vector<MapPoint> points(const PointArea& area) const {
    (void)area;
    return {};
  }
  // The relief heights alone over a grid (hill shading reads one sample beyond each edge of a view).
  virtual std::vector<double> relief(const Grid& grid) const = 0;
  // Canonical options (as CLI arguments) that rebuild this source, e.g. "--layer terrain --preset islands
  // --seed 1"; a graph document is named graph_path when given (tiles copy it beside the tiles).
  virtual std::string describe_options(std::string_view graph_path = {}) const = 0;

 protected:
  explicit LayerSource(const LayerInfo& info) : info_(&info) {}

 private:
  const LayerInfo* info_;
};

// InvalidArgument for an unknown layer, preset, recipe or a bad document; FileError for a graph file
// that cannot be read.
std::unique_ptr<LayerSource> make_layer_source(const LayerOptions& options);
// The layer the options name: --layer, else graph when --graph or --graph-preset is given, else terrain.
std::string_view layer_id(const LayerOptions& options);

// A double as the shortest text that reads back to it, as JavaScript prints numbers ("0.001953125", "-40",
// "1e-7"): every target prints the same text.
std::string number_text(double v);

}  // namespace worldlab::cli
