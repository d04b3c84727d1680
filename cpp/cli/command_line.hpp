// The worldlab CLI's verbs and options (CLI11): parsed into one struct, apart from running them, so tests and the
// fuzzer reach it.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

namespace worldlab::cli {

// The options that name one terrain map: preset, parameters over it, seed and size.
struct MapOptions {
  std::string preset;
  std::string params;
  std::int64_t seed = 1;
  int size = 256;
};

struct CommandLine {
  std::string verb;  // eval, manifest, presets, schema, render, hash, graph, climate-stats, climate-bench, detmath
  bool decimal = false;  // eval
  std::string out;       // manifest (empty: stdout), render
  MapOptions map;        // render, hash
  std::string graph_preset = "tutorial-example", graph_file, graph_lang = "both";
  bool graph_types = false, graph_json = false, graph_list = false;
  bool schema_markdown = false;  // schema
  std::string recipe;  // climate-stats
  std::int64_t climate_seed = 1;
  int climate_size = 256, repeat = 20;  // climate-stats, climate-bench
};

// Parses the arguments (argv[0] is the program). Returns the exit status when parsing ends the run:
// 0 after printing help to `out`, 2 after printing a usage error to `err` (an unknown verb or option,
// a missing value, a number that is not a strict decimal integer in its range). std::nullopt: run `cmd`.
std::optional<int> parse_command_line(int argc, const char* const* argv, CommandLine& cmd, std::ostream& out,
                                      std::ostream& err);

}  // namespace worldlab::cli
