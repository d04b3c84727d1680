// The render and hash verbs: one map of any layer, over any viewport, to a file or to its hash.
#pragma once

#include <string>

#include "image.hpp"
#include "layers.hpp"

namespace worldlab::cli {

// A map: the layer (and its documents) and the viewport.
struct MapRequest {
  LayerOptions layer;
  ViewOptions view;
};

// How a map becomes a file.
struct OutputOptions {
  std::string out;     // the map file
  std::string format;  // png, png16, f32, f64; empty: from the file's extension
  bool hillshade = false;
  double relief = 0;  // hill-shading scale, 0: the layer's own
  bool mark_points = false;
  std::string range;   // "LO:HI" for png16; empty: the layer's own
  std::string points;  // trees or sites as .csv or .geojson
  std::string crs;     // the CRS (WKT) the sidecars and GeoJSON name; empty: a local engineering CRS (docs/gis.md)
  int block = kMaxGridSide;  // render: views beyond block a side are streamed (render_streamed); 16..kMaxGridSide
};

// The largest side `render` takes: beyond kMaxGridSide the view is streamed (a 65536² f32 file is 16 GiB).
inline constexpr int kMaxStreamSide = 65536;
// The encode options these output options give (InvalidArgument names a bad --format or --range).
EncodeOptions encode_options(const OutputOptions& output, Format format);

int run_render(const MapRequest& request, const OutputOptions& output);
// Puts the layer's points over the map's view into map.points (source.points(view_area(grid)); the lab regions'
// sites are there already) and their count into the summary. When the view passes the layer's limit for points,
// `needed` (--points, --mark-points) rethrows the InvalidArgument (exit 2); otherwise the summary says the points
// were not placed and why, never a silent "0 trees".
void add_points(const LayerSource& source, LayerMap& map, bool needed);
// A tileable layer's view of any size up to kMaxStreamSide a side, filled in blocks of output.block² (windows of
// the view: the same samples, bits and hash as one fill of the whole) and written band by band into the file
// (raw, png16 or colour png, hill shading included; not --points or --mark-points).
int render_streamed(const LayerSource& source, const Grid& view, Format format, const EncodeOptions& encode,
                    const OutputOptions& output);
int run_hash(const MapRequest& request);
// The layers and what they hold, as text (`worldlab layers`).
int run_layers();
// The page's palettes as JSON (`worldlab palettes`; the page's build reads it).
int run_palettes();

}  // namespace worldlab::cli
