// eval functions of regions and the density graph: sites, nearest_two, cell_blend, density.
#include <cstdint>
#include <string>

#include "eval_registry.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/site_index.hpp"

namespace worldlab::eval_detail {

namespace {

constexpr std::int64_t kMaxEvalSites = 100'000;  // sites per request (the answer of `sites` lists them all)

std::vector<Site> sites_from(std::int64_t seed, const Args& a) {
  const auto count = a.required_integer("count", 1, kMaxEvalSites);
  return make_sites(count, a.param("width", 320.0), a.param("height", 240.0), seed);
}

Result sites_values(std::int64_t seed, const Args& a) {
  Result out = Result::array();
  for (const Site& s : sites_from(seed, a)) out.push_back(Result::array({s.x, s.y}));
  return out;
}

Result nearest_two_value(std::int64_t seed, const Args& a) {
  const auto sites = sites_from(seed, a);
  const NearestTwo hit = nearest_two(sites, a.num("x"), a.num("y"));
  Result out = Result::object();
  out["nearest"] = hit.nearest;
  out["second"] = hit.second;
  out["d1"] = hit.d1;
  out["d2"] = hit.d2;
  return out;
}

Result cell_blend_value(std::int64_t seed, const Args& a) {
  const auto sites = sites_from(seed, a);
  CellBlendParams p;
  p.wobble = a.param("wobble", p.wobble);
  p.blend_width = a.param("blend_width", p.blend_width);
  p.frequency = a.param("frequency", p.frequency);
  validate(p);
  const auto wobble_seed = a.integer("wobble_seed", INT64_MIN, INT64_MAX, seed);
  const CellBlend b = cell_blend(sites, NoiseTable(wobble_seed), a.num("x"), a.num("y"), p);
  Result out = Result::object();
  out["nearest"] = b.nearest;
  out["second"] = b.second;
  out["weight"] = b.weight;
  return out;
}

Result density_value(std::int64_t seed, const Args& a) {
  const json* preset = a.find("preset");
  const json* graph = a.find("graph");
  if ((preset == nullptr) == (graph == nullptr)) fail("density needs exactly one of preset or graph");
  GraphSpec spec;
  if (preset) {
    if (!preset->is_string()) fail("preset must be a string");
    spec = graph_preset(preset->get<std::string>());
  } else if (graph->is_string()) {
    spec = parse_graph(graph->get<std::string>());
  } else {
    spec = graph_from_json(*graph);
  }
  const CompiledGraph compiled(spec, seed);
  if (const json* node = a.find("node")) {  // one node's own output (the lab's previews)
    if (!node->is_string()) fail("node must be a node id (string)");
    return Result(compiled.node_at(node->get<std::string>(), a.num("x"), a.num("y")));
  }
  return Result(compiled.at(a.num("x"), a.num("y")));
}

}  // namespace

void register_regions_functions(FunctionTable& table) {
  const FunctionTable mine = {
      {"sites", sites_values},
      {"nearest_two", nearest_two_value},
      {"cell_blend", cell_blend_value},
      {"density", density_value},
  };
  table.insert(mine.begin(), mine.end());
}

}  // namespace worldlab::eval_detail
