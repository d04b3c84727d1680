// Benchmarks of the climates: the Islands model (passes 1–6) per map at 256² and 1024², and each pass; the per-sample
// formulas of both climates at every SIMD level.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <string>
#include <vector>

#include "worldlab/climate.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/tasks.hpp"

namespace {

using namespace worldlab::islands;

// The west-wind recipe's inputs for seed 1 at n × n, built once per size.
const ClimateMap& map_of(int n) {
  static ClimateMap m256 = make_recipe_map(1, *find_recipe("west-wind"), 256);
  static ClimateMap m1024 = make_recipe_map(1, *find_recipe("west-wind"), 1024);
  return n == 256 ? m256 : m1024;
}

void BM_IslandsClimate(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  ClimateMap m = map_of(n);
  const Recipe& r = *find_recipe("west-wind");
  const double step = 1.0 / n;
  const ClimateInput in{n, m.height, m.temp_noise, m.moist_noise, m.threshold, 0.5 * step, step};
  for (auto _ : state) {
    run_climate(in, r.climate, r.wind, {m.coast, m.rank, m.temperature, m.air, m.moisture, m.biome});
    benchmark::DoNotOptimize(m.biome.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n) * n);
}
BENCHMARK(BM_IslandsClimate)->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);

void BM_CoastDistance(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  ClimateMap m = map_of(n);
  for (auto _ : state) {
    coast_distance(n, m.height, m.threshold, m.coast);
    benchmark::DoNotOptimize(m.coast.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n) * n);
}
BENCHMARK(BM_CoastDistance)->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);

void BM_WindField(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  ClimateMap m = map_of(n);
  WindParams w;
  w.angle = 200.5;  // a diagonal sweep with interpolation
  for (auto _ : state) {
    wind_field(n, m.height, m.threshold, m.rank, w, m.air);
    benchmark::DoNotOptimize(m.air.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n) * n);
}
BENCHMARK(BM_WindField)->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);

// The general land_rank (a binary search per cell, against any sorted source); run_climate uses
// land_rank_of_view, which sorts once and is part of BM_IslandsClimate.
void BM_LandRank(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  ClimateMap m = map_of(n);
  for (auto _ : state) {
    std::vector<double> sorted(m.height);
    std::sort(sorted.begin(), sorted.end());
    land_rank(m.height, sorted, m.threshold, m.rank);
    benchmark::DoNotOptimize(m.rank.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n) * n);
}
BENCHMARK(BM_LandRank)->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);

// The Islands temperature and moisture passes (their per-sample formulas, simd/climate_kernels.hpp) at one SIMD level,
// one thread, over the west-wind map's inputs at 1024². The scalar level is the formula as it ran before the lane
// kernels (the same operations, one sample at a time). Items = cells.
void BM_IslandsTemperature(benchmark::State& state, worldlab::SimdLevel level) {
  const worldlab::SimdLevel before = worldlab::simd_level();
  worldlab::set_simd_level(level);
  const int n = 1024;
  ClimateMap m = map_of(n);
  const Recipe& r = *find_recipe("west-wind");
  coast_distance(n, m.height, m.threshold, m.coast);
  land_rank_of_view(m.height, m.threshold, m.rank);
  for (auto _ : state) {
    temperature(n, 0.5 / n, 1.0 / n, m.rank, m.coast, m.temp_noise, r.climate, m.temperature, worldlab::kSerialTasks);
    benchmark::DoNotOptimize(m.temperature.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n) * n);
  worldlab::set_simd_level(before);
}

void BM_IslandsMoisture(benchmark::State& state, worldlab::SimdLevel level) {
  const worldlab::SimdLevel before = worldlab::simd_level();
  worldlab::set_simd_level(level);
  const int n = 1024;
  ClimateMap m = map_of(n);
  const Recipe& r = *find_recipe("west-wind");
  coast_distance(n, m.height, m.threshold, m.coast);
  land_rank_of_view(m.height, m.threshold, m.rank);
  wind_field(n, m.height, m.threshold, m.rank, r.wind, m.air);
  for (auto _ : state) {
    moisture(n, m.moist_noise, m.coast, m.air, r.climate, r.wind, m.moisture, worldlab::kSerialTasks);
    benchmark::DoNotOptimize(m.moisture.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(n) * n);
  worldlab::set_simd_level(before);
}

// The tutorial climate's temperature after its noise, over 1 Mi samples (heat in −1..1, height in −1..1): point by
// point through the single-sample function (BM_TemperatureFromLoop, how climate_points ran it before) and through
// temperature_from_points at one level. Items = samples.
struct FormulaInputs {
  std::vector<double> heat, height, out;
  FormulaInputs() : heat(1 << 20), height(1 << 20), out(1 << 20) {
    std::uint32_t s = 1;
    const auto next = [&] { return (s = s * 1664525u + 1013904223u) / 2147483648.0 - 1.0; };
    for (std::size_t i = 0; i < heat.size(); ++i) heat[i] = next() * 0.7, height[i] = next();
  }
};

void BM_TemperatureFromLoop(benchmark::State& state) {
  FormulaInputs in;
  for (auto _ : state) {
    for (std::size_t i = 0; i < in.heat.size(); ++i)
      in.out[i] = worldlab::temperature_from(in.heat[i], in.height[i], 0.5);
    benchmark::DoNotOptimize(in.out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(in.heat.size()));
}
BENCHMARK(BM_TemperatureFromLoop);

void BM_TemperatureFromPoints(benchmark::State& state, worldlab::SimdLevel level) {
  const worldlab::SimdLevel before = worldlab::simd_level();
  worldlab::set_simd_level(level);
  FormulaInputs in;
  for (auto _ : state) {
    worldlab::temperature_from_points(0.5, in.heat, in.height, in.out);
    benchmark::DoNotOptimize(in.out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(in.heat.size()));
  worldlab::set_simd_level(before);
}

}  // namespace

// The per-level climate formulas at every SIMD level this CPU has.
void register_climate_benchmarks() {
  for (worldlab::SimdLevel level : worldlab::available_simd_levels()) {
    const std::string name(worldlab::simd_level_name(level));
    benchmark::RegisterBenchmark(("BM_IslandsTemperature/" + name).c_str(), BM_IslandsTemperature, level)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_IslandsMoisture/" + name).c_str(), BM_IslandsMoisture, level)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_TemperatureFromPoints/" + name).c_str(), BM_TemperatureFromPoints, level);
  }
}
