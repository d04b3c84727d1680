// The worldlab command line: eval (JSON lines), manifest, presets and render, native and WASM alike.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "worldlab/eval.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/manifest.hpp"
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

// Prints the FNV-1a-64 hash of a terrain map: what the lab shows under the same map.
int run_hash(const std::string& preset_id, const std::string& params_text, long long seed, int size) {
  try {
    const worldlab::TerrainParams params = read_params(preset_id, params_text);
    const worldlab::Grid grid = worldlab::default_map_grid(size);
    std::vector<double> heights(grid.size());
    worldlab::fill_terrain(seed, params, grid, heights);
    std::cout << worldlab::hex64(worldlab::fnv1a64(heights)) << '\n';
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "worldlab hash: " << e.what() << '\n';
    return 2;
  }
}

int run_render(const std::string& preset_id, const std::string& params_text, long long seed, int size,
               const std::string& out_path) {
  try {
    const worldlab::TerrainParams params = read_params(preset_id, params_text);
    const worldlab::Grid grid = worldlab::default_map_grid(size);
    worldlab::validate(grid);
    std::vector<double> heights(grid.size());
    worldlab::fill_terrain(seed, params, grid, heights);
    std::cerr << "hash " << worldlab::hex64(worldlab::fnv1a64(heights)) << ", land "
              << worldlab::land_share(heights, params.sea_level) * 100.0 << "%\n";
    if (out_path.size() > 4 && out_path.substr(out_path.size() - 4) == ".f32") {
      std::vector<float> f(heights.begin(), heights.end());
      std::ofstream out(out_path, std::ios::binary);
      out.write(reinterpret_cast<const char*>(f.data()), static_cast<std::streamsize>(f.size() * sizeof(float)));
      return out ? 0 : 1;
    }
#if WORLDLAB_HAVE_PNG
    std::vector<unsigned char> rgb(grid.size() * 3);
    for (std::size_t i = 0; i < heights.size(); ++i) terrain_colour(heights[i], params.sea_level, &rgb[i * 3]);
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
    std::cerr << "worldlab render: this build writes .f32 only (no libpng)\n";
    return 1;
#endif
  } catch (const std::exception& e) {
    std::cerr << "worldlab render: " << e.what() << '\n';
    return 2;
  }
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

  std::string preset_id, params_text, render_out;
  long long seed = 1;
  int size = 256;
  auto* render = app.add_subcommand("render", "Render a terrain map to PNG (terrain colours) or .f32 (raw heights)");
  render->add_option("--preset", preset_id, "Preset id (see `presets`)");
  render->add_option("--params", params_text, "JSON parameters over the preset's");
  render->add_option("--seed", seed, "World seed (64-bit integer)");
  render->add_option("--size", size, "Samples per side")->check(CLI::Range(1, worldlab::kMaxGridSide));
  render->add_option("--out", render_out, "Output file: .png or .f32")->required();

  std::string hash_preset, hash_params;
  long long hash_seed = 1;
  int hash_size = 256;
  auto* hash = app.add_subcommand("hash", "Print the FNV-1a-64 hash of a terrain map (the lab shows the same)");
  hash->add_option("--preset", hash_preset, "Preset id (see `presets`)");
  hash->add_option("--params", hash_params, "JSON parameters over the preset's");
  hash->add_option("--seed", hash_seed, "World seed (64-bit integer)");
  hash->add_option("--size", hash_size, "Samples per side")->check(CLI::Range(1, worldlab::kMaxGridSide));

  CLI11_PARSE(app, argc, argv);

  if (*eval) return run_eval(decimal);
  if (*manifest) return run_manifest(manifest_out);
  if (*presets) {
    std::cout << worldlab::terrain_presets_json().dump(2) << '\n';
    return 0;
  }
  if (*hash) return run_hash(hash_preset, hash_params, hash_seed, hash_size);
  if (*render) return run_render(preset_id, params_text, seed, size, render_out);
  return 1;
}
