// Benchmarks of the Islands climate: the whole model (passes 1–6) per map at 256² and 1024², and each pass.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

#include "worldlab/islands_climate.hpp"

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

}  // namespace
