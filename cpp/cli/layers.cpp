// The CLI's layers: terrain, density graphs, the tutorial climate, the Islands climate, regions and the
// hero world, each filled by the core and coloured with the page's palettes (worldlab/palette.hpp).
#include "layers.hpp"

#include <algorithm>
#include <cmath>

#include "cli_io.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/palette.hpp"
#include "worldlab/request_budget.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"
#include "worldlab/text_input.hpp"
#include "worldlab/world.hpp"

namespace worldlab::cli {

namespace {

namespace pal = worldlab::palette;

// The labs' views: a 256² map in map units (labs 2, 3, 7), 320 × 240 samples of the tutorial's map in
// map units (lab 4) or world units (labs 5, 6), and 320 × 240 samples two world units apart (lab 8).
constexpr Grid kMapView{0, 0, 1.0 / 256, 256, 256};
constexpr Grid kClimateView{0, 0, 1.0 / 320, 320, 240};
constexpr Grid kWorldUnitsView{0, 0, 1, 320, 240};
constexpr Grid kWorldView{0, 0, 2, 320, 240};
constexpr double kMapRelief = 0.1;   // map units per height unit: a ridge across a tenth of the map
constexpr double kWorldRelief = 12;  // world units per height unit
constexpr double kBiomeHi = 65534;   // biome layers' 16-bit PNG holds id + 1 (0 = water, −1)

// clang-format off
constexpr LayerInfo kLayers[] = {
    {"terrain", "a terrain preset (--preset, --params): heights", ValueKind::kScalar, false, kMapView, true, -1, 1, kMapRelief, ""},
    {"graph", "a density graph document (--graph FILE or --graph-preset NAME): its output (or --graph-output NAME)", ValueKind::kScalar, true, kWorldUnitsView, true, -1, 1, kWorldRelief, ""},
    {"climate.height", "the tutorial climate's terrain (lab 4; --preset, default tutorial-fbm)", ValueKind::kScalar, false, kClimateView, true, -1, 1, kMapRelief, ""},
    {"climate.temperature", "the tutorial climate's temperature 0..1 (mountain chill included)", ValueKind::kScalar, false, kClimateView, true, 0, 1, kMapRelief, ""},
    {"climate.moisture", "the tutorial climate's moisture 0..1", ValueKind::kScalar, false, kClimateView, true, 0, 1, kMapRelief, ""},
    {"climate.biome", "the tutorial's 3 x 3 biome table over the climate (-1 on water)", ValueKind::kBiome, false, kClimateView, true, -1, kBiomeHi, kMapRelief, ""},
    {"islands.height", "an Islands climate recipe's terrain (--recipe)", ValueKind::kScalar, false, kMapView, false, -1, 1, kMapRelief, ""},
    {"islands.temperature", "the Islands climate's temperature 0..1", ValueKind::kScalar, false, kMapView, false, 0, 1, kMapRelief, ""},
    {"islands.moisture", "the Islands climate's moisture 0..1", ValueKind::kScalar, false, kMapView, false, 0, 1, kMapRelief, ""},
    {"islands.air", "the Islands climate's wind humidity 0..1", ValueKind::kScalar, false, kMapView, false, 0, 1, kMapRelief, ""},
    {"islands.biome", "the Islands climate's Whittaker biomes (0 ocean .. 12 beach)", ValueKind::kBiome, false, kMapView, false, -1, kBiomeHi, kMapRelief, ""},
    {"regions", "the tutorial's Voronoi regions (lab 5): blended colours; --points writes the sites", ValueKind::kColour, true, kWorldUnitsView, true, 0, 255, kWorldRelief, "sites"},
    {"regions.endless", "endless Voronoi regions (one site per 96-unit cell, any viewport): blended colours; --points writes the sites", ValueKind::kColour, true, kWorldView, true, 0, 255, kWorldRelief, "sites"},
    {"world.height", "the hero world's height (lab 8); --points writes the trees", ValueKind::kScalar, true, kWorldView, true, -1, 1, kWorldRelief, "trees"},
    {"world.temperature", "the hero world's temperature 0..1", ValueKind::kScalar, true, kWorldView, true, 0, 1, kWorldRelief, "trees"},
    {"world.moisture", "the hero world's moisture 0..1", ValueKind::kScalar, true, kWorldView, true, 0, 1, kWorldRelief, "trees"},
    {"world.biome", "the hero world's region biomes (0..8, -1 on water)", ValueKind::kBiome, true, kWorldView, true, -1, kBiomeHi, kWorldRelief, "trees"},
    {"world.weight", "the hero world's share of the nearest region (0.5 on a border .. 1)", ValueKind::kScalar, true, kWorldView, true, 0, 1, kWorldRelief, "trees"},
    {"world.rgb", "the hero world's colours (blended regions, water by depth)", ValueKind::kColour, true, kWorldView, true, 0, 255, kWorldRelief, "trees"},
};
// clang-format on

std::string_view suffix_of(std::string_view id) {
  const auto dot = id.find('.');
  return dot == std::string_view::npos ? std::string_view() : id.substr(dot + 1);
}

// Colour helpers: the page's canvas stores each channel with Uint8ClampedArray rounding.
void put(std::vector<std::uint8_t>& rgb, std::size_t i, const Rgb& c) {
  rgb[3 * i] = c.r, rgb[3 * i + 1] = c.g, rgb[3 * i + 2] = c.b;
}
void put(std::vector<std::uint8_t>& rgb, std::size_t i, const pal::Rgbd& c) {
  rgb[3 * i] = pal::store_channel(c.r), rgb[3 * i + 1] = pal::store_channel(c.g),
          rgb[3 * i + 2] = pal::store_channel(c.b);
}
// A layer whose values are already r, g, b in [0, 1] per sample (the regions maps): its stored channels.
std::vector<std::uint8_t> stored_channels(std::span<const double> rgb01) {
  std::vector<std::uint8_t> rgb(rgb01.size());
  for (std::size_t i = 0; i < rgb01.size(); ++i) rgb[i] = pal::store_channel(rgb01[i]);
  return rgb;
}
void put_lut(std::vector<std::uint8_t>& rgb, std::size_t i, const pal::Lut& lut, double value, double offset) {
  put(rgb, i, lut[static_cast<std::size_t>(pal::lut_index(value, offset))]);
}

// Terrain colours for a whole height field (terrain, graph, the *.height layers).
std::vector<std::uint8_t> terrain_colours(std::span<const double> heights, double sea_level) {
  std::vector<std::uint8_t> rgb(heights.size() * 3);
  for (std::size_t i = 0; i < heights.size(); ++i) put_lut(rgb, i, pal::terrain_lut(), heights[i], sea_level);
  return rgb;
}

std::string percent(double share) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f %%", share * 100.0);
  return text;
}

// Single-quoted for a POSIX shell.
std::string shell_quote(std::string_view s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string seed_option(std::int64_t seed) { return " --seed " + std::to_string(seed); }

// ---------- terrain ----------

// --params: a JSON object on the command line, or the name of a file that holds one.
// Blank text (--params '', an empty file) is refused: it read as no parameters at all (issue 27).
std::string params_text(const std::string& option) {
  const auto first = option.find_first_not_of(" \t\r\n");
  if (option.empty()) return option;  // --params not given
  if (first == std::string::npos) throw InvalidArgument("--params is empty: give a JSON object (e.g. {}) or a file");
  if (option[first] == '{') return option;
  std::string text = read_file(option, kParamsJsonLimits.max_bytes);
  if (is_blank(text)) throw InvalidArgument("--params " + option + " is empty: it must hold a JSON object (e.g. {})");
  return text;
}

class TerrainSource final : public LayerSource {
 public:
  TerrainSource(const LayerInfo& info, const LayerOptions& o)
      : LayerSource(info), o_(o), params_(read_terrain_params(o.preset, params_text(o.params))) {}
  LayerMap render(const Grid& grid, bool colour) const override {
    LayerMap m;
    m.grid = grid;
    m.values = relief(grid);
    if (colour) m.rgb = terrain_colours(m.values, params_.sea_level);
    m.relief = m.values;
    m.sea_level = params_.sea_level;
    m.summary = "land " + percent(land_share(m.values, params_.sea_level));
    return m;
  }
  std::vector<double> relief(const Grid& grid) const override {
    std::vector<double> h(grid.size());
    fill_terrain(o_.seed, params_, grid, h);
    return h;
  }
  std::string describe_options(std::string_view) const override {
    std::string s = "--layer terrain";
    if (!o_.preset.empty()) s += " --preset " + o_.preset;
    if (!o_.params.empty()) s += " --params " + shell_quote(o_.params);
    return s + seed_option(o_.seed);
  }

 private:
  LayerOptions o_;
  TerrainParams params_;
};

// ---------- density graphs ----------

GraphSpec read_graph(const LayerOptions& o) {
  if (!o.graph_file.empty()) {
    if (!o.graph_preset.empty()) throw InvalidArgument("give --graph or --graph-preset, not both");
    return parse_graph(read_file(o.graph_file, kMaxGraphJsonBytes));
  }
  return graph_preset(o.graph_preset.empty() ? "tutorial-example" : o.graph_preset);
}

class GraphSource final : public LayerSource {
 public:
  GraphSource(const LayerInfo& info, const LayerOptions& o) : LayerSource(info), o_(o), graph_(read_graph(o), o.seed) {}
  LayerMap render(const Grid& grid, bool colour) const override {
    LayerMap m;
    m.grid = grid;
    m.values = relief(grid);
    if (colour) m.rgb = terrain_colours(m.values, 0.0);  // lab 6 colours the graph with the sea at 0
    m.relief = m.values;
    m.sea_level = 0.0;
    return m;
  }
  std::vector<double> relief(const Grid& grid) const override {
    std::vector<double> v(grid.size());
    fill_graph_node(graph_, graph_.output_node(o_.graph_output), grid, v);
    return v;
  }
  std::string describe_options(std::string_view graph_path) const override {
    std::string s = "--layer graph";
    if (!o_.graph_file.empty())
      s += " --graph " + shell_quote(graph_path.empty() ? std::string_view(o_.graph_file) : graph_path);
    else if (!o_.graph_preset.empty())
      s += " --graph-preset " + o_.graph_preset;
    if (!o_.graph_output.empty()) s += " --graph-output " + o_.graph_output;
    return s + seed_option(o_.seed);
  }

 private:
  LayerOptions o_;
  CompiledGraph graph_;
};

// ---------- the tutorial climate (lab 4) ----------

class ClimateSource final : public LayerSource {
 public:
  ClimateSource(const LayerInfo& info, const LayerOptions& o) : LayerSource(info), o_(o) {
    params_.terrain = read_terrain_params(o.preset.empty() ? "tutorial-fbm" : o.preset, params_text(o.params));
    validate(params_);
  }
  LayerMap render(const Grid& grid, bool colour) const override {
    const std::size_t n = grid.size();
    std::vector<double> height(n), temperature(n), moisture(n), biome(n);
    lab::fill_climate_lab(o_.seed, params_, grid, height, temperature, moisture, biome);
    const std::string_view which = suffix_of(info().id);
    LayerMap m;
    m.grid = grid;
    m.summary = "land " + percent(land_share(height, 0.0));
    m.values = which == "height"        ? height
               : which == "temperature" ? temperature
               : which == "moisture"    ? moisture
                                        : biome;
    if (colour) {
      m.rgb.resize(3 * n);
      const auto& colours = tutorial_biome_table().colours;
      for (std::size_t i = 0; i < n; ++i) {
        const bool water = biome[i] < 0;
        if (which == "height")
          put_lut(m.rgb, i, pal::terrain_lut(), height[i], 0.0);
        else if (which != "biome" && water)
          put(m.rgb, i, pal::kWaterSlate);  // the climate views show the land's values only
        else if (which == "temperature")
          put(m.rgb, i, pal::ramp(pal::heat_ramp(), temperature[i]));
        else if (which == "moisture")
          put(m.rgb, i, pal::ramp(pal::moisture_ramp(), moisture[i]));
        else if (water)
          put_lut(m.rgb, i, pal::terrain_lut(), height[i], 0.0);
        else
          put(m.rgb, i, colours[static_cast<std::size_t>(biome[i])]);
      }
    }
    m.relief = std::move(height);
    m.sea_level = 0.0;  // lab 4: land where height > 0
    return m;
  }
  std::vector<double> relief(const Grid& grid) const override {
    std::vector<double> h(grid.size());
    fill_terrain(o_.seed, params_.terrain, grid, h);  // lab 4's height is fill_terrain over the same grid
    return h;
  }
  std::string describe_options(std::string_view) const override {
    std::string s = "--layer " + std::string(info().id);
    if (!o_.preset.empty()) s += " --preset " + o_.preset;
    if (!o_.params.empty()) s += " --params " + shell_quote(o_.params);
    return s + seed_option(o_.seed);
  }

 private:
  LayerOptions o_;
  lab::ClimateLabParams params_;
};

// ---------- the Islands climate (lab 7) ----------

class IslandsSource final : public LayerSource {
 public:
  IslandsSource(const LayerInfo& info, const LayerOptions& o) : LayerSource(info), o_(o) {
    recipe_ = islands::find_recipe(o.recipe);
    if (!recipe_) {
      std::string known;
      for (const auto& r : islands::recipes()) known.append(" ").append(r.id);
      throw InvalidArgument("unknown recipe \"" + o.recipe + "\"; known:" + known);
    }
  }
  LayerMap render(const Grid& grid, bool colour) const override {
    islands::ClimateMap c = islands::make_recipe_map(o_.seed, *recipe_, grid);
    const std::string_view which = suffix_of(info().id);
    LayerMap m;
    m.grid = grid;
    if (which == "biome")
      m.values.assign(c.biome.begin(), c.biome.end());
    else
      m.values = which == "height"        ? c.height
                 : which == "temperature" ? c.temperature
                 : which == "moisture"    ? c.moisture
                                          : c.air;
    std::size_t land = 0;
    for (std::uint8_t b : c.biome) land += b != islands::kOcean;
    m.summary = "land " + percent(static_cast<double>(land) / static_cast<double>(c.biome.size()));
    if (colour) {
      m.rgb.resize(3 * grid.size());
      for (std::size_t i = 0; i < grid.size(); ++i) {
        const bool water = c.biome[i] == islands::kOcean;
        if (which == "height") {
          put_lut(m.rgb, i, pal::terrain_lut(), c.height[i], c.threshold);
        } else if ((which == "temperature" || which == "moisture") && water) {
          put(m.rgb, i, pal::kWaterSlate);
        } else if (which == "temperature") {
          put(m.rgb, i, pal::ramp(pal::heat_ramp(), c.temperature[i]));
        } else if (which == "moisture") {
          put(m.rgb, i, pal::ramp(pal::moisture_ramp(), c.moisture[i]));
        } else if (which == "air") {
          put(m.rgb, i, pal::ramp(pal::air_ramp(), c.air[i]));
        } else {
          const auto b = islands::biome_colour(c.biome[i]);
          put(m.rgb, i, Rgb{b[0], b[1], b[2]});
        }
      }
    }
    m.relief = std::move(c.height);
    m.sea_level = std::nextafter(c.threshold, -1e300);  // land where height >= threshold
    return m;
  }
  std::vector<double> relief(const Grid& grid) const override {
    std::vector<double> h(grid.size());
    fill_terrain(o_.seed, find_terrain_preset(recipe_->terrain_preset)->params, grid, h);
    return h;
  }
  std::string describe_options(std::string_view) const override {
    return "--layer " + std::string(info().id) + " --recipe " + o_.recipe + seed_option(o_.seed);
  }

 private:
  LayerOptions o_;
  const islands::Recipe* recipe_ = nullptr;
};

// ---------- Voronoi regions (lab 5) ----------

class RegionsSource final : public LayerSource {
 public:
  RegionsSource(const LayerInfo& info, const LayerOptions& o) : LayerSource(info), o_(o) { validate(params_); }
  LayerMap render(const Grid& grid, bool colour) const override {
    LayerMap m;
    m.grid = grid;
    m.values.resize(3 * grid.size());
    const lab::RegionLab r = lab::fill_region_lab(o_.seed, params_, grid, m.values);
    if (colour) m.rgb = stored_channels(m.values);
    const BiomeTable& table = tutorial_biome_table();
    for (std::size_t i = 0; i < r.sites.size(); ++i)
      m.points.push_back({r.sites[i].x, r.sites[i].y, r.biomes[i], table.names[static_cast<std::size_t>(r.biomes[i])]});
    return m;
  }
  // The lab's sites that lie in the area (render --points writes all of them, as the lab shows them).
  std::vector<MapPoint> points(const PointArea& area) const override {
    const std::vector<Site> sites = make_sites(params_.count, params_.width, params_.height, o_.seed);
    const std::vector<int> biomes = region_biomes(sites, ClimateTables(o_.seed), {}, params_.climate);
    const BiomeTable& table = tutorial_biome_table();
    std::vector<MapPoint> out;
    for (std::size_t i = 0; i < sites.size(); ++i)
      if (in_area(area, sites[i].x, sites[i].y))
        out.push_back({sites[i].x, sites[i].y, biomes[i], table.names[static_cast<std::size_t>(biomes[i])]});
    return out;
  }
  std::vector<double> relief(const Grid&) const override { return {}; }
  std::string describe_options(std::string_view) const override { return "--layer regions" + seed_option(o_.seed); }

 private:
  LayerOptions o_;
  lab::RegionLabParams params_;
};

// ---------- endless Voronoi regions (endless.hpp): any viewport ----------

class EndlessRegionsSource final : public LayerSource {
 public:
  EndlessRegionsSource(const LayerInfo& info, const LayerOptions& o) : LayerSource(info), o_(o) { validate(params_); }
  LayerMap render(const Grid& grid, bool colour) const override {
    LayerMap m;
    m.grid = grid;
    m.values.resize(3 * grid.size());
    fill_endless_region_colours(o_.seed, params_, grid, m.values);
    if (colour) m.rgb = stored_channels(m.values);
    return m;
  }
  std::vector<MapPoint> points(const PointArea& area) const override {
    const BiomeTable& table = tutorial_biome_table();
    std::vector<MapPoint> out;
    for (const EndlessSite& s : endless_sites_in(o_.seed, params_, area.x_min, area.x_max, area.y_min, area.y_max))
      if (in_area(area, s.site.x, s.site.y))
        out.push_back({s.site.x, s.site.y, s.biome, table.names[static_cast<std::size_t>(s.biome)]});
    return out;
  }
  std::vector<double> relief(const Grid&) const override { return {}; }
  std::string describe_options(std::string_view) const override {
    return "--layer regions.endless" + seed_option(o_.seed);
  }

 private:
  LayerOptions o_;
  EndlessRegionParams params_;
};

// ---------- the hero world (lab 8) ----------

class WorldSource final : public LayerSource {
 public:
  WorldSource(const LayerInfo& info, const LayerOptions& o)
      : LayerSource(info), o_(o), height_(world_graph(params_), o.seed) {}
  LayerMap render(const Grid& grid, bool colour) const override {
    WorldMap w = generate_world_ground(o_.seed, grid, params_);  // the trees are asked apart (points)
    const std::string_view which = suffix_of(info().id);
    const std::size_t n = grid.size();
    LayerMap m;
    m.grid = grid;
    if (which == "height") m.values = w.height;
    if (which == "temperature") m.values = w.temperature;
    if (which == "moisture") m.values = w.moisture;
    if (which == "weight") m.values = w.weight;
    if (which == "biome") m.values.assign(w.biome.begin(), w.biome.end());
    if (which == "rgb") m.values.assign(w.rgb.begin(), w.rgb.end());
    if (colour) {
      m.rgb.resize(3 * n);
      const auto& colours = tutorial_biome_table().colours;
      for (std::size_t i = 0; i < n; ++i) {
        const bool water = w.biome[i] < 0;
        if (which == "height")
          put_lut(m.rgb, i, pal::terrain_lut(), w.height[i], params_.sea_level);
        else if ((which == "temperature" || which == "moisture") && water)
          put(m.rgb, i, pal::kWaterSlate);
        else if (which == "temperature")
          put(m.rgb, i, pal::ramp(pal::heat_ramp(), w.temperature[i]));
        else if (which == "moisture")
          put(m.rgb, i, pal::ramp(pal::moisture_ramp(), w.moisture[i]));
        else if (which == "weight")  // 0.5 (a border) black .. 1 (a region's heart) white
          put_lut(m.rgb, i, pal::grey_lut(), 4 * w.weight[i] - 3, 0.0);
        else if (which == "biome" && water)
          put_lut(m.rgb, i, pal::terrain_lut(), w.height[i], params_.sea_level);
        else if (which == "biome")
          put(m.rgb, i, colours[static_cast<std::size_t>(w.biome[i])]);
        else
          m.rgb[3 * i] = w.rgb[3 * i], m.rgb[3 * i + 1] = w.rgb[3 * i + 1], m.rgb[3 * i + 2] = w.rgb[3 * i + 2];
      }
    }
    std::size_t land = 0;
    for (std::int32_t b : w.biome) land += b >= 0;
    m.summary = "land " + percent(static_cast<double>(land) / static_cast<double>(n));
    m.relief = std::move(w.height);
    m.sea_level = params_.sea_level;
    return m;
  }
  std::vector<MapPoint> points(const PointArea& area) const override {
    const BiomeTable& table = tutorial_biome_table();
    std::vector<MapPoint> out;
    for (const PlacedPoint& t : world_trees(o_.seed, params_, area.x_min, area.x_max, area.y_min, area.y_max))
      if (in_area(area, t.x, t.y)) out.push_back({t.x, t.y, t.biome, table.names[static_cast<std::size_t>(t.biome)]});
    return out;
  }
  std::vector<double> relief(const Grid& grid) const override {
    std::vector<double> h(grid.size());
    fill_graph_node(height_, height_.output_node("height"), grid, h);  // the world's own height node
    return h;
  }
  std::string describe_options(std::string_view) const override {
    return "--layer " + std::string(info().id) + seed_option(o_.seed);
  }

 private:
  LayerOptions o_;
  WorldParams params_;
  CompiledGraph height_;  // the world's graph, for the height alone (hill shading's margins)
};

}  // namespace

std::span<const LayerInfo> layers() noexcept { return kLayers; }

std::uint64_t budget_layers(const LayerInfo& layer) noexcept {
  const std::string_view id = layer.id;
  if (id.starts_with("world.")) return kWorldMapLayers;
  if (id.starts_with("islands.")) return kIslandsMapLayers;
  if (id.starts_with("climate.")) return kClimateLabLayers;
  if (id == "regions" || id == "regions.endless") return kRegionsMapLayers;
  return kHeightMapLayers;
}

const LayerInfo& find_layer(std::string_view id) {
  for (const LayerInfo& l : kLayers)
    if (l.id == id) return l;
  std::string known;
  for (const LayerInfo& l : kLayers) known.append(" ").append(l.id);
  throw InvalidArgument("unknown layer \"" + std::string(id) + "\"; known:" + known);
}

Grid make_view(const LayerInfo& layer, const ViewOptions& v, int max_side) {
  Grid g = layer.lab_view;
  if (v.size) {
    if (*v.size < 1 || *v.size > max_side)
      throw InvalidArgument("--size must be 1.." + std::to_string(max_side) + ", got " + std::to_string(*v.size));
    // N × N over the lab view's width: for map units, exactly default_map_grid(N).
    g.step = layer.lab_view.width * layer.lab_view.step / *v.size;
    if (!layer.world_units && layer.lab_view.width * layer.lab_view.step == 1.0) g.step = 1.0 / *v.size;
    g.width = g.height = *v.size;
  }
  if (v.x0) g.x0 = *v.x0;
  if (v.y0) g.y0 = *v.y0;
  if (v.step) g.step = *v.step;
  if (v.width) g.width = *v.width;
  if (v.height) g.height = *v.height;
  g.col0 = v.col0, g.row0 = v.row0;
  const auto side = [&](int value, const char* name) {
    if (value < 1 || value > max_side)
      throw InvalidArgument(std::string(name) + " must be 1.." + std::to_string(max_side) + ", got " +
                            std::to_string(value));
  };
  side(g.width, "--width");
  side(g.height, "--height");
  if (!std::isfinite(g.step) || !(g.step > 0)) throw InvalidArgument("--step must be finite and > 0");
  for (auto [value, name] : {std::pair{g.x0, "--x0"}, std::pair{g.y0, "--y0"}})
    if (!std::isfinite(value)) throw InvalidArgument(std::string(name) + " must be finite");
  // The first and last sample of each axis within the bound (kMaxViewCoordinate: why, in layers.hpp).
  const struct {
    double first, last;
    const char *origin, *side;
  } axes[] = {{g.x(0), g.x(g.width - 1), "--x0", "--width"}, {g.y(0), g.y(g.height - 1), "--y0", "--height"}};
  for (const auto& a : axes) {
    if (const std::string p = coordinate_problem(a.first); !p.empty()) throw InvalidArgument(std::string(a.origin) + " " + p);
    if (const std::string p = coordinate_problem(a.last); !p.empty())
      throw InvalidArgument(std::string("the viewport's last sample (") + a.origin + " + (" + a.side + " - 1) · --step) " +
                            p);
  }
  // A view beyond one grid is filled in windows of it: each is checked as it is filled, its first here.
  Grid first = g;
  first.width = std::min(g.width, kMaxGridSide);
  first.height = std::min(g.height, kMaxGridSide);
  validate(first);
  return g;
}

PointArea view_area(const Grid& grid) {
  return {grid.x(0), grid.x(grid.width - 1), grid.y(0), grid.y(grid.height - 1), false};
}

bool in_area(const PointArea& a, double x, double y) {
  if (!(x >= a.x_min && y >= a.y_min)) return false;
  return a.open_max ? x < a.x_max && y < a.y_max : x <= a.x_max && y <= a.y_max;
}

std::string coordinate_problem(double v) {
  if (std::fabs(v) <= kMaxViewCoordinate) return {};
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", v);
  return std::string("is ") + text +
         "; coordinates must stay within ±1e15 (beyond it neighbouring samples merge and the noise's lattice breaks "
         "down)";
}

std::string_view layer_id(const LayerOptions& o) {
  if (!o.layer.empty()) return o.layer;
  return o.graph_file.empty() && o.graph_preset.empty() ? "terrain" : "graph";
}

std::unique_ptr<LayerSource> make_layer_source(const LayerOptions& o) {
  const LayerInfo& info = find_layer(layer_id(o));
  const std::string_view id = info.id;
  if (id == "terrain") return std::make_unique<TerrainSource>(info, o);
  if (id == "graph") return std::make_unique<GraphSource>(info, o);
  if (id.starts_with("climate.")) return std::make_unique<ClimateSource>(info, o);
  if (id.starts_with("islands.")) return std::make_unique<IslandsSource>(info, o);
  if (id == "regions") return std::make_unique<RegionsSource>(info, o);
  if (id == "regions.endless") return std::make_unique<EndlessRegionsSource>(info, o);
  return std::make_unique<WorldSource>(info, o);
}

std::string number_text(double v) { return code_number(v); }  // the graph code's JavaScript number text

}  // namespace worldlab::cli
