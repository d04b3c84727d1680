// tiles --xyz: the pyramid (depth first, so memory holds a few tiles a level), its viewer page and Leaflet's files.
#include "xyz.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <nlohmann/json.hpp>
#include <optional>

#include "cli_io.hpp"
#include "image.hpp"

namespace worldlab::cli {

namespace {

constexpr std::size_t kPixels = static_cast<std::size_t>(kXyzTile) * kXyzTile;

// Writes bytes to path unless the file already holds them (a rerun, or another shard that wrote the same pyramid).
void write_if_changed(const std::string& path, std::string_view bytes) {
  std::optional<std::string> old;
  try {
    old = read_own_file(path, bytes.size());
  } catch (const std::exception&) {  // larger, a link, unreadable: written again
  }
  if (!old || *old != bytes) write_own_file(path, bytes);
}

// The viewer: Leaflet's CRS.Simple with one unit = 2^Z base pixels, so zoom z shows level z of the pyramid; the
// tile layer's bounds are the world's, so no tile outside it is asked for. English or Spanish from the browser.
std::string viewer_html(const XyzSource& s, int max_zoom) {
  const nlohmann::json world{{"maxZoom", max_zoom},
                             {"width", static_cast<double>(s.columns) * s.tile_size},
                             {"height", static_cast<double>(s.rows) * s.tile_size},
                             {"x0", s.world.x(0)},
                             {"y0", s.world.y(0)},
                             {"step", s.world.step},
                             {"title", s.title}};
  std::string json = world.dump();
  // Inside <script>: "</" would end it.
  for (std::size_t at = 0; (at = json.find("</", at)) != std::string::npos; at += 3) json.replace(at, 2, "<\\/");
  return R"(<!doctype html>
<!-- worldlab tiles --xyz: an offline viewer of the XYZ pyramid beside it (xyz/Z/X/Y.png), with Leaflet from leaflet/. -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>worldlab</title>
<link rel="stylesheet" href="leaflet/leaflet.css">
<style>
html, body, #map { height: 100%; margin: 0; }
#map { background: #1d2330; }
#panel { position: absolute; z-index: 1000; top: 10px; right: 10px; max-width: 22em; padding: 6px 10px;
  background: rgba(255, 255, 255, 0.9); border-radius: 4px; font: 13px/1.4 system-ui, sans-serif; }
#panel h1 { font-size: 14px; margin: 0 0 2px; }
</style>
</head>
<body>
<div id="map"></div>
<div id="panel"><h1 id="title"></h1><div id="hint"></div><div id="where"></div></div>
<script src="leaflet/leaflet.js"></script>
<script>
const world = )" +
         json + R"(;
const text = {
  en: { hint: 'Drag to pan; wheel, pinch or +/− to zoom.', where: (x, y) => `x ${x}, y ${y} (world units)`,
        level: (z, n) => `zoom ${z} of ${n}` },
  es: { hint: 'Arrastre para desplazarse; rueda, pellizco o +/− para acercar o alejar.',
        where: (x, y) => `x ${x}, y ${y} (unidades del mundo)`, level: (z, n) => `zoom ${z} de ${n}` },
};
const lang = (navigator.language || 'en').toLowerCase().startsWith('es') ? 'es' : 'en';
const t = text[lang];
document.documentElement.lang = lang;
document.title = `worldlab: ${world.title}`;
document.getElementById('title').textContent = world.title;
document.getElementById('hint').textContent = t.hint;
// One unit is 2^maxZoom base pixels: zoom z draws level z at one tile pixel per screen pixel.
const unit = 2 ** world.maxZoom;
const bounds = L.latLngBounds([-world.height / unit, 0], [0, world.width / unit]);
const map = L.map('map', { crs: L.CRS.Simple, minZoom: 0, maxZoom: world.maxZoom + 2, maxBounds: bounds.pad(0.5),
                           attributionControl: false });
L.tileLayer('xyz/{z}/{x}/{y}.png', { tileSize: 256, noWrap: true, bounds, minZoom: 0, maxNativeZoom: world.maxZoom,
                                     maxZoom: world.maxZoom + 2 }).addTo(map);
map.fitBounds(bounds);
const where = document.getElementById('where');
const digits = (v) => Number(v.toPrecision(6)).toString();
function show(latlng) {
  // Base pixel (px, py) from the map's edge; its world position (pixels are areas centred on the samples).
  const px = latlng.lng * unit, py = -latlng.lat * unit;
  const x = world.x0 + (px - 0.5) * world.step, y = world.y0 + (py - 0.5) * world.step;
  where.textContent = `${t.where(digits(x), digits(y))}; ${t.level(map.getZoom(), world.maxZoom)}`;
}
map.on('mousemove', (e) => show(e.latlng));
map.on('zoomend', () => show(map.getCenter()));
show(map.getCenter());
</script>
</body>
</html>
)";
}

class Pyramid {
 public:
  explicit Pyramid(const XyzSource& s) : s_(s), k_(s.tile_size / kXyzTile), zmax_(xyz_max_zoom(s)) {}

  std::int64_t build() {
    make_own_directory(join_path(s_.dir, "xyz"));
    (void)tile(0, 0, 0);
    return written_;
  }

 private:
  // Tile (z, x, y)'s RGBA pixels, written to its file; empty when it lies wholly outside the world.
  std::vector<std::uint8_t> tile(int z, std::int64_t x, std::int64_t y) {
    std::vector<std::uint8_t> pixels;
    if (z == zmax_) {
      if (x >= s_.columns * k_ || y >= s_.rows * k_) return {};
      pixels = base(x, y);
    } else {
      std::vector<std::uint8_t> children[4];
      bool any = false;
      for (int q = 0; q < 4; ++q) {  // top-left, top-right, bottom-left, bottom-right: a fixed order
        children[q] = tile(z + 1, 2 * x + (q & 1), 2 * y + (q >> 1));
        any = any || !children[q].empty();
      }
      if (!any) return {};
      pixels = xyz_parent(children);
    }
    const std::string level = join_path(join_path(s_.dir, "xyz"), std::to_string(z));
    const std::string folder = join_path(level, std::to_string(x));
    make_own_directory(level);  // never through a planted link, as every file of the folder
    make_own_directory(folder);
    const auto png = encode_png_rgba(kXyzTile, kXyzTile, pixels);
    write_if_changed(join_path(folder, std::to_string(y) + ".png"),
                     std::string_view(reinterpret_cast<const char*>(png.data()), png.size()));
    ++written_;
    return pixels;
  }

  // Base tile (x, y): a 256² window of the run's tile (x / k, y / k), opaque. The last decoded run tile is kept: the
  // depth-first order visits its k² base tiles one after another (k is a power of two, so they align).
  std::vector<std::uint8_t> base(std::int64_t x, std::int64_t y) {
    const std::int64_t col = x / k_, row = y / k_;
    if (!decoded_ || decoded_col_ != col || decoded_row_ != row) {
      const std::string path = join_path(s_.dir, s_.file(col, row));
      const auto bytes = read_own_file(path, std::size_t{1} << 30);
      if (!bytes) throw FileError("cannot read " + path + ": No such file or directory");
      rgb_ = decode_png_rgb({reinterpret_cast<const unsigned char*>(bytes->data()), bytes->size()});
      const int side = s_.tile_size + s_.overlap;
      if (rgb_.width != side || rgb_.height != side)
        throw InvalidArgument(path + " is " + std::to_string(rgb_.width) + " x " + std::to_string(rgb_.height) +
                              " pixels; the run's tiles are " + std::to_string(side) + " a side");
      decoded_ = true, decoded_col_ = col, decoded_row_ = row;
    }
    std::vector<std::uint8_t> out(kPixels * 4);
    const std::size_t c0 = static_cast<std::size_t>(x % k_) * kXyzTile,
                      r0 = static_cast<std::size_t>(y % k_) * kXyzTile;
    const std::size_t width = static_cast<std::size_t>(rgb_.width);
    for (std::size_t r = 0; r < kXyzTile; ++r)
      for (std::size_t c = 0; c < kXyzTile; ++c) {
        const std::uint8_t* from = &rgb_.rgb[((r0 + r) * width + c0 + c) * 3];
        std::uint8_t* to = &out[(r * kXyzTile + c) * 4];
        to[0] = from[0], to[1] = from[1], to[2] = from[2], to[3] = 255;
      }
    return out;
  }

  const XyzSource& s_;
  const std::int64_t k_;
  const int zmax_;
  std::int64_t written_ = 0;
  bool decoded_ = false;
  std::int64_t decoded_col_ = 0, decoded_row_ = 0;
  Rgb8 rgb_;
};

}  // namespace

std::string xyz_tile_size_problem(int tile_size) {
  if (tile_size >= kXyzTile && tile_size % kXyzTile == 0 &&
      std::has_single_bit(static_cast<unsigned>(tile_size / kXyzTile)))
    return {};
  return "--xyz cuts each tile into 256-pixel XYZ tiles: --tile-size must be 256 times a power of two (256, 512, "
         "1024, 2048 or 4096), got " +
         std::to_string(tile_size);
}

int xyz_max_zoom(const XyzSource& s) {
  const std::int64_t k = s.tile_size / kXyzTile, side = std::max(s.columns, s.rows) * k;
  int z = 0;
  while ((std::int64_t{1} << z) < side) ++z;
  return z;
}

std::vector<std::uint8_t> xyz_parent(std::span<const std::vector<std::uint8_t>> children) {
  constexpr int half = kXyzTile / 2;
  std::vector<std::uint8_t> out(kPixels * 4);
  for (int r = 0; r < kXyzTile; ++r)
    for (int c = 0; c < kXyzTile; ++c) {
      const std::vector<std::uint8_t>& child = children[static_cast<std::size_t>((r / half) * 2 + c / half)];
      std::uint8_t* to = &out[(static_cast<std::size_t>(r) * kXyzTile + static_cast<std::size_t>(c)) * 4];
      if (child.empty()) continue;  // outside the world: transparent
      unsigned sum[3] = {0, 0, 0}, alpha = 0, n = 0;
      for (int dr = 0; dr < 2; ++dr)
        for (int dc = 0; dc < 2; ++dc) {
          const std::size_t at = (static_cast<std::size_t>(2 * (r % half) + dr) * kXyzTile +
                                  static_cast<std::size_t>(2 * (c % half) + dc)) *
                                 4;
          alpha += child[at + 3];
          if (child[at + 3] == 0) continue;
          for (int k = 0; k < 3; ++k) sum[k] += child[at + static_cast<std::size_t>(k)];
          ++n;
        }
      if (n)
        for (int k = 0; k < 3; ++k) to[k] = static_cast<std::uint8_t>((sum[k] + n / 2) / n);
      to[3] = static_cast<std::uint8_t>((alpha + 2) / 4);
    }
  return out;
}

std::int64_t write_xyz(const XyzSource& s) {
  if (const std::string p = xyz_tile_size_problem(s.tile_size); !p.empty()) throw InvalidArgument(p);
  if (leaflet_files().empty())
    throw InvalidArgument(
        "--xyz: this build holds no copy of Leaflet for the viewer (run `npm ci` in the source tree, "
        "then build again: cpp/cli/CMakeLists.txt copies node_modules/leaflet)");
  const std::int64_t tiles = Pyramid(s).build();
  make_own_directory(join_path(s.dir, "leaflet"));
  for (const EmbeddedFile& f : leaflet_files())
    write_if_changed(join_path(join_path(s.dir, "leaflet"), std::string(f.name)), f.bytes);
  write_if_changed(join_path(s.dir, "viewer.html"), viewer_html(s, xyz_max_zoom(s)));
  return tiles;
}

}  // namespace worldlab::cli
