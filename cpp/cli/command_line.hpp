// The worldlab CLI's verbs and options (CLI11): parsed into one struct, apart from running them, so tests and the
// fuzzer reach it.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include "render.hpp"
#include "tiles.hpp"
#include "water.hpp"

namespace worldlab::cli {

struct CommandLine {
  std::string verb;  // eval, manifest, presets, schema, render, hash, tiles, water, layers, palettes, graph,
                     // climate-stats, climate-bench, detmath, kernel-bench, info (empty with --version alone)
  // How the batch work runs, never what it computes: --simd LEVEL, --threads N, --version.
  std::string simd;
  std::optional<int> threads;
  bool version = false;
  std::string kernel;  // kernel-bench: one kernel (empty: all)
  int kernel_size = 1024, kernel_repeat = 5;
  std::string water_bench_input;  // water-bench: a raw f64 heightmap of size² cells
  int water_bench_size = 1024, water_bench_repeat = 5;
  double water_bench_cell_size = 30.0;
  bool decimal = false;  // eval
  std::string out;       // manifest (empty: stdout)
  MapRequest map;        // render, hash: the layer and its viewport
  OutputOptions output;  // render: the file, its format, hill shading, points
  TilesOptions tiles;    // tiles
  WaterOptions water;    // water
  std::string graph_preset = "tutorial-example", graph_file, graph_lang = "both";
  bool graph_types = false, graph_json = false, graph_list = false;
  bool schema_markdown = false;  // schema
  std::string recipe;            // climate-stats
  std::int64_t climate_seed = 1;
  int climate_size = 256, repeat = 20;  // climate-stats, climate-bench
};

// Parses the arguments (argv[0] is the program). Returns the exit status when parsing ends the run:
// 0 after printing help to `out`, 2 after printing a usage error to `err` (an unknown verb or option,
// a missing value, a number that is not a strict decimal integer in its range). std::nullopt: run `cmd`.
std::optional<int> parse_command_line(int argc, const char* const* argv, CommandLine& cmd, std::ostream& out,
                                      std::ostream& err);

}  // namespace worldlab::cli
