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
  const auto c = a.object<islands::ClimateParams>("climate");
  const auto w = a.object<islands::WindParams>("wind");
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
  const auto det = [](double (*f)(double) noexcept) -> EvalFunction {
    return {[f](std::int64_t, const Args& a) { return Result(f(a.num("x"))); }, {"x"}};
  };
  const FunctionTable mine = {
      {"climate",
       {[](std::int64_t seed, const Args& a) {
          const auto p = a.params<TutorialClimateParams>();
          const ClimateSample c = climate_at(ClimateTables(seed), a.num("x"), a.num("y"), a.num("height"), p);
          Result out = Result::array();
          out.push_back(c.temperature);
          out.push_back(c.moisture);
          return out;
        },
        arg_keys<TutorialClimateParams>({"x", "y", "height"})}},
      {"pick_biome",
       {[](std::int64_t, const Args& a) {
          const auto limits = a.params<BiomeTable>();  // the tutorial's limits where not given
          validate_limits(limits.heat_limits, "heat_limits");
          validate_limits(limits.wet_limits, "wet_limits");
          return Result(pick_biome(limits, a.num("t"), a.num("m")));
        },
        arg_keys<BiomeTable>({"t", "m"})}},
      {"islands_climate",
       {islands_climate, {"n", "height", "temp_noise", "moist_noise", "threshold", "y0", "step", "climate", "wind"}}},
      {"det_exp", det(detmath::exp)},
      {"det_sin", det(detmath::sin)},
      {"det_cos", det(detmath::cos)},
  };
  table.insert(mine.begin(), mine.end());
}

}  // namespace worldlab::eval_detail
