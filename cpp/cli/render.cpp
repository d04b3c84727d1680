// render, hash, layers and palettes: one map of any layer to PNG, 16-bit PNG, raw floats or its FNV-1a-64 hash.
#include "render.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli_io.hpp"
#include "gis.hpp"
#include "points.hpp"
#include "worldlab/hash.hpp"
#include "worldlab/palette.hpp"
#include "worldlab/palette_json.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::cli {

namespace {

double parse_number(const std::string& text, const char* what) {
  char* end = nullptr;
  const double v = text.empty() ? 0.0 : std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size())
    throw InvalidArgument(std::string(what) + ": \"" + text + "\" is not a number");
  return v;
}

}  // namespace

void add_points(const LayerSource& source, LayerMap& map, bool needed) {
  const LayerInfo& info = source.info();
  if (info.points.empty()) return;
  const std::string sep = map.summary.empty() ? "" : ", ";
  if (map.points.empty()) {  // the lab's regions carry their sites already
    try {
      map.points = source.points(view_area(map.grid));
    } catch (const InvalidArgument& e) {
      if (needed) throw;  // --points or --mark-points: the limit is an error (exit 2), never an empty file
      // Only the summary wanted them: say why there are none, never "0 trees" (issue 27).
      map.summary += sep + std::string(info.points) + " not placed (" + e.what() + ")";
      return;
    }
  }
  map.summary += sep + std::to_string(map.points.size()) + " " + std::string(info.points);
}

EncodeOptions encode_options(const OutputOptions& o, Format format) {
  EncodeOptions e;
  e.format = format;
  e.hillshade = o.hillshade;
  e.relief_scale = o.relief;
  e.mark_points = o.mark_points;
  e.crs = o.crs;
  check_format_supported(format);
  if (!(o.relief >= 0) || !std::isfinite(o.relief)) throw InvalidArgument("--relief must be finite and >= 0");
  if (!o.range.empty()) {
    const auto colon = o.range.find(':');
    if (colon == std::string::npos) throw InvalidArgument("--range must be LO:HI, got \"" + o.range + "\"");
    e.range_lo = parse_number(o.range.substr(0, colon), "--range");
    e.range_hi = parse_number(o.range.substr(colon + 1), "--range");
    if (!(e.range_hi > e.range_lo) || !std::isfinite(e.range_lo) || !std::isfinite(e.range_hi))
      throw InvalidArgument("--range must be LO:HI with finite LO < HI, got \"" + o.range + "\"");
    if (format != Format::kPng16) throw InvalidArgument("--range applies to --format png16 only");
  }
  (void)crs_wkt(o.crs);  // checks --crs
  return e;
}

int run_render(const MapRequest& r, const OutputOptions& o) {
  return run_verb("render", [&] {
    const Format format = o.format.empty() ? format_from_path(o.out) : parse_format(o.format);
    const EncodeOptions encode = encode_options(o, format);
    const auto source = make_layer_source(r.layer);
    const LayerInfo& info = source->info();
    if (!o.points.empty() && info.points.empty())
      throw InvalidArgument("layer " + std::string(info.id) +
                            " has no points (--points: world.* trees, regions sites)");
    const Grid grid = make_view(info, r.view, kMaxStreamSide);
    if (grid.width > o.block || grid.height > o.block) return render_streamed(*source, grid, format, encode, o);
    check_request_memory("render", grid.size(), budget_layers(info));  // the count the WASM module uses too
    LayerMap map = source->render(grid, format == Format::kPng);
    add_points(*source, map, !o.points.empty() || encode.mark_points);
    std::string warning;
    const std::vector<unsigned char> file = encode_map(*source, map, encode, &warning);
    // Everything is made before anything is written, and every file is staged before any replaces its old one: a
    // failing --points (or sidecar) leaves --out as it was (issue 27).
    const std::vector<Sidecar> sidecar_files =
        writes_regular_file(o.out) ? sidecars(o.out, map_geo(info, map.grid, format, o)) : std::vector<Sidecar>{};
    const std::string points = o.points.empty() ? std::string() : points_file(map.points, info.points, o.points, o.crs);
    std::vector<OutputFile> files{{o.out, {reinterpret_cast<const char*>(file.data()), file.size()}}};
    for (const Sidecar& s : sidecar_files) files.push_back({s.path, s.text});
    if (!o.points.empty()) files.push_back({o.points, points});
    write_files(files);
    std::cerr << info.id << ": hash " << hex64(fnv1a64(map.values));
    if (!map.summary.empty()) std::cerr << ", " << map.summary;
    std::cerr << '\n';
    if (!warning.empty()) std::cerr << "worldlab render: " << warning << '\n';
    return 0;
  });
}

int run_hash(const MapRequest& r) {
  return run_verb("hash", [&] {
    const auto source = make_layer_source(r.layer);
    const Grid grid = make_view(source->info(), r.view);
    check_request_memory("hash", grid.size(), budget_layers(source->info()));
    const LayerMap map = source->render(grid, false);
    std::cout << hex64(fnv1a64(map.values)) << '\n';
    return 0;
  });
}

int run_layers() {
  for (const LayerInfo& l : layers()) {
    const Grid& v = l.lab_view;
    std::printf("%-20s %s\n%-20s %s units; lab view x0 %s, y0 %s, step %s, %d x %d%s\n", std::string(l.id).c_str(),
                std::string(l.description).c_str(), "", l.world_units ? "world" : "map", number_text(v.x0).c_str(),
                number_text(v.y0).c_str(), number_text(v.step).c_str(), v.width, v.height,
                l.tileable ? "; tileable" : "; not tileable (the climate is computed over the whole view)");
  }
  return 0;
}

int run_palettes() {
  std::cout << palettes_json().dump(2) << '\n';
  return 0;
}

}  // namespace worldlab::cli
