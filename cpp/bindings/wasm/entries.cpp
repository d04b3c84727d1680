// The one list of the module's entry points: each registered with embind and recorded with its TypeScript
// signature, which entryPoints() gives to scripts/generate-web.mjs for the page's types (web/src/generated/).
// Result types name the vocabulary the generated declarations define (Result, Grid, Params, Biome, ...).
#include "entries.hpp"

#include <string>

#include "entry_table.hpp"
#include "worldlab/eval.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/palette_json.hpp"
#include "worldlab/schema_json.hpp"
#include "worldlab/simd.hpp"

namespace worldlab::wasm {

namespace {

std::string hash_field(SamplesArg data) { return hex64(fnv1a64(read_samples(data))); }

std::string eval_line(const std::string& line, bool decimal) { return worldlab::eval_line(line, {decimal}); }

std::string schema() { return schema_document().dump(); }

std::string build() { return build_description(); }

std::string palettes() { return palettes_json().dump(); }

// Which build of the module this is and the SIMD level its kernels run at (simd128 or scalar): the page shows it,
// and the browser tests check that Chromium runs the SIMD128 build unless told otherwise.
val engine_info() {
  val r = ok_result();
  r.set("build", build_description());
  r.set("simd", std::string(simd_level_name(simd_level())));
  return r;
}

EntryTable& table() {
  static EntryTable entries;
  return entries;
}

// [{name, arguments: [{name, type}], result, kind: "result" | "text", doc}, ...] in the order registered.
val entry_points() {
  val all = val::array();
  for (const EntryRecord& e : table().records()) {
    val arguments = val::array();
    for (std::size_t i = 0; i < e.argument_names.size(); ++i) {
      val a = val::object();
      a.set("name", e.argument_names[i]);
      a.set("type", e.argument_types[i]);
      arguments.call<void>("push", a);
    }
    val r = val::object();
    r.set("name", e.name);
    r.set("arguments", arguments);
    r.set("result", e.result);
    r.set("kind", std::string(e.guarded_result ? "result" : "text"));
    r.set("doc", e.doc);
    all.call<void>("push", r);
  }
  return all;
}

}  // namespace

}  // namespace worldlab::wasm

EMSCRIPTEN_BINDINGS(worldlab) {
  using namespace worldlab::wasm;
  EntryTable& e = table();
  // ---------- noise and terrain (labs 1-3, 9) ----------
  e.result<&render_terrain>("renderTerrain", {"seed", "params", "grid"}, "Result<{ land_share: number }>",
                            "The noise mode's height field over a grid of map units; land_share: the share above "
                            "params.sea_level.");
  e.result<&render_preset>("renderPreset", {"id", "seed", "side"}, "Result<{ land_share: number }>",
                           "A named terrain preset on the default map grid, as the manifest's preset:ID/seed=S/SIDE.");
  e.result<&fill_noise>("fillNoise", {"basis", "seed", "grid"}, "Result",
                        "One octave of a basis noise (simplex, perlin, value) over a grid of noise units.");
  e.result<&warp_points>("warpPoints", {"seed", "params", "grid"}, "Result",
                         "Where the terrain's warp sends each grid point: data[2i], data[2i + 1] are x, y in noise "
                         "units (the terrain reads noise at (u, v) · frequency).");
  e.result<&race_noise>(
      "raceNoise", {"basis", "seed", "samples"}, "Result<{ ms: number; samples: number; hash: string }>",
      "Times one batch fill of `samples` samples (1000 wide) in WASM; basis: simplex, perlin, value, or "
      "perlin3 (3D Perlin on the plane z = 0); hash: of the samples.");
  e.result<&terrain_presets>("terrainPresets", "Result<{ presets: TerrainPreset[] }>",
                             "Every named terrain preset with all its parameters.");
  // ---------- the density graph (lab 6) ----------
  e.result<&render_graph>("renderGraph", {"graph", "seed", "grid"}, "Result<{ code: string; cpp: string }>",
                          "A graph document's output over a grid of world units, and its code line in JavaScript "
                          "and C++.");
  e.result<&graph_nodes>("graphNodes", {"graph", "seed", "ids", "grid"}, "Result",
                         "Each node of `ids` over the grid, one map after the other.");
  e.result<&node_types>("nodeTypes", "Result<{ node_types: NodeTypeDoc[] }>",
                        "Every graph node type with its inputs and parameters (the schema's node_types).");
  e.result<&graph_preset>("graphPreset", {"name"}, "Result<{ document: string }>",
                          "A named graph shipped with the core, as its JSON document.");
  // ---------- climate and regions (labs 4, 5) ----------
  e.result<&render_climate_lab>("renderClimateLab", {"seed", "params", "grid"}, "Result<{ land_share: number }>",
                                "Lab 4's map: data = biome (−1 on water) | temperature | moisture | height.");
  e.result<&biome_table>("biomeTable", "Result<{ biomes: Biome[] }>",
                         "The tutorial's 3 × 3 biome table, row by row (cold → hot, dry → wet).");
  e.result<&render_regions>("renderRegions", {"seed", "params", "grid"},
                            "Result<{ sites: Float64Array; region: Float64Array }>",
                            "Lab 5's map: data = r, g, b per sample (0..255, unrounded); sites: x, y, biome per site; "
                            "region: the nearest site's index per sample.");
  // ---------- the Islands climate (lab 7) ----------
  e.result<&islands_recipes>("islandsRecipes", "Result<{ recipes: IslandsRecipe[] }>",
                             "Every Islands recipe with all its settings.");
  e.result<&render_islands>(
      "renderIslands", {"seed", "params", "side"},
      "Result<{ land_cells: number; dry_share: number; windward: number; leeward: number; "
      "island_windward: number; island_lee: number; islands_two_sided: number; "
      "islands_lee_drier: number; island_side: Uint8Array; "
      "cell_shares: Float64Array; biome_shares: Float64Array }>",
      "Lab 7's map at side²: data = biome | temperature | moisture | air | table cell (−1 on "
      "water); the map's statistics; island_side: each cell's side of its island's ridge along the "
      "wind (0 water or ridge, 1 windward, 2 lee; islands_sides.hpp).");
  e.result<&islands_biomes>("islandsBiomes", "Result<{ biomes: Biome[]; table: Float64Array }>",
                            "The Islands model's biomes by id, and the biome of each 4 × 4 table cell.");
  e.result<&islands_recipe_layer>("islandsRecipeLayer", {"id", "seed", "layer"}, "Result",
                                  "One layer (biome, temperature, moisture, air) of a recipe's 256² map, as the "
                                  "manifest's islands:ID/seed=S/256/LAYER.");
  // ---------- the hero world (lab 8) ----------
  e.result<&render_world>("renderWorld", {"seed", "params", "grid"},
                          "Result<{ trees: Float64Array; tree_count: number; trees_hash: string; land_share: number; "
                          "height: Float64Array; temperature: Float64Array; moisture: Float64Array; biome: "
                          "Float64Array }>",
                          "The hero world over a grid of world units: data = r, g, b per sample (the core's bytes); "
                          "trees: x, y, biome per tree; trees_hash as the manifest's world.trees; height, "
                          "temperature, moisture, biome (−1 on water): its layers per sample.");
  e.result<&world_trees>("worldTrees", {"seed", "params", "x_min", "x_max", "y_min", "y_max"},
                         "Result<{ tree_count: number; trees_hash: string }>",
                         "The hero world's trees inside [x_min, x_max] × [y_min, y_max] (world units): data = x, y, "
                         "biome per tree, the same trees in the same order as renderWorld's over a grid of that "
                         "extent; trees_hash as its.");
  // ---------- seeds and streams (lab 10) ----------
  e.result<&mulberry_draws>("mulberryDraws", {"seed", "count"}, "Result",
                            "`count` draws of mulberry32 seeded with the seed's low 32 bits (4096: the manifest's "
                            "mulberry32/seed=S).");
  e.result<&stream_seeds>("streamSeeds", {"seed", "side"}, "Result",
                          "stream_seed of systems 1..5 over side × side chunks from −side/2, one system after the "
                          "other (16: the manifest's stream_seed/seed=S).");
  e.result<&endless_chunks>("endlessChunks", {"seed", "params", "grid", "columns", "rows", "order", "shuffle_seed"},
                            "Result<{ order: Float64Array }>",
                            "Endless regions (nearest biome · 16 + second) made chunk by chunk in the order rows, "
                            "columns, reverse or shuffled; order: the chunk indices in the order they were made.");
  e.result<&seam_chunks>("seamChunks", {"seed", "params", "side", "local"},
                         "Result<{ seam_jump: number; neighbour_jump: number }>",
                         "Two terrain chunks made apart, side by side, in world or chunk-local coordinates; the mean "
                         "jump across the seam column and across the column left of it.");
  // ---------- water (lab 12) ----------
  e.result<&render_water>("renderWater", {"seed", "params", "side"}, "Result<{ sea_level: number }>",
                          "Lab 12's map at side²: the terrain eroded params.steps steps, then routed; data = height | "
                          "filled | area | receiver | basin (the outlet's index), each side² long.");
  e.result<&water_terrain>("waterTerrain", {"seed", "params", "side"}, "Result<{ sea_level: number }>",
                           "Lab 12's terrain before erosion: data = height | rain, each side² long.");
  e.result<&water_route>("waterRoute", {"height", "rain", "sea_level"}, "Result",
                         "A square height map routed (cell size 1 / side): data = filled | area (× rain unless "
                         "rain is empty) | receiver | basin.");
  e.result<&water_erode_steps>("waterErodeSteps", {"height", "rain", "sea_level", "params", "steps"}, "Result",
                               "`steps` of lab 12's erosion on a square height map, then routed: data = height | "
                               "filled | area | receiver | basin (renderWater's layout).");
  // ---------- six-parameter biomes (lab 13) ----------
  e.result<&multi_noise_fields>("multiNoiseFields", {"seed", "grid"}, "Result",
                                "The multi-noise world's six fields over a grid of world units, one plane after the "
                                "other in the rule's order (temperature, humidity, continentalness, erosion, depth, "
                                "weirdness); kept for the next calls of the same seed and grid.");
  e.result<&multi_noise_keep>(
      "multiNoiseKeep", {"seed", "grid", "fields"}, "Result",
      "Keeps six fields (multiNoiseFields' answer for this seed and grid, from another instance "
      "of this module) as this instance's own, so its multiNoiseMap only looks the boxes up: "
      "the page's main thread re-classifies a dragged box without computing the world.");
  e.result<&multi_noise_map>("multiNoiseMap", {"seed", "grid", "table"}, "Result",
                             "The multi-noise world's biome (nearest box) per sample with a table of 13 numbers per "
                             "biome (lo, hi per axis, then the offset): its six fields are computed once per seed and "
                             "grid and kept, so a new table only re-classifies; with the default table, the graph's "
                             "own biome output bit for bit.");
  e.result<&multi_noise_biomes>("multiNoiseBiomes", "Result<{ biomes: Biome[]; table: Float64Array }>",
                                "The default six-parameter table: each biome's name and colour, and its boxes as 13 "
                                "numbers per biome.");
  // ---------- tools ----------
  e.text<&hash_field>("hashField", {"data"}, "FNV-1a-64 of the samples' IEEE-754 bits, as 16 hex digits.");
  e.text<&eval_line>("evalLine", {"line", "decimal"}, "One `worldlab eval` request line answered.");
  e.text<&schema>("schema", "The parameter schema, the same document as `worldlab schema`.");
  e.text<&build>("build", "The compiler and options this module was built with.");
  e.text<&palettes>("palettes", "The page's palettes as JSON (worldlab palettes): written to generated/palettes.json.");
  e.result<&engine_info>("engineInfo", "Result<{ build: string; simd: string }>",
                         "This module's build and the SIMD level its kernels run at (simd128 or scalar).");

  emscripten::function("entryPoints", &entry_points);
}
