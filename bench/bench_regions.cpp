// Benchmarks of regions and the density graph: nearest-site queries (scan vs index), graph nodes, endless regions, the
// hero world.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <string>
#include <vector>

#include "worldlab/endless.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/random.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/site_index.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/world.hpp"

namespace {

using namespace worldlab;

// 4096 query points spread over a 4096² map (and a little beyond), the same for every variant.
std::vector<Point2> queries() {
  Mulberry32 rng(5);
  std::vector<Point2> q(4096);
  for (auto& p : q) p = {rng.next_float() * 4300.0 - 100.0, rng.next_float() * 4300.0 - 100.0};
  return q;
}

// items per second = nearest_two queries per second; the argument is the number of sites.
void BM_NearestTwoScan(benchmark::State& state) {
  const auto sites = make_sites(state.range(0), 4096, 4096, 1);
  const auto q = queries();
  for (auto _ : state)
    for (const Point2& p : q) benchmark::DoNotOptimize(nearest_two(sites, p.x, p.y));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(q.size()));
}
BENCHMARK(BM_NearestTwoScan)->Arg(45)->Arg(1000)->Arg(100000);

void BM_NearestTwoIndex(benchmark::State& state) {
  const auto sites = make_sites(state.range(0), 4096, 4096, 1);
  const SiteIndex index(sites);
  const auto q = queries();
  for (auto _ : state)
    for (const Point2& p : q) benchmark::DoNotOptimize(index.nearest_two(p.x, p.y));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(q.size()));
}
BENCHMARK(BM_NearestTwoIndex)->Arg(45)->Arg(1000)->Arg(100000);

// The same queries moved 1e6 to the right of the sites (a regions map at x0 = 1e6): issue 12, row 6.
void BM_NearestTwoIndexOutside(benchmark::State& state) {
  const auto sites = make_sites(state.range(0), 4096, 4096, 1);
  const SiteIndex index(sites);
  const auto q = queries();
  for (auto _ : state)
    for (const Point2& p : q) benchmark::DoNotOptimize(index.nearest_two(p.x + 1e6, p.y));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(q.size()));
}
BENCHMARK(BM_NearestTwoIndexOutside)->Arg(45)->Arg(1000)->Arg(100000);

// Building the index (items = sites).
void BM_SiteIndexBuild(benchmark::State& state) {
  const auto sites = make_sites(state.range(0), 4096, 4096, 1);
  for (auto _ : state) benchmark::DoNotOptimize(SiteIndex(sites));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_SiteIndexBuild)->Arg(1000)->Arg(100000);

// A 256² grid over the tutorial's 320 × 240 map; items per second = samples per second.
const Grid kMap{0, 0, 1.25, 256, 192};

void BM_ExampleStack(benchmark::State& state) {
  const CompiledGraph g(graph_preset("tutorial-example"), 1);
  std::vector<double> out(kMap.size());
  for (auto _ : state) {
    fill_graph(g, kMap, out);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kMap.size()));
}
BENCHMARK(BM_ExampleStack);

// Every named graph (terrain presets, the tutorial's stack, the hero world) over the lab's 256² view,
// one thread: the benchmark cases come from the shipped documents, not a list kept here.
void BM_GraphPreset(benchmark::State& state, std::string name) {
  const CompiledGraph g(graph_preset(name), 1);
  const Grid grid = name == "hero-world" || name == "tutorial-example" ? kMap : default_map_grid(256);
  std::vector<double> out(grid.size());
  for (auto _ : state) {
    fill_graph(g, grid, out, kSerialTasks);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(grid.size()));
}

// Issue 8's doubling graph: n0 = 16-octave simplex, n_i = add(n_{i−1}, n_{i−1}), 32 nodes. Evaluating a
// node once per consumer would cost 2^31 leaf evaluations per sample; once per sample, 32.
void BM_DoublingGraph256(benchmark::State& state) {
  GraphSpec g;
  g.nodes.push_back({"n0", "simplex", {{"octaves", 16}}, {}, {}});
  for (int i = 1; i < 32; ++i) {
    const std::string prev = "n" + std::to_string(i - 1);
    g.nodes.push_back({"n" + std::to_string(i), "add", {}, {{"a", prev}, {"b", prev}}, {}});
  }
  g.output = "n31";
  const CompiledGraph c(g, 1);
  const Grid grid{0, 0, 1, 256, 256};
  std::vector<double> out(grid.size());
  for (auto _ : state) {
    fill_graph(c, grid, out, kSerialTasks);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(grid.size()));
}
BENCHMARK(BM_DoublingGraph256)->Unit(benchmark::kMillisecond);

// One benchmark per node type, from the registry: the node with its defaults over a simplex source
// (so the figure is the node plus one 4-octave fBm; compare with BM_Node/simplex).
void node_benchmark(benchmark::State& state, const NodeType* t) {
  GraphSpec g;
  g.nodes.push_back({"src", "simplex", {}, {}});
  NodeSpec n{"n", std::string(t->type), {}, {}};
  for (const InputInfo& in : t->inputs) n.inputs[std::string(in.id)] = "src";
  g.nodes.push_back(n);
  g.output = "n";
  const CompiledGraph c(g, 1);
  std::vector<double> out(kMap.size());
  for (auto _ : state) {
    fill_graph(c, kMap, out);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kMap.size()));
}

void BM_CellBlend45(benchmark::State& state) {
  const auto sites = make_sites(45, 320, 240, 1);
  const SiteIndex index(sites);
  const NoiseTable wobble(1);
  std::vector<double> out(kMap.size());
  for (auto _ : state) {
    fill_grid(kMap, out, [&](double x, double y) { return cell_blend(index, wobble, x, y, CellBlendParams{}).weight; });
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kMap.size()));
}
BENCHMARK(BM_CellBlend45);

// SiteIndex over the lab's map: n sites over 320 × 240 (the lab has 45), looked up at kMap's samples row by row.
// BM_SiteIndexSearch is the index's search point by point (what every caller did before nearest_two_points);
// BM_SiteIndexPoints/LEVEL/n is nearest_two_points at one SIMD level in chunks of 256: the lane kernel up to 16 sites
// per lane, the search beyond. BM_CellBlendPoints45/LEVEL is BM_CellBlend45 (cell_blend point by
// point) as cell_blend_points. Items = points.
struct LabLookups {
  std::vector<double> x, y;
  LabLookups() {
    for (int row = 0; row < kMap.height; ++row)
      for (int col = 0; col < kMap.width; ++col) x.push_back(kMap.x(col)), y.push_back(kMap.y(row));
  }
};

void BM_SiteIndexSearch(benchmark::State& state) {
  const SiteIndex index(make_sites(state.range(0), 320, 240, 1));
  const LabLookups q;
  for (auto _ : state)
    for (std::size_t i = 0; i < q.x.size(); ++i) benchmark::DoNotOptimize(index.nearest_two(q.x[i], q.y[i]));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(q.x.size()));
}
BENCHMARK(BM_SiteIndexSearch)->Arg(12)->Arg(45)->Arg(128)->Arg(256);

void BM_SiteIndexPoints(benchmark::State& state, SimdLevel level) {
  const SimdLevel before = simd_level();
  set_simd_level(level);
  const SiteIndex index(make_sites(state.range(0), 320, 240, 1));
  const LabLookups q;
  constexpr std::size_t kChunk = 256;
  NearestTwo hits[kChunk];
  for (auto _ : state) {
    for (std::size_t start = 0; start < q.x.size(); start += kChunk) {
      const std::size_t m = std::min(kChunk, q.x.size() - start);
      index.nearest_two_points({q.x.data() + start, m}, {q.y.data() + start, m}, {hits, m});
      benchmark::DoNotOptimize(hits);
    }
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(q.x.size()));
  set_simd_level(before);
}

void BM_CellBlendPoints45(benchmark::State& state, SimdLevel level) {
  const SimdLevel before = simd_level();
  set_simd_level(level);
  const SiteIndex index(make_sites(45, 320, 240, 1));
  const NoiseTable wobble(1);
  const LabLookups q;
  std::vector<CellBlend> out(q.x.size());
  for (auto _ : state) {
    cell_blend_points(index, wobble, CellBlendParams{}, q.x, q.y, out);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(q.x.size()));
  set_simd_level(before);
}

const Grid kWorld512{-1024, -1024, 4, 512, 512};

void BM_EndlessRegions512(benchmark::State& state) {
  std::vector<std::int32_t> a(kWorld512.size()), b(kWorld512.size());
  std::vector<double> w(kWorld512.size());
  for (auto _ : state) {
    fill_endless_regions(1, EndlessRegionParams{}, kWorld512, a, b, w);
    benchmark::DoNotOptimize(w.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kWorld512.size()));
}
BENCHMARK(BM_EndlessRegions512)->Unit(benchmark::kMillisecond);

// The endless regions' F1/F2 lookup (EndlessRegions::nearest_two) over kWorld512's samples, default parameters, with
// the window of cached sites the region nodes build: the scalar scan point by point, and nearest_two_points (the lane
// kernel of PointKernels) at one SIMD level, in chunks of 256 as the nodes call it. Items = points.
struct EndlessLookups {
  EndlessRegions regions{1, EndlessRegionParams{}, cell_window_for(kWorld512, 0.0, EndlessRegionParams{}.cell_size)};
  std::vector<double> x, y;
  EndlessLookups() {
    for (int row = 0; row < kWorld512.height; ++row)
      for (int col = 0; col < kWorld512.width; ++col) x.push_back(kWorld512.x(col)), y.push_back(kWorld512.y(row));
  }
};

void BM_EndlessNearestTwoScan(benchmark::State& state) {
  const EndlessLookups q;
  for (auto _ : state)
    for (std::size_t i = 0; i < q.x.size(); ++i)
      benchmark::DoNotOptimize(q.regions.nearest_two(q.x[i], q.y[i], q.regions.window()));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(q.x.size()));
}
BENCHMARK(BM_EndlessNearestTwoScan)->Unit(benchmark::kMillisecond);

void BM_EndlessNearestTwoPoints(benchmark::State& state, SimdLevel level) {
  const SimdLevel before = simd_level();
  set_simd_level(level);
  const EndlessLookups q;
  constexpr std::size_t kChunk = 256;
  EndlessNearest hits[kChunk];
  for (auto _ : state) {
    for (std::size_t start = 0; start < q.x.size(); start += kChunk) {
      q.regions.nearest_two_points(q.x.data() + start, q.y.data() + start, std::min(kChunk, q.x.size() - start),
                                   q.regions.window(), hits);
      benchmark::DoNotOptimize(hits);
    }
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(q.x.size()));
  set_simd_level(before);
}

// The hero world at 512² (2048 × 2048 world units): height, warp, climate, regions, colours, trees.
void BM_HeroWorld512(benchmark::State& state) {
  std::size_t trees = 0;
  for (auto _ : state) {
    const WorldMap m = generate_world(1, kWorld512);
    trees = m.trees.size();
    benchmark::DoNotOptimize(m.rgb.data());
  }
  state.counters["trees"] = static_cast<double>(trees);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kWorld512.size()));
}
BENCHMARK(BM_HeroWorld512)->Unit(benchmark::kMillisecond);

}  // namespace

// Table-driven registrations, called from main after static initialisation: every node type with its
// defaults, every named graph the core ships, and the endless F1/F2 lookup at every SIMD level this CPU has.
void register_graph_benchmarks() {
  for (const worldlab::NodeType* t : worldlab::node_types())
    benchmark::RegisterBenchmark(("BM_Node/" + std::string(t->type)).c_str(), node_benchmark, t);
  for (const std::string_view name : worldlab::graph_preset_names())
    benchmark::RegisterBenchmark(("BM_GraphPreset/" + std::string(name)).c_str(), BM_GraphPreset, std::string(name))
        ->Unit(benchmark::kMillisecond);
  for (worldlab::SimdLevel level : worldlab::available_simd_levels()) {
    const std::string name(worldlab::simd_level_name(level));
    benchmark::RegisterBenchmark(("BM_EndlessNearestTwoPoints/" + name).c_str(), BM_EndlessNearestTwoPoints, level)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_SiteIndexPoints/" + name).c_str(), BM_SiteIndexPoints, level)
        ->Arg(12)
        ->Arg(45)
        ->Arg(128)
        ->Arg(256);
    benchmark::RegisterBenchmark(("BM_CellBlendPoints45/" + name).c_str(), BM_CellBlendPoints45, level);
  }
}
