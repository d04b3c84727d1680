// The CLI's own code: every layer, 16-bit PNG heightmaps read back, raw floats, hill shading, points,
// viewports, shards and atomic writes (native only: libpng, POSIX files).
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <tuple>

#include "cli_io.hpp"
#include "gis.hpp"
#include "image.hpp"
#include "layers.hpp"
#include "points.hpp"
#include "render.hpp"
#include "tiles.hpp"
#include "worldlab/hash.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab::cli {
namespace {

namespace fs = std::filesystem;

class TempDir {
 public:
  TempDir() {
    char name[] = "/tmp/worldlab-cli-test.XXXXXX";
    path_ = ::mkdtemp(name);
  }
  ~TempDir() { fs::remove_all(path_); }
  std::string operator/(const std::string& name) const { return path_ + "/" + name; }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

std::vector<unsigned char> bytes_of(const std::string& path) {
  const std::string text = read_file(path, 1u << 28);
  return {text.begin(), text.end()};
}

TEST(CliLayers, EveryLayerRendersItsValuesAndColours) {
  for (const LayerInfo& info : layers()) {
    LayerOptions o;
    o.layer = std::string(info.id);
    const auto source = make_layer_source(o);
    ViewOptions v;
    v.size = 48;
    const Grid g = make_view(info, v);
    const LayerMap m = source->render(g, true);
    const std::size_t per = info.kind == ValueKind::kColour ? 3 : 1;
    EXPECT_EQ(m.values.size(), per * g.size()) << info.id;
    EXPECT_EQ(m.rgb.size(), 3 * g.size()) << info.id;
    if (info.kind != ValueKind::kColour) {
      EXPECT_EQ(m.relief.size(), g.size()) << info.id;
      EXPECT_EQ(source->relief(g), m.relief) << info.id << ": relief() is the map's own relief";
    }
    // Some variety: a layer whose colours are all one value would be a broken palette.
    bool varied = false;
    for (std::size_t i = 3; i < m.rgb.size(); ++i) varied = varied || m.rgb[i] != m.rgb[i % 3];
    EXPECT_TRUE(varied) << info.id;
  }
}

// tiles --points: each tile writes the points of its half-open area (up to the next tile's first sample); the tiles'
// points together are the rectangle's, each once, for the trees and both kinds of sites, near the origin and far out.
TEST(CliLayers, TheTilesPointsAreTheRectanglesPointsEachOnce) {
  for (const char* id : {"world.rgb", "regions.endless", "regions"}) {
    for (const double x0 : {-37.5, 999999999990000.0}) {
      LayerOptions o;
      o.layer = id;
      o.seed = 4;
      const auto source = make_layer_source(o);
      const double span = std::string(id) == "world.rgb" ? 120 : 400;  // a tile's side, world units
      const auto key = [](const MapPoint& p) { return std::tuple{p.x, p.y, p.biome}; };
      std::vector<std::tuple<double, double, int>> tiles, whole;
      for (int ty = 0; ty < 3; ++ty)
        for (int tx = 0; tx < 3; ++tx)
          for (const MapPoint& p :
               source->points({x0 + tx * span, x0 + (tx + 1) * span, -x0 + ty * span, -x0 + (ty + 1) * span, true}))
            tiles.push_back(key(p));
      for (const MapPoint& p : source->points({x0, x0 + 3 * span, -x0, -x0 + 3 * span, true})) whole.push_back(key(p));
      std::sort(tiles.begin(), tiles.end());
      std::sort(whole.begin(), whole.end());
      EXPECT_EQ(tiles, whole) << id << " at " << x0;
      EXPECT_EQ(std::adjacent_find(whole.begin(), whole.end()), whole.end()) << id << ": a point twice";
      if (x0 < 0 && std::string(id) != "regions") {
        EXPECT_GT(whole.size(), 10u) << id;
      }
    }
  }
}

TEST(CliLayers, DefaultsAreTheLabsMaps) {
  // terrain at the lab's view is the manifest's preset map; --size N is default_map_grid(N).
  LayerOptions o;
  o.preset = "warp-single";
  const auto source = make_layer_source(o);
  const LayerMap m = source->render(make_view(source->info(), {}), false);
  std::vector<double> want(256 * 256);
  fill_terrain(1, find_terrain_preset("warp-single")->params, default_map_grid(256), want);
  EXPECT_EQ(fnv1a64(m.values), fnv1a64(want));
  ViewOptions v;
  v.size = 100;
  const Grid g = make_view(source->info(), v);
  const Grid d = default_map_grid(100);
  EXPECT_EQ(g.step, d.step);
  EXPECT_EQ(g.width, 100);
}

TEST(CliLayers, BadViewportsNameTheOption) {
  const LayerInfo& terrain = find_layer("terrain");
  const auto fails = [&](ViewOptions v, const std::string& word) {
    try {
      make_view(terrain, v);
      ADD_FAILURE() << "accepted a viewport that should fail on " << word;
    } catch (const InvalidArgument& e) {
      EXPECT_NE(std::string(e.what()).find(word), std::string::npos) << e.what();
    }
  };
  ViewOptions v;
  v.width = 0;
  fails(v, "--width");
  v = {};
  v.height = 5000;
  fails(v, "--height");
  v = {};
  v.step = -1;
  fails(v, "--step");
  v = {};
  v.x0 = INFINITY;
  fails(v, "--x0");
  v = {};
  v.size = 0;
  fails(v, "--size");
  v = {};
  v.x0 = 1e308, v.step = 1e305, v.width = 4096;
  fails(v, "--x0 is 1e+308; coordinates must stay within ±1e15");
  // Issue 27: finite but beyond ±1e15 (layers.hpp: why), at the origin or at the last sample; the bound itself is fine.
  v = {};
  v.y0 = -1.5e15;
  fails(v, "--y0 is -1500000000000000");
  v = {};
  v.x0 = 1e15, v.step = 1, v.width = 2;
  fails(v, "the viewport's last sample (--x0 + (--width - 1) · --step) is 1000000000000001");
  v.width = 1;
  EXPECT_NO_THROW(make_view(terrain, v));
  EXPECT_THROW(find_layer("nope"), InvalidArgument);
  LayerOptions o;
  o.layer = "islands.temperature";
  ViewOptions wide;
  wide.width = 64, wide.height = 32;
  EXPECT_THROW(make_layer_source(o)->render(make_view(find_layer(o.layer), wide), false), InvalidArgument);
}

TEST(CliRender, Png16ReadsBackToTheHeightsWithin1Over65535) {
  TempDir dir;
  MapRequest r;
  r.layer.preset = "warp-single";
  r.layer.seed = 7;
  OutputOptions o;
  o.format = "png16";
  o.out = dir / "h.png";
  ASSERT_EQ(run_render(r, o), 0);
  o.format = "f64";
  o.out = dir / "h.f64";
  ASSERT_EQ(run_render(r, o), 0);
  const Gray16 png = decode_png_gray16(bytes_of(dir / "h.png"));
  const auto raw = bytes_of(dir / "h.f64");
  ASSERT_EQ(png.width, 256);
  ASSERT_EQ(png.height, 256);
  ASSERT_EQ(raw.size(), 8u * 256 * 256);
  // The terrain layer's range is −1..1: sample v stands for −1 + 2 · v / 65535.
  double worst = 0;
  for (std::size_t i = 0; i < png.samples.size(); ++i) {
    std::uint64_t bits = 0;
    for (int k = 0; k < 8; ++k) bits |= static_cast<std::uint64_t>(raw[8 * i + k]) << (8 * k);
    double h;
    std::memcpy(&h, &bits, 8);
    if (h < -1 || h > 1) continue;  // clamped (warp-single stays within −1..1 here)
    worst = std::max(worst, std::fabs(-1.0 + 2.0 * png.samples[i] / 65535.0 - h));
  }
  EXPECT_LE(worst, (1.0 / 65535) * (1 + 1e-9));
  EXPECT_GT(worst, 0.25 / 65535);  // and it is a real quantisation, not a copy of something else
}

TEST(CliRender, RawFloatsAreLittleEndian) {
  const double v[] = {1.0, -2.5};
  const auto f32 = encode_raw(v, Format::kF32);
  const auto f64 = encode_raw(v, Format::kF64);
  ASSERT_EQ(f32.size(), 8u);
  EXPECT_EQ(f32[2], 0x80);  // 1.0f = 3f800000
  EXPECT_EQ(f32[3], 0x3f);
  ASSERT_EQ(f64.size(), 16u);
  EXPECT_EQ(f64[6], 0xf0);  // 1.0 = 3ff0000000000000
  EXPECT_EQ(f64[7], 0x3f);
  EXPECT_EQ(f64[15], 0xc0);  // −2.5 = c004000000000000
}

TEST(CliRender, HillshadeKeepsFlatGroundAndLightsSlopesFacingTheLight) {
  const Grid g{0, 0, 1, 3, 1};
  std::vector<std::uint8_t> rgb(9, 100);
  const std::vector<double> flat(3, 0.5);
  hillshade(rgb, flat, g, 1.0, 0.0, {});
  EXPECT_EQ(rgb[3], 100);
  // Ground rising to the east faces the light in the west: brighter; falling to the east: darker.
  std::vector<std::uint8_t> up(9, 100), down(9, 100);
  hillshade(up, std::vector<double>{0.5, 1.0, 1.5}, g, 1.0, 0.0, {});
  hillshade(down, std::vector<double>{1.5, 1.0, 0.5}, g, 1.0, 0.0, {});
  EXPECT_GT(up[3], 100);
  EXPECT_LT(down[3], 100);
  // Water stays flat.
  std::vector<std::uint8_t> sea(9, 100);
  hillshade(sea, std::vector<double>{-0.5, -0.2, 0.4}, g, 1.0, 0.0, {});
  EXPECT_EQ(sea[3], 100);
}

TEST(CliRender, PointsAsCsvAndGeoJson) {
  const MapPoint p[] = {{1.5, -2.25, 4, "Forest"}, {0.1, 3, 8, "Rainforest"}};
  EXPECT_EQ(points_csv(p), "x,y,biome,biome_name\n1.5,-2.25,4,Forest\n0.1,3,8,Rainforest\n");
  const auto j = nlohmann::json::parse(points_geojson(p, "trees"));
  EXPECT_EQ(j["type"], "FeatureCollection");
  ASSERT_EQ(j["features"].size(), 2u);
  EXPECT_EQ(j["features"][0]["geometry"]["coordinates"][1].get<double>(), -2.25);
  EXPECT_EQ(j["features"][1]["properties"]["biome_name"], "Rainforest");
  // Not WGS 84 (RFC 7946's default without a crs member): the local engineering CRS, or --crs.
  EXPECT_EQ(j["crs"]["properties"]["name"], std::string(local_crs_wkt()));
  const auto utm = nlohmann::json::parse(points_geojson(p, "trees", "PROJCS[\"x\"]"));
  EXPECT_EQ(utm["crs"]["properties"]["name"], "PROJCS[\"x\"]");
  EXPECT_THROW(points_file(p, "trees", "x.txt"), InvalidArgument);
}

// docs/gis.md: pixel (col, row) is centred on its sample; rows grow towards +y (a positive pixel height).
TEST(CliGis, SidecarsPlaceEachPixelOnItsSample) {
  const Grid g{-0.5, 0.25, 0.125, 3, 2};
  const auto gt = geo_transform(g);
  EXPECT_EQ(gt, (std::array<double, 6>{-0.5625, 0.125, 0, 0.1875, 0, 0.125}));
  EXPECT_EQ(world_file(g), "0.125\n0\n0\n0.125\n-0.5\n0.25\n");
  const std::string hdr = envi_header(MapGeo{g, Format::kF64, "", "terrain", 0, 0});
  for (const char* line :
       {"samples = 3\n", "lines = 2\n", "bands = 1\n", "header offset = 0\n", "data type = 5\n", "byte order = 0\n",
        "interleave = bsq\n", "map info = {Arbitrary, 1.5, 1.5, -0.5, 0.25, 0.125, -0.125}\n"})
    EXPECT_NE(hdr.find(line), std::string::npos) << line;
  EXPECT_EQ(hdr.rfind("ENVI\n", 0), 0u);
  EXPECT_NE(envi_header(MapGeo{g, Format::kF32, "", "terrain", 0, 0}).find("data type = 4\n"), std::string::npos);
  const auto png = sidecars("a/h.png", MapGeo{g, Format::kPng16, "", "terrain", -1, 1});
  ASSERT_EQ(png.size(), 2u);
  EXPECT_EQ(png[0].path, "a/h.pgw");
  EXPECT_EQ(png[1].path, "a/h.png.aux.xml");
  EXPECT_NE(png[1].text.find("<Offset>-1</Offset>"), std::string::npos);
  EXPECT_EQ(sidecars("h.f32", MapGeo{g, Format::kF32, "", "terrain", 0, 0})[0].path, "h.f32.hdr");
}

TEST(CliGis, CrsIsWktOnly) {
  EXPECT_EQ(crs_wkt(""), std::string(local_crs_wkt()));
  EXPECT_EQ(crs_wkt("PROJCRS[\"a\",1]"), "PROJCRS[\"a\",1]");
  for (const char* bad : {"EPSG:32633", "wgs84", "PROJCS[\"a\"", "PROJCS[\"{\"]", "PROJCS[\"a\nb\"]", "[x]"})
    EXPECT_THROW(crs_wkt(bad), InvalidArgument) << bad;
  EXPECT_EQ(crs_argument(""), "");
  EXPECT_EQ(crs_argument("LOCAL_CS[\"it's\"]"), " --crs 'LOCAL_CS[\"it'\\''s\"]'");
}

TEST(CliGis, Png16KeepsItsRangeInATextChunk) {
  const std::vector<double> v{-1, 0, 1, 0.5};
  const auto png = encode_png_gray16(2, 2, v, -1, 1);
  const std::string bytes(png.begin(), png.end());
  EXPECT_NE(bytes.find(std::string("tEXtworldlab:range\0-1 1", 23)), std::string::npos);
  const Gray16 back = decode_png_gray16(png);
  EXPECT_EQ(back.samples, (std::vector<std::uint16_t>{0, 32768, 65535, 49151}));
}

TEST(CliGis, MosaicPlacesEveryTile) {
  Mosaic m{2,
           1,
           4,
           MapGeo{Grid{0, 0, 1, 4, 4}, Format::kF32, "", "terrain", 0, 0},
           {"tile_0_0.f32", "tile_1_0.f32"},
           {Grid{0, 0, 1, 4, 4}, Grid{4, 0, 1, 4, 4}}};
  const std::string vrt = mosaic_vrt(m);
  EXPECT_NE(vrt.find("rasterXSize=\"8\" rasterYSize=\"4\""), std::string::npos);
  EXPECT_NE(vrt.find("<GeoTransform>-0.5, 1, 0, -0.5, 0, 1</GeoTransform>"), std::string::npos);
  EXPECT_NE(vrt.find("<DstRect xOff=\"4\" yOff=\"0\" xSize=\"4\" ySize=\"4\" />"), std::string::npos);
  EXPECT_NE(vrt.find("relativeToVRT=\"1\">tile_1_0.f32<"), std::string::npos);
  m.columns = std::int64_t{1} << 30;  // 2^32 pixels wide: beyond GDAL's int
  EXPECT_EQ(mosaic_vrt(m), "");
}

TEST(CliFiles, WritesAtomicallyAndReportsFailures) {
  TempDir dir;
  const std::string path = dir / "a.txt";
  write_file(path, std::string_view("first"));
  write_file(path, std::string_view("second, longer"));
  EXPECT_EQ(read_file(path, 100), "second, longer");
  // No temporary file is left beside it.
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path())) ++files;
  EXPECT_EQ(files, 1u);
  // A full device: the message names the file and the reason.
  try {
    write_file("/dev/full", std::string_view("x"));
    ADD_FAILURE() << "writing /dev/full succeeded";
  } catch (const FileError& e) {
    EXPECT_NE(std::string(e.what()).find("/dev/full"), std::string::npos) << e.what();
  }
  // A folder that does not exist: nothing is created.
  EXPECT_THROW(write_file(dir / "no/such/folder.txt", std::string_view("x")), FileError);
  EXPECT_THROW(read_file(path, 3), FileError);      // larger than the bound
  EXPECT_THROW(make_directories(path), FileError);  // a file, not a folder
}

TEST(CliTiles, ShardsFromOptionsAndTheEnvironment) {
  EXPECT_EQ(parse_shard("").count, 1);
  const Shard s = parse_shard("2/4");
  EXPECT_EQ(s.index, 2);
  EXPECT_EQ(s.count, 4);
  for (const char* bad : {"4/4", "-1/4", "1/0", "a/b", "1", "1/4x", "auto"}) {
    if (std::string(bad) == "auto") {
      ::unsetenv("JOB_COMPLETION_INDEX");
      ::unsetenv("SLURM_ARRAY_TASK_ID");
    }
    EXPECT_THROW(parse_shard(bad), InvalidArgument) << bad;
  }
  ::setenv("JOB_COMPLETION_INDEX", "3", 1);
  ::setenv("JOB_COMPLETIONS", "8", 1);
  EXPECT_EQ(parse_shard("auto").index, 3);
  EXPECT_EQ(parse_shard("auto").count, 8);
  ::setenv("JOB_COMPLETIONS", "3", 1);  // index 3 of 3 does not exist
  EXPECT_THROW(parse_shard("auto"), InvalidArgument);
  ::unsetenv("JOB_COMPLETION_INDEX");
  ::unsetenv("JOB_COMPLETIONS");
  ::setenv("SLURM_ARRAY_TASK_ID", "11", 1);
  ::setenv("SLURM_ARRAY_TASK_MIN", "10", 1);
  ::setenv("SLURM_ARRAY_TASK_COUNT", "4", 1);
  EXPECT_EQ(parse_shard("auto").index, 1);
  EXPECT_EQ(parse_shard("auto").count, 4);
  ::setenv("SLURM_ARRAY_TASK_ID", "x", 1);
  EXPECT_THROW(parse_shard("auto"), InvalidArgument);
  ::unsetenv("SLURM_ARRAY_TASK_ID");
  ::unsetenv("SLURM_ARRAY_TASK_MIN");
  ::unsetenv("SLURM_ARRAY_TASK_COUNT");
}

}  // namespace
}  // namespace worldlab::cli
