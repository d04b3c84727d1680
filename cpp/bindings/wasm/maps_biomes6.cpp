// Entries of the biome-space lab (13): the multi-noise world's six climate fields over a grid, computed once per
// seed and grid and kept, then only the nearest-box lookup with whatever table the page sends (a dragged box edge
// re-classifies the kept fields: no graph, no erosion again), and the default table with its names and colours.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "entries.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/multi_noise.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::wasm {

namespace {

// The fields in the rule's axis order: the graph's node ids (temperature and humidity are its climate nodes).
constexpr std::array<const char*, kMultiNoiseAxisCount> kFieldNodes = {"temperature", "humidity", "continentalness",
                                                                       "erosion",     "depth",    "weirdness"};

struct FieldKey {
  std::int64_t seed;
  double x0, y0, step;
  int width, height;
  bool operator==(const FieldKey&) const = default;
};

struct KeptFields {
  FieldKey key;
  std::vector<double> fields;  // six planes of width × height, in axis order
  // The last table looked up over these fields (13 numbers per biome) and its answers: each sample's winner and the
  // winner's distance. The next table, when it differs in a few boxes (a dragged edge), only re-checks those.
  std::vector<double> table, index, distance;
};

// The compiled world of the last seed (its erosion and rivers are computed when it is compiled: the costly part),
// and the fields of the last few grids (the map, its preview, a band of it), newest last. Per module instance: each
// worker keeps its own band's, the page's preview core the preview's.
struct Kept {
  std::int64_t seed = 0;
  std::unique_ptr<CompiledGraph> world;
  std::vector<KeptFields> grids;
};
constexpr std::size_t kKeptGrids = 4;

Kept& kept() {
  static Kept k;
  return k;
}

// Keeps a grid's fields as the newest, dropping the oldest when kKeptGrids are kept already.
KeptFields& keep_grid(Kept& k, const FieldKey& key, std::vector<double> fields) {
  if (k.grids.size() >= kKeptGrids) k.grids.erase(k.grids.begin());
  k.grids.push_back({key, std::move(fields), {}, {}, {}});
  return k.grids.back();
}

KeptFields& fields_of(std::int64_t seed, const Grid& g) {
  Kept& k = kept();
  const FieldKey key{seed, g.x0, g.y0, g.step, g.width, g.height};
  for (auto it = k.grids.begin(); it != k.grids.end(); ++it) {
    if (!(it->key == key)) continue;
    std::rotate(it, it + 1, k.grids.end());  // now the newest
    return k.grids.back();
  }
  if (!k.world || k.seed != seed) {
    k.world.reset();
    k.world = std::make_unique<CompiledGraph>(worldlab::graph_preset("multi-noise-world"), seed);
    k.seed = seed;
  }
  std::vector<std::string> ids(kFieldNodes.begin(), kFieldNodes.end());
  std::vector<double> fields(ids.size() * g.size());
  fill_graph_nodes(*k.world, ids, g, fields);
  return keep_grid(k, key, std::move(fields));
}

}  // namespace

val multi_noise_fields(double seed, GridArg grid) {
  const Grid g = read_grid(grid);
  check_request_memory("multiNoiseFields", g.size(), 2 * kMultiNoiseAxisCount);
  return ok_result(to_float64_array(fields_of(seed_from(seed), g).fields));
}

val multi_noise_keep(double seed, GridArg grid, SamplesArg fields) {
  const Grid g = read_grid(grid);
  check_request_memory("multiNoiseKeep", g.size(), 2 * kMultiNoiseAxisCount);
  std::vector<double> planes = read_samples(fields);
  if (planes.size() != kMultiNoiseAxisCount * g.size()) {
    throw InvalidArgument("multiNoiseKeep: fields must hold 6 planes of width × height samples (" +
                          std::to_string(kMultiNoiseAxisCount * g.size()) + "), got " + std::to_string(planes.size()));
  }
  Kept& k = kept();
  const FieldKey key{seed_from(seed), g.x0, g.y0, g.step, g.width, g.height};
  std::erase_if(k.grids, [&](const KeptFields& f) { return f.key == key; });
  keep_grid(k, key, std::move(planes));
  return ok_result();
}

val multi_noise_map(double seed, GridArg grid, SamplesArg table) {
  const Grid g = read_grid(grid);
  const std::vector<double> list = read_samples(table);
  // The table first: a bad one is refused before any field is computed.
  const MultiNoiseTree tree(biome_boxes_from_list(list, "table"));
  check_request_memory("multiNoiseMap", g.size(), kMultiNoiseAxisCount + 4);
  KeptFields& kept_grid = fields_of(seed_from(seed), g);
  const std::vector<double>& f = kept_grid.fields;
  const std::size_t n = g.size();
  const double* planes[kMultiNoiseAxisCount];
  for (int a = 0; a < kMultiNoiseAxisCount; ++a) planes[a] = f.data() + static_cast<std::size_t>(a) * n;
  // The boxes that differ from the last table's (bit for bit), when it had as many.
  const std::size_t count = list.size() / kMultiNoiseListStride;
  std::vector<bool> changed(count, true);
  std::size_t edits = count;
  if (kept_grid.table.size() == list.size() && kept_grid.index.size() == n) {
    edits = 0;
    for (std::size_t k = 0; k < count; ++k) {
      changed[k] =
          std::memcmp(list.data() + k * kMultiNoiseListStride, kept_grid.table.data() + k * kMultiNoiseListStride,
                      kMultiNoiseListStride * sizeof(double)) != 0;
      edits += changed[k];
    }
  }
  if (edits > 0) kept_grid.table.clear();  // (until the answers below are complete: a failure leaves no stale pair)
  if (edits > 0 && edits <= 4) {
    // A dragged edge: only samples the edited boxes won, or can now win, change (the same answers as a new search).
    tree.update_fields(planes, n, changed, kept_grid.index.data(), kept_grid.distance.data());
  } else if (edits > 0) {
    kept_grid.index.resize(n);
    kept_grid.distance.resize(n);
    tree.nearest_fields(planes, n, kept_grid.index.data(), kept_grid.distance.data());
  }
  kept_grid.table = list;
  const std::vector<double>& out = kept_grid.index;
  return ok_result(to_float64_array(out));
}

val multi_noise_biomes() {
  val biomes = val::array();
  std::vector<BiomeBox> boxes;
  for (const MultiNoiseBiome& b : default_multi_noise_biomes()) {
    val rgb = val::array();
    for (std::uint8_t c : b.colour) rgb.call<void>("push", static_cast<double>(c));
    val item = val::object();
    item.set("name", std::string(b.name));
    item.set("rgb", rgb);
    biomes.call<void>("push", item);
    boxes.push_back(b.box);
  }
  val r = ok_result();
  r.set("biomes", biomes);
  r.set("table", to_float64_array(biome_boxes_to_list(boxes)));
  return r;
}

}  // namespace worldlab::wasm
