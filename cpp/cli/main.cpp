// The worldlab command line: eval (JSON lines), manifest, presets, render, hash, tiles and more, native and WASM alike.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli_io.hpp"
#include "render.hpp"
#include "tiles.hpp"
#include "worldlab/detmath.hpp"
#include "worldlab/eval.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"

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
  try {
    worldlab::cli::write_file(out_path, json);
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "worldlab manifest: " << e.what() << '\n';
    return 1;
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
      std::ifstream in(file, std::ios::binary);
      if (!in) throw worldlab::InvalidArgument("cannot read " + file);
      std::stringstream text;
      text << in.rdbuf();
      spec = worldlab::parse_graph(text.str());
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

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"worldlab: a deterministic procedural-world core. One seed gives one world, bit for bit."};
  app.require_subcommand(1);

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

  // render, hash and tiles read the same map options (layer, documents, seed, viewport).
  worldlab::cli::MapRequest render_map, hash_map;
  worldlab::cli::OutputOptions render_out;
  auto* render = app.add_subcommand("render",
                                    "Render any layer to a colour PNG (--hillshade), a 16-bit PNG heightmap or raw "
                                    "f32/f64; trees and sites to CSV/GeoJSON");
  worldlab::cli::add_map_options(render, render_map);
  worldlab::cli::add_output_options(render, render_out, true);
  render->add_option("--out", render_out.out, "Output file: .png, .f32 or .f64 (or any name with --format)")
      ->required();
  auto* hash = app.add_subcommand("hash", "Print the FNV-1a-64 hash of a layer's values (the lab shows the same)");
  worldlab::cli::add_map_options(hash, hash_map);
  worldlab::cli::TilesOptions tiles_options;
  auto* tiles = app.add_subcommand(
      "tiles", "Render a rectangle of tiles to a folder with an index of hashes; threads, shards, resumable; --verify");
  worldlab::cli::add_tiles_options(tiles, tiles_options);
  auto* layers = app.add_subcommand("layers", "List the layers render, hash and tiles accept");
  auto* palettes = app.add_subcommand("palettes", "Print the page's colour palettes as JSON");

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
  auto* detmath = app.add_subcommand("detmath", "Read \"exp|sin|cos HEX\" lines on stdin, print each result's bits");

  CLI11_PARSE(app, argc, argv);

  if (*climate_stats) return run_climate_stats(stats_recipe, stats_seed, stats_size);
  if (*climate_bench) return run_climate_bench(bench_size, bench_repeat);
  if (*detmath) return run_detmath();

  if (*eval) return run_eval(decimal);
  if (*manifest) return run_manifest(manifest_out);
  if (*presets) {
    std::cout << worldlab::terrain_presets_json().dump(2) << '\n';
    return 0;
  }
  if (*hash) return worldlab::cli::run_hash(hash_map);
  if (*render) return worldlab::cli::run_render(render_map, render_out);
  if (*tiles) return worldlab::cli::run_tiles(tiles_options);
  if (*layers) return worldlab::cli::run_layers();
  if (*palettes) return worldlab::cli::run_palettes();
  if (*graph) {
    if (graph_list) {
      for (auto name : worldlab::graph_preset_names()) std::cout << name << '\n';
      return 0;
    }
    return graph_types ? print_node_types() : run_graph(graph_preset, graph_file, graph_lang, graph_json);
  }
  return 1;
}
