// The parameter schema: every described struct's defaults, presets and recipes within their ranges, label
// keys, strict JSON readers (unknown keys, types), writers, the schema document and the generated docs.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "test_support.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/eval.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_json.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/placement.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/schema_json.hpp"
#include "worldlab/schema_registry.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"
#include "worldlab/water_lab.hpp"
#include "worldlab/world.hpp"

namespace worldlab {
namespace {

using nlohmann::json;

TEST(Schema, EveryStructsDefaultsPassItsOwnValidation) {
  ASSERT_GE(described_structs().size(), 17u);
  for (const DescribedStruct& s : described_structs()) {
    EXPECT_NO_THROW(s.validate_defaults()) << s.name;
    EXPECT_FALSE(s.fields().empty()) << s.name;
    EXPECT_FALSE(s.title.empty()) << s.name;
  }
}

TEST(Schema, EveryEntryHasALabelKeyAndSaneBounds) {
  const std::regex snake("[a-z][a-z0-9_]*");
  std::set<std::string_view> names;
  for (const DescribedStruct& s : described_structs()) {
    EXPECT_TRUE(names.insert(s.name).second) << "two structs named " << s.name;
    for (const ParamEntry& e : s.fields()) {
      const std::string id(e.info.id);
      EXPECT_TRUE(std::regex_match(id, snake)) << s.name << ": " << id;
      // "param.<struct>.<id>", where <struct> is the schema name of the struct that holds the field.
      EXPECT_TRUE(std::regex_match(e.where.label, std::regex("param\\.[a-z_]+\\." + id))) << e.where.label;
      EXPECT_FALSE(e.info.description.empty()) << e.where.label;
      if (e.info.type == ParamType::kNumber || e.info.type == ParamType::kInteger || e.info.type == ParamType::kList) {
        EXPECT_LE(e.info.min, e.info.max) << e.where.label;
      }
      if (e.info.type == ParamType::kChoice) {
        EXPECT_FALSE(e.info.choices.empty()) << e.where.label;
      }
      if (e.info.type == ParamType::kList) {
        EXPECT_GT(e.info.max_items, 0) << e.where.label;
      }
      EXPECT_GE(e.info.step, 0) << e.where.label;
    }
  }
  for (const NodeType* t : node_types())
    for (const ParamInfo& p : t->params) EXPECT_TRUE(std::regex_match(std::string(p.id), snake)) << t->type;
}

TEST(Schema, PresetsAndRecipesLieWithinTheirRanges) {
  for (const TerrainPreset& p : terrain_presets()) EXPECT_NO_THROW(validate_fields(p.params)) << p.id;
  for (const islands::Recipe& r : islands::recipes()) EXPECT_NO_THROW(validate(r)) << r.id;
  // The warm island sets base 1.1, above the page's old slider end (1): the schema's range holds it.
  const islands::Recipe* warm = islands::find_recipe("warm-island-trade-wind");
  ASSERT_NE(warm, nullptr);
  EXPECT_EQ(warm->climate.base, 1.1);
  EXPECT_NO_THROW(validate(*warm));
  // The same checks fail a recipe or a preset outside the ranges.
  islands::Recipe hot = *warm;
  hot.climate.base = 2.5;
  EXPECT_ERROR_MENTIONS(validate(hot), "climate.base");
  islands::Recipe nowhere = *warm;
  nowhere.terrain_preset = "atlantis";
  EXPECT_ERROR_MENTIONS(validate(nowhere), "terrain_preset");
  TerrainParams fine = terrain_presets()[0].params;
  fine.fbm.octaves = 17;
  EXPECT_ERROR_MENTIONS(validate_fields(fine), "fbm.octaves");
}

TEST(Schema, CrossFieldRulesStayInValidate) {
  BiomeTable unsorted = tutorial_biome_table();
  unsorted.wet_limits = {0.7, 0.2};
  EXPECT_NO_THROW(validate_fields(unsorted));                              // each limit is in range ...
  EXPECT_ERROR_MENTIONS(validate(unsorted), "wet_limits must be sorted");  // ... but not in order
  PlacementParams wide;
  wide.spacing[4] = 200;  // within the list's range (0..4096), beyond the chunk (128)
  EXPECT_NO_THROW(validate_fields(wide));
  EXPECT_ERROR_MENTIONS(validate(wide), "spacing[4]");
  WorldParams world;
  world.trees.spacing[2] = 0.5;
  EXPECT_ERROR_MENTIONS(validate(world), "spacing[2]");
  lab::ClimateLabParams lab;
  lab.heat_limits = {0.6, 0.4};
  EXPECT_ERROR_MENTIONS(validate(lab), "heat_limits");
}

// ---------- JSON ----------

// Every registered struct, by type: the JSON tests walk this list, and it must name the registry's structs.
template <class... S>
struct Types {};
using AllStructs = Types<FbmParams, MusgraveParams, WarpParams, IslandMask, PlateauParams, TerrainParams,
                         TutorialClimateParams, BiomeTable, islands::ClimateParams, islands::WindParams,
                         islands::Recipe, CellBlendParams, RegionClimateParams, EndlessRegionParams, PlacementParams,
                         WorldParams, lab::ClimateLabParams, lab::RegionLabParams, lab::WaterLabParams>;

template <class... S>
std::vector<std::string_view> names_of(Types<S...>) {
  return {S::kSchema...};
}

template <class S>
void expect_round_trip(const S& params) {
  const auto written = params_to_json(params);
  S back{};
  read_params_json(json::parse(written.dump()), back);
  EXPECT_EQ(params_to_json(back), written) << S::kSchema;
}

template <class... S>
void round_trip_defaults(Types<S...>) {
  (expect_round_trip(S{}), ...);
}

TEST(SchemaJson, TheTestedTypesAreTheRegistry) {
  std::vector<std::string_view> registry;
  for (const DescribedStruct& s : described_structs()) registry.push_back(s.name);
  EXPECT_EQ(names_of(AllStructs{}), registry);
}

TEST(SchemaJson, EveryStructRoundTrips) {
  round_trip_defaults(AllStructs{});
  for (const TerrainPreset& p : terrain_presets()) {
    expect_round_trip(p.params);
    EXPECT_EQ(terrain_params_to_json(terrain_params_from_json(terrain_params_to_json(p.params))),
              terrain_params_to_json(p.params))
        << p.id;
  }
  for (const islands::Recipe& r : islands::recipes()) {
    json written = json::parse(islands_recipe_to_json(r).dump());
    EXPECT_EQ(written.at("id"), r.id);
    written.erase("id");  // a recipe's name and description are data, not settings
    written.erase("description");
    const islands::Recipe back = islands_recipe_from_json(written);
    EXPECT_EQ(back.terrain_preset, r.terrain_preset);
    EXPECT_EQ(params_to_json(back), params_to_json(r)) << r.id;
  }
}

TEST(SchemaJson, WritesEveryFieldWithItsType) {
  const auto t = params_to_json(TerrainParams{});
  std::vector<std::string> keys;
  for (const auto& item : t.items()) keys.push_back(item.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"frequency", "fbm", "fractal", "musgrave", "shape", "warp", "island",
                                            "mask", "plateau", "sea_level"}));
  EXPECT_EQ(t["plateau"]["on"], false);
  EXPECT_TRUE(t["fbm"]["octaves"].is_number_integer());
  EXPECT_EQ(t["fbm"]["basis"], "simplex");
  EXPECT_TRUE(t["island"].is_boolean());
  EXPECT_EQ(t["mask"]["falloff"], 0.6);
  const auto p = params_to_json(PlacementParams{});
  EXPECT_EQ(p["spacing"].size(), static_cast<std::size_t>(kPlacementBiomes));
  EXPECT_EQ(params_to_json(islands::Recipe{})["terrain_preset"], "islands");
}

TEST(SchemaJson, UnknownKeysAreErrorsNamingTheKeysAllowed) {
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"octave", 8}}), "unknown key \"params.octave\"");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"octave", 8}}), "allowed: frequency, fbm, fractal");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"fbm", {{"octave", 8}}}}), "\"params.fbm.octave\"");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"fbm", {{"octave", 8}}}}), "allowed: octaves, persistence");
  // The Islands parameters (renderIslands) and the climate lab's (renderClimateLab).
  EXPECT_ERROR_MENTIONS(islands_recipe_from_json(json{{"climate", {{"coastMod", 0.1}}}}), "params.climate.coastMod");
  EXPECT_ERROR_MENTIONS(islands_recipe_from_json(json{{"climate", {{"coastMod", 0.1}}}}), "coast_mod");
  EXPECT_ERROR_MENTIONS(islands_recipe_from_json(json{{"terrain", "islands"}}), "allowed: terrain_preset");
  EXPECT_ERROR_MENTIONS(islands_recipe_from_json(json{{"wind", {{"speed", 1}}}}), "params.wind.speed");
  EXPECT_ERROR_MENTIONS(climate_lab_params_from_json(json{{"chill", 1}}), "allowed: terrain, world_size");
  EXPECT_ERROR_MENTIONS(climate_lab_params_from_json(json{{"chill", 1}}), "preset");
  // eval: arguments and top-level keys.
  const auto error = [](const std::string& line) {
    return json::parse(eval_line(line)).at("error").get<std::string>();
  };
  EXPECT_NE(error(R"({"fn":"fbm2","args":{"x":0,"y":0,"octave":8}})")
                .find("\"octave\" in args of fbm2; allowed: x, y, octaves"),
            std::string::npos);
  EXPECT_NE(
      error(R"({"fn":"fbm2","sed":1,"args":{"x":0,"y":0}})").find("\"sed\" in the request; allowed: fn, seed, args"),
      std::string::npos);
  EXPECT_NE(error(R"({"fn":"islands_climate","args":{"n":1,"height":[0],"temp_noise":[0],"moist_noise":[0],)"
                  R"("wind":{"speed":1}}})")
                .find("wind.speed"),
            std::string::npos);
  EXPECT_NE(error(R"({"fn":"pick_biome","args":{"t":0,"m":0,"limits":[0.5]}})").find("heat_limits, wet_limits"),
            std::string::npos);
}

TEST(SchemaJson, TypesAndRangesAreChecked) {
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"fbm", {{"octaves", 2.5}}}}), "fbm.octaves must be an integer");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"fbm", {{"octaves", 17}}}}),
                        "fbm.octaves must be 1..16, got 17");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"fbm", {{"basis", "worley"}}}}), "simplex, perlin, value");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"fbm", {{"basis", 1}}}}), "fbm.basis must be one of");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"island", 1}}), "params.island must be true or false");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"frequency", "3"}}), "params.frequency must be a number");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json{{"warp", 1}}), "params.warp must be a JSON object");
  EXPECT_ERROR_MENTIONS(terrain_params_from_json(json::array()), "params must be a JSON object");
  EXPECT_ERROR_MENTIONS(islands_recipe_from_json(json{{"terrain_preset", "atlantis"}}),
                        "terrain_preset must be one of");
  EXPECT_ERROR_MENTIONS(islands_recipe_from_json(json{{"climate", {{"base", 2.5}}}}), "climate.base must be -1..2");
  PlacementParams p;
  EXPECT_ERROR_MENTIONS(read_params_json(json{{"spacing", {1, 2, 3}}}, p), "spacing holds 3 items; it needs 9");
  EXPECT_ERROR_MENTIONS(read_params_json(json{{"spacing", 5}}, p), "spacing must be a list of numbers");
  lab::ClimateLabParams lab;
  EXPECT_ERROR_MENTIONS(read_params_json(json{{"heat_limits", {0.2, "x"}}}, lab), "heat_limits[1] must be a number");
  EXPECT_ERROR_MENTIONS(read_params_json(json{{"heat_limits", {0.2, 1.5}}}, lab), "heat_limits[1] must be 0..1");
}

TEST(SchemaJson, ReadsOverABase) {
  const TerrainPreset& islands = *find_terrain_preset("islands");
  const TerrainParams t = terrain_params_from_json(json{{"fbm", {{"octaves", 3}}}, {"sea_level", 0.1}}, islands.params);
  EXPECT_EQ(t.fbm.octaves, 3);
  EXPECT_EQ(t.sea_level, 0.1);
  EXPECT_TRUE(t.island);  // kept from the base
  EXPECT_EQ(t.fbm.basis, islands.params.fbm.basis);
  const lab::ClimateLabParams lab = climate_lab_params_from_json(
      json{{"preset", "islands"}, {"terrain", {{"sea_level", 0.2}}}, {"climate", {{"chill", 1.5}}}});
  EXPECT_TRUE(lab.terrain.island);
  EXPECT_EQ(lab.terrain.sea_level, 0.2);
  EXPECT_EQ(lab.climate.chill, 1.5);
  EXPECT_EQ(lab.heat_limits, BiomeTable{}.heat_limits);
  EXPECT_ERROR_MENTIONS(climate_lab_params_from_json(json{{"preset", "atlantis"}}), "params.preset");
  const islands::Recipe r =
      islands_recipe_from_json(json{{"terrain_preset", "billow-dunes"}, {"wind", {{"on", false}}}});
  EXPECT_EQ(r.terrain_preset, "billow-dunes");
  EXPECT_FALSE(r.wind.on);
  EXPECT_EQ(r.climate.base, islands::ClimateParams{}.base);
}

// ---------- the schema document and the generated docs ----------

TEST(SchemaDocument, DescribesEveryStructNodeTypeAndLabel) {
  const auto doc = json::parse(schema_document().dump());
  EXPECT_EQ(doc.at("format"), kSchemaFormat);
  ASSERT_EQ(doc.at("structs").size(), described_structs().size());
  std::set<std::string> labels;
  for (const auto& l : doc.at("labels")) labels.insert(l.get<std::string>());
  EXPECT_EQ(labels.size(), doc.at("labels").size());  // no key twice
  for (std::size_t i = 0; i < described_structs().size(); ++i) {
    const DescribedStruct& s = described_structs()[i];
    const auto& j = doc["structs"][i];
    EXPECT_EQ(j.at("name"), s.name);
    const auto fields = s.fields();
    ASSERT_EQ(j.at("fields").size(), fields.size()) << s.name;
    for (std::size_t k = 0; k < fields.size(); ++k) {
      const auto& f = j["fields"][k];
      EXPECT_EQ(f.at("path"), fields[k].where.path);
      EXPECT_EQ(f.at("label"), fields[k].where.label);
      EXPECT_TRUE(labels.count(fields[k].where.label)) << fields[k].where.label;
      for (const char* key : {"id", "type", "default", "step", "unit", "description"})
        EXPECT_TRUE(f.contains(key)) << fields[k].where.label << " lacks " << key;
    }
  }
  // The Islands defaults, as the page will read them.
  const auto& wind = doc["structs"][9];
  EXPECT_EQ(wind.at("name"), "islands_wind");
  EXPECT_EQ(wind["fields"][0].at("default"), true);
  EXPECT_EQ(wind["fields"][4].at("id"), "lift");
  EXPECT_EQ(wind["fields"][4].at("default"), islands::WindParams{}.lift);
  EXPECT_EQ(wind["fields"][4].at("max"), 16.0);
  ASSERT_EQ(doc.at("node_types").size(), node_types().size());
  for (std::size_t i = 0; i < node_types().size(); ++i) {
    const NodeType& t = *node_types()[i];
    const auto& j = doc["node_types"][i];
    EXPECT_EQ(j.at("type"), t.type);
    ASSERT_EQ(j.at("params").size(), t.params.size());
    for (std::size_t k = 0; k < t.params.size(); ++k) {
      const ParamInfo& p = t.params[k];
      if (p.type == ParamType::kList)
        EXPECT_EQ(j["params"][k].at("default").get<std::vector<double>>(),
                  std::vector<double>(p.default_list.begin(), p.default_list.end()));
      else
        EXPECT_EQ(j["params"][k].at("default"), json(schema_json_detail::scalar_json(p, p.default_value)));
      const std::string label = "node." + std::string(t.type) + "." + std::string(t.params[k].id);
      EXPECT_EQ(j["params"][k].at("label"), label);
      EXPECT_TRUE(labels.count(label)) << label;
    }
  }
}

TEST(SchemaDocument, DocsParamsIsUpToDate) {
  std::ifstream in(std::string(WORLDLAB_DOCS_DIR) + "/params.md", std::ios::binary);
  ASSERT_TRUE(in) << "docs/params.md is missing: npm run docs:params";
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_TRUE(text.str() == schema_markdown()) << "docs/params.md differs from the schema: npm run docs:params";
}

}  // namespace
}  // namespace worldlab
