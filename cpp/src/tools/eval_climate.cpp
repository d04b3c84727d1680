// eval functions of the climate: the tutorial's climateAt and pickBiome, the Islands climate, detmath.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "eval_registry.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/detmath.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"

namespace worldlab::eval_detail {

namespace {

// Largest view eval accepts: 512² values per array keeps a request line within a few MB.
constexpr int kMaxEvalSide = 512;

std::vector<double> read_array(const Args& a, const char* name, std::size_t max_size, bool finite) {
  const json* v = a.find(name);
  if (!v) fail(std::string("missing argument ") + name);
  if (!v->is_array()) fail(std::string(name) + " must be an array");
  if (v->size() > max_size)
    fail(std::string(name) + " may hold at most " + std::to_string(max_size) + " values, got " +
         std::to_string(v->size()));
  std::vector<double> out;
  out.reserve(v->size());
  for (std::size_t i = 0; i < v->size(); ++i) {
    const std::string item = std::string(name) + "[" + std::to_string(i) + "]";
    const double d = as_double((*v)[i], item);
    if (finite) require_finite(d, item.c_str());
    out.push_back(d);
  }
  return out;
}

// A nested object of named doubles: unknown keys and non-finite values are errors naming "object.key".
void read_fields(const Args& a, const char* object, const std::vector<std::pair<const char*, double*>>& fields,
                 bool* on = nullptr) {
  const json* o = a.find(object);
  if (!o) return;
  if (!o->is_object()) fail(std::string(object) + " must be a JSON object");
  for (const auto& [key, value] : o->items()) {
    const std::string name = std::string(object) + "." + key;
    if (on && key == "on") {
      if (!value.is_boolean()) fail(name + " must be true or false");
      *on = value.get<bool>();
      continue;
    }
    bool known = false;
    for (const auto& [field, target] : fields) {
      if (key != field) continue;
      *target = as_double(value, name);
      require_finite(*target, name.c_str());
      known = true;
    }
    if (!known) fail("unknown key " + name);
  }
}

Result hex_array(const std::vector<double>& v) {
  Result out = Result::array();
  for (double d : v) out.push_back(d);
  return out;
}

Result islands_climate(std::int64_t, const Args& a) {
  const int n = static_cast<int>(a.required_integer("n", 1, kMaxEvalSide));
  const std::size_t cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  const auto sized = [&](const char* name) {
    std::vector<double> v = read_array(a, name, static_cast<std::size_t>(kMaxEvalSide) * kMaxEvalSide, true);
    if (v.size() != cells)
      fail(std::string(name) + " must hold n * n = " + std::to_string(cells) + " values, got " +
           std::to_string(v.size()));
    return v;
  };
  const std::vector<double> height = sized("height"), temp_noise = sized("temp_noise"),
                            moist_noise = sized("moist_noise");
  const double threshold = a.param("threshold", 0.0);
  const double step = a.param("step", 1.0 / n);
  const double y0 = a.param("y0", 0.5 * step);
  islands::ClimateParams c;
  read_fields(a, "climate",
              {{"base", &c.base},
               {"lapse", &c.lapse},
               {"latitude", &c.latitude},
               {"coastMod", &c.coast_mod},
               {"tempNoise", &c.temp_noise},
               {"moistNoise", &c.moist_noise},
               {"coastBonus", &c.coast_bonus},
               {"decay", &c.decay}});
  islands::WindParams w;
  read_fields(a, "wind",
              {{"angle", &w.angle}, {"dry", &w.dry}, {"evap", &w.evap}, {"lift", &w.lift}, {"strength", &w.strength}},
              &w.on);
  std::vector<double> coast(cells), rank(cells), t(cells), air(cells), m(cells);
  std::vector<std::uint8_t> biome(cells);
  islands::run_climate({n, height, temp_noise, moist_noise, threshold, y0, step}, c, w,
                       {coast, rank, t, air, m, biome});
  Result out = Result::object();
  out["coast"] = hex_array(coast);
  out["rank"] = hex_array(rank);
  out["temperature"] = hex_array(t);
  out["air"] = hex_array(air);
  out["moisture"] = hex_array(m);
  Result b = Result::array();
  for (auto v : biome) b.push_back(static_cast<int>(v));
  out["biome"] = b;
  return out;
}

}  // namespace

void register_climate_functions(FunctionTable& table) {
  const FunctionTable mine = {
      {"climate",
       [](std::int64_t seed, const Args& a) {
         TutorialClimateParams p;
         p.chill = a.param("chill", p.chill);
         validate(p);
         const ClimateSample c = climate_at(ClimateTables(seed), a.num("x"), a.num("y"), a.num("height"), p);
         Result out = Result::array();
         out.push_back(c.temperature);
         out.push_back(c.moisture);
         return out;
       }},
      {"pick_biome",
       [](std::int64_t, const Args& a) {
         std::vector<double> heat = {0.4, 0.6}, wet = {0.4, 0.6};  // the tutorial's defaults
         if (a.find("heat_limits")) heat = read_array(a, "heat_limits", kMaxBiomeLimits, false);
         if (a.find("wet_limits")) wet = read_array(a, "wet_limits", kMaxBiomeLimits, false);
         validate_limits(heat, "heat_limits");
         validate_limits(wet, "wet_limits");
         return Result(pick_biome(a.num("t"), a.num("m"), heat, wet));
       }},
      {"islands_climate", islands_climate},
      {"det_exp", [](std::int64_t, const Args& a) { return Result(detmath::exp(a.num("x"))); }},
      {"det_sin", [](std::int64_t, const Args& a) { return Result(detmath::sin(a.num("x"))); }},
      {"det_cos", [](std::int64_t, const Args& a) { return Result(detmath::cos(a.num("x"))); }},
  };
  table.insert(mine.begin(), mine.end());
}

}  // namespace worldlab::eval_detail
