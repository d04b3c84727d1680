// Tiles: plan, shards, worker threads, resumable per-tile records, the merged index, progress and --verify.
#include "tiles.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <thread>
#include <vector>

#include "cli_io.hpp"
#include "gis.hpp"
#include "points.hpp"
#include "worldlab/atomic_file.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/hash.hpp"
#include "worldlab/request_budget.hpp"
#include "worldlab/tasks.hpp"
#include "worldlab/text_input.hpp"
#include "xyz.hpp"

namespace worldlab::cli {

namespace {

using Json = nlohmann::ordered_json;
constexpr std::string_view kIndexFormat = "worldlab-tiles-1";
constexpr std::int64_t kMaxTileIndex = 1 << 20;  // |tile index| <= 2^20 on each axis
constexpr std::int64_t kMaxTiles = 1 << 20;      // tiles in one run
constexpr std::int64_t kMaxShards = 1 << 20;
constexpr std::size_t kMaxIndexBytes = 1u << 30;     // an index of 2^20 tiles is about 400 MiB
constexpr std::size_t kMaxRecordBytes = 256 * 1024;  // a command may carry --params' JSON (at most 64 KiB)
constexpr std::size_t kMaxPlanBytes = 1u << 20;
constexpr int kMaxJsonDepth = 8;  // plan, index and records nest 3 deep
constexpr const char* kGraphCopy = "graph.json";

// A whole-string integer, or nothing.
std::optional<std::int64_t> parse_int(std::string_view text) {
  std::int64_t v = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size() || text.empty()) return std::nullopt;
  return v;
}

// Everything that decides the tiles' bytes: what plan.json and index.json record.
struct TileRun {
  LayerOptions layer;      // graph_file is the copy beside the tiles (graph.json) when there is a document;
                           // params is inline JSON (a --params FILE's contents), so a changed file is another run
  std::string graph_hash;  // the graph document's FNV-1a-64 (hex), "" without one
  double x0 = 0, y0 = 0, step = 0;
  int tile_size = 512;
  int overlap = 0;  // samples past the right and bottom edges (a tile is side() a side)
  bool xyz = false;  // the XYZ pyramid and its viewer, with the index
  std::int64_t tx0 = 0, tx1 = 0, ty0 = 0, ty1 = 0;
  Format format = Format::kF32;
  OutputOptions output;  // hillshade, relief, mark_points, range; points: "", "csv" or "geojson" (out unused)

  std::int64_t columns() const { return tx1 - tx0 + 1; }
  std::int64_t rows() const { return ty1 - ty0 + 1; }
  std::int64_t count() const { return columns() * rows(); }
  double span() const { return tile_size * step; }
  int side() const { return tile_size + overlap; }
  // Without overlap a tile is a grid of its own at x0 + tx · span (as runs always made them). With --overlap it is a
  // window of the world's grid (col0 = tx · tile_size): every sample at x0 + (tx · tile_size + col) · step, so a
  // tile's extra columns are computed from the same numbers as its neighbour's first ones, bit for bit.
  Grid tile_grid(std::int64_t tx, std::int64_t ty) const {
    if (overlap)
      return Grid{x0, y0, step, side(), side(), tx * tile_size, ty * tile_size};
    return Grid{x0 + static_cast<double>(tx) * span(), y0 + static_cast<double>(ty) * span(), step, tile_size,
                tile_size};
  }
  std::string file_name(std::int64_t tx, std::int64_t ty) const {
    return "tile_" + std::to_string(tx) + "_" + std::to_string(ty) + std::string(format_extension(format));
  }
  // The tile's points file (--points), "" without.
  std::string points_name(std::int64_t tx, std::int64_t ty) const {
    if (output.points.empty()) return {};
    return "tile_" + std::to_string(tx) + "_" + std::to_string(ty) + ".points." + output.points;
  }
  // The area whose points tile (tx, ty) writes: from its first sample up to the next tile's first sample (not
  // included), computed as tile_grid computes each tile's origin, so neighbours share their edge exactly.
  PointArea point_area(std::int64_t tx, std::int64_t ty) const {
    // x(0), not x0: with --overlap every tile's grid keeps the world's x0 and starts at col0.
    const Grid g = tile_grid(tx, ty), next = tile_grid(tx + 1, ty + 1);
    return {g.x(0), next.x(0), g.y(0), next.y(0), true};
  }
  std::string record_name(std::int64_t tx, std::int64_t ty) const {
    return ".parts/tile_" + std::to_string(tx) + "_" + std::to_string(ty) + ".json";
  }
};

std::string output_arguments(const TileRun& r) {
  std::string s = " --format " + std::string(format_name(r.format));
  if (r.output.hillshade) s += " --hillshade";
  if (r.output.relief > 0) s += " --relief " + number_text(r.output.relief);
  if (r.output.mark_points) s += " --mark-points";
  if (!r.output.range.empty()) s += " --range " + r.output.range;
  return s + crs_argument(r.output.crs);
}

// The command that renders one tile (run in the tiles' folder).
std::string tile_command(const LayerSource& source, const TileRun& r, std::int64_t tx, std::int64_t ty) {
  const Grid g = r.tile_grid(tx, ty);
  const std::string window =
      r.overlap ? " --first-col " + std::to_string(g.col0) + " --first-row " + std::to_string(g.row0) : std::string();
  return "worldlab render " + source.describe_options(kGraphCopy) + " --x0 " + number_text(g.x0) + " --y0 " +
         number_text(g.y0) + " --step " + number_text(g.step) + window + " --width " + std::to_string(g.width) + " --height " +
         std::to_string(g.height) + output_arguments(r) + " --out " + r.file_name(tx, ty);
}

std::string run_command(const LayerSource& source, const TileRun& r) {
  return "worldlab tiles " + source.describe_options(kGraphCopy) + " --x0 " + number_text(r.x0) + " --y0 " +
         number_text(r.y0) + " --step " + number_text(r.step) + " --tile-size " + std::to_string(r.tile_size) +
         " --tiles " + std::to_string(r.tx0) + ":" + std::to_string(r.tx1) + "," + std::to_string(r.ty0) + ":" +
         std::to_string(r.ty1) + (r.overlap ? " --overlap " + std::to_string(r.overlap) : std::string()) +
         (r.xyz ? " --xyz" : "") + output_arguments(r) +
         (r.output.points.empty() ? "" : " --points " + r.output.points) + " --out .";
}

Json settings_json(const TileRun& r) {
  Json s;
  s["layer"] = std::string(layer_id(r.layer));
  s["preset"] = r.layer.preset;
  s["params"] = r.layer.params;
  s["graph"] = r.layer.graph_file;
  s["graph_hash"] = r.graph_hash;
  s["graph_preset"] = r.layer.graph_preset;
  s["graph_output"] = r.layer.graph_output;
  s["recipe"] = r.layer.recipe;
  s["seed"] = r.layer.seed;
  s["x0"] = r.x0;
  s["y0"] = r.y0;
  s["step"] = r.step;
  s["tile_size"] = r.tile_size;
  if (r.overlap) s["overlap"] = r.overlap;  // absent without: plans written before --overlap stay valid
  if (r.xyz) s["xyz"] = true;               // the same
  s["tiles"] = {r.tx0, r.tx1, r.ty0, r.ty1};
  s["file_format"] = format_name(r.format);
  s["hillshade"] = r.output.hillshade;
  s["relief"] = r.output.relief;
  s["mark_points"] = r.output.mark_points;
  s["range"] = r.output.range;
  if (!r.output.crs.empty()) s["crs"] = r.output.crs;  // absent by default: older plans stay this run's
  if (!r.output.points.empty()) s["points"] = r.output.points;  // the same
  return s;
}

// An integer field of a plan or record within lo..hi: a float (1e6), a huge unsigned or a string is refused
// before any conversion (which would be undefined behaviour) and before anything is sized by it.
std::int64_t integer_in(const Json& j, const char* name, std::int64_t lo, std::int64_t hi) {
  const Json& v = j.at(name);
  const bool fits = v.is_number_integer() && !(v.is_number_unsigned() && v.get<std::uint64_t>() > INT64_MAX);
  if (!fits || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
    throw InvalidArgument(std::string("the settings' ") + name + " must be an integer in " + std::to_string(lo) + ".." +
                          std::to_string(hi) + ", got " + v.dump().substr(0, 40));
  return v.get<std::int64_t>();
}

// "" when every tile's samples lie within ±kMaxViewCoordinate (layers.hpp: why), else what reaches beyond.
std::string tiles_extent_problem(const TileRun& r) {
  const Grid first = r.tile_grid(r.tx0, r.ty0), last = r.tile_grid(r.tx1, r.ty1);
  for (double v : {first.x(0), last.x(last.width - 1)})
    if (const std::string p = coordinate_problem(v); !p.empty()) return "tiles reach x that " + p;
  for (double v : {first.y(0), last.y(last.height - 1)})
    if (const std::string p = coordinate_problem(v); !p.empty()) return "tiles reach y that " + p;
  return {};
}

// The checks make_run applies to the options, applied to settings read from a file: a crafted plan or index
// gets a message, not a hang over 2^63 tiles, a bad_alloc from a huge tile or an overflow.
void check_settings(const Json& s, const TileRun& r) {
  integer_in(s, "seed", INT64_MIN, INT64_MAX);
  if (s.at("tiles").size() != 4) throw InvalidArgument("the settings' tiles must be [x0, x1, y0, y1]");
  if (r.tx0 > r.tx1 || r.ty0 > r.ty1) throw InvalidArgument("the settings' tiles are an empty range");
  if (r.count() > kMaxTiles)
    throw InvalidArgument("the settings name " + std::to_string(r.count()) + " tiles; a run has at most " +
                          std::to_string(kMaxTiles));
  if (!std::isfinite(r.x0) || !std::isfinite(r.y0) || !std::isfinite(r.step) || !(r.step > 0))
    throw InvalidArgument("the settings' x0, y0 and step must be finite and step > 0");
  if (const std::string p = tiles_extent_problem(r); !p.empty()) throw InvalidArgument("the settings' " + p);
  if (!std::isfinite(r.output.relief)) throw InvalidArgument("the settings' relief must be finite");
  if (r.output.points != "" && r.output.points != "csv" && r.output.points != "geojson")
    throw InvalidArgument("the settings' points must be csv or geojson");
}

TileRun run_from_settings(const Json& s) {
  try {
    if (!s.is_object()) throw InvalidArgument("the settings are not an object");
    // Integers are checked before they are read: get<int>() of 1e20 or of a huge unsigned is undefined.
    integer_in(s, "tile_size", 1, kMaxGridSide);
    for (int i = 0; i < 4; ++i) {
      const Json one{{"tile index", s.at("tiles").at(i)}};
      integer_in(one, "tile index", -kMaxTileIndex, kMaxTileIndex);
    }
    TileRun r;
    r.layer.layer = s.at("layer").get<std::string>();
    r.layer.preset = s.at("preset").get<std::string>();
    r.layer.params = s.at("params").get<std::string>();
    r.layer.graph_file = s.at("graph").get<std::string>();
    r.graph_hash = s.at("graph_hash").get<std::string>();
    r.layer.graph_preset = s.at("graph_preset").get<std::string>();
    r.layer.graph_output = s.at("graph_output").get<std::string>();
    r.layer.recipe = s.at("recipe").get<std::string>();
    r.layer.seed = s.at("seed").get<std::int64_t>();
    r.x0 = s.at("x0").get<double>();
    r.y0 = s.at("y0").get<double>();
    r.step = s.at("step").get<double>();
    r.tile_size = s.at("tile_size").get<int>();
    r.overlap = s.contains("overlap") ? static_cast<int>(integer_in(s, "overlap", 1, r.tile_size)) : 0;
    r.xyz = s.value("xyz", false);
    if (r.side() > kMaxGridSide) throw InvalidArgument("the settings' tile_size + overlap pass " + std::to_string(kMaxGridSide));
    const auto& t = s.at("tiles");
    r.tx0 = t.at(0).get<std::int64_t>(), r.tx1 = t.at(1).get<std::int64_t>();
    r.ty0 = t.at(2).get<std::int64_t>(), r.ty1 = t.at(3).get<std::int64_t>();
    r.format = parse_format(s.at("file_format").get<std::string>());
    r.output.hillshade = s.at("hillshade").get<bool>();
    r.output.relief = s.at("relief").get<double>();
    r.output.mark_points = s.at("mark_points").get<bool>();
    r.output.range = s.at("range").get<std::string>();
    r.output.crs = s.value("crs", "");
    r.output.points = s.value("points", "");
    check_settings(s, r);
    return r;
  } catch (const nlohmann::json::exception& e) {
    throw InvalidArgument(std::string("the settings are incomplete: ") + e.what());
  }
}

Json plan_json(const LayerSource& source, const TileRun& r) {
  Json j;
  j["format"] = kIndexFormat;
  j["command"] = run_command(source, r);
  j["hash"] =
      "FNV-1a-64; hash: over the little-endian bytes of each of the tile's values (what `worldlab hash` prints for "
      "the tile's viewport); file_hash: over the file's bytes";
  j["settings"] = settings_json(r);
  return j;
}

// ---------- checking the options ----------

std::pair<std::int64_t, std::int64_t> parse_span(std::string_view text) {
  const auto colon = text.find(':');
  const auto a = parse_int(text.substr(0, colon));
  const auto b = colon == std::string_view::npos ? a : parse_int(text.substr(colon + 1));
  if (!a || !b) throw InvalidArgument("--tiles must be X0:X1,Y0:Y1 (integers), got \"" + std::string(text) + "\"");
  if (*a > *b) throw InvalidArgument("--tiles: " + std::string(text) + " is empty (the first index is larger)");
  for (std::int64_t v : {*a, *b})
    if (v < -kMaxTileIndex || v > kMaxTileIndex)
      throw InvalidArgument("--tiles: tile index " + std::to_string(v) + " is outside -" +
                            std::to_string(kMaxTileIndex) + ".." + std::to_string(kMaxTileIndex));
  return {*a, *b};
}

TileRun make_run(const TilesOptions& o, const LayerSource& source) {
  const LayerInfo& info = source.info();
  if (!info.tileable)
    throw InvalidArgument("layer " + std::string(info.id) +
                          " cannot be tiled: its climate is computed over the whole view (render it with `render`)");
  if (o.map.view.width || o.map.view.height || o.map.view.size)
    throw InvalidArgument("tiles take --tile-size and --tiles instead of --width, --height and --size");
  if (o.tile_size < 1 || o.tile_size > kMaxGridSide)
    throw InvalidArgument("--tile-size must be 1.." + std::to_string(kMaxGridSide) + ", got " +
                          std::to_string(o.tile_size));
  if (o.tiles.empty()) throw InvalidArgument("--tiles X0:X1,Y0:Y1 is required");
  const auto comma = o.tiles.find(',');
  if (comma == std::string::npos) throw InvalidArgument("--tiles must be X0:X1,Y0:Y1, got \"" + o.tiles + "\"");
  TileRun r;
  r.layer = o.map.layer;
  if (!r.layer.graph_file.empty()) r.layer.graph_file = kGraphCopy;
  std::tie(r.tx0, r.tx1) = parse_span(std::string_view(o.tiles).substr(0, comma));
  std::tie(r.ty0, r.ty1) = parse_span(std::string_view(o.tiles).substr(comma + 1));
  if (r.count() > kMaxTiles)
    throw InvalidArgument("--tiles: " + std::to_string(r.count()) + " tiles; one run makes at most " +
                          std::to_string(kMaxTiles));
  r.tile_size = o.tile_size;
  if (o.overlap < 0 || o.overlap > o.tile_size)
    throw InvalidArgument("--overlap must be 0..--tile-size (" + std::to_string(o.tile_size) + "), got " +
                          std::to_string(o.overlap));
  if (o.tile_size + o.overlap > kMaxGridSide)
    throw InvalidArgument("--overlap " + std::to_string(o.overlap) + " makes tiles of " +
                          std::to_string(o.tile_size + o.overlap) + " samples a side; at most " +
                          std::to_string(kMaxGridSide) + " (use a smaller --tile-size)");
  r.overlap = o.overlap;
  // The world's origin and step: the lab view's unless given; a tile covers tile_size samples.
  r.x0 = o.map.view.x0.value_or(info.lab_view.x0);
  r.y0 = o.map.view.y0.value_or(info.lab_view.y0);
  r.step = o.map.view.step.value_or(info.lab_view.step);
  if (!std::isfinite(r.x0) || !std::isfinite(r.y0)) throw InvalidArgument("--x0 and --y0 must be finite");
  if (!std::isfinite(r.step) || !(r.step > 0)) throw InvalidArgument("--step must be finite and > 0");
  if (const std::string p = tiles_extent_problem(r); !p.empty()) throw InvalidArgument(p + " (--x0, --y0, --step, --tiles)");
  r.format = o.output.format.empty() ? Format::kF32 : parse_format(o.output.format);
  r.output = o.output;
  r.output.out.clear();
  r.output.format.clear();
  if (!r.output.points.empty()) {
    if (r.output.points != "csv" && r.output.points != "geojson")
      throw InvalidArgument("--points must be csv or geojson (each tile writes tile_X_Y.points.FORMAT), got \"" +
                            r.output.points + "\"");
    if (info.points.empty())
      throw InvalidArgument("layer " + std::string(info.id) +
                            " has no points (--points: world.* trees, regions and regions.endless sites)");
  }
  (void)encode_options(r.output, r.format);  // checks --range and --relief
  if (info.kind == ValueKind::kColour && r.format != Format::kPng)
    throw InvalidArgument("layer " + std::string(info.id) + " holds colours: tile it as --format png");
  if (o.xyz) {
    if (r.format != Format::kPng)
      throw InvalidArgument("--xyz makes its pyramid from colour tiles: give --format png (not " +
                            std::string(format_name(r.format)) + ")");
    if (const std::string p = xyz_tile_size_problem(r.tile_size); !p.empty()) throw InvalidArgument(p);
    if (leaflet_files().empty())
      throw InvalidArgument("--xyz: this build holds no copy of Leaflet for the viewer (run `npm ci` in the source "
                            "tree, then build again: cpp/cli/CMakeLists.txt copies node_modules/leaflet)");
    r.xyz = true;
  }
  return r;
}

// ---------- one tile ----------

struct TileRecord {
  std::string run;  // the run's identity: run_id() of its plan
  std::int64_t x = 0, y = 0;
  std::string file;
  std::size_t bytes = 0;
  std::uint64_t hash = 0, file_hash = 0;
  std::string command;
  // --points: the tile's points file, its size and FNV-1a-64 (absent from the record without --points).
  std::string points_file;
  std::size_t points_bytes = 0;
  std::uint64_t points_hash = 0;
};

Json record_json(const TileRecord& t) {
  Json j{{"run", t.run},
         {"x", t.x},
         {"y", t.y},
         {"file", t.file},
         {"bytes", t.bytes},
         {"hash", hex64(t.hash)},
         {"file_hash", hex64(t.file_hash)},
         {"command", t.command}};
  if (!t.points_file.empty()) {
    j["points_file"] = t.points_file;
    j["points_bytes"] = t.points_bytes;
    j["points_hash"] = hex64(t.points_hash);
  }
  return j;
}

std::optional<TileRecord> record_from(const Json& j) {
  if (!j.is_object()) return std::nullopt;
  try {
    TileRecord t;
    t.run = j.at("run").get<std::string>();
    t.x = integer_in(j, "x", -kMaxTileIndex, kMaxTileIndex);
    t.y = integer_in(j, "y", -kMaxTileIndex, kMaxTileIndex);
    t.file = j.at("file").get<std::string>();
    // A tile is at most kMaxGridSide² samples of 8 bytes (PNG adds a little): a bound before anything is sized.
    t.bytes = static_cast<std::size_t>(integer_in(j, "bytes", 0, std::int64_t{kMaxGridSide} * kMaxGridSide * 9));
    const auto h = j.at("hash").get<std::string>(), f = j.at("file_hash").get<std::string>();
    std::uint64_t hv = 0, fv = 0;
    if (h.size() != 16 || std::from_chars(h.data(), h.data() + 16, hv, 16).ptr != h.data() + 16) return std::nullopt;
    if (f.size() != 16 || std::from_chars(f.data(), f.data() + 16, fv, 16).ptr != f.data() + 16) return std::nullopt;
    t.hash = hv, t.file_hash = fv;
    t.command = j.at("command").get<std::string>();
    if (j.contains("points_file")) {
      t.points_file = j.at("points_file").get<std::string>();
      // Points files are bounded by the limits on one area's points (about 4 Mi sites or trees of ~120 bytes).
      t.points_bytes = static_cast<std::size_t>(integer_in(j, "points_bytes", 0, std::int64_t{1} << 40));
      const auto p = j.at("points_hash").get<std::string>();
      std::uint64_t pv = 0;
      if (p.size() != 16 || std::from_chars(p.data(), p.data() + 16, pv, 16).ptr != p.data() + 16) return std::nullopt;
      t.points_hash = pv;
    }
    return t;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  } catch (const InvalidArgument&) {
    return std::nullopt;
  }
}

// The run's identity: the FNV-1a-64 of its plan.json's bytes, which every record carries; a record of any other
// plan (another run's, copied in) is refused.
std::string run_id(std::string_view plan_text) {
  return hex64(fnv1a64_bytes({reinterpret_cast<const unsigned char*>(plan_text.data()), plan_text.size()}));
}

// A JSON file of the folder: never through a link, at most max_bytes, nesting and values checked before parsing
// (a 60,000-deep entry would overflow the stack of anything recursive).
Json read_own_json(const std::string& path, std::size_t max_bytes, std::size_t max_values = 1u << 16) {
  const auto text = read_own_file(path, max_bytes);
  if (!text) throw FileError("cannot read " + path + ": No such file or directory");
  check_json_text(*text, JsonLimits{max_bytes, kMaxJsonDepth, max_values}, path);
  auto j = parse_ordered_json_unique(*text, path);
  if (j.is_discarded()) throw InvalidArgument(path + " is not valid JSON");
  return j;
}

// The record of tile (tx, ty) in dir, if it is there and reads; InvalidArgument when it is another run's.
std::optional<TileRecord> read_record(const std::string& dir, const TileRun& r, const std::string& run, std::int64_t tx,
                                      std::int64_t ty) {
  const std::string path = join_path(dir, r.record_name(tx, ty));
  const auto text = read_own_file(path, kMaxRecordBytes);
  if (!text) return std::nullopt;
  Json j;
  try {
    check_json_text(*text, JsonLimits{kMaxRecordBytes, kMaxJsonDepth, 64}, path);
    j = parse_ordered_json_unique(*text, path);
  } catch (const InvalidArgument&) {
    return std::nullopt;  // not a record: the tile is made again
  }
  auto t = record_from(j);
  if (!t || t->x != tx || t->y != ty || t->file != r.file_name(tx, ty) || t->points_file != r.points_name(tx, ty))
    return std::nullopt;
  if (t->run != run)
    throw InvalidArgument(path + " is a record of another run (run " + t->run.substr(0, 16) + ", this run is " + run +
                          "); the folder mixes runs: use another folder");
  return t;
}

std::uint64_t file_hash(std::span<const unsigned char> bytes) { return fnv1a64_bytes(bytes); }

// True when dir/name is there with the given size and FNV-1a-64.
bool bytes_match(const std::string& dir, const std::string& name, std::size_t size, std::uint64_t hash) {
  const std::string path = join_path(dir, name);
  std::optional<std::string> read;
  try {
    read = read_own_file(path, size);
  } catch (const InvalidArgument&) {
    return false;  // larger than recorded
  }
  if (!read) return false;
  const std::string& bytes = *read;
  return bytes.size() == size && file_hash({reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size()}) == hash;
}

// True when the tile's file is there with the record's size and bytes.
bool file_matches(const std::string& dir, const TileRecord& t) { return bytes_match(dir, t.file, t.bytes, t.file_hash); }

// True when the tile has no points file, or it is there with the record's size and bytes.
bool points_match(const std::string& dir, const TileRecord& t) {
  return t.points_file.empty() || bytes_match(dir, t.points_file, t.points_bytes, t.points_hash);
}

// Renders tile (tx, ty) into `file` and, with --points, its points (those of point_area) into `points`.
TileRecord make_tile(const LayerSource& source, const TileRun& r, const std::string& run, std::int64_t tx,
                     std::int64_t ty, std::vector<unsigned char>& file, std::string& points) {
  const Grid grid = r.tile_grid(tx, ty);
  LayerMap map = source.render(grid, r.format == Format::kPng);
  const EncodeOptions encode = encode_options(r.output, r.format);
  if (encode.mark_points) add_points(source, map, true);  // the marks: the points of the tile's own extent
  file = encode_map(source, map, encode);
  TileRecord t{run,
               tx,
               ty,
               r.file_name(tx, ty),
               file.size(),
               fnv1a64(map.values),
               file_hash(file),
               tile_command(source, r, tx, ty)};
  points.clear();
  if (!r.output.points.empty()) {
    t.points_file = r.points_name(tx, ty);
    points = points_file(source.points(r.point_area(tx, ty)), source.info().points, t.points_file, r.output.crs);
    t.points_bytes = points.size();
    t.points_hash = file_hash({reinterpret_cast<const unsigned char*>(points.data()), points.size()});
  }
  return t;
}

// ---------- progress ----------

std::string duration_text(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return "?";
  const long s = std::lround(seconds);
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%ldh%02ldm", s / 3600, s / 60 % 60);
  else if (s >= 60)
    std::snprintf(text, sizeof text, "%ldm%02lds", s / 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%lds", s);
  return text;
}

class Progress {
 public:
  Progress(std::size_t total, std::size_t samples_per_tile, bool quiet)
      : total_(total),
        samples_(samples_per_tile),
        quiet_(quiet),
        tty_(::isatty(STDERR_FILENO) == 1),
        start_(std::chrono::steady_clock::now()),
        last_(start_) {}
  void skipped() { tick(true); }
  void rendered() { tick(false); }
  void finish() {
    std::lock_guard lock(mutex_);
    if (quiet_) return;
    print(true);
    if (tty_) std::fputc('\n', stderr);
  }

 private:
  void tick(bool skipped) {
    std::lock_guard lock(mutex_);
    ++done_;
    if (skipped) ++skipped_;
    if (quiet_) return;
    const auto now = std::chrono::steady_clock::now();
    const double since = std::chrono::duration<double>(now - last_).count();
    // A terminal gets a bar redrawn ten times a second; a log gets a line per 10 % or per 30 s.
    const std::size_t decile = done_ * 10 / std::max<std::size_t>(total_, 1);
    if (tty_ ? since >= 0.1 : (decile != last_decile_ || since >= 30)) {
      last_ = now;
      last_decile_ = decile;
      print(false);
    }
  }
  void print(bool final) {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const std::size_t made = done_ - skipped_;
    const double rate = elapsed > 0 ? static_cast<double>(made) / elapsed : 0;
    const double eta = rate > 0 ? static_cast<double>(total_ - done_) / rate : NAN;
    const double percent = total_ ? 100.0 * static_cast<double>(done_) / static_cast<double>(total_) : 100.0;
    char line[256];
    std::snprintf(line, sizeof line, "%zu/%zu tiles (%.1f %%, %zu already there), %.2f tiles/s, %.1f Msamples/s, %s %s",
                  done_, total_, percent, skipped_, rate, rate * static_cast<double>(samples_) / 1e6,
                  final ? "elapsed" : "ETA", duration_text(final ? elapsed : eta).c_str());
    if (tty_) {
      constexpr int kBar = 24;
      const int filled = static_cast<int>(percent / 100.0 * kBar);
      std::fprintf(stderr, "\r[%s%s] %s\x1b[K", std::string(static_cast<std::size_t>(filled), '#').c_str(),
                   std::string(static_cast<std::size_t>(kBar - filled), '.').c_str(), line);
    } else {
      std::fprintf(stderr, "tiles: %s\n", line);
    }
    std::fflush(stderr);
  }

  std::mutex mutex_;
  std::size_t total_, samples_, done_ = 0, skipped_ = 0, last_decile_ = 0;
  bool quiet_, tty_;
  std::chrono::steady_clock::time_point start_, last_;
};

// Runs work(i) for i < count, one tile per range on the default task system (--threads workers; each tile's
// own fills may split over the same pool), or serially; the first exception stops the rest and is rethrown.
template <class Work>
void for_each_tile(std::size_t count, bool parallel, Work&& work) {
  parallel_for(parallel ? default_task_system() : kSerialTasks, count, 1, [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end; ++i) work(i);
  });
}

// ---------- the index ----------

// Writes index.json when every tile of the run has a record; returns the number of tiles still missing.
std::int64_t merge_index(const std::string& dir, const TileRun& r, const Json& plan, const std::string& run) {
  Json tiles = Json::array();
  std::int64_t missing = 0;
  for (std::int64_t ty = r.ty0; ty <= r.ty1; ++ty)
    for (std::int64_t tx = r.tx0; tx <= r.tx1; ++tx) {
      const auto t = read_record(dir, r, run, tx, ty);
      if (!t)
        ++missing;
      else if (!missing)
        tiles.push_back(record_json(*t));
    }
  if (missing) return missing;
  Json index = plan;
  index["tiles"] = std::move(tiles);
  write_own_file(join_path(dir, "index.json"), index.dump(1) + "\n");
  // The whole world is there: mosaic.vrt over it (docs/gis.md), by whichever process writes the index.
  Mosaic mosaic;
  mosaic.columns = r.columns(), mosaic.rows = r.rows(), mosaic.tile_size = r.tile_size, mosaic.overlap = r.overlap;
  mosaic.geo = map_geo(find_layer(layer_id(r.layer)), r.tile_grid(r.tx0, r.ty0), r.format, r.output);
  for (std::int64_t ty = r.ty0; ty <= r.ty1; ++ty)
    for (std::int64_t tx = r.tx0; tx <= r.tx1; ++tx)
      mosaic.files.push_back(r.file_name(tx, ty)), mosaic.grids.push_back(r.tile_grid(tx, ty));
  if (!write_mosaic(dir, mosaic)) std::cerr << "worldlab tiles: the world is too large for one mosaic.vrt\n";
  if (r.xyz) {
    XyzSource x;
    x.dir = dir, x.columns = r.columns(), x.rows = r.rows(), x.tile_size = r.tile_size, x.overlap = r.overlap;
    x.file = [&r](std::int64_t col, std::int64_t row) { return r.file_name(r.tx0 + col, r.ty0 + row); };
    x.world = r.tile_grid(r.tx0, r.ty0);
    x.title = std::string(layer_id(r.layer)) + ", seed " + std::to_string(r.layer.seed);
    const std::int64_t n = write_xyz(x);
    std::cerr << "worldlab tiles: wrote " << n << " XYZ tiles (zoom 0.." << xyz_max_zoom(x) << ") in "
              << join_path(dir, "xyz") << " and " << join_path(dir, "viewer.html") << '\n';
  }
  return 0;
}

// The folder's plan.json: its bytes (the run's identity), its JSON and its run, settings checked.
struct Plan {
  std::string text;
  Json json;
  TileRun run;
};

Plan read_plan(const std::string& dir) {
  Plan p;
  const std::string path = join_path(dir, "plan.json");
  auto text = read_own_file(path, kMaxPlanBytes);
  if (!text) throw FileError("cannot read " + path + ": No such file or directory");
  p.text = std::move(*text);
  check_json_text(p.text, JsonLimits{kMaxPlanBytes, kMaxJsonDepth, 1u << 12}, path);
  p.json = parse_ordered_json_unique(p.text, path);
  if (!p.json.is_object() || p.json.value("format", "") != kIndexFormat || !p.json.contains("settings"))
    throw InvalidArgument(path + " is not a worldlab tile plan (" + std::string(kIndexFormat) + ")");
  p.run = run_from_settings(p.json["settings"]);
  return p;
}

std::unique_ptr<LayerSource> source_in(const std::string& dir, TileRun r) {
  if (!r.layer.graph_file.empty()) {
    // The copy must be the document the plan names (its hash), read without following a link.
    r.layer.graph_file = join_path(dir, r.layer.graph_file);
    const auto doc = read_own_file(r.layer.graph_file, kMaxGraphJsonBytes);
    if (!doc) throw FileError("cannot read " + r.layer.graph_file + ": No such file or directory");
    if (run_id(*doc) != r.graph_hash)
      throw InvalidArgument(r.layer.graph_file + " is not the graph document of the run (its hash differs)");
  }
  return make_layer_source(r.layer);
}

int verify(const TilesOptions& o) {
  const std::string& dir = o.verify;
  // The plan first: it bounds the index (a crafted 300 MB index of a 15-tile run is refused unread).
  const Plan plan = read_plan(dir);
  const TileRun& r = plan.run;
  const std::string run = run_id(plan.text);
  const std::size_t max_bytes =
      std::min<std::size_t>(kMaxIndexBytes, plan.text.size() + static_cast<std::size_t>(r.count()) *
                                                                   (plan.json.value("command", "").size() + 1024));
  const std::string index_path = join_path(dir, "index.json");
  Json index = read_own_json(index_path, max_bytes, static_cast<std::size_t>(r.count()) * 16 + 1024);
  if (!index.is_object() || index.value("format", "") != kIndexFormat)
    throw InvalidArgument(index_path + " is not a worldlab tile index (" + std::string(kIndexFormat) + ")");
  std::vector<std::string> problems;
  const auto problem = [&](std::string text) { problems.push_back(std::move(text)); };
  if (!index.contains("tiles") || !index["tiles"].is_array()) throw InvalidArgument(index_path + " has no tile list");
  const Json list = std::move(index["tiles"]);
  index.erase("tiles");
  if (index != plan.json)
    throw InvalidArgument(index_path + " is the index of another run (its settings differ from plan.json)");
  // Every tile of the rectangle exactly once, in order.
  std::vector<TileRecord> records;
  for (const auto& j : list) {
    const auto t = record_from(j);
    if (!t) {
      problem("an index entry does not read as a tile: " + j.dump().substr(0, 120));
      continue;
    }
    if (t->run != run) {
      problem(t->file.substr(0, 80) + ": its record is of another run (" + t->run.substr(0, 16) + ")");
      continue;
    }
    records.push_back(*t);
  }
  std::size_t k = 0;
  bool in_order = true;
  for (std::int64_t ty = r.ty0; ty <= r.ty1 && in_order; ++ty)
    for (std::int64_t tx = r.tx0; tx <= r.tx1 && in_order; ++tx, ++k)
      if (k >= records.size() || records[k].x != tx || records[k].y != ty || records[k].file != r.file_name(tx, ty)) {
        problem("the index does not list tile " + std::to_string(tx) + "," + std::to_string(ty) + " in its place");
        in_order = false;
      }
  if (records.size() != static_cast<std::size_t>(r.count()))
    problem("the index lists " + std::to_string(records.size()) + " tiles; the run has " + std::to_string(r.count()));
  // Only the run's own file names are opened (an entry out of place may name anything).
  if (!in_order) records.clear();
  std::unique_ptr<LayerSource> source;
  if (o.deep) source = source_in(dir, r);
  std::mutex mutex;
  std::atomic<std::size_t> bad{0};
  Progress progress(records.size(), static_cast<std::size_t>(r.tile_size) * r.tile_size, o.quiet || !o.deep);
  for_each_tile(records.size(), o.deep, [&](std::size_t i) {
    const TileRecord& t = records[i];
    std::string why;
    if (!file_matches(dir, t)) {
      const std::string path = join_path(dir, t.file);
      struct stat st {};
      why = ::lstat(path.c_str(), &st) == 0 ? t.file + ": its bytes differ from the index (size or file_hash)"
                                            : t.file + ": missing";
    } else if (t.points_file != r.points_name(t.x, t.y)) {
      why = t.file + ": its record names the points file \"" + t.points_file.substr(0, 80) + "\"";
    } else if (!points_match(dir, t)) {
      const std::string path = join_path(dir, t.points_file);
      struct stat st {};
      why = ::lstat(path.c_str(), &st) == 0
                ? t.points_file + ": its bytes differ from the index (points_bytes or points_hash)"
                : t.points_file + ": missing";
    } else if (source) {
      std::vector<unsigned char> file;
      std::string points;
      const TileRecord again = make_tile(*source, r, run, t.x, t.y, file, points);
      if (again.hash != t.hash)
        why = t.file + ": rendered again, its values hash to " + hex64(again.hash);
      else if (again.file_hash != t.file_hash)
        why = t.file + ": rendered again, its file hashes to " + hex64(again.file_hash);
      else if (again.points_hash != t.points_hash)
        why = t.points_file + ": placed again, its points hash to " + hex64(again.points_hash);
      else if (again.command != t.command)
        why = t.file + ": its command differs from the run's";
    }
    progress.rendered();
    if (!why.empty()) {
      ++bad;
      std::lock_guard lock(mutex);
      problem(why);
    }
  });
  progress.finish();
  std::sort(problems.begin(), problems.end());
  const std::size_t shown = std::min<std::size_t>(problems.size(), 20);
  for (std::size_t i = 0; i < shown; ++i) std::cerr << "worldlab tiles --verify: " << problems[i] << '\n';
  if (problems.size() > shown) std::cerr << "... and " << problems.size() - shown << " more\n";
  if (!problems.empty()) {
    std::cerr << "worldlab tiles --verify: " << dir << " does not match its index\n";
    return 1;
  }
  std::cout << "verified " << records.size() << " tiles in " << dir << (o.deep ? " (files and renders)" : " (files)")
            << ": all match the index\n";
  return 0;
}

int merge(const TilesOptions& o) {
  const Plan plan = read_plan(o.merge);
  const TileRun& r = plan.run;
  const std::int64_t missing = merge_index(o.merge, r, plan.json, run_id(plan.text));
  if (missing) {
    std::cerr << "worldlab tiles --merge: " << missing << " of " << r.count() << " tiles have no record yet\n";
    return 1;
  }
  std::cout << "wrote " << join_path(o.merge, "index.json") << " (" << r.count() << " tiles) and mosaic.vrt\n";
  return 0;
}

// Removes the temporary files (NAME.tmp-XXXXXX) that a killed run left in dir, never one a live writer holds;
// returns how many.
std::size_t remove_stale_temporaries(const std::string& dir) {
  std::vector<std::string> names;
  if (DIR* d = ::opendir(dir.c_str())) {
    while (const dirent* e = ::readdir(d))
      if (is_temporary_name(e->d_name)) names.emplace_back(e->d_name);
    ::closedir(d);
  }
  std::size_t removed = 0;
  for (const std::string& name : names) {
    try {
      removed += remove_stale_temporary(join_path(dir, name)) ? 1 : 0;
    } catch (const WriteError& e) {
      throw FileError(e.what());
    }
  }
  return removed;
}

// Writes the plan (or checks the folder's plan is this run's), and the graph document's copy. The plan is created
// exclusively, so of two different runs started at once in one folder the second is refused.
Plan prepare_folder(const TilesOptions& o, const LayerSource& source, const TileRun& r, const std::string& graph_doc) {
  make_directories(o.out);
  make_own_directory(join_path(o.out, ".parts"));
  const std::size_t stale = remove_stale_temporaries(o.out) + remove_stale_temporaries(join_path(o.out, ".parts"));
  if (stale && !o.quiet)
    std::cerr << "worldlab tiles: removed " << stale << " temporary file" << (stale == 1 ? "" : "s")
              << " left by an interrupted run\n";
  Plan plan;
  plan.json = plan_json(source, r);
  plan.text = plan.json.dump(1) + "\n";
  plan.run = r;
  const std::string plan_path = join_path(o.out, "plan.json");
  if (!create_own_file(plan_path, plan.text)) {  // shards create or find the same bytes
    const auto found = read_own_file(plan_path, kMaxPlanBytes);
    if (!found || *found != plan.text)
      throw InvalidArgument(o.out + " holds tiles of another run (its plan.json differs); use another folder");
  }
  if (!graph_doc.empty()) {
    // The plan holds the document's hash: a graph.json of another document is refused, never replaced.
    const std::string copy = join_path(o.out, kGraphCopy);
    const auto found = read_own_file(copy, kMaxGraphJsonBytes);
    if (found && *found != graph_doc)
      throw InvalidArgument(o.out + " holds another graph document (graph.json differs); use another folder");
    if (!found) write_own_file(copy, graph_doc);
  }
  return plan;
}

// ---------- claiming tiles (--shard claim) ----------

// A tile taken by this process: an open-file-description lock (F_OFD_SETLK) on .parts/tile_X_Y.lock, held while
// the tile is rendered. The kernel (or the NFS server, at the end of the client's lease) releases it when the
// holder dies, so a crash never leaves a tile taken; OFD locks belong to the open file, so two threads of one
// process exclude each other too. The lock files stay (unlinking a lock file races with its next opener).
class TileLock {
 public:
  // Takes the tile's lock if no other holder has it; held() says whether it did.
  TileLock(const std::string& dir, const TileRun& r, std::int64_t tx, std::int64_t ty) {
    std::string name = r.record_name(tx, ty);
    name.replace(name.size() - 5, 5, ".lock");
    const std::string path = join_path(dir, name);
    fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd_ < 0) throw FileError(path + ": cannot open the tile's lock file: " + std::strerror(errno));
    struct flock lock {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    if (::fcntl(fd_, F_OFD_SETLK, &lock) == 0) {
      held_ = true;
    } else if (errno != EAGAIN && errno != EACCES) {
      const int e = errno;
      ::close(fd_);
      throw FileError(path + ": cannot lock (" + std::strerror(e) +
                      "); --shard claim needs a file system with POSIX locks (NFSv4, CephFS, a local disk), "
                      "or use --shard i/n");
    }
  }
  ~TileLock() { ::close(fd_); }  // closing the last descriptor of the description releases the lock
  TileLock(const TileLock&) = delete;
  TileLock& operator=(const TileLock&) = delete;
  bool held() const { return held_; }

 private:
  int fd_ = -1;
  bool held_ = false;
};

// ---------- interruption ----------

// SIGINT and SIGTERM set this flag (a lock-free atomic: async-signal-safe); workers check it before each tile.
std::atomic<int> g_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);
extern "C" void on_signal(int signal) { g_signal.store(signal, std::memory_order_relaxed); }

struct Interrupted {};  // thrown by a worker; not a std::exception, so only render_tiles catches it

// Installs the handler for the run and restores the previous one after. SA_RESETHAND: a second Ctrl-C kills at
// once (what a leftover temporary file then costs is removed by the next run).
class SignalScope {
 public:
  SignalScope() {
    g_signal.store(0);
    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_RESTART;
    // A signal the parent ignores stays ignored (a shell's background job, nohup): the convention for handlers.
    ::sigaction(SIGINT, nullptr, &old_int_);
    ::sigaction(SIGTERM, nullptr, &old_term_);
    if (old_int_.sa_handler != SIG_IGN) ::sigaction(SIGINT, &action, nullptr);
    if (old_term_.sa_handler != SIG_IGN) ::sigaction(SIGTERM, &action, nullptr);
  }
  ~SignalScope() {
    ::sigaction(SIGINT, &old_int_, nullptr);
    ::sigaction(SIGTERM, &old_term_, nullptr);
  }
  SignalScope(const SignalScope&) = delete;
  SignalScope& operator=(const SignalScope&) = delete;

 private:
  struct sigaction old_int_ {
  }, old_term_{};
};

void stop_if_interrupted() {
  if (g_signal.load(std::memory_order_relaxed)) throw Interrupted{};
}

// Each worker thread holds one tile's map at once, so a run holds tile_size² × min(threads, its tiles) samples of
// the layer's buffers (budget_layers, the WASM module's count): refused, with the figure, when that passes the
// request budget (issue 27, defect 7: 4096² tiles of world.rgb on 8 threads held 13.7 GB).
void check_tiles_memory(const TileRun& r, const LayerInfo& info, int threads, const Shard& shard) {
  const std::int64_t mine = (r.count() - shard.index + shard.count - 1) / shard.count;  // this shard's tiles
  const std::uint64_t workers = static_cast<std::uint64_t>(std::min<std::int64_t>(threads, std::max<std::int64_t>(mine, 1)));
  const std::uint64_t samples = static_cast<std::uint64_t>(r.side()) * static_cast<std::uint64_t>(r.side());
  try {
    check_request_memory("tiles", samples * workers, budget_layers(info));
  } catch (const InvalidArgument& e) {
    throw InvalidArgument(std::string(e.what()) + ": " + std::to_string(workers) + " thread" + (workers == 1 ? "" : "s") +
                          " each holding a " + std::to_string(r.side()) + "² tile of " + std::string(info.id) +
                          "; use a smaller --tile-size or fewer --threads");
  }
}

// --params FILE as the file's JSON (compact): the plan and every tile's command then carry the parameters
// themselves, so a file changed between shards or before a resume is another run, refused.
LayerOptions inline_params(LayerOptions layer) {
  const auto first = layer.params.find_first_not_of(" \t\r\n");
  if (layer.params.empty() || (first != std::string::npos && layer.params[first] == '{')) return layer;
  const std::string text = read_file(layer.params, kParamsJsonLimits.max_bytes);
  const Json j = [&] {
    const std::string what = "--params " + layer.params;
    check_json_text(text, kParamsJsonLimits, what);
    if (is_blank(text)) throw InvalidArgument(what + " is empty: it must hold a JSON object (e.g. {})");
    return parse_ordered_json_unique(text, what);
  }();
  if (!j.is_object()) throw InvalidArgument("--params " + layer.params + " must hold a JSON object");
  layer.params = j.dump();
  return layer;
}

int render_tiles(const TilesOptions& options) {
  if (options.out.empty()) throw InvalidArgument("--out DIR is required");
  const Shard shard = parse_shard(options.shard);
  TilesOptions o = options;
  o.map.layer = inline_params(o.map.layer);
  // The graph document is read once: its hash goes into the plan and its bytes into the folder's copy.
  std::string graph_doc;
  if (!o.map.layer.graph_file.empty()) graph_doc = read_file(o.map.layer.graph_file, kMaxGraphJsonBytes);
  const auto source = make_layer_source(o.map.layer);
  TileRun r = make_run(o, *source);
  if (!graph_doc.empty()) r.graph_hash = run_id(graph_doc);
  const int threads = default_thread_count();
  check_tiles_memory(r, source->info(), threads, shard);  // before the folder is touched
  const SignalScope signals;
  const Plan plan = prepare_folder(o, *source, r, graph_doc);
  const std::string run = run_id(plan.text);

  // This shard's tiles: every n-th tile of the rectangle in row-major order, starting at i (with --shard claim,
  // every tile: each is taken under its lock, so any number of processes share the rectangle without a count).
  std::vector<std::pair<std::int64_t, std::int64_t>> mine;
  std::int64_t k = 0;
  for (std::int64_t ty = r.ty0; ty <= r.ty1; ++ty)
    for (std::int64_t tx = r.tx0; tx <= r.tx1; ++tx, ++k)
      if (k % shard.count == shard.index) mine.emplace_back(tx, ty);

  if (!o.quiet)
    std::cerr << "worldlab tiles: " << (shard.claim ? "the free ones of " : std::to_string(mine.size()) + " of ")
              << r.count() << " tiles of " << o.tile_size << "² (" << source->info().id
              << (shard.claim ? std::string(", claimed one by one")
                              : ", shard " + std::to_string(shard.index) + "/" + std::to_string(shard.count))
              << ") on " << threads << " thread" << (threads == 1 ? "" : "s") << " into " << o.out << '\n';
  Progress progress(mine.size(), static_cast<std::size_t>(r.tile_size) * r.tile_size, o.quiet);
  std::atomic<std::size_t> made{0};
  try {
    const auto done = [&](std::int64_t tx, std::int64_t ty) {
      const auto t = read_record(o.out, r, run, tx, ty);
      return t && file_matches(o.out, *t) && points_match(o.out, *t);
    };
    const auto render = [&](std::int64_t tx, std::int64_t ty) {
      std::vector<unsigned char> file;
      std::string points;
      const TileRecord t = make_tile(*source, r, run, tx, ty, file, points);
      write_own_file(join_path(o.out, t.file),
                     std::string_view(reinterpret_cast<const char*>(file.data()), file.size()));  // the tile first,
      write_sidecars(join_path(o.out, t.file), map_geo(source->info(), r.tile_grid(tx, ty), r.format, r.output),
                     true);                                                                   // its sidecars,
      if (!t.points_file.empty()) write_own_file(join_path(o.out, t.points_file), points);  // its points,
      write_own_file(join_path(o.out, r.record_name(tx, ty)), record_json(t).dump() + "\n");  // then its record
      ++made;
      progress.rendered();
    };
    // --shard claim: the tiles another process held when this one came to them.
    std::vector<std::pair<std::int64_t, std::int64_t>> busy;
    std::mutex busy_mutex;
    for_each_tile(mine.size(), true, [&](std::size_t i) {
      stop_if_interrupted();
      const auto [tx, ty] = mine[i];
      if (done(tx, ty)) {
        progress.skipped();  // resumed: this tile is already there
        return;
      }
      std::optional<TileLock> lock;
      if (shard.claim) {
        lock.emplace(o.out, r, tx, ty);
        if (!lock->held()) {  // another process renders it now: waited for below
          std::lock_guard guard(busy_mutex);
          busy.emplace_back(tx, ty);
          return;
        }
        if (done(tx, ty)) {  // finished by another process between the first look and the lock
          progress.skipped();
          return;
        }
      }
      render(tx, ty);
    });
    // Then each of those is waited for (its lock polled) and rendered if its holder died without its record. So a
    // process that exits 0 leaves every tile done, even when a holder's lock outlives it (an NFS client's lease
    // after its node died): a Job may count any pod's success as the whole work's.
    std::sort(busy.begin(), busy.end());
    for_each_tile(busy.size(), true, [&](std::size_t i) {
      const auto [tx, ty] = busy[i];
      for (;;) {
        stop_if_interrupted();
        const TileLock lock(o.out, r, tx, ty);
        if (lock.held()) {
          if (done(tx, ty))
            progress.skipped();
          else
            render(tx, ty);
          return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
      }
    });
    stop_if_interrupted();
  } catch (const Interrupted&) {
    // Every worker has finished its tile (parallel_for waits), so no temporary file of this run is left.
    const int signal = g_signal.load();
    std::cerr << (::isatty(STDERR_FILENO) == 1 && !o.quiet ? "\n" : "") << "worldlab tiles: " << made
              << " tiles made; interrupted; rerun to resume\n";
    return 128 + signal;
  }
  progress.finish();
  const std::int64_t missing = merge_index(o.out, r, plan.json, run);
  if (!o.quiet) {
    if (missing)
      std::cerr << "worldlab tiles: " << made << " tiles made; " << missing
                << " tiles of the run are not done yet (other " << (shard.claim ? "processes" : "shards")
                << "); the last to finish writes index.json\n";
    else
      std::cerr << "worldlab tiles: " << made << " tiles made; wrote " << join_path(o.out, "index.json")
                << " and mosaic.vrt\n";
  }
  return 0;
}

}  // namespace

Shard parse_shard(const std::string& text) {
  if (text.empty()) return {};
  Shard s;
  if (text == "claim") {
    s.claim = true;
  } else if (text == "auto") {
    const auto env = [](const char* name) -> std::optional<std::string> {
      const char* v = std::getenv(name);
      return v ? std::optional<std::string>(v) : std::nullopt;
    };
    // Job indices are non-negative and below 2^31 (Slurm's are 32-bit): bounding each keeps ID - MIN from
    // overflowing and gives a message instead.
    const auto number = [&](const char* name) {
      const auto v = parse_int(*env(name));
      if (!v) throw InvalidArgument(std::string(name) + " must be an integer, got \"" + *env(name) + "\"");
      if (*v < 0 || *v > INT32_MAX)
        throw InvalidArgument(std::string(name) + " must be 0.." + std::to_string(INT32_MAX) + ", got " + *env(name));
      return *v;
    };
    if (env("JOB_COMPLETION_INDEX")) {  // a Kubernetes Indexed Job (the manifest sets JOB_COMPLETIONS)
      if (!env("JOB_COMPLETIONS"))
        throw InvalidArgument("--shard auto: JOB_COMPLETION_INDEX is set but JOB_COMPLETIONS is not");
      s = Shard{number("JOB_COMPLETION_INDEX"), number("JOB_COMPLETIONS")};
    } else if (env("SLURM_ARRAY_TASK_ID")) {
      // A Slurm array job: task ids run from SLURM_ARRAY_TASK_MIN in steps of SLURM_ARRAY_TASK_STEP
      // (--array=0-15:2 gives ids 0, 2, ..., 14: eight tasks, indices 0..7). A list that is not one such range
      // has no index Slurm tells (Slurm 22.05 gives --array=1,4,5 MIN 1, MAX 5, STEP 1, COUNT 3), so it is refused
      // rather than guessed, by every task: SLURM_ARRAY_TASK_MAX must close the range of COUNT ids.
      if (!env("SLURM_ARRAY_TASK_COUNT"))
        throw InvalidArgument("--shard auto: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not");
      const std::int64_t id = number("SLURM_ARRAY_TASK_ID");
      const std::int64_t min = env("SLURM_ARRAY_TASK_MIN") ? number("SLURM_ARRAY_TASK_MIN") : 0;
      const std::int64_t step = env("SLURM_ARRAY_TASK_STEP") ? number("SLURM_ARRAY_TASK_STEP") : 1;
      const std::int64_t count = number("SLURM_ARRAY_TASK_COUNT");
      const std::string grid =
          "SLURM_ARRAY_TASK_MIN " + std::to_string(min) + ", SLURM_ARRAY_TASK_STEP " + std::to_string(step);
      if (step < 1)
        throw InvalidArgument("--shard auto: SLURM_ARRAY_TASK_STEP must be at least 1, got " +
                              *env("SLURM_ARRAY_TASK_STEP"));
      if (id < min || (id - min) % step != 0)
        throw InvalidArgument("--shard auto: SLURM_ARRAY_TASK_ID " + std::to_string(id) +
                              " is not on the array's range (" + grid +
                              "); submit the array as one range, --array=MIN-MAX or MIN-MAX:STEP");
      if (env("SLURM_ARRAY_TASK_MAX")) {
        const std::int64_t max = number("SLURM_ARRAY_TASK_MAX");
        if (max < min || (max - min) % step != 0 || (max - min) / step + 1 != count)
          throw InvalidArgument("--shard auto: the array is not one range (SLURM_ARRAY_TASK_MIN " +
                                std::to_string(min) + ", SLURM_ARRAY_TASK_MAX " + std::to_string(max) +
                                ", SLURM_ARRAY_TASK_STEP " + std::to_string(step) + " but SLURM_ARRAY_TASK_COUNT " +
                                std::to_string(count) + "); submit it as --array=MIN-MAX or MIN-MAX:STEP");
      }
      if ((id - min) / step >= count)
        throw InvalidArgument("--shard auto: SLURM_ARRAY_TASK_ID " + std::to_string(id) + " is task " +
                              std::to_string((id - min) / step) + " of the range (" + grid +
                              ") but SLURM_ARRAY_TASK_COUNT is " + std::to_string(count) +
                              "; submit the array as one range, --array=MIN-MAX or MIN-MAX:STEP");
      s = Shard{(id - min) / step, count};
    } else {
      throw InvalidArgument(
          "--shard auto needs JOB_COMPLETION_INDEX and JOB_COMPLETIONS (Kubernetes) or SLURM_ARRAY_TASK_ID and "
          "SLURM_ARRAY_TASK_COUNT (Slurm)");
    }
  } else {
    const auto slash = text.find('/');
    const auto i = parse_int(std::string_view(text).substr(0, slash));
    const auto n = slash == std::string::npos ? std::nullopt : parse_int(std::string_view(text).substr(slash + 1));
    if (!i || !n) throw InvalidArgument("--shard must be i/n, auto or claim, got \"" + text + "\"");
    s = Shard{*i, *n};
  }
  if (s.count < 1 || s.count > kMaxShards)
    throw InvalidArgument("--shard: the number of shards must be 1.." + std::to_string(kMaxShards) + ", got " +
                          std::to_string(s.count));
  if (s.index < 0 || s.index >= s.count)
    throw InvalidArgument("--shard: shard " + std::to_string(s.index) + " does not exist among 0.." +
                          std::to_string(s.count - 1));
  return s;
}

int run_tiles(const TilesOptions& o) {
  return run_verb("tiles", [&] {
    if (!o.verify.empty()) return verify(o);
    if (!o.merge.empty()) return merge(o);
    return render_tiles(o);
  });
}

}  // namespace worldlab::cli
