// The CLI's options, the one file that includes CLI11 (it costs seconds per file that does): every integer (seeds,
// sizes, repeats) is read by the strict decimal parser (CLI11's own conversion would take "010" as octal, "0x10" as
// hex and saturate out-of-range values), and every usage error exits 2.
#include "command_line.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/eval.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/text_input.hpp"

namespace worldlab::cli {

namespace {

// Reads `text` as a decimal integer in lo..hi into value, or throws CLI::ValidationError naming the option,
// the range and the text (a usage error: exit status 2).
void check_integer(const std::string& text, const std::string& name, std::int64_t lo, std::int64_t hi,
                   std::int64_t& value) {
  std::int64_t v = 0;
  bool ok = true;
  try {
    v = parse_int64(text, name);
  } catch (const InvalidArgument&) {
    ok = false;
  }
  if (!ok || v < lo || v > hi)
    throw CLI::ValidationError(name + " must be a decimal integer in " + std::to_string(lo) + ".." +
                               std::to_string(hi) + ", got \"" + text.substr(0, 64) +
                               (text.size() > 64 ? "...\"" : "\""));
  value = v;
}

// A finite decimal number, as a person types one: an optional sign, digits with at most one point, an optional
// exponent ("-12.5", "1e-3", ".5"). CLI11 alone read "" as 0 and "0x10" as 16 (issue 27), and strtod would take
// hexadecimal, "inf", "nan" and leading spaces; the option's value must be what its text says.
bool decimal_number(const std::string& text, double& value) {
  std::size_t i = 0;
  const auto digits = [&] {
    const std::size_t start = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
    return i - start;
  };
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
  std::size_t mantissa = digits();
  if (i < text.size() && text[i] == '.') {
    ++i;
    mantissa += digits();
  }
  if (mantissa == 0) return false;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    if (digits() == 0) return false;
  }
  if (i != text.size()) return false;
  value = std::strtod(text.c_str(), nullptr);  // correctly rounded in glibc and musl alike
  return std::isfinite(value);
}

// A number option (a viewport's origin and step, a river's area): a finite decimal number, or a usage error
// naming the option and the text (exit status 2); the grid then validates its range.
void add_number(CLI::App* cmd, const std::string& name, std::optional<double>& value, const std::string& help) {
  cmd->add_option_function<std::string>(
         name,
         [&value, name](const std::string& text) {
           double v = 0;
           if (!decimal_number(text, v))
             throw CLI::ValidationError(name + " must be a finite decimal number (e.g. -12.5 or 1e-3), got \"" +
                                        text.substr(0, 64) + (text.size() > 64 ? "...\"" : "\""));
           value = v;
         },
         help)
      ->type_name("NUMBER");
}

// An integer option in lo..hi, handed to store(std::int64_t) once checked.
template <typename Store>
void add_checked_integer(CLI::App* cmd, const std::string& name, std::int64_t lo, std::int64_t hi,
                         const std::string& help, Store store) {
  cmd->add_option_function<std::string>(
         name,
         [store, name, lo, hi](const std::string& text) {
           std::int64_t v = 0;
           check_integer(text, name, lo, hi, v);
           store(v);
         },
         help)
      ->type_name("INT");
}

// An integer option in lo..hi.
template <typename Int>
void add_integer(CLI::App* cmd, const std::string& name, Int& value, std::int64_t lo, std::int64_t hi,
                 const std::string& help) {
  add_checked_integer(cmd, name, lo, hi, help, [&value](std::int64_t v) { value = static_cast<Int>(v); });
}

// The same for an option that may be left unset.
template <typename Int>
void add_optional_integer(CLI::App* cmd, const std::string& name, std::optional<Int>& value, std::int64_t lo,
                          std::int64_t hi, const std::string& help) {
  add_checked_integer(cmd, name, lo, hi, help, [&value](std::int64_t v) { value = static_cast<Int>(v); });
}

// --layer, --preset, --params, --graph, --graph-preset, --recipe, --seed and the viewport options.
// max_side: the largest --width, --height and --size (render streams views beyond kMaxGridSide).
void add_map_options(CLI::App* cmd, MapRequest& r, int max_side = kMaxGridSide) {
  cmd->add_option("--layer", r.layer.layer,
                  "The map: terrain (default; graph when --graph or --graph-preset is given), graph, climate.*, "
                  "islands.*, regions (the lab's 45 sites), regions.endless (any viewport), world.* (see `layers`)");
  cmd->add_option("--preset", r.layer.preset, "Terrain preset id (see `presets`)");
  cmd->add_option("--params", r.layer.params,
                  "Terrain parameters over the preset's: a JSON object or a file holding one (docs/params.md)");
  cmd->add_option("--graph", r.layer.graph_file, "A density graph JSON document (layer graph)");
  cmd->add_option("--graph-preset", r.layer.graph_preset,
                  "A named density graph (layer graph; default tutorial-example)");
  cmd->add_option("--graph-output", r.layer.graph_output, "A named output of the graph document (layer graph)");
  cmd->add_option("--recipe", r.layer.recipe, "Islands climate recipe (islands.*; default west-wind)");
  add_integer(cmd, "--seed", r.layer.seed, INT64_MIN, INT64_MAX, "World seed (decimal 64-bit integer)");
  add_optional_integer(cmd, "--size", r.view.size, 1, max_side,
                       "N x N samples over the lab view's width (default: the lab's view)");
  add_number(cmd, "--x0", r.view.x0, "Viewport: x of the first column (map or world units, see `layers`)");
  add_number(cmd, "--y0", r.view.y0, "Viewport: y of the first row");
  add_number(cmd, "--step", r.view.step, "Viewport: units between samples (> 0)");
  add_optional_integer(cmd, "--width", r.view.width, 1, max_side, "Viewport: columns");
  add_optional_integer(cmd, "--height", r.view.height, 1, max_side, "Viewport: rows");
}

// render and hash: a window of a larger grid (what `tiles --overlap` records in each tile's command).
void add_first_sample_options(CLI::App* cmd, MapRequest& r) {
  add_integer(cmd, "--first-col", r.view.col0, -kMaxFirstIndex, kMaxFirstIndex,
              "The view is a window of the grid at --x0/--step: its first column is the grid's column N, at "
              "x0 + N * step, computed as the grid computes it (default 0)");
  add_integer(cmd, "--first-row", r.view.row0, -kMaxFirstIndex, kMaxFirstIndex,
              "The same for rows: the first row at y0 + N * step (default 0)");
}

void add_output_options(CLI::App* cmd, OutputOptions& o, bool with_points) {
  cmd->add_option(
      "--format", o.format,
      "png (colours), png16 (16-bit heightmap), f32 or f64 (raw little-endian), tif or tif64 (GeoTIFF, a COG of "
      "Float32/Float64 with overviews; builds with WORLDLAB_GDAL); default: from --out's extension");
  cmd->add_flag("--hillshade", o.hillshade, "Shade colour PNGs by the relief (light from the upper left)");
  cmd->add_option("--relief", o.relief,
                  "Hill-shading exaggeration: units across per height unit (default: the layer's)");
  cmd->add_flag("--mark-points", o.mark_points, "Mark trees or sites on colour PNGs");
  cmd->add_option("--range", o.range,
                  "png16: the values written as 0 and 65535, LO:HI (default: the layer's, e.g. -1:1)");
  if (with_points)
    cmd->add_option("--points", o.points,
                    "Write the trees (world.*) or sites (regions: the lab's 45; regions.endless: those in the view) as "
                    ".csv or .geojson; an area over the layer's limit (65,536 placement chunks, 4 Mi region cells) is "
                    "an error naming it (use `tiles --points`)");
  cmd->add_option("--crs", o.crs,
                  "The CRS (WKT) the sidecars (.hdr, .pgw + .aux.xml, mosaic.vrt) and GeoJSON name (default: a local "
                  "engineering CRS in world units, y south; docs/gis.md)");
}

void add_tiles_options(CLI::App* cmd, TilesOptions& o) {
  add_map_options(cmd, o.map);
  add_output_options(cmd, o.output, false);
  add_integer(cmd, "--tile-size", o.tile_size, 1, kMaxGridSide, "Samples per tile side (default 512)");
  add_integer(cmd, "--overlap", o.overlap, 0, kMaxGridSide,
              "Samples each tile repeats past its right and bottom edges, equal to its neighbours' first ones (1 for "
              "Unreal's and Gaea's shared edges; 0..--tile-size, default 0); mosaic.vrt reads each tile's own part");
  cmd->add_option("--tiles", o.tiles, "The tiles, X0:X1,Y0:Y1 inclusive (tile (x, y) starts at x0 + x * size * step)");
  cmd->add_option("--out", o.out, "The folder of the tiles, their records and the index");
  cmd->add_option("--points", o.output.points,
                  "Also write each tile's trees (world.*) or sites (regions, regions.endless) as "
                  "tile_X_Y.points.csv or .geojson (csv|geojson): the points with x0 <= x < the next tile's x0 "
                  "(and so for y), so the tiles' files together hold every point of the rectangle once");
  cmd->add_option("--shard", o.shard,
                  "Render only shard i of n (i/n); auto: JOB_COMPLETION_INDEX/JOB_COMPLETIONS (Kubernetes "
                  "Indexed Job), SLURM_ARRAY_TASK_ID/_MIN/_STEP/_COUNT (Slurm array); claim: take each free tile "
                  "under a file lock, any number of processes, no count");
  cmd->add_flag("--xyz", o.xyz,
                "With the index: an XYZ pyramid of 256-pixel PNGs (OUT/xyz/Z/X/Y.png, each level the 2x2 means of the "
                "one below, down to one tile) and OUT/viewer.html, an offline Leaflet page (--format png; --tile-size "
                "256 times a power of two)");
  cmd->add_flag("--quiet", o.quiet, "No progress");
  cmd->add_option("--verify", o.verify, "Check every tile of DIR against its index.json");
  cmd->add_flag("--deep", o.deep, "With --verify: also render every tile again and compare");
  cmd->add_option("--merge", o.merge, "Write DIR's index.json from its tile records");
}

// The heightmap, the layer and its file, and the erosion's parameters (defaults: water::ErosionParams's).
void add_water_options(CLI::App* cmd, WaterOptions& o) {
  cmd->add_option("--input", o.input,
                  "The heightmap: raw little-endian f64 (default) or f32, row by row, or a 16-bit "
                  "grayscale PNG")
      ->required();
  cmd->add_option("--input-format", o.input_format,
                  "f64, f32 or png16 (default: png16 for .png, f32 for .f32, else f64)");
  add_optional_integer(cmd, "--width", o.width, 1, 65536, "Columns (raw input; a PNG's are checked when given)");
  add_optional_integer(cmd, "--height", o.height, 1, 65536, "Rows (raw input; a PNG's are checked when given)");
  cmd->add_option("--cell-size", o.cell_size, "World units between neighbouring cells (default 1; > 0)")
      ->type_name("NUMBER");
  cmd->add_option("--range", o.range,
                  "png16 input: the heights samples 0 and 65535 stand for, LO:HI (default 0:65535)");
  cmd->add_option("--layer", o.layer,
                  "filled, receivers, accumulation, basins, strahler, lakes (depth of water), eroded (after --steps) "
                  "or rivers (GeoJSON)")
      ->required();
  cmd->add_option("--format", o.format,
                  "f64 or f32 (raw little-endian), u32 (receivers, basins, strahler), geojson (rivers); default: from "
                  "--out's extension, else f64 (rivers: geojson)");
  cmd->add_option("--out", o.out, "Output file; replaced whole, or left as it was on failure")->required();
  cmd->add_option("--rain", o.rain, "Raw f64, one value a cell (finite, >= 0): multiplies each cell's area");
  add_number(cmd, "--min-area", o.min_area, "rivers: the drainage area (world units², times rain) a river starts at");
  water::ErosionParams& e = o.erosion;
  add_integer(cmd, "--steps", e.steps, 0, 100000, "Erosion time steps before routing (default 0: none)");
  cmd->add_option("--dt", e.dt, "Erosion: time per step (> 0; default 1000)")->type_name("NUMBER");
  cmd->add_option("--k", e.k, "Erosion: erodibility K in dh/dt = U - K A^m S^n (>= 0; default 2e-4)")
      ->type_name("NUMBER");
  cmd->add_option("--m", e.m, "Erosion: area exponent m (0..2; default 0.5)")->type_name("NUMBER");
  cmd->add_option("--n", e.n, "Erosion: slope exponent n (0.5..4; default 1)")->type_name("NUMBER");
  cmd->add_option("--uplift", e.uplift, "Erosion: uplift U per unit time on inner cells (>= 0; default 0)")
      ->type_name("NUMBER");
  cmd->add_option("--diffusion", e.diffusion, "Erosion: hillslope diffusivity Kd (>= 0; default 0)")
      ->type_name("NUMBER");
  cmd->add_option("--sea-level", e.sea_level,
                  "Cells at or below it are outlets, as the edge is (routing and erosion; default: none)")
      ->type_name("NUMBER");
  cmd->add_option("--thermal", e.thermal,
                  "Erosion: thermal (talus) erosion, the fraction of the excess over --talus moved per step (0..0.5; "
                  "default 0: off)")
      ->type_name("NUMBER");
  cmd->add_option("--talus", e.talus, "Erosion: the talus slope, rise over run, steeper drops slump (> 0; default 1)")
      ->type_name("NUMBER");
}

// A text option given an empty or blank value ("--simd ''", "--params ' '", "--graph ''") would otherwise read as
// the option left out (issue 27): every text option needs a value that is not blank.
void refuse_blank_text(CLI::App* app) {
  for (CLI::Option* option : app->get_options())
    if (option->get_type_size() > 0 && option->get_type_name() == "TEXT")
      option->check(
          [](const std::string& text) {
            return text.find_first_not_of(" \t\r\n") == std::string::npos
                       ? std::string("needs a value, got \"" + text.substr(0, 64) + "\"")
                       : std::string();
          },
          "not blank", "not blank");
  for (CLI::App* sub : app->get_subcommands({})) refuse_blank_text(sub);
}

// The names of the options given to a subcommand (its own, not the main app's --simd and --threads).
std::vector<std::string> given_options(const CLI::App& cmd) {
  std::vector<std::string> names;
  for (const CLI::Option* option : cmd.get_options())
    if (option->count() > 0 && option->get_name() != "--help") names.push_back(option->get_name());
  return names;
}

bool has(const std::vector<std::string>& names, std::string_view name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// A map option the layer does not read would be ignored silently (issue 27: --preset with world.rgb, --params with
// a graph, --recipe with terrain): a usage error naming the option and the layers that read it. An unknown layer is
// left to make_layer_source, whose message lists the layers.
std::string check_layer_options(const std::vector<std::string>& given, const LayerOptions& o) {
  std::string id(layer_id(o));
  bool known = false;
  for (const LayerInfo& l : layers()) known = known || l.id == id;
  if (!known) return {};
  const bool terrain = id == "terrain" || id.starts_with("climate."), graph = id == "graph",
             islands = id.starts_with("islands.");
  const struct {
    const char* name;
    bool read;
    const char* readers;
  } rules[] = {{"--preset", terrain, "terrain and climate.*"}, {"--params", terrain, "terrain and climate.*"},
               {"--graph", graph, "graph"},                    {"--graph-preset", graph, "graph"},
               {"--graph-output", graph, "graph"},             {"--recipe", islands, "islands.*"}};
  for (const auto& rule : rules)
    if (!rule.read && has(given, rule.name))
      return std::string(rule.name) + " does not apply to layer " + id + " (only " + rule.readers +
             " read it; see `worldlab layers`)";
  return {};
}

// Options a verb would ignore in the mode the others select (issue 27): a usage error naming them, or "".
std::string check_combinations(const CLI::App& app, const CommandLine& c) {
  const CLI::App* cmd = nullptr;
  for (const CLI::App* sub : app.get_subcommands()) cmd = sub;
  if (!cmd) return {};
  const std::vector<std::string> given = given_options(*cmd);
  if (c.verb == "render" || c.verb == "hash") return check_layer_options(given, c.map.layer);
  if (c.verb == "tiles") {
    const bool verify = has(given, "--verify"), merge = has(given, "--merge");
    if (verify && merge) return "give --verify DIR or --merge DIR, not both";
    if (has(given, "--deep") && !verify) return "--deep applies to --verify only";
    if (verify || merge)  // the folder's plan.json says what the run is: nothing else is read
      for (const std::string& name : given)
        if (name != "--verify" && name != "--merge" && name != "--deep" && name != "--quiet")
          return name + " does not apply to " + (verify ? "--verify" : "--merge") +
                 " (the folder's plan.json holds the run's settings)";
    return check_layer_options(given, c.tiles.map.layer);
  }
  if (c.verb == "water" && c.water.erosion.steps == 0)
    for (const char* name : {"--dt", "--k", "--m", "--n", "--uplift", "--diffusion", "--thermal", "--talus"})
      if (has(given, name)) return std::string(name) + " is an erosion setting: it applies with --steps 1 or more";
  if (c.verb == "graph") {
    if (has(given, "--file") && has(given, "--preset")) return "give --file or --preset, not both";
    if ((c.graph_list || c.graph_types))
      for (const std::string& name : given)
        if (name != "--list" && name != "--types")
          return name + " does not apply to " + (c.graph_list ? "--list" : "--types");
    if (c.graph_list && c.graph_types) return "give --list or --types, not both";
    if (c.graph_json && has(given, "--code")) return "--code does not apply to --json";
  }
  return {};
}

}  // namespace

std::optional<int> parse_command_line(int argc, const char* const* argv, CommandLine& c, std::ostream& out,
                                      std::ostream& err) {
  CLI::App app{"worldlab: a deterministic procedural-world core. One seed gives one world, bit for bit."};
  app.require_subcommand(0, 1);
  app.fallthrough();  // --simd and --threads may also follow the subcommand

  // How the batch work runs: never what it computes.
  app.add_option("--simd", c.simd,
                 "SIMD level: scalar, sse2, avx2, avx512, avx512vbmi or simd128 (default: the best this CPU has, or "
                 "WORLDLAB_SIMD); available here: " +
                     available_simd_level_names());
  add_optional_integer(&app, "--threads", c.threads, 1, 256, "Worker threads for batch fills (default: every core)");
  app.add_flag("--version", c.version, "Print the version and the SIMD level in use");
  app.add_subcommand("info", "Print the version, the build, the SIMD level in use and the thread count");
  app.footer(
      "Exit status: 0 done, 1 a file could not be read or written or memory ran out, 2 a bad argument or input.");

  auto* eval =
      app.add_subcommand("eval", "Read JSON-lines requests {\"fn\",\"seed\",\"args\"} on stdin, answer one line each");
  eval->add_flag("--decimal", c.decimal, "Print doubles with 17 significant digits instead of IEEE-754 hex bits");
  eval->footer(std::string("Functions: ") + std::string(eval_function_names()) +
               "\nA request line may be at most 32 MiB, nest 32 levels and hold 2^20 values.");

  auto* manifest =
      app.add_subcommand("manifest", "Write the determinism manifest (hashes of every function and preset)");
  manifest->add_option("--out", c.out, "Output file (default: standard output)");

  app.add_subcommand("presets", "Print the terrain presets as JSON");

  auto* schema = app.add_subcommand("schema", "Print the parameter schema as JSON (every params struct and node type)");
  schema->add_flag("--markdown", c.schema_markdown, "Print docs/params.md (the tables generated from the schema)");

  // render, hash and tiles read the same map options (layer, documents, seed, viewport).
  auto* render = app.add_subcommand("render",
                                    "Render any layer to a colour PNG (--hillshade), a 16-bit PNG heightmap or raw "
                                    "f32/f64 (little-endian); trees and sites to CSV/GeoJSON");
  add_map_options(render, c.map, kMaxStreamSide);
  add_first_sample_options(render, c.map);
  add_output_options(render, c.output, true);
  add_integer(render, "--block", c.output.block, 16, kMaxGridSide,
              "Views wider or taller than this are filled in blocks of this side and written in bands of rows "
              "(memory: one band), up to " + std::to_string(kMaxStreamSide) + " a side (default " +
                  std::to_string(kMaxGridSide) + ")");
  render
      ->add_option("--out", c.output.out,
                   "Output file: .png, .f32 or .f64 (or any name with --format); replaced "
                   "whole, or left as it was on failure")
      ->required();
  auto* hash = app.add_subcommand("hash", "Print the FNV-1a-64 hash of a layer's values (the lab shows the same)");
  add_map_options(hash, c.map);
  add_first_sample_options(hash, c.map);
  auto* tiles = app.add_subcommand(
      "tiles", "Render a rectangle of tiles to a folder with an index of hashes; threads, shards, resumable; --verify");
  add_tiles_options(tiles, c.tiles);
  auto* water = app.add_subcommand("water",
                                   "Hydrology of a heightmap file: filled surface, receivers, drainage area, basins, "
                                   "Strahler order, lakes, stream-power erosion, rivers as GeoJSON");
  add_water_options(water, c.water);
  app.add_subcommand("layers", "List the layers render, hash and tiles accept");
  app.add_subcommand("palettes", "Print the page's colour palettes as JSON");

  auto* graph = app.add_subcommand("graph", "Print a density graph as one line of JavaScript and one of C++");
  graph->add_option("--preset", c.graph_preset, "Graph preset (default tutorial-example)");
  graph->add_option("--file", c.graph_file, "A graph JSON document (overrides --preset; at most 256 KiB)");
  graph->add_option("--code", c.graph_lang, "js, cpp or both")->check(CLI::IsMember({"js", "cpp", "both"}));
  graph->add_flag("--types", c.graph_types, "Print every node type's parameter metadata as JSON instead");
  graph->add_flag("--json", c.graph_json, "Print the graph's JSON document instead of code lines");
  graph->add_flag("--list", c.graph_list, "List the named graphs shipped with the core");

  auto* climate_stats = app.add_subcommand(
      "climate-stats", "Print a climate recipe's statistics (all recipes, one per line, without --recipe)");
  climate_stats->add_option("--recipe", c.recipe, "Recipe id");
  add_integer(climate_stats, "--seed", c.climate_seed, INT64_MIN, INT64_MAX, "World seed (decimal 64-bit integer)");
  add_integer(climate_stats, "--size", c.climate_size, 1, islands::kMaxSide, "Cells per side");
  auto* climate_bench = app.add_subcommand("climate-bench", "Time the whole Islands climate on one map (ms per map)");
  add_integer(climate_bench, "--size", c.climate_size, 1, islands::kMaxSide, "Cells per side");
  add_integer(climate_bench, "--repeat", c.repeat, 1, 10000, "Timed runs");
  app.add_subcommand("detmath", "Read \"exp|log|sin|cos HEX\" lines on stdin, print each result's bits");
  auto* kernel_bench = app.add_subcommand(
      "kernel-bench", "Time the batch kernels on a size² grid over 16 × 16 noise units (ns per sample, JSON lines)");
  kernel_bench->add_option("--kernel", c.kernel, "One kernel (default: all)");
  add_integer(kernel_bench, "--size", c.kernel_size, 1, kMaxGridSide, "Samples per side");
  add_integer(kernel_bench, "--repeat", c.kernel_repeat, 1, 10000, "Timed runs (the best is reported)");
  auto* water_bench = app.add_subcommand(
      "water-bench", "Time routing + accumulation and one erosion step on a raw f64 heightmap (ms, JSON lines)");
  water_bench->add_option("--input", c.water_bench_input, "Raw little-endian f64 heightmap, size² cells")->required();
  add_integer(water_bench, "--size", c.water_bench_size, 1, 65536, "Cells per side");
  water_bench->add_option("--cell-size", c.water_bench_cell_size, "Metres between cells (default 30)");
  add_integer(water_bench, "--repeat", c.water_bench_repeat, 1, 10000, "Timed runs (best and median reported)");

  refuse_blank_text(&app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int status = app.exit(e, out, err);
    return status == 0 ? 0 : 2;
  }
  for (const CLI::App* sub : app.get_subcommands()) c.verb = sub->get_name();
  if (c.verb.empty() && !c.version) {
    err << app.help() << "worldlab: a subcommand is required\n";
    return 2;
  }
  if (const std::string problem = check_combinations(app, c); !problem.empty()) {
    err << "worldlab " << c.verb << ": " << problem << '\n';
    return 2;
  }
  return std::nullopt;
}

}  // namespace worldlab::cli
