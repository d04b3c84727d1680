// Entries of the seeds-and-streams lab (10): mulberry32 draws, stream seeds, endless regions made chunk by chunk
// in a chosen order, and two terrain chunks side by side (the core's lab::* functions in cpp/src/core/lab/).
#include <cmath>
#include <vector>

#include "entries.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::wasm {

namespace {

int count_from(double v, double max, std::string_view name) {
  if (!(v >= 1 && v <= max) || v != std::floor(v))
    throw InvalidArgument(std::string(name) + " must be an integer 1.." + std::to_string(static_cast<int>(max)));
  return static_cast<int>(v);
}

}  // namespace

val mulberry_draws(double seed, double count) {
  return ok_result(to_float64_array(lab::mulberry_draws(seed_from(seed), count_from(count, 1 << 20, "count"))));
}

val stream_seeds(double seed, double side) {
  return ok_result(to_float64_array(lab::stream_seed_map(seed_from(seed), count_from(side, 256, "side"))));
}

val endless_chunks(double seed, ParamsArg<EndlessRegionParams> params, GridArg grid, double columns, double rows,
                   const std::string& order, double shuffle_seed) {
  const EndlessRegionParams p = read_params(params);
  const Grid g = read_grid(grid);
  check_request_memory("endlessChunks", g.size(), 3);
  const std::vector<int> chunks = lab::chunk_order(lab::chunk_order_from(order), seed_from(shuffle_seed),
                                                   count_from(columns, 64, "columns"), count_from(rows, 64, "rows"));
  std::vector<double> out(g.size());
  lab::fill_endless_chunks(seed_from(seed), p, g, static_cast<int>(columns), static_cast<int>(rows), chunks, out);
  val r = ok_result(to_float64_array(out));
  r.set("order", to_float64_array(std::vector<double>(chunks.begin(), chunks.end())));
  return r;
}

val seam_chunks(double seed, ParamsArg<TerrainParams> params, double side, bool local) {
  const TerrainParams p = read_params(params);
  const int s = count_from(side, kMaxGridSide, "side");
  check_request_memory("seamChunks", static_cast<std::uint64_t>(s) * s, 3);
  std::vector<double> out(static_cast<std::size_t>(s) * s);
  const lab::SeamJumps j = lab::fill_seam_chunks(seed_from(seed), p, s, local, out);
  val r = ok_result(to_float64_array(out));
  r.set("seam_jump", j.seam);
  r.set("neighbour_jump", j.neighbour);
  return r;
}

}  // namespace worldlab::wasm
