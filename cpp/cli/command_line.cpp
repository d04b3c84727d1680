// The CLI's options: every integer (seeds, sizes, repeats) is read by the strict decimal parser, and every usage error
// exits 2.
#include "command_line.hpp"

#include <CLI/CLI.hpp>
#include <string>

#include "cli_options.hpp"
#include "worldlab/eval.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/text_input.hpp"

namespace worldlab::cli {

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
  app.footer("Exit status: 0 done, 1 a file could not be read or written, 2 a bad argument or input.");

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
  add_map_options(render, c.map);
  add_output_options(render, c.output, true);
  render
      ->add_option("--out", c.output.out,
                   "Output file: .png, .f32 or .f64 (or any name with --format); replaced "
                   "whole, or left as it was on failure")
      ->required();
  auto* hash = app.add_subcommand("hash", "Print the FNV-1a-64 hash of a layer's values (the lab shows the same)");
  add_map_options(hash, c.map);
  auto* tiles = app.add_subcommand(
      "tiles", "Render a rectangle of tiles to a folder with an index of hashes; threads, shards, resumable; --verify");
  add_tiles_options(tiles, c.tiles);
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
  app.add_subcommand("detmath", "Read \"exp|sin|cos HEX\" lines on stdin, print each result's bits");
  auto* kernel_bench = app.add_subcommand(
      "kernel-bench", "Time the batch kernels on a size² grid over 16 × 16 noise units (ns per sample, JSON lines)");
  kernel_bench->add_option("--kernel", c.kernel, "One kernel (default: all)");
  add_integer(kernel_bench, "--size", c.kernel_size, 1, kMaxGridSide, "Samples per side");
  add_integer(kernel_bench, "--repeat", c.kernel_repeat, 1, 10000, "Timed runs (the best is reported)");

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
  return std::nullopt;
}

}  // namespace worldlab::cli
