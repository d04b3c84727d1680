// Thread scaling 1 -> N of the threaded batch calls beyond the noise kernels: the Islands climate, the tutorial
// climate, the region lab, endless regions and the hero world with its placement (Threads/NAME/N, wall time).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bench_support.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/tasks.hpp"
#include "worldlab/world.hpp"

namespace {

using namespace worldlab;

// One call over `samples` samples with the default task system. make() builds the inputs and returns the
// call; it runs once, when the case is first timed (so a filtered-out case costs nothing).
struct ThreadCase {
  const char* name;
  std::int64_t samples;
  std::function<std::function<void()>()> make;
  std::function<void()> run = nullptr;
};

void BM_ThreadCase(benchmark::State& state, ThreadCase* c, int threads) {
  if (!c->run) c->run = c->make();
  set_default_thread_count(threads);
  for (auto _ : state) {
    c->run();
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * c->samples);
}

// The Islands climate (passes 1-6) on the west-wind recipe's inputs at n × n.
std::function<void()> islands_climate(int n) {
  auto m = std::make_shared<islands::ClimateMap>(islands::make_recipe_map(1, *islands::find_recipe("west-wind"), n));
  return [m, n] {
    const islands::Recipe& r = *islands::find_recipe("west-wind");
    const double step = 1.0 / n;
    const islands::ClimateInput in{n, m->height, m->temp_noise, m->moist_noise, m->threshold, 0.5 * step, step};
    islands::run_climate(in, r.climate, r.wind, {m->coast, m->rank, m->temperature, m->air, m->moisture, m->biome},
                         default_task_system());
  };
}

const Grid kMap512{-256.0, -256.0, 1.0, 512, 512};

std::function<void()> tutorial_climate() {
  auto height = std::make_shared<std::vector<double>>(kMap512.size());
  fill_fbm2(1, FbmParams{4}, Grid{-4, -4, 1.0 / 64, 512, 512}, *height);
  auto t = std::make_shared<std::vector<double>>(kMap512.size()),
       m = std::make_shared<std::vector<double>>(kMap512.size());
  const Grid climate{-1.0, -1.0, 0.004, 512, 512};  // the tutorial's world · 0.004
  return [=] { fill_tutorial_climate(1, {}, climate, *height, *t, *m, default_task_system()); };
}

std::function<void()> region_lab() {
  auto rgb = std::make_shared<std::vector<double>>(3 * kMap512.size());
  const Grid lab{0.0, 0.0, 320.0 / 512, 512, 512};  // the lab's 320 × 240 area and beyond
  return [=] { lab::fill_region_lab(1, {}, lab, *rgb, default_task_system()); };
}

std::function<void()> endless_regions() {
  auto a = std::make_shared<std::vector<std::int32_t>>(kMap512.size());
  auto b = std::make_shared<std::vector<std::int32_t>>(kMap512.size());
  auto w = std::make_shared<std::vector<double>>(kMap512.size());
  const Grid world{-1024, -1024, 4, 512, 512};
  return [=] { fill_endless_regions(1, EndlessRegionParams{}, world, *a, *b, *w, default_task_system()); };
}

// The hero world over 1024 × 1024 world units: the graph's layers and 64 placement chunks of trees.
const Grid kWorld256{-512, -512, 4, 256, 256};

}  // namespace

// Called from main() once static initialisation is over.
void register_thread_benchmarks() {
  static std::vector<ThreadCase> cases = {
      {"climate256", 256 * 256, [] { return islands_climate(256); }},
      {"climate1024", 1024 * 1024, [] { return islands_climate(1024); }},
      {"tutorial_climate", static_cast<std::int64_t>(kMap512.size()), tutorial_climate},
      {"region_lab", static_cast<std::int64_t>(kMap512.size()), region_lab},
      {"endless_regions", static_cast<std::int64_t>(kMap512.size()), endless_regions},
      {"world", static_cast<std::int64_t>(kWorld256.size()),
       [] {
         return std::function<void()>(
             [] { benchmark::DoNotOptimize(generate_world(1, kWorld256, {}, default_task_system()).trees.size()); });
       }},
  };
  for (ThreadCase& c : cases)
    for (int n : bench::thread_counts())
      benchmark::RegisterBenchmark(("Threads/" + std::string(c.name) + "/" + std::to_string(n)).c_str(), BM_ThreadCase,
                                   &c, n)
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime();
}
