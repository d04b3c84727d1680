// Density graph JSON: reading with shape errors that name the node and key, writing, and the node metadata export.
#include "worldlab/graph_json.hpp"

#include <string>

#include "worldlab/grid.hpp"
#include "worldlab/text_input.hpp"

namespace worldlab {

namespace {

using nlohmann::json;

[[noreturn]] void shape_error(const std::string& where, const std::string& rule) {
  throw InvalidArgument(where + ": " + rule);
}

}  // namespace

GraphSpec parse_graph(std::string_view text) {
  // A graph never nests deeper than 4; the cap and the value count are checked before parsing (text_input.hpp).
  const json doc = parse_json_text(text, {kMaxGraphJsonBytes, 16}, "graph document");
  return graph_from_json(doc);
}

GraphSpec graph_from_json(const json& doc) {
  if (!doc.is_object()) shape_error("graph", "must be a JSON object");
  for (const auto& [key, value] : doc.items())
    if (key != "version" && key != "nodes" && key != "output") shape_error("graph", "unknown key '" + key + "'");
  GraphSpec g;
  const auto version = doc.find("version");
  if (version == doc.end() || !version->is_number_integer()) shape_error("graph", "version must be an integer (1)");
  const auto v = version->get<std::int64_t>();
  if (v != kGraphVersion) shape_error("graph", "version must be 1, got " + std::to_string(v));
  g.version = kGraphVersion;
  const auto nodes = doc.find("nodes");
  if (nodes == doc.end() || !nodes->is_array()) shape_error("graph", "nodes must be an array");
  if (nodes->size() > static_cast<std::size_t>(kMaxGraphNodes))
    shape_error("graph",
                "has " + std::to_string(nodes->size()) + " nodes; the limit is " + std::to_string(kMaxGraphNodes));
  for (std::size_t i = 0; i < nodes->size(); ++i) {
    const json& n = (*nodes)[i];
    std::string where = "node " + std::to_string(i);
    if (!n.is_object()) shape_error(where, "must be an object");
    NodeSpec spec;
    const auto id = n.find("id");
    if (id == n.end() || !id->is_string()) shape_error(where, "id must be a string");
    spec.id = id->get<std::string>();
    where = "node '" + spec.id + "'";
    const auto type = n.find("type");
    if (type == n.end() || !type->is_string()) shape_error(where, "type must be a string");
    spec.type = type->get<std::string>();
    for (const auto& [key, value] : n.items())
      if (key != "id" && key != "type" && key != "params" && key != "inputs")
        shape_error(where, "unknown key '" + key + "'");
    if (const auto p = n.find("params"); p != n.end()) {
      if (!p->is_object()) shape_error(where, "params must be an object");
      for (const auto& [key, value] : p->items()) {
        if (!value.is_number()) shape_error(where, "parameter " + key + " must be a number");
        spec.params[key] = value.get<double>();
      }
    }
    if (const auto in = n.find("inputs"); in != n.end()) {
      if (!in->is_object()) shape_error(where, "inputs must be an object");
      for (const auto& [key, value] : in->items()) {
        if (!value.is_string()) shape_error(where, "input " + key + " must be a node id (string)");
        spec.inputs[key] = value.get<std::string>();
      }
    }
    g.nodes.push_back(std::move(spec));
  }
  const auto output = doc.find("output");
  if (output == doc.end() || !output->is_string()) shape_error("graph", "output must be a node id (string)");
  g.output = output->get<std::string>();
  validate(g);
  return g;
}

nlohmann::ordered_json graph_to_json(const GraphSpec& g) {
  validate(g);
  nlohmann::ordered_json doc;
  doc["version"] = g.version;
  doc["nodes"] = nlohmann::ordered_json::array();
  for (const NodeSpec& node : g.nodes) {
    const NodeType& type = *find_node_type(node.type);
    nlohmann::ordered_json n;
    n["id"] = node.id;
    n["type"] = node.type;
    n["params"] = nlohmann::ordered_json::object();
    for (const ParamInfo& p : type.params) {
      const auto it = node.params.find(p.id);
      const double v = it == node.params.end() ? p.default_value : it->second;
      if (p.type == ParamType::kInteger)
        n["params"][std::string(p.id)] = static_cast<std::int64_t>(v);
      else
        n["params"][std::string(p.id)] = v;
    }
    n["inputs"] = nlohmann::ordered_json::object();
    for (const InputInfo& in : type.inputs) n["inputs"][std::string(in.id)] = node.inputs.find(in.id)->second;
    doc["nodes"].push_back(std::move(n));
  }
  doc["output"] = g.output;
  return doc;
}

nlohmann::ordered_json node_types_json() {
  nlohmann::ordered_json doc;
  doc["version"] = kGraphVersion;
  doc["limits"] = {{"nodes", kMaxGraphNodes}, {"depth", kMaxGraphDepth}, {"id_length", kMaxNodeIdLength}};
  doc["types"] = nlohmann::ordered_json::array();
  for (const NodeType* t : node_types()) {
    nlohmann::ordered_json j;
    j["type"] = t->type;
    j["description"] = t->description;
    j["inputs"] = nlohmann::ordered_json::array();
    for (const InputInfo& in : t->inputs) j["inputs"].push_back({{"id", in.id}, {"description", in.description}});
    j["params"] = nlohmann::ordered_json::array();
    for (const ParamInfo& p : t->params)
      j["params"].push_back({{"id", p.id},
                             {"default", p.default_value},
                             {"min", p.min},
                             {"max", p.max},
                             {"integer", p.type == ParamType::kInteger},
                             {"description", p.description}});
    doc["types"].push_back(std::move(j));
  }
  return doc;
}

}  // namespace worldlab
