// eval function of the six-parameter biomes (issue 26): multi_noise_biome, a point against a table of boxes.
#include <string>

#include "eval_registry.hpp"
#include "worldlab/multi_noise.hpp"

namespace worldlab::eval_detail {

namespace {

// A double of the request: a number or a hex string, never NaN (the rule would read NaN as "inside").
double mn_number(const json& v, const std::string& name) {
  const double d = as_double(v, name);
  if (d != d) fail(name + " must not be NaN");
  return d;
}

// The keys of `o` must be among `known` (and `o` an object).
void mn_only(const json& o, const std::string& name, std::initializer_list<std::string_view> known) {
  if (!o.is_object()) fail(name + " must be an object");
  for (const auto& [key, value] : o.items()) {
    bool ok = false;
    for (const std::string_view k : known) ok = ok || key == k;
    if (!ok) fail(name + ": unknown key \"" + key + "\"");
  }
}

const json& mn_required(const json& o, const std::string& name, const char* key) {
  const auto it = o.find(key);
  if (it == o.end()) fail(name + ": missing \"" + key + "\"");
  return *it;
}

Result multi_noise_biome(std::int64_t, const Args& a) {
  const json* point = a.find("point");
  if (!point) fail("missing argument point");
  mn_only(*point, "point", {"temperature", "humidity", "continentalness", "erosion", "depth", "weirdness"});
  MultiNoisePoint p{};
  for (int k = 0; k < kMultiNoiseAxisCount; ++k) {
    const std::string axis(kMultiNoiseAxes[k]);
    p[k] = mn_number(mn_required(*point, "point", axis.c_str()), "point." + axis);
  }
  const json* list = a.find("biomes");
  if (!list) fail("missing argument biomes");
  if (!list->is_array()) fail("biomes must be an array");
  if (list->empty()) fail("biomes must not be empty");
  if (list->size() > static_cast<std::size_t>(kMaxMultiNoiseBiomes))
    fail("biomes must have at most " + std::to_string(kMaxMultiNoiseBiomes) + " entries");
  std::vector<BiomeBox> boxes;
  std::vector<std::string> names;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& b = (*list)[i];
    const std::string at = "biomes[" + std::to_string(i) + "]";
    mn_only(b, at, {"name", "temperature", "humidity", "continentalness", "erosion", "depth", "weirdness", "offset"});
    const json& name = mn_required(b, at, "name");
    if (!name.is_string() || name.get_ref<const std::string&>().empty()) fail(at + ".name must be a non-empty string");
    names.push_back(name.get<std::string>());
    BiomeBox box;
    for (int k = 0; k < kMultiNoiseAxisCount; ++k) {
      const std::string axis = at + "." + std::string(kMultiNoiseAxes[k]);
      const json& range = mn_required(b, at, std::string(kMultiNoiseAxes[k]).c_str());
      if (!range.is_array() || range.size() != 2) fail(axis + " must be [lo, hi]");
      box.lo[k] = mn_number(range[0], axis + "[0]");
      box.hi[k] = mn_number(range[1], axis + "[1]");
    }
    // The offset may be left out (0); given, it must be a finite number >= 0 (checked with the boxes).
    if (const auto it = b.find("offset"); it != b.end()) box.offset = mn_number(*it, at + ".offset");
    boxes.push_back(box);
  }
  const MultiNoiseTree tree(std::move(boxes));  // validates: lo <= hi, offsets
  const int index = tree.nearest(p);
  Result out = Result::object();
  out["index"] = index;
  out["name"] = names[index];
  return out;
}

}  // namespace

void register_biomes6_functions(FunctionTable& table) {
  table.insert({"multi_noise_biome", {multi_noise_biome, {"point", "biomes"}}});
}

}  // namespace worldlab::eval_detail
