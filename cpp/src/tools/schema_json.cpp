// The schema as JSON: the strict readers' checks, the writers' values, the schema document and docs/params.md.
#include "worldlab/schema_json.hpp"

#include <set>
#include <sstream>

#include "worldlab/graph.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/schema_registry.hpp"

namespace worldlab {

namespace schema_json_detail {

namespace {

using nlohmann::json;

[[noreturn]] void fail(std::string_view path, const std::string& rule) {
  throw InvalidArgument(std::string(path) + " " + rule);
}

std::string joined(std::span<const std::string_view> a, std::span<const std::string_view> b = {}) {
  std::string out;
  for (const auto list : {a, b})
    for (const std::string_view s : list) out += (out.empty() ? "" : ", ") + std::string(s);
  return out;
}

double plain_number(const json& v, const std::string& path) {
  if (!v.is_number()) fail(path, "must be a number");
  return v.get<double>();
}

}  // namespace

double read_scalar(const json& v, const ParamInfo& info, const std::string& path, JsonNumberReader number) {
  double d = 0;
  switch (info.type) {
    case ParamType::kBool:
      if (!v.is_boolean()) fail(path, "must be true or false");
      d = v.get<bool>() ? 1.0 : 0.0;
      break;
    case ParamType::kChoice:
      if (!v.is_string()) fail(path, "must be one of " + joined(info.choices));
      d = schema_detail::choice_index(info, v.get_ref<const std::string&>());
      break;
    case ParamType::kInteger:
      if (!v.is_number_integer()) fail(path, "must be an integer");
      d = v.get<double>();  // exact within every integer range the schema holds (|v| <= 2^53)
      break;
    case ParamType::kNumber:
    case ParamType::kList: d = (number ? number : plain_number)(v, path); break;
  }
  check_param(info, d, path);
  return d;
}

std::vector<double> read_list(const json& v, const ParamInfo& info, const std::string& path, JsonNumberReader number) {
  if (!v.is_array()) fail(path, "must be a list of numbers");
  if (v.size() > static_cast<std::size_t>(info.max_items))
    fail(path, "holds " + std::to_string(v.size()) + " items; the limit is " + std::to_string(info.max_items));
  std::vector<double> items;
  items.reserve(v.size());
  for (std::size_t i = 0; i < v.size(); ++i)
    items.push_back((number ? number : plain_number)(v[i], path + "[" + std::to_string(i) + "]"));
  check_param_list(info, items, path);
  return items;
}

const json& object_at(const json& v, const std::string& path) {
  if (!v.is_object()) fail(path, "must be a JSON object");
  return v;
}

void check_keys(const json& object, std::span<const std::string_view> allowed, std::span<const std::string_view> extra,
                std::string_view prefix, std::string_view context) {
  for (const auto& item : object.items()) {
    const std::string& key = item.key();
    const auto known = [&](std::span<const std::string_view> list) {
      return std::find(list.begin(), list.end(), key) != list.end();
    };
    if (known(allowed) || known(extra)) continue;
    std::string message = "unknown key \"" + join_path(prefix, key) + "\"";
    if (!context.empty()) message += " in " + std::string(context);
    throw InvalidArgument(message + "; allowed: " + joined(allowed, extra));
  }
}

nlohmann::ordered_json scalar_json(const ParamInfo& info, double value) {
  switch (info.type) {
    case ParamType::kBool: return value != 0.0;
    case ParamType::kChoice:
      if (value >= 0 && value < static_cast<double>(info.choices.size()))
        return std::string(info.choices[static_cast<std::size_t>(value)]);
      return nullptr;  // not one of the choices: nothing a reader would take back
    case ParamType::kInteger: return static_cast<std::int64_t>(value);
    case ParamType::kNumber:
    case ParamType::kList: break;
  }
  return value;
}

nlohmann::ordered_json default_json(const ParamEntry& entry) {
  if (entry.info.type == ParamType::kList) return entry.list_default;
  return scalar_json(entry.info, entry.info.default_value);
}

}  // namespace schema_json_detail

namespace {

using nlohmann::ordered_json;
using schema_json_detail::default_json;

// What every parameter says, struct field or graph node parameter alike.
ordered_json param_json(const ParamInfo& info, const std::string& path, const std::string& label, ordered_json def) {
  ordered_json j;
  j["path"] = path;
  j["id"] = info.id;
  j["type"] = param_type_name(info.type);
  j["default"] = std::move(def);
  if (info.type == ParamType::kNumber || info.type == ParamType::kInteger || info.type == ParamType::kList) {
    j["min"] = info.min;
    j["max"] = info.max;
  }
  j["step"] = info.step;
  j["unit"] = info.unit;
  j["label"] = label;
  j["description"] = info.description;
  if (info.type == ParamType::kChoice) {
    j["choices"] = ordered_json::array();
    for (const std::string_view c : info.choices) j["choices"].push_back(c);
  }
  if (info.type == ParamType::kList) {
    j["min_items"] = info.min_items;
    j["max_items"] = info.max_items;
  }
  return j;
}

}  // namespace

ordered_json schema_document() {
  ordered_json doc;
  doc["format"] = kSchemaFormat;
  doc["keys"] = "snake_case field ids; a group is a nested JSON object, and a path joins ids with dots";
  std::set<std::string> labels;
  doc["structs"] = ordered_json::array();
  for (const DescribedStruct& s : described_structs()) {
    ordered_json j;
    j["name"] = s.name;
    j["title"] = s.title;
    j["fields"] = ordered_json::array();
    for (const ParamEntry& e : s.fields()) {
      j["fields"].push_back(param_json(e.info, e.where.path, e.where.label, default_json(e)));
      labels.insert(e.where.label);
    }
    doc["structs"].push_back(std::move(j));
  }
  doc["node_types"] = ordered_json::array();
  for (const NodeType* t : node_types()) {
    ordered_json j;
    j["type"] = t->type;
    j["description"] = t->description;
    j["inputs"] = ordered_json::array();
    for (const InputInfo& in : t->inputs) j["inputs"].push_back({{"id", in.id}, {"description", in.description}});
    j["params"] = ordered_json::array();
    for (const ParamInfo& p : t->params) {
      const std::string label = "node." + std::string(t->type) + "." + std::string(p.id);
      ordered_json def = schema_json_detail::scalar_json(p, p.default_value);
      if (p.type == ParamType::kList) def = std::vector<double>(p.default_list.begin(), p.default_list.end());
      j["params"].push_back(param_json(p, std::string(p.id), label, std::move(def)));
      labels.insert(label);
    }
    doc["node_types"].push_back(std::move(j));
  }
  doc["labels"] = labels;  // sorted: every key the page must translate, in English and Spanish
  return doc;
}

namespace {

// Text in a table cell: a '|' would end the cell.
std::string escaped(const std::string& text) {
  std::string out;
  for (const char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}

// A JSON value as a docs cell: numbers as JavaScript prints them, names bare, lists in brackets.
std::string cell(const ordered_json& v) {
  if (v.is_string()) return escaped(v.get<std::string>());
  if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
  if (v.is_number()) return code_number(v.get<double>());
  if (v.is_array()) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + cell(v[i]);
    return out + "]";
  }
  return "";
}

std::string range_cell(const ordered_json& p) {
  const std::string type = p["type"];
  if (type == "choice") {
    std::string out;
    for (const auto& c : p["choices"]) out += (out.empty() ? "" : ", ") + c.get<std::string>();
    return out;
  }
  if (type == "bool") return "false, true";
  std::string out = cell(p["min"]) + " .. " + cell(p["max"]);
  if (type == "list") {
    const int lo = p["min_items"], hi = p["max_items"];
    out += lo == hi ? ", " + std::to_string(hi) + " items"
                    : ", " + std::to_string(lo) + " to " + std::to_string(hi) + " items";
  }
  return out;
}

void table(std::ostringstream& md, const ordered_json& params, const char* key) {
  md << "| " << key << " | type | default | range | step | unit | description |\n";
  md << "| --- | --- | --- | --- | --- | --- | --- |\n";
  for (const auto& p : params) {
    const double step = p["step"];
    md << "| `" << p[key].get<std::string>() << "` | " << p["type"].get<std::string>() << " | " << cell(p["default"])
       << " | " << range_cell(p) << " | " << (step > 0 ? code_number(step) : "") << " | " << cell(p["unit"]) << " | "
       << cell(p["description"]) << " |\n";
  }
}

}  // namespace

std::string schema_markdown() {
  const ordered_json doc = schema_document();
  std::ostringstream md;
  md << "# Parameters\n\n"
     << "Generated from the schema (`cpp/include/worldlab/schema.hpp` and the `describe()` beside each params "
        "struct) by `worldlab schema --markdown`; do not edit it by hand: `npm run docs:params` rewrites it and the "
        "test suite fails when it is out of date. `worldlab schema` prints the same description as JSON ("
     << kSchemaFormat << ").\n\n"
     << "Keys are the C++ field ids, in snake_case, in every JSON document, URL and eval request. A group is a "
        "nested JSON object; the tables write its fields as `group.field`. Ranges are inclusive. A reader rejects "
        "an unknown key, naming the keys allowed.\n";
  for (const auto& s : doc["structs"]) {
    md << "\n## " << s["name"].get<std::string>() << "\n\n" << cell(s["title"]) << ".\n\n";
    table(md, s["fields"], "path");
  }
  md << "\n## Density graph node types\n\nParameters of each node type of a graph document (`docs/regions.md`).\n";
  for (const auto& t : doc["node_types"]) {
    md << "\n### " << t["type"].get<std::string>() << "\n\n" << cell(t["description"]) << ".";
    if (!t["inputs"].empty()) {
      md << " Inputs:";
      for (std::size_t i = 0; i < t["inputs"].size(); ++i)
        md << (i ? "," : "") << " `" << t["inputs"][i]["id"].get<std::string>() << "` ("
           << cell(t["inputs"][i]["description"]) << ")";
      md << ".";
    }
    md << "\n\n";
    if (t["params"].empty())
      md << "No parameters.\n";
    else
      table(md, t["params"], "id");
  }
  return md.str();
}

}  // namespace worldlab
