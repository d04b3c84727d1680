// The CLI's options: every integer (seeds, sizes, repeats) is read by the strict decimal parser, and every usage error
// exits 2.
#include "command_line.hpp"

#include <CLI/CLI.hpp>
#include <string>

#include "worldlab/eval.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/text_input.hpp"

namespace worldlab::cli {

namespace {

// An integer option in lo..hi, read with parse_int64: CLI11's own conversion would take "010" as
// octal, "0x10" as hex and saturate out-of-range values.
template <typename Int>
void check_integer(const std::string& text, const std::string& name, std::int64_t lo, std::int64_t hi, Int& value) {
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
  value = static_cast<Int>(v);
}

template <typename Int>
void add_integer(CLI::App* cmd, const std::string& name, Int& value, std::int64_t lo, std::int64_t hi,
                 const std::string& help) {
  cmd->add_option_function<std::string>(
         name, [&value, name, lo, hi](const std::string& text) { check_integer(text, name, lo, hi, value); }, help)
      ->type_name("INT");
}

// A finite number option (the viewport's origin and step); CLI11 reads it, the grid validates it.
void add_number(CLI::App* cmd, const std::string& name, std::optional<double>& value, const std::string& help) {
  cmd->add_option_function<double>(
         name, [&value](double v) { value = v; }, help)
      ->type_name("NUMBER");
}

template <typename Int>
void add_optional_integer(CLI::App* cmd, const std::string& name, std::optional<Int>& value, std::int64_t lo,
                          std::int64_t hi, const std::string& help);

void add_map_options(CLI::App* cmd, MapOptions& o) {
  cmd->add_option("--preset", o.preset, "Preset id (see `presets`)");
  cmd->add_option("--graph", o.graph, "A graph JSON document to evaluate instead of a terrain (world units)");
  cmd->add_option("--params", o.params,
                  "Terrain parameters over the preset's: a JSON object or a file holding one (docs/params.md)");
  add_integer(cmd, "--seed", o.seed, INT64_MIN, INT64_MAX, "World seed (decimal 64-bit integer)");
  add_integer(cmd, "--size", o.size, 1, kMaxGridSide, "Samples per side");
  add_number(cmd, "--x0", o.x0, "Viewport: x of the first column (default 0)");
  add_number(cmd, "--y0", o.y0, "Viewport: y of the first row (default 0)");
  add_number(cmd, "--step", o.step, "Viewport: distance between samples (default 1/size; graphs 1)");
  add_optional_integer(cmd, "--width", o.width, 1, kMaxGridSide, "Viewport: columns (default --size)");
  add_optional_integer(cmd, "--height", o.height, 1, kMaxGridSide, "Viewport: rows (default --size)");
}

template <typename Int>
void add_optional_integer(CLI::App* cmd, const std::string& name, std::optional<Int>& value, std::int64_t lo,
                          std::int64_t hi, const std::string& help) {
  cmd->add_option_function<std::string>(
         name,
         [&value, name, lo, hi](const std::string& text) {
           Int v{};
           check_integer(text, name, lo, hi, v);
           value = v;
         },
         help)
      ->type_name("INT");
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

  // render and hash read the same map options.
  auto* render = app.add_subcommand(
      "render", "Render a terrain or graph map to PNG (terrain colours), f32 or f64 (raw little-endian samples)");
  add_map_options(render, c.map);
  render->add_option("--out", c.out, "Output file (replaced whole, or left as it was on failure)")->required();
  render->add_option("--format", c.format, "png, f32 or f64 (default: from the --out extension, else png)")
      ->check(CLI::IsMember({"png", "f32", "f64"}));
  auto* hash = app.add_subcommand("hash", "Print the FNV-1a-64 hash of a map (the lab shows the same)");
  add_map_options(hash, c.map);

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
