// The worldlab command line: eval (JSON lines), manifest, presets, schema, render, hash, tiles, water and more, native
// and WASM alike.
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <new>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "command_line.hpp"
#include "worldlab/atomic_file.hpp"
#include "worldlab/detmath.hpp"
#include "worldlab/eval.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/islands_sides.hpp"
#include "worldlab/kernel_bench.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/schema_json.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/tasks.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"
#include "worldlab/text_input.hpp"
#include "worldlab/water.hpp"

namespace {

// One answer per request line; a line over the limit is answered at once and skipped unread, so
// memory stays bounded whatever arrives on stdin.
int run_eval(bool decimal) {
  const worldlab::EvalOptions options{decimal};
  worldlab::LineReader reader(std::cin, worldlab::kEvalLineLimits.max_bytes);
  std::string line;
  for (;;) {
    const auto status = reader.next(line);
    if (status == worldlab::LineReader::Status::kEnd) break;
    if (status == worldlab::LineReader::Status::kTooLong) {
      std::cout << worldlab::eval_error("request line is longer than the limit of " +
                                        std::to_string(reader.max_bytes()) + " bytes")
                << '\n'
                << std::flush;
      continue;
    }
    if (line.find_first_not_of(" \t") == std::string::npos) continue;  // blank lines carry no request
    std::cout << worldlab::eval_line(line, options) << '\n';
  }
  std::cout.flush();
  return 0;
}

// Every file the CLI writes goes through write_file_atomic: the old file survives any failure.
int write_output(const char* verb, const std::string& path, std::string_view bytes) {
  try {
    worldlab::write_file_atomic(path, bytes);
    return 0;
  } catch (const worldlab::WriteError& e) {
    std::cerr << "worldlab " << verb << ": " << e.what() << '\n';
    return 1;
  }
}

int run_manifest(const std::string& out_path) {
  const std::string json = worldlab::manifest_json(worldlab::build_manifest());
  if (out_path.empty() || out_path == "-") {
    std::cout << json;
    return 0;
  }
  return write_output("manifest", out_path, json);
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
      j["best_cpu_ms"] = t.best_cpu_ms;
      j["cpu_ns_per_sample"] = t.best_cpu_ms * 1e6 / static_cast<double>(grid.size());
      j["build"] = worldlab::build_description();
      std::cout << j.dump() << std::endl;
    }
    return 0;
  } catch (const std::bad_alloc&) {  // out of memory is a runtime failure (1), not bad input (2)
    std::cerr << "worldlab kernel-bench: " << worldlab::describe_exception(std::current_exception()) << '\n';
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "worldlab kernel-bench: " << e.what() << '\n';
    return 2;
  }
}

// Times the water module on a raw f64 heightmap: route_flow + accumulate, and one erosion step (bench/bench_water.cpp's
// parameters: dt 1000, K 2e-4, m 0.5, U 1e-3; n = 1 with and without Kd 0.01, n = 2) from the same input each run, on
// the default task system, with one WaterScratch kept across runs (a stepping caller's case: native, a fresh scratch
// per call is mostly the kernel's page faults, which WASM's heap never gives back). One JSON line per case; in WASM
// this is how Node times them (npm run bench:water-wasm).
int run_water_bench(const std::string& input, int size, double cell_size, int repeat) {
  try {
    namespace water = worldlab::water;
    const water::RasterShape shape{static_cast<std::uint32_t>(size), static_cast<std::uint32_t>(size), cell_size};
    water::validate(shape);
    const std::size_t n = shape.cells();
    const std::string bytes = worldlab::read_file_limited(input, n * sizeof(double));
    if (bytes.size() != n * sizeof(double))
      throw worldlab::InvalidArgument(input + " must hold " + std::to_string(n) + " f64 values");
    std::vector<double> h0(n), h(n), filled(n), area(n);
    std::memcpy(h0.data(), bytes.data(), bytes.size());
    std::vector<std::uint32_t> receivers(n), stack(n);
    water::WaterScratch scratch;
    const struct {
      const char* name;
      double n, diffusion;
    } cases[] = {{"route+accumulate", 0, 0}, {"erode n=1", 1, 0}, {"erode n=1 Kd=0.01", 1, 0.01}, {"erode n=2", 2, 0}};
    for (const auto& c : cases) {
      std::vector<double> ms;
      for (int r = 0; r < repeat; ++r) {
        std::copy(h0.begin(), h0.end(), h.begin());
        const auto t0 = std::chrono::steady_clock::now();
        if (c.n == 0) {
          water::route_flow(shape, h, {filled, receivers, stack});
          water::accumulate(shape, receivers, stack, {}, area);
        } else {
          water::erode(shape, h, {}, {1, 1000.0, 2e-4, 0.5, c.n, 1e-3, c.diffusion}, scratch,
                       worldlab::default_task_system());
        }
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      }
      std::sort(ms.begin(), ms.end());
      nlohmann::ordered_json j;
      j["case"] = c.name;
      j["size"] = size;
      j["threads"] = worldlab::default_thread_count();
      j["repeat"] = repeat;
      j["best_ms"] = ms.front();
      j["median_ms"] = ms[ms.size() / 2];
      j["build"] = worldlab::build_description();
      std::cout << j.dump() << std::endl;
    }
    return 0;
  } catch (const std::bad_alloc&) {  // out of memory is a runtime failure (1), not bad input (2)
    std::cerr << "worldlab water-bench: " << worldlab::describe_exception(std::current_exception()) << '\n';
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "worldlab water-bench: " << e.what() << '\n';
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
  std::cout << "geotiff: "
            << (worldlab::cli::geotiff_supported() ? worldlab::cli::geotiff_library_name() + " (--format tif, tif64)"
                                                   : std::string("not in this build (WORLDLAB_GDAL off)"))
            << '\n';
}

// --simd and --threads (and WORLDLAB_SIMD): applied before any work; a bad value is an error.
bool apply_run_options(const worldlab::cli::CommandLine& c) {
  try {
    if (!c.simd.empty()) worldlab::set_simd_level(c.simd);
    worldlab::simd_level();  // reads WORLDLAB_SIMD when --simd is absent
    if (c.threads) worldlab::set_default_thread_count(*c.threads);
    return true;
  } catch (const std::exception& e) {
    std::cerr << "worldlab: " << (!c.simd.empty() ? "--simd: " : "") << e.what() << '\n';
    return false;
  }
}

// ---- climate verbs: recipe statistics, timing, and the detmath check ----

nlohmann::ordered_json climate_stats_json(const worldlab::islands::Recipe& r, std::int64_t seed, int size) {
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
  const isl::IslandSides sides = isl::island_sides(map, r.wind);
  j["island_windward_moisture"] = sides.windward_moisture;
  j["island_lee_moisture"] = sides.lee_moisture;
  j["islands_lee_drier"] = sides.lee_drier;
  j["islands_two_sided"] = sides.two_sided;
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

int run_climate_stats(const std::string& recipe_id, std::int64_t seed, int size) {
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

// Lines "exp|log|sin|cos HEX" on stdin, one HEX result each (scripts/check-detmath.mjs compares with V8).
// A malformed line stops the run with a message naming the line and exit status 2.
int run_detmath() {
  worldlab::LineReader reader(std::cin, 256);
  std::string line;
  for (std::size_t number = 1;; ++number) {
    const auto status = reader.next(line);
    if (status == worldlab::LineReader::Status::kEnd) return 0;
    std::istringstream words(line);
    std::string fn, hex, extra;
    std::uint64_t b = 0;
    const bool shaped = status == worldlab::LineReader::Status::kLine && (words >> fn >> hex) && !(words >> extra);
    if (!shaped || (fn != "exp" && fn != "log" && fn != "sin" && fn != "cos") || !worldlab::parse_hex64(hex, b)) {
      if (line.find_first_not_of(" \t") == std::string::npos && status == worldlab::LineReader::Status::kLine)
        continue;  // blank lines carry no request
      std::cout.flush();
      std::cerr << "worldlab detmath: line " << number
                << ": expected \"exp|log|sin|cos HEX\" (HEX: 16 hex digits of a double), got \"" << line.substr(0, 80)
                << (line.size() > 80 || status != worldlab::LineReader::Status::kLine ? "...\"\n" : "\"\n");
      return 2;
    }
    double x;
    std::memcpy(&x, &b, sizeof x);
    const double y = fn == "exp"   ? worldlab::detmath::exp(x)
                     : fn == "log" ? worldlab::detmath::log(x)
                     : fn == "sin" ? worldlab::detmath::sin(x)
                                   : worldlab::detmath::cos(x);
    std::memcpy(&b, &y, sizeof b);
    std::printf("%016llx\n", static_cast<unsigned long long>(b));
  }
}

int run_graph(const std::string& preset, const std::string& file, const std::string& lang, bool as_json) {
  try {
    worldlab::GraphSpec spec;
    if (!file.empty()) {
      // The size limit is checked while reading: /dev/zero or a huge file stops at the limit.
      spec = worldlab::parse_graph(worldlab::read_file_limited(file, worldlab::kMaxGraphJsonBytes));
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
  } catch (const std::bad_alloc&) {  // out of memory is a runtime failure (1), not bad input (2)
    std::cerr << "worldlab graph: " << worldlab::describe_exception(std::current_exception()) << '\n';
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "worldlab graph: " << e.what() << '\n';
    return 2;
  }
}

int print_node_types() {
  std::cout << worldlab::node_types_json().dump(2) << '\n';
  return 0;
}

int run(const worldlab::cli::CommandLine& c) {
  const std::string& v = c.verb;
  if (v == "climate-stats") return run_climate_stats(c.recipe, c.climate_seed, c.climate_size);
  if (v == "climate-bench") return run_climate_bench(c.climate_size, c.repeat);
  if (v == "detmath") return run_detmath();
  if (v == "eval") return run_eval(c.decimal);
  if (v == "manifest") return run_manifest(c.out);
  if (v == "presets") {
    std::cout << worldlab::terrain_presets_json().dump(2) << '\n';
    return 0;
  }
  if (v == "hash") return worldlab::cli::run_hash(c.map);
  if (v == "render") return worldlab::cli::run_render(c.map, c.output);
  if (v == "tiles") return worldlab::cli::run_tiles(c.tiles);
  if (v == "water") return worldlab::cli::run_water(c.water);
  if (v == "layers") return worldlab::cli::run_layers();
  if (v == "palettes") return worldlab::cli::run_palettes();
  if (v == "kernel-bench") return run_kernel_bench(c.kernel, c.kernel_size, c.kernel_repeat);
  if (v == "water-bench")
    return run_water_bench(c.water_bench_input, c.water_bench_size, c.water_bench_cell_size, c.water_bench_repeat);
  if (v == "schema") {
    std::cout << (c.schema_markdown ? worldlab::schema_markdown() : worldlab::schema_document().dump(2) + "\n");
    return 0;
  }
  if (v == "graph") {
    if (c.graph_list) {
      for (auto name : worldlab::graph_preset_names()) std::cout << name << '\n';
      return 0;
    }
    return c.graph_types ? print_node_types() : run_graph(c.graph_preset, c.graph_file, c.graph_lang, c.graph_json);
  }
  return 2;
}

// Every way out of main: flushes standard output and checks it (a full disk, a closed pipe or /dev/full must not
// pass for success with a cut output); a failed write turns status 0 into 1, with a message on stderr.
int finish(const worldlab::cli::CommandLine& command, int status) {
  // A write that failed earlier left its errno (the output is the verb's last act); a failing flush sets its own.
  const int earlier = !std::cout || std::ferror(stdout) ? errno : 0;
  errno = 0;
  std::cout.flush();
  const bool flush_failed = std::fflush(stdout) != 0;
  const int error = errno ? errno : earlier;
  if (std::cout && !flush_failed && !std::ferror(stdout)) return status;
  std::cerr << "worldlab" << (command.verb.empty() ? "" : " ") << command.verb
            << ": cannot write to standard output: " << (error ? std::strerror(error) : "write error") << '\n';
  return status ? status : 1;
}

}  // namespace

int main(int argc, char** argv) {
  worldlab::cli::CommandLine command;
  if (const auto status = worldlab::cli::parse_command_line(argc, argv, command, std::cout, std::cerr)) {
    return finish(command, *status);
  }
  if (!apply_run_options(command)) return finish(command, 2);
  if (command.version || command.verb == "info") {
    print_info(command.verb == "info");
    return finish(command, 0);
  }
  int status = 1;
  try {
    status = run(command);
  } catch (...) {  // the verbs report their own errors; this is the last net (out of memory, say), never an abort
    std::cout.flush();
    std::cerr << "worldlab " << command.verb << ": " << worldlab::describe_exception(std::current_exception()) << '\n';
    status = 1;
  }
  return finish(command, status);
}
