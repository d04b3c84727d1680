// The water module at 1024²: routing (fill + receivers + stack) and accumulation, one stream-power step (n = 1 closed
// form, n = 2 Newton) with and without diffusion, one thread, and the diffusion's split over 1 and 2 threads.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "bench_support.hpp"
#include "water_terrain.hpp"
#include "worldlab/tasks.hpp"
#include "worldlab/water.hpp"

namespace {

using namespace worldlab;
namespace wb = worldlab::bench;

constexpr int kSide = 1024;

// Each terrain is built once, when a benchmark first asks for it (a filtered-out case costs nothing).
const std::vector<double>& terrain(const std::string& name) {
  static std::map<std::string, std::vector<double>> cache;
  auto it = cache.find(name);
  if (it == cache.end()) it = cache.emplace(name, wb::water_terrain(name, kSide)).first;
  return it->second;
}

water::RasterShape shape() { return {kSide, kSide, wb::kWaterCellSize}; }

// route_flow + accumulate: what the peers' fill + flow directions + accumulation compare with.
void BM_Route(benchmark::State& state, std::string name) {
  const auto& h = terrain(name);
  const auto s = shape();
  std::vector<double> filled(s.cells()), area(s.cells());
  std::vector<std::uint32_t> receivers(s.cells()), stack(s.cells());
  for (auto _ : state) {
    water::route_flow(s, h, {filled, receivers, stack});
    water::accumulate(s, receivers, stack, {}, area);
    benchmark::DoNotOptimize(area.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(s.cells()));
}

// The two parts apart: route_flow alone, then accumulate alone on its result.
void BM_RouteFlow(benchmark::State& state, std::string name) {
  const auto& h = terrain(name);
  const auto s = shape();
  std::vector<double> filled(s.cells());
  std::vector<std::uint32_t> receivers(s.cells()), stack(s.cells());
  for (auto _ : state) {
    water::route_flow(s, h, {filled, receivers, stack});
    benchmark::DoNotOptimize(stack.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(s.cells()));
}
void BM_Accumulate(benchmark::State& state, std::string name) {
  const auto& h = terrain(name);
  const auto s = shape();
  std::vector<double> filled(s.cells()), area(s.cells());
  std::vector<std::uint32_t> receivers(s.cells()), stack(s.cells());
  water::route_flow(s, h, {filled, receivers, stack});
  for (auto _ : state) {
    water::accumulate(s, receivers, stack, {}, area);
    benchmark::DoNotOptimize(area.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(s.cells()));
}

// One erosion step from the same terrain every iteration (the copy back is not timed). `scratch`: the overload
// with caller-owned scratch (the lab's animation), else the plain call that allocates its own.
struct StepCase {
  double n = 1.0;
  double diffusion = 0.0;  // Kd, m²/yr
  bool scratch = false;
  int threads = 0;  // 0: one thread, kSerialTasks (CPU time); else the default pool at that count (wall time)
};
void BM_ErosionStep(benchmark::State& state, std::string name, StepCase c) {
  const auto& h0 = terrain(name);
  const auto s = shape();
  water::ErosionParams p;
  p.steps = 1;
  p.dt = 1000.0;
  p.k = 2e-4;
  p.m = 0.5;
  p.n = c.n;
  p.uplift = 1e-3;
  p.diffusion = c.diffusion;
  if (c.threads > 0) set_default_thread_count(c.threads);
  const TaskSystem& tasks = c.threads > 0 ? default_task_system() : kSerialTasks;
  std::vector<double> h(h0);
  water::WaterScratch scratch;
  for (auto _ : state) {
    state.PauseTiming();
    std::copy(h0.begin(), h0.end(), h.begin());
    state.ResumeTiming();
    if (c.scratch) {
      water::erode(s, h, {}, p, scratch, tasks);
    } else {
      water::erode(s, h, {}, p, tasks);
    }
    benchmark::DoNotOptimize(h.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(s.cells()));
}

// Steps within a run, as `worldlab water --steps N`, the graph's erode node and the lab's animation meet them: the
// terrain eroded `warm` steps first (not timed), then `steps` more in one call, from where the last left off. The raw
// noise's pits are most of the first step's routing (ErosionStep above); the run's own steps route a surface the
// erosion has drained. per_step: the call's time divided by its steps.
void BM_ErosionRun(benchmark::State& state, std::string name, int warm, int steps) {
  const auto& h0 = terrain(name);
  const auto s = shape();
  water::ErosionParams p;
  p.dt = 1000.0;
  p.k = 2e-4;
  p.m = 0.5;
  p.n = 1.0;
  p.uplift = 1e-3;
  water::WaterScratch scratch;
  std::vector<double> eroded(h0);
  p.steps = warm;
  if (warm > 0) water::erode(s, eroded, {}, p, scratch, kSerialTasks);
  p.steps = steps;
  std::vector<double> h(eroded);
  for (auto _ : state) {
    state.PauseTiming();
    std::copy(eroded.begin(), eroded.end(), h.begin());
    state.ResumeTiming();
    water::erode(s, h, {}, p, scratch, kSerialTasks);
    benchmark::DoNotOptimize(h.data());
    benchmark::ClobberMemory();
  }
  state.counters["per_step"] =
      benchmark::Counter(steps, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.SetItemsProcessed(state.iterations() * steps * static_cast<std::int64_t>(s.cells()));
}

// "Water/KIND/1024/TERRAIN" and a suffix, appended piece by piece (g++ 12 warns, wrongly, of overlapping copies
// in "literal" + std::string chains).
std::string case_name(const char* kind, const std::string& terrain_name, const std::string& suffix = {}) {
  std::string s = "Water/";
  s += kind;
  s += '/';
  s += std::to_string(kSide);
  s += '/';
  s += terrain_name;
  s += suffix;
  return s;
}

}  // namespace

void register_water_benchmarks() {
  for (const std::string t : {"rolling-hills", "noise"}) {
    benchmark::RegisterBenchmark(case_name("Route", t).c_str(), BM_Route, t)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(case_name("RouteFlow", t).c_str(), BM_RouteFlow, t)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(case_name("Accumulate", t).c_str(), BM_Accumulate, t)->Unit(benchmark::kMillisecond);
  }
  // Kd = 0.01 m²/yr (soil creep) over dt = 1000 yr at 30 m is one diffusion sub-step; Kd = 1.8 is eight
  // (Kd · dt / cell_size² = 2, split to 1/4 each), where the diffusion's rows are most of the step.
  const std::string hills = "rolling-hills";
  struct Named {
    std::string name;
    StepCase c;
  };
  const std::vector<Named> steps = {
      {case_name("ErosionStep", hills), {1.0, 0.0, false, 0}},
      {case_name("ErosionStep", hills, "/scratch"), {1.0, 0.0, true, 0}},
      {case_name("ErosionStep", hills, "/diffusion"), {1.0, 0.01, false, 0}},
      {case_name("ErosionStep", hills, "/diffusion8"), {1.0, 1.8, false, 0}},
      {case_name("ErosionStepNewton", hills), {2.0, 0.0, false, 0}},
      {case_name("ErosionStepNewton", hills, "/diffusion"), {2.0, 0.01, false, 0}},
  };
  for (const auto& s : steps)
    benchmark::RegisterBenchmark(s.name.c_str(), BM_ErosionStep, hills, s.c)->Unit(benchmark::kMillisecond);
  // A run's steps: the first 10 from the raw terrain, and 10 after 30 (one thread, scratch kept, CPU time).
  for (const auto& [suffix, warm] : {std::pair<std::string, int>{"/steps:1-10", 0}, {"/steps:31-40", 30}}) {
    benchmark::RegisterBenchmark(case_name("ErosionRun", hills, suffix).c_str(), BM_ErosionRun, hills, warm, 10)
        ->Unit(benchmark::kMillisecond);
  }
  // Threads: the default pool at 1, 2, ... cores (wall time), with caller-owned scratch (a stepping caller's case: a
  // fresh scratch per call is mostly page faults here). The routing's row passes and basins, the outlets' trees
  // (accumulation and the stream-power walk) and the diffusion's rows are split; the fill's Dijkstra over the
  // basins, the flats' search and the stack's concatenation are not. Kd = 14.4 is 64 diffusion sub-steps.
  for (const int n : worldlab::bench::thread_counts()) {
    for (const auto& [suffix, kd] :
         {std::pair<std::string, double>{"", 0.0}, {"/diffusion", 0.01}, {"/diffusion64", 14.4}}) {
      const std::string name = case_name("ErosionStep", hills, suffix + "/threads:" + std::to_string(n));
      benchmark::RegisterBenchmark(name.c_str(), BM_ErosionStep, hills, StepCase{1.0, kd, true, n})
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime();
    }
  }
}
