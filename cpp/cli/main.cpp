// The worldlab command line: eval (JSON lines), manifest, presets and render, native and WASM alike.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "worldlab/detmath.hpp"
#include "worldlab/eval.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/kernel_bench.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/tasks.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"

#if WORLDLAB_HAVE_PNG
#include <png.h>
#endif

namespace {

int run_eval(bool decimal) {
  const worldlab::EvalOptions options{decimal};
  std::string line;
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;  // blank lines carry no request
    std::cout << worldlab::eval_line(line, options) << '\n';
  }
  std::cout.flush();
  return 0;
}

int run_manifest(const std::string& out_path) {
  const std::string json = worldlab::manifest_json(worldlab::build_manifest());
  if (out_path.empty() || out_path == "-") {
    std::cout << json;
    return 0;
  }
  std::ofstream out(out_path, std::ios::binary);
  out << json;
  if (!out) {
    std::cerr << "worldlab manifest: cannot write " << out_path << '\n';
    return 1;
  }
  return 0;
}

#if WORLDLAB_HAVE_PNG
// The lab's terrain bands (height relative to sea level) as RGB, for PNG export.
void terrain_colour(double h, double sea, unsigned char rgb[3]) {
  struct Band {
    double top;
    unsigned char r, g, b;
  };
  static const Band bands[] = {{-0.25, 22, 52, 110}, {0.0, 44, 94, 160},  {0.04, 214, 196, 140}, {0.25, 86, 150, 64},
                               {0.45, 48, 104, 48},  {0.6, 122, 110, 98}, {10.0, 240, 240, 240}};
  const double rel = h - sea;
  for (const Band& band : bands) {
    if (rel < band.top) {
      rgb[0] = band.r, rgb[1] = band.g, rgb[2] = band.b;
      return;
    }
  }
  rgb[0] = rgb[1] = rgb[2] = 240;
}
#endif

worldlab::TerrainParams read_params(const std::string& preset_id, const std::string& params_text) {
  worldlab::TerrainParams params;
  if (!preset_id.empty()) {
    const auto* preset = worldlab::find_terrain_preset(preset_id);
    if (!preset) throw worldlab::InvalidArgument("unknown preset \"" + preset_id + "\"");
    params = preset->params;
  }
  if (!params_text.empty()) {
    const auto j = nlohmann::json::parse(params_text, nullptr, false);
    if (j.is_discarded()) throw worldlab::InvalidArgument("--params is not valid JSON");
    params = worldlab::terrain_params_from_json(j, params);
  }
  return params;
}

// The options that name one map: a terrain (preset, parameters over it) or a density graph
// document, a seed, and the viewport. A terrain's viewport is in map units (the lab's view is
// size × size samples over 0..1); a graph's is in world units (size × size samples, step 1).
struct MapOptions {
  std::string preset;
  std::string params;
  std::string graph;  // a graph JSON document: render the graph instead of a terrain
  long long seed = 1;
  int size = 256;
  double x0 = 0, y0 = 0, step = 1;
  int width = 0, height = 0;
  CLI::Option *x0_opt = nullptr, *y0_opt = nullptr, *step_opt = nullptr, *width_opt = nullptr, *height_opt = nullptr;
};

void add_map_options(CLI::App* cmd, MapOptions& o) {
  cmd->add_option("--preset", o.preset, "Preset id (see `presets`)");
  cmd->add_option("--params", o.params, "JSON parameters over the preset's");
  cmd->add_option("--graph", o.graph, "A density graph JSON document to evaluate instead of a terrain");
  cmd->add_option("--seed", o.seed, "World seed (64-bit integer)");
  cmd->add_option("--size", o.size, "Samples per side")->check(CLI::Range(1, worldlab::kMaxGridSide));
  o.x0_opt = cmd->add_option("--x0", o.x0, "Viewport: x of the first column (default 0)");
  o.y0_opt = cmd->add_option("--y0", o.y0, "Viewport: y of the first row (default 0)");
  o.step_opt = cmd->add_option("--step", o.step, "Viewport: distance between samples (default 1/size, graphs 1)");
  o.width_opt = cmd->add_option("--width", o.width, "Viewport: columns (default --size)");
  o.height_opt = cmd->add_option("--height", o.height, "Viewport: rows (default --size)");
}

struct Map {
  worldlab::Grid grid;
  std::vector<double> values;
  double sea_level = 0;
};

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw worldlab::InvalidArgument("cannot read " + path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

Map compute_map(const MapOptions& o) {
  Map m;
  m.grid = o.graph.empty() ? worldlab::default_map_grid(o.size) : worldlab::Grid{0.0, 0.0, 1.0, o.size, o.size};
  if (*o.x0_opt) m.grid.x0 = o.x0;
  if (*o.y0_opt) m.grid.y0 = o.y0;
  if (*o.step_opt) m.grid.step = o.step;
  if (*o.width_opt) m.grid.width = o.width;
  if (*o.height_opt) m.grid.height = o.height;
  worldlab::validate(m.grid);
  m.values.resize(m.grid.size());
  if (!o.graph.empty()) {
    if (!o.preset.empty() || !o.params.empty())
      throw worldlab::InvalidArgument("--graph takes no --preset or --params");
    const worldlab::CompiledGraph graph(worldlab::parse_graph(read_file(o.graph)), o.seed);
    worldlab::fill_graph(graph, m.grid, m.values);
    return m;
  }
  const worldlab::TerrainParams params = read_params(o.preset, o.params);
  worldlab::fill_terrain(o.seed, params, m.grid, m.values);
  m.sea_level = params.sea_level;
  return m;
}

// Prints the FNV-1a-64 hash of a map: what the lab shows under the same map.
int run_hash(const MapOptions& o) {
  try {
    std::cout << worldlab::hex64(worldlab::fnv1a64(compute_map(o).values)) << '\n';
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "worldlab hash: " << e.what() << '\n';
    return 2;
  }
}

// Raw samples, row by row: f32 (floats, rounded) or f64 (the doubles themselves), little-endian
// whatever the host, so two builds' files can be compared byte for byte.
template <class T>
bool write_raw(const std::string& path, const std::vector<double>& values) {
  std::ofstream out(path, std::ios::binary);
  for (double v : values) {
    const T t = static_cast<T>(v);
    unsigned char bytes[sizeof(T)];
    std::memcpy(bytes, &t, sizeof t);
    if constexpr (std::endian::native == std::endian::big) std::reverse(bytes, bytes + sizeof bytes);
    out.write(reinterpret_cast<const char*>(bytes), sizeof bytes);
  }
  return static_cast<bool>(out);
}

// png, f32 or f64: --format, else the output's extension (png when it has none of those).
std::string render_format(const std::string& format, const std::string& out_path) {
  if (!format.empty()) return format;
  for (const char* f : {"f32", "f64"})
    if (out_path.size() > 4 && out_path.substr(out_path.size() - 4) == std::string(".") + f) return f;
  return "png";
}

int run_render(const MapOptions& o, const std::string& out_path, const std::string& format_option) {
  try {
    const std::string format = render_format(format_option, out_path);
    const Map m = compute_map(o);
    const auto& heights = m.values;
    std::cerr << "hash " << worldlab::hex64(worldlab::fnv1a64(heights)) << ", land "
              << worldlab::land_share(heights, m.sea_level) * 100.0 << "%\n";
    if (format == "f32" || format == "f64") {
      const bool ok = format == "f32" ? write_raw<float>(out_path, heights) : write_raw<double>(out_path, heights);
      if (!ok) std::cerr << "worldlab render: cannot write " << out_path << '\n';
      return ok ? 0 : 1;
    }
#if WORLDLAB_HAVE_PNG
    const worldlab::Grid& grid = m.grid;
    std::vector<unsigned char> rgb(grid.size() * 3);
    for (std::size_t i = 0; i < heights.size(); ++i) terrain_colour(heights[i], m.sea_level, &rgb[i * 3]);
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(grid.width);
    image.height = static_cast<png_uint_32>(grid.height);
    image.format = PNG_FORMAT_RGB;
    if (!png_image_write_to_file(&image, out_path.c_str(), 0, rgb.data(), 0, nullptr)) {
      std::cerr << "worldlab render: " << image.message << '\n';
      return 1;
    }
    return 0;
#else
    std::cerr << "worldlab render: this build writes f32 and f64 only (no libpng)\n";
    return 1;
#endif
  } catch (const std::exception& e) {
    std::cerr << "worldlab render: " << e.what() << '\n';
    return 2;
  }
}

// ---- climate verbs: recipe statistics, timing, and the detmath check ----

nlohmann::ordered_json climate_stats_json(const worldlab::islands::Recipe& r, long long seed, int size) {
  namespace isl = worldlab::islands;
  const isl::ClimateMap map = isl::make_recipe_map(seed, r, size);
  const isl::ClimateStats s = isl::climate_stats(map, r.wind);
  nlohmann::ordered_json j;
  j["recipe"] = r.id;
  j["seed"] = seed;
  j["size"] = size;
  j["land_share"] = static_cast<double>(s.land_cells) / static_cast<double>(map.height.size());
  j["dry_share"] = s.dry_share;
  j["windward_moisture"] = s.windward_moisture;
  j["leeward_moisture"] = s.leeward_moisture;
  j["cold_hot_contacts"] = s.cold_hot_contacts;
  nlohmann::ordered_json biomes = nlohmann::ordered_json::object();
  for (int b = 1; b < isl::kBiomeCount; ++b)
    if (s.biome_share[b] > 0) biomes[std::string(isl::biome_name(b))] = s.biome_share[b];
  j["biome_share"] = biomes;
  j["cell_share"] = s.cell_share;
  nlohmann::ordered_json page;
  if (r.page_dry_share >= 0) page["dry_share"] = r.page_dry_share;
  if (r.page_windward >= 0) page["windward_moisture"] = r.page_windward;
  if (r.page_leeward >= 0) page["leeward_moisture"] = r.page_leeward;
  if (r.page_biome >= 0) page[std::string(isl::biome_name(r.page_biome))] = r.page_biome_share;
  j["page"] = page;
  return j;
}

int run_climate_stats(const std::string& recipe_id, long long seed, int size) {
  try {
    namespace isl = worldlab::islands;
    if (recipe_id.empty()) {
      for (const auto& r : isl::recipes()) std::cout << climate_stats_json(r, seed, size).dump() << '\n';
      return 0;
    }
    const isl::Recipe* r = isl::find_recipe(recipe_id);
    if (!r) {
      std::cerr << "unknown recipe \"" << recipe_id << "\"; known:";
      for (const auto& k : isl::recipes()) std::cerr << ' ' << k.id;
      std::cerr << '\n';
      return 1;
    }
    std::cout << climate_stats_json(*r, seed, size).dump(2) << '\n';
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "climate-stats: " << e.what() << '\n';
    return 1;
  }
}

// Times the whole climate (passes 1-6) on the west-wind recipe's inputs; the inputs are built once.
int run_climate_bench(int size, int repeat) {
  try {
    namespace isl = worldlab::islands;
    const isl::Recipe& r = *isl::find_recipe("west-wind");
    isl::ClimateMap m = isl::make_recipe_map(1, r, size);
    const double step = 1.0 / size;
    const isl::ClimateInput in{size, m.height, m.temp_noise, m.moist_noise, m.threshold, r.north_south + 0.5 * step,
                               step};
    const isl::ClimateOutput out{m.coast, m.rank, m.temperature, m.air, m.moisture, m.biome};
    isl::run_climate(in, r.climate, r.wind, out);  // warm-up
    double best = 1e300, total = 0;
    for (int k = 0; k < repeat; ++k) {
      const auto t0 = std::chrono::steady_clock::now();
      isl::run_climate(in, r.climate, r.wind, out);
      const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      best = ms < best ? ms : best;
      total += ms;
    }
    std::printf("{\"size\":%d,\"repeat\":%d,\"best_ms\":%.3f,\"mean_ms\":%.3f,\"build\":\"%s\"}\n", size, repeat, best,
                total / repeat, worldlab::build_description().c_str());
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "climate-bench: " << e.what() << '\n';
    return 1;
  }
}

// Lines "exp|sin|cos HEX" on stdin, one HEX result each (scripts/check-detmath.mjs compares with V8).
int run_detmath() {
  std::string fn, h;
  while (std::cin >> fn >> h) {
    std::uint64_t b = std::stoull(h, nullptr, 16);
    double x;
    std::memcpy(&x, &b, sizeof x);
    const double y = fn == "exp"   ? worldlab::detmath::exp(x)
                     : fn == "sin" ? worldlab::detmath::sin(x)
                     : fn == "cos" ? worldlab::detmath::cos(x)
                                   : throw std::runtime_error("unknown fn " + fn);
    std::memcpy(&b, &y, sizeof b);
    std::printf("%016llx\n", static_cast<unsigned long long>(b));
  }
  return 0;
}

int run_graph(const std::string& preset, const std::string& file, const std::string& lang, bool as_json) {
  try {
    worldlab::GraphSpec spec;
    if (!file.empty()) {
      spec = worldlab::parse_graph(read_file(file));
    } else {
      spec = worldlab::graph_preset(preset);
    }
    if (as_json) {
      std::cout << worldlab::graph_to_json(spec).dump(2) << '\n';
      return 0;
    }
    if (lang != "cpp") std::cout << worldlab::graph_code(spec, worldlab::CodeLanguage::kJavaScript) << '\n';
    if (lang != "js") std::cout << worldlab::graph_code(spec, worldlab::CodeLanguage::kCpp) << '\n';
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "worldlab graph: " << e.what() << '\n';
    return 2;
  }
}

int print_node_types() {
  std::cout << worldlab::node_types_json().dump(2) << '\n';
  return 0;
}

// Times the named batch kernels (all, or --kernel) at the SIMD level and thread count in use: one JSON
// line per kernel. The same fills as the Google Benchmark suite; in WASM this is how Node times them.
int run_kernel_bench(const std::string& name, int size, int repeat) {
  try {
    std::vector<const worldlab::KernelFill*> kernels;
    if (name.empty()) {
      for (const auto& k : worldlab::kernel_fills()) kernels.push_back(&k);
    } else if (const auto* k = worldlab::find_kernel_fill(name)) {
      kernels.push_back(k);
    } else {
      throw worldlab::InvalidArgument("unknown kernel \"" + name + "\"");
    }
    const worldlab::Grid grid = worldlab::kernel_bench_grid(size);
    for (const auto* k : kernels) {
      const auto t = worldlab::time_kernel(*k, grid, repeat, worldlab::default_task_system());
      nlohmann::ordered_json j;
      j["kernel"] = k->name;
      j["simd"] = worldlab::simd_level_name(worldlab::simd_level());
      j["threads"] = worldlab::default_thread_count();
      j["size"] = size;
      j["repeat"] = repeat;
      j["best_ms"] = t.best_ms;
      j["ns_per_sample"] = t.ns_per_sample;
      j["build"] = worldlab::build_description();
      std::cout << j.dump() << std::endl;
    }
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "worldlab kernel-bench: " << e.what() << '\n';
    return 2;
  }
}

// What runs the batch work: version, build, SIMD level and thread count (`info`, `--version`).
void print_info(bool full) {
  const worldlab::SimdLevel level = worldlab::simd_level();
  std::cout << "worldlab " WORLDLAB_VERSION << '\n';
  std::cout << "simd: " << worldlab::simd_level_name(level) << " (" << worldlab::simd_lanes(level)
            << (worldlab::simd_lanes(level) == 1 ? " lane)\n" : " lanes)\n");
  if (!full) return;
  std::cout << "simd available: " << worldlab::available_simd_level_names() << '\n';
  std::cout << "threads: " << worldlab::default_thread_count() << '\n';
  std::cout << "build: " << worldlab::build_description() << '\n';
}

// --simd and --threads (and WORLDLAB_SIMD): applied before any work; a bad value is an error.
bool apply_run_options(const std::string& simd, int threads, bool threads_given) {
  try {
    if (!simd.empty()) worldlab::set_simd_level(simd);
    worldlab::simd_level();  // reads WORLDLAB_SIMD when --simd is absent
    if (threads_given) worldlab::set_default_thread_count(threads);
    return true;
  } catch (const std::exception& e) {
    std::cerr << "worldlab: " << (!simd.empty() ? "--simd: " : "") << e.what() << '\n';
    return false;
  }
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"worldlab: a deterministic procedural-world core. One seed gives one world, bit for bit."};
  app.require_subcommand(0, 1);
  app.fallthrough();  // --simd and --threads may also follow the subcommand

  // How the batch work runs: never what it computes.
  std::string simd;
  int threads = 0;
  bool version = false;
  app.add_option("--simd", simd,
                 "SIMD level: scalar, sse2, avx2, avx512, avx512vbmi or simd128 (default: the best this CPU has, or "
                 "WORLDLAB_SIMD); available here: " +
                     worldlab::available_simd_level_names());
  auto* threads_opt =
      app.add_option("--threads", threads, "Worker threads for batch fills, 1..256 (default: every core)");
  app.add_flag("--version", version, "Print the version and the SIMD level in use");
  auto* info = app.add_subcommand("info", "Print the version, the build, the SIMD level in use and the thread count");

  bool decimal = false;
  auto* eval =
      app.add_subcommand("eval", "Read JSON-lines requests {\"fn\",\"seed\",\"args\"} on stdin, answer one line each");
  eval->add_flag("--decimal", decimal, "Print doubles with 17 significant digits instead of IEEE-754 hex bits");
  eval->footer(std::string("Functions: ") + std::string(worldlab::eval_function_names()));

  std::string manifest_out;
  auto* manifest =
      app.add_subcommand("manifest", "Write the determinism manifest (hashes of every function and preset)");
  manifest->add_option("--out", manifest_out, "Output file (default: standard output)");

  auto* presets = app.add_subcommand("presets", "Print the terrain presets as JSON");

  // render and hash read the same map options.
  MapOptions render_map, hash_map;
  std::string render_out;
  std::string render_format_option;
  auto* render = app.add_subcommand(
      "render", "Render a terrain or graph map to PNG (terrain colours), f32 or f64 (raw little-endian samples)");
  add_map_options(render, render_map);
  render->add_option("--out", render_out, "Output file")->required();
  render->add_option("--format", render_format_option, "png, f32 or f64 (default: from the --out extension, else png)")
      ->check(CLI::IsMember({"png", "f32", "f64"}));
  auto* hash = app.add_subcommand("hash", "Print the FNV-1a-64 hash of a map (the lab shows the same)");
  add_map_options(hash, hash_map);

  // Density graphs (issue 4): the code lines of a graph, or the node types' metadata.
  std::string graph_preset = "tutorial-example", graph_file, graph_lang = "both";
  bool graph_types = false, graph_json = false, graph_list = false;
  auto* graph = app.add_subcommand("graph", "Print a density graph as one line of JavaScript and one of C++");
  graph->add_option("--preset", graph_preset, "Graph preset (default tutorial-example)");
  graph->add_option("--file", graph_file, "A graph JSON document (overrides --preset)");
  graph->add_option("--code", graph_lang, "js, cpp or both")->check(CLI::IsMember({"js", "cpp", "both"}));
  graph->add_flag("--types", graph_types, "Print every node type's parameter metadata as JSON instead");
  graph->add_flag("--json", graph_json, "Print the graph's JSON document instead of code lines");
  graph->add_flag("--list", graph_list, "List the named graphs shipped with the core");

  // Climate (issue 3): recipe statistics, timing of the whole model, and the detmath check.
  std::string stats_recipe;
  long long stats_seed = 1;
  int stats_size = 256;
  auto* climate_stats = app.add_subcommand(
      "climate-stats", "Print a climate recipe's statistics (all recipes, one per line, without --recipe)");
  climate_stats->add_option("--recipe", stats_recipe, "Recipe id");
  climate_stats->add_option("--seed", stats_seed, "World seed (64-bit integer)");
  climate_stats->add_option("--size", stats_size, "Cells per side")->check(CLI::Range(1, worldlab::islands::kMaxSide));
  int bench_size = 256, bench_repeat = 20;
  auto* climate_bench = app.add_subcommand("climate-bench", "Time the whole Islands climate on one map (ms per map)");
  climate_bench->add_option("--size", bench_size, "Cells per side")->check(CLI::Range(1, worldlab::islands::kMaxSide));
  climate_bench->add_option("--repeat", bench_repeat, "Timed runs")->check(CLI::Range(1, 10000));
  std::string kb_kernel;
  int kb_size = 1024, kb_repeat = 5;
  auto* kernel_bench = app.add_subcommand(
      "kernel-bench", "Time the batch kernels on a size² grid over 16 × 16 noise units (ns per sample, JSON lines)");
  kernel_bench->add_option("--kernel", kb_kernel, "One kernel (default: all)");
  kernel_bench->add_option("--size", kb_size, "Samples per side")->check(CLI::Range(1, worldlab::kMaxGridSide));
  kernel_bench->add_option("--repeat", kb_repeat, "Timed runs (the best is reported)")->check(CLI::Range(1, 10000));
  auto* detmath = app.add_subcommand("detmath", "Read \"exp|sin|cos HEX\" lines on stdin, print each result's bits");

  CLI11_PARSE(app, argc, argv);
  if (!apply_run_options(simd, threads, threads_opt->count() > 0)) return 2;
  if (version || *info) {
    print_info(info->parsed());
    return 0;
  }
  if (app.get_subcommands().empty()) {
    std::cerr << app.help() << "worldlab: a subcommand is required\n";
    return 1;
  }

  if (*climate_stats) return run_climate_stats(stats_recipe, stats_seed, stats_size);
  if (*climate_bench) return run_climate_bench(bench_size, bench_repeat);
  if (*detmath) return run_detmath();
  if (*kernel_bench) return run_kernel_bench(kb_kernel, kb_size, kb_repeat);

  if (*eval) return run_eval(decimal);
  if (*manifest) return run_manifest(manifest_out);
  if (*presets) {
    std::cout << worldlab::terrain_presets_json().dump(2) << '\n';
    return 0;
  }
  if (*hash) return run_hash(hash_map);
  if (*render) return run_render(render_map, render_out, render_format_option);
  if (*graph) {
    if (graph_list) {
      for (auto name : worldlab::graph_preset_names()) std::cout << name << '\n';
      return 0;
    }
    return graph_types ? print_node_types() : run_graph(graph_preset, graph_file, graph_lang, graph_json);
  }
  return 1;
}
