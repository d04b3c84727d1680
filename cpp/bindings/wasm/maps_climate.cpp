// Entries of the climate lab (4) and the regions lab (5), and the tutorial's biome table they colour with.
#include <span>
#include <vector>

#include "entries.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::wasm {

val render_climate_lab(double seed, ParamsArg<lab::ClimateLabParams> params, GridArg grid) {
  const lab::ClimateLabParams p = read_params(params);
  const Grid g = read_grid(grid);
  const std::size_t n = g.size();
  check_request_memory("renderClimateLab", n, kClimateLabLayers);  // four layers, their copy, the climate's own
  std::vector<double> out(4 * n);
  const std::span<double> all(out);
  lab::fill_climate_lab(seed_from(seed), p, g, all.subspan(3 * n, n), all.subspan(n, n), all.subspan(2 * n, n),
                        all.subspan(0, n));
  val r = ok_result(to_float64_array(out));
  r.set("land_share", land_share(all.subspan(3 * n, n), 0.0));
  return r;
}

val biome_table() {
  const BiomeTable& t = tutorial_biome_table();
  nlohmann::ordered_json cells = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < t.names.size(); ++i)
    cells.push_back({{"name", t.names[i]}, {"rgb", {t.colours[i].r, t.colours[i].g, t.colours[i].b}}});
  val r = ok_result();
  r.set("biomes", to_js(cells));
  return r;
}

val render_regions(double seed, ParamsArg<lab::RegionLabParams> params, GridArg grid) {
  const lab::RegionLabParams p = read_params(params);
  const Grid g = read_grid(grid);
  check_request_memory("renderRegions", g.size(), kRegionsMapLayers);  // r, g, b, their copy, the blend's own, the regions
  std::vector<double> rgb(3 * g.size());
  std::vector<double> region(g.size());
  const lab::RegionLab out = lab::fill_region_lab(seed_from(seed), p, g, rgb, region);
  std::vector<double> sites;
  sites.reserve(3 * out.sites.size());
  for (std::size_t i = 0; i < out.sites.size(); ++i)
    sites.insert(sites.end(), {out.sites[i].x, out.sites[i].y, static_cast<double>(out.biomes[i])});
  val r = ok_result(to_float64_array(rgb));
  r.set("sites", to_float64_array(sites));
  r.set("region", to_float64_array(region));  // the nearest site's index per sample (for the page's probe)
  return r;
}

}  // namespace worldlab::wasm
