// The module's entry functions by area (their one list, with names and TypeScript types, is in entries.cpp).
#pragma once

#include <string>

#include "binding.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/water_lab.hpp"
#include "worldlab/world.hpp"

namespace worldlab::wasm {

// ---------- noise and terrain (labs 1-3, 9): maps_noise.cpp ----------
val render_terrain(double seed, ParamsArg<TerrainParams> params, GridArg grid);
val render_preset(const std::string& id, double seed, double side);
val fill_noise(const std::string& basis, double seed, GridArg grid);
val warp_points(double seed, ParamsArg<TerrainParams> params, GridArg grid);
val race_noise(const std::string& basis, double seed, double samples);
val terrain_presets();

// ---------- the density graph (lab 6): maps_graph.cpp ----------
val render_graph(const std::string& graph, double seed, GridArg grid);
val graph_nodes(const std::string& graph, double seed, IdsArg ids, GridArg grid);
val node_types();
val graph_preset(const std::string& name);

// ---------- climate and regions (labs 4, 5): maps_climate.cpp ----------
val render_climate_lab(double seed, ParamsArg<lab::ClimateLabParams> params, GridArg grid);
val biome_table();
val render_regions(double seed, ParamsArg<lab::RegionLabParams> params, GridArg grid);

// ---------- the Islands climate (lab 7): maps_islands.cpp ----------
val islands_recipes();
val render_islands(double seed, ParamsArg<islands::Recipe> params, double side);
val islands_biomes();
val islands_recipe_layer(const std::string& id, double seed, const std::string& layer);

// ---------- the hero world (lab 8): maps_world.cpp ----------
val render_world(double seed, ParamsArg<WorldParams> params, GridArg grid);
val world_trees(double seed, ParamsArg<WorldParams> params, double x_min, double x_max, double y_min, double y_max);

// ---------- seeds and streams (lab 10): maps_seeds.cpp ----------
val mulberry_draws(double seed, double count);
val stream_seeds(double seed, double side);
val endless_chunks(double seed, ParamsArg<EndlessRegionParams> params, GridArg grid, double columns, double rows,
                   const std::string& order, double shuffle_seed);
val seam_chunks(double seed, ParamsArg<TerrainParams> params, double side, bool local);

// ---------- water (lab 12): maps_water.cpp ----------
val render_water(double seed, ParamsArg<lab::WaterLabParams> params, double side);
val water_terrain(double seed, ParamsArg<lab::WaterLabParams> params, double side);
val water_route(SamplesArg height, SamplesArg rain, double sea_level);
val water_erode_steps(SamplesArg height, SamplesArg rain, double sea_level, ParamsArg<lab::WaterLabParams> params,
                      double steps);
// ---------- six-parameter biomes (lab 13): maps_biomes6.cpp ----------
val multi_noise_fields(double seed, GridArg grid);
val multi_noise_keep(double seed, GridArg grid, SamplesArg fields);
val multi_noise_map(double seed, GridArg grid, SamplesArg table);
val multi_noise_biomes();

}  // namespace worldlab::wasm
