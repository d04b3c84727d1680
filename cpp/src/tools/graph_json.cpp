// Density graph JSON: reading with shape errors that name the node and key, writing, and the node metadata export.
#include "worldlab/graph_json.hpp"

#include <string>

#include "worldlab/grid.hpp"

namespace worldlab {

namespace {

using nlohmann::json;

[[noreturn]] void shape_error(const std::string& where, const std::string& rule) {
  throw InvalidArgument(where + ": " + rule);
}

}  // namespace

GraphSpec parse_graph(std::string_view text) {
  if (text.size() > kMaxGraphJsonBytes)
    throw InvalidArgument("graph document is " + std::to_string(text.size()) + " bytes; the limit is " +
                          std::to_string(kMaxGraphJsonBytes));
  // nlohmann's parser recurses per nesting level; a graph never nests deeper than 4, so cap it
  // before parsing to keep hostile input from exhausting the stack.
  int depth = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"')
      in_string = true;
    else if (c == '{' || c == '[') {
      if (++depth > 16) throw InvalidArgument("graph document nests deeper than 16 levels");
    } else if (c == '}' || c == ']')
      --depth;
  }
  json doc = json::parse(text.begin(), text.end(), nullptr, false);
  if (doc.is_discarded()) throw InvalidArgument("graph is not valid JSON");
  return graph_from_json(doc);
}

namespace {

// A parameter's value from JSON by its type: numbers, true/false, a choice's name, a list of numbers.
// Unknown parameter names are left to validate(), which names the node and the type.
void read_param(NodeSpec& spec, const NodeType* type, const std::string& where, const std::string& key,
                const json& value) {
  const ParamInfo* info = nullptr;
  if (type)
    for (const ParamInfo& p : type->params)
      if (p.id == key) info = &p;
  const ParamType kind = info ? info->type : ParamType::kNumber;
  switch (kind) {
    case ParamType::kBool:
      if (!value.is_boolean()) shape_error(where, "parameter " + key + " must be true or false");
      spec.params[key] = value.get<bool>() ? 1.0 : 0.0;
      return;
    case ParamType::kChoice: {
      std::string names;
      for (std::size_t i = 0; i < info->choices.size(); ++i) {
        if (value.is_string() && value.get_ref<const std::string&>() == info->choices[i]) {
          spec.params[key] = static_cast<double>(i);
          return;
        }
        names += (names.empty() ? "" : ", ") + std::string(info->choices[i]);
      }
      shape_error(where, "parameter " + key + " must be one of " + names);
    }
    case ParamType::kList: {
      if (!value.is_array()) shape_error(where, "parameter " + key + " must be an array of numbers");
      std::vector<double> items;
      for (const json& item : value) {
        if (!item.is_number()) shape_error(where, "parameter " + key + " must be an array of numbers");
        items.push_back(item.get<double>());
      }
      spec.lists[key] = std::move(items);
      return;
    }
    case ParamType::kNumber:
    case ParamType::kInteger:
      if (!value.is_number()) shape_error(where, "parameter " + key + " must be a number");
      spec.params[key] = value.get<double>();
      return;
  }
}

std::string string_key(const json& doc, const char* key, const std::string& where) {
  const auto it = doc.find(key);
  if (it == doc.end()) return {};
  if (!it->is_string()) shape_error(where, std::string(key) + " must be a string");
  return it->get<std::string>();
}

}  // namespace

GraphSpec graph_from_json(const json& doc) {
  if (!doc.is_object()) shape_error("graph", "must be a JSON object");
  const auto version = doc.find("version");
  if (version == doc.end() || !version->is_number_integer())
    shape_error("graph", "version must be an integer (1 or " + std::to_string(kGraphVersion) + ")");
  const auto v = version->get<std::int64_t>();
  if (v != 1 && v != kGraphVersion)
    shape_error("graph", "version must be 1 or " + std::to_string(kGraphVersion) + ", got " + std::to_string(v));
  for (const auto& [key, value] : doc.items()) {
    const bool known = key == "version" || key == "nodes" || key == "output" ||
                       (v >= 2 && (key == "outputs" || key == "name" || key == "description"));
    if (!known)
      shape_error("graph", "unknown key '" + key + "' (allowed: version, nodes, output" +
                               std::string(v >= 2 ? ", outputs, name, description" : "") + ")");
  }
  GraphSpec g;
  g.version = static_cast<int>(v);
  g.name = string_key(doc, "name", "graph");
  g.description = string_key(doc, "description", "graph");
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
        shape_error(where, "unknown key '" + key + "' (allowed: id, type, params, inputs)");
    const NodeType* node_type = find_node_type(spec.type);
    if (const auto p = n.find("params"); p != n.end()) {
      if (!p->is_object()) shape_error(where, "params must be an object");
      for (const auto& [key, value] : p->items()) read_param(spec, node_type, where, key, value);
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
  if (const auto outs = doc.find("outputs"); outs != doc.end()) {
    if (!outs->is_object()) shape_error("graph", "outputs must be an object {name: node id}");
    for (const auto& [name, id] : outs->items()) {
      if (!id.is_string()) shape_error("graph", "output " + name + " must be a node id (string)");
      g.outputs[name] = id.get<std::string>();
    }
  }
  validate(g);
  return g;
}

nlohmann::ordered_json graph_to_json(const GraphSpec& g) {
  validate(g);
  nlohmann::ordered_json doc;
  doc["version"] = kGraphVersion;
  if (!g.name.empty()) doc["name"] = g.name;
  if (!g.description.empty()) doc["description"] = g.description;
  doc["nodes"] = nlohmann::ordered_json::array();
  for (const NodeSpec& node : g.nodes) {
    const NodeType& type = *find_node_type(node.type);
    nlohmann::ordered_json n;
    n["id"] = node.id;
    n["type"] = node.type;
    n["params"] = nlohmann::ordered_json::object();
    for (const ParamInfo& p : type.params) {
      auto& out = n["params"][std::string(p.id)];
      if (p.type == ParamType::kList) {
        const auto it = node.lists.find(p.id);
        out = it == node.lists.end() ? std::vector<double>(p.default_list.begin(), p.default_list.end()) : it->second;
        continue;
      }
      const auto it = node.params.find(p.id);
      const double v = it == node.params.end() ? p.default_value : it->second;
      switch (p.type) {
        case ParamType::kInteger: out = static_cast<std::int64_t>(v); break;
        case ParamType::kBool: out = v != 0.0; break;
        case ParamType::kChoice: out = p.choices[static_cast<std::size_t>(v)]; break;
        default: out = v; break;
      }
    }
    n["inputs"] = nlohmann::ordered_json::object();
    for (const InputInfo& in : type.inputs) n["inputs"][std::string(in.id)] = node.inputs.find(in.id)->second;
    doc["nodes"].push_back(std::move(n));
  }
  doc["output"] = g.output;
  if (!g.outputs.empty()) {
    doc["outputs"] = nlohmann::ordered_json::object();
    for (const auto& [name, id] : g.outputs) doc["outputs"][name] = id;
  }
  return doc;
}

nlohmann::ordered_json param_info_json(const ParamInfo& p) {
  nlohmann::ordered_json j;
  j["id"] = p.id;
  j["type"] = param_type_name(p.type);
  switch (p.type) {
    case ParamType::kBool: j["default"] = p.default_value != 0.0; break;
    case ParamType::kChoice: j["default"] = p.choices[static_cast<std::size_t>(p.default_value)]; break;
    case ParamType::kList: j["default"] = std::vector<double>(p.default_list.begin(), p.default_list.end()); break;
    case ParamType::kInteger: j["default"] = static_cast<std::int64_t>(p.default_value); break;
    case ParamType::kNumber: j["default"] = p.default_value; break;
  }
  if (p.type == ParamType::kNumber || p.type == ParamType::kInteger || p.type == ParamType::kList) {
    j["min"] = p.min;
    j["max"] = p.max;
    j["step"] = p.step;
  }
  if (p.type == ParamType::kList) j["max_items"] = p.max_items;
  if (p.type == ParamType::kChoice) {
    j["choices"] = nlohmann::ordered_json::array();
    for (auto c : p.choices) j["choices"].push_back(c);
  }
  j["unit"] = p.unit;
  j["description"] = p.description;
  // Kept for the page's density lab until it reads "type".
  j["integer"] = p.type == ParamType::kInteger;
  return j;
}

nlohmann::ordered_json node_types_json() {
  nlohmann::ordered_json doc;
  doc["version"] = kGraphVersion;
  doc["limits"] = {{"nodes", kMaxGraphNodes},
                   {"depth", kMaxGraphDepth},
                   {"outputs", kMaxGraphOutputs},
                   {"evaluations", kMaxGraphEvaluations},
                   {"id_length", kMaxNodeIdLength}};
  doc["types"] = nlohmann::ordered_json::array();
  for (const NodeType* t : node_types()) {
    nlohmann::ordered_json j;
    j["type"] = t->type;
    j["label"] = "node." + std::string(t->type);
    j["description"] = t->description;
    j["has_code"] = t->code != nullptr;
    j["inputs"] = nlohmann::ordered_json::array();
    for (const InputInfo& in : t->inputs)
      j["inputs"].push_back({{"id", in.id}, {"description", in.description}, {"place", in.place}});
    j["params"] = nlohmann::ordered_json::array();
    for (const ParamInfo& p : t->params) {
      auto pj = param_info_json(p);
      pj["label"] = "node." + std::string(t->type) + "." + std::string(p.id);
      j["params"].push_back(std::move(pj));
    }
    doc["types"].push_back(std::move(j));
  }
  return doc;
}

}  // namespace worldlab
