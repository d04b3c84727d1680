// Manifest entries of the water module: routing, area, basins, order and erosion of one heightmap, and the
// eroded-islands graph (its area nodes prepared by every build).
#include <string>
#include <tuple>
#include <vector>

#include "manifest_registry.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/water.hpp"

namespace worldlab::manifest_detail {

void add_water_entries(ManifestBuilder& b) {
  // The Islands terrain over its unit square at 96 x 80 cells (a coast, pits in the sea floor, flats nowhere
  // by construction) and the same cut to whole hundredths (flats, ties, lakes).
  const Grid grid{0.0, 0.0, 1.0 / 95, 96, 80};
  std::vector<double> islands(grid.size());
  fill_graph(CompiledGraph(graph_preset("islands"), 1), grid, islands);
  std::vector<double> stepped(islands);
  for (double& v : stepped) v = static_cast<double>(static_cast<long long>(v * 100.0)) / 100.0;
  const water::RasterShape shape{96, 80, 1.0 / 95};
  const std::size_t n = shape.cells();
  for (const auto& [name, height, sea] : {std::tuple{"islands", &islands, -water::kNoSea},
                                          std::tuple{"islands.sea", &islands, -0.04},
                                          std::tuple{"stepped", &stepped, -water::kNoSea}}) {
    const std::string tag = std::string("water.") + name;
    std::vector<double> filled(n), area(n), rain(n), wet(n);
    std::vector<std::uint32_t> receivers(n), stack(n), basin(n);
    std::vector<std::uint8_t> order(n);
    water::route_flow(shape, *height, {filled, receivers, stack}, sea);
    water::accumulate(shape, receivers, stack, {}, area);
    for (std::size_t i = 0; i < n; ++i) rain[i] = 0.5 + (*height)[i] * (*height)[i];
    water::accumulate(shape, receivers, stack, rain, wet);
    water::basins(receivers, stack, basin);
    water::strahler(receivers, stack, order);
    b.add(tag + ".filled", filled);
    b.add(tag + ".receivers", std::vector<double>(receivers.begin(), receivers.end()));
    b.add(tag + ".stack", std::vector<double>(stack.begin(), stack.end()));
    b.add(tag + ".area", area);
    b.add(tag + ".area_rain", wet);
    b.add(tag + ".basins", std::vector<double>(basin.begin(), basin.end()));
    b.add(tag + ".strahler", std::vector<double>(order.begin(), order.end()));
    std::vector<double> segments;
    for (const auto& line : water::river_segments(receivers, stack, area, 0.004)) {
      segments.push_back(static_cast<double>(line.size()));
      segments.insert(segments.end(), line.begin(), line.end());
    }
    b.add(tag + ".rivers", segments);
    // Erosion: n = 1 (closed form) with diffusion and uplift, and n = 1.5 (Newton) with rain.
    water::ErosionParams p;
    p.steps = 12;
    p.dt = 2.0;
    p.k = 0.02;
    p.uplift = 1e-3;
    p.diffusion = 2e-6;
    p.sea_level = sea;
    std::vector<double> eroded(*height);
    water::erode(shape, eroded, {}, p);
    b.add(tag + ".eroded", eroded);
    p.n = 1.5;
    p.m = 0.6;
    eroded = *height;
    water::erode(shape, eroded, rain, p);
    b.add(tag + ".eroded_newton_rain", eroded);
    // Thermal erosion alone at a talus slope of 2 (the islands' coasts reach about 5 in these units), and with the
    // stream-power law, uplift and diffusion of the first case.
    water::ErosionParams slump;
    slump.steps = 8;
    slump.k = 0.0;
    slump.thermal = 0.3;
    slump.talus = 2.0;
    slump.sea_level = sea;
    eroded = *height;
    water::erode(shape, eroded, {}, slump);
    b.add(tag + ".thermal", eroded);
    p.n = 1.0;
    p.m = 0.5;
    p.thermal = 0.3;
    p.talus = 2.0;
    eroded = *height;
    water::erode(shape, eroded, {}, p);
    b.add(tag + ".eroded_thermal", eroded);
  }
  // The shipped world with erosion and rivers, read at 128 x 128 over its square and beyond.
  const CompiledGraph world(graph_preset("eroded-islands"), 1);
  const Grid view{-0.125, -0.125, 1.25 / 127, 128, 128};
  for (const char* output : {"height", "rivers", "land"}) {
    std::vector<double> out(view.size());
    fill_graph_node(world, world.output_node(output), view, out);
    b.add(std::string("graph.eroded-islands.") + output + "/seed=1/view", out);
  }
}

}  // namespace worldlab::manifest_detail
