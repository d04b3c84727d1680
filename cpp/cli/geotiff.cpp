// GeoTIFF through GDAL (docs/gis.md): the values into a MEM dataset with worldlab's own overviews, copied by GDAL's
// COG driver into /vsimem and taken back as bytes, which the CLI writes atomically like its other files.
#include "geotiff.hpp"

#include <cpl_conv.h>
#include <cpl_error.h>
#include <cpl_vsi.h>
#include <gdal.h>

#include <atomic>
#include <cstddef>
#include <mutex>

namespace worldlab::cli {

namespace {

// Closes a dataset at scope exit.
struct Dataset {
  GDALDatasetH h = nullptr;
  ~Dataset() {
    if (h) GDALClose(h);
  }
};

// GDAL's messages are kept (the last one explains a failure), never printed.
struct QuietErrors {
  QuietErrors() {
    CPLPushErrorHandler(CPLQuietErrorHandler);
    CPLErrorReset();
  }
  ~QuietErrors() { CPLPopErrorHandler(); }
};

[[noreturn]] void fail(const std::string& what) {
  const std::string gdal = CPLGetLastErrorMsg();
  throw GeoTiffError("GDAL: " + what + (gdal.empty() ? std::string() : ": " + gdal));
}

void write_band(GDALRasterBandH band, std::span<const double> values, int w, int h, bool f64) {
  CPLErr status;
  if (f64) {
    status = GDALRasterIO(band, GF_Write, 0, 0, w, h, const_cast<double*>(values.data()), w, h, GDT_Float64, 0, 0);
  } else {  // rounded here, as .f32 rounds (GDAL's own conversion clamps values beyond the float range)
    std::vector<float> floats(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) floats[i] = static_cast<float>(values[i]);
    status = GDALRasterIO(band, GF_Write, 0, 0, w, h, floats.data(), w, h, GDT_Float32, 0, 0);
  }
  if (status != CE_None) fail("cannot write the samples");
}

}  // namespace

std::vector<double> overview_level(std::span<const double> in, int w, int h, bool f32) {
  const int ow = (w + 1) / 2, oh = (h + 1) / 2;
  std::vector<double> out(static_cast<std::size_t>(ow) * static_cast<std::size_t>(oh));
  const auto at = [&](int col, int row) {
    return in[static_cast<std::size_t>(row) * static_cast<std::size_t>(w) + static_cast<std::size_t>(col)];
  };
  for (int r = 0; r < oh; ++r)
    for (int c = 0; c < ow; ++c) {
      const int c0 = 2 * c, r0 = 2 * r;
      const bool right = c0 + 1 < w, down = r0 + 1 < h;
      double v;
      if (right && down)
        v = ((at(c0, r0) + at(c0 + 1, r0)) + (at(c0, r0 + 1) + at(c0 + 1, r0 + 1))) * 0.25;
      else if (right)
        v = (at(c0, r0) + at(c0 + 1, r0)) * 0.5;
      else if (down)
        v = (at(c0, r0) + at(c0, r0 + 1)) * 0.5;
      else
        v = at(c0, r0);
      out[static_cast<std::size_t>(r) * static_cast<std::size_t>(ow) + static_cast<std::size_t>(c)] =
          f32 ? static_cast<double>(static_cast<float>(v)) : v;
    }
  return out;
}

std::string geotiff_library() { return std::string("GDAL ") + GDALVersionInfo("RELEASE_NAME"); }

std::vector<unsigned char> encode_geotiff(std::span<const double> values, const GeoTiffRequest& q) {
  static std::once_flag registered;
  std::call_once(registered, [] { GDALAllRegister(); });
  const QuietErrors quiet;
  if (values.size() != static_cast<std::size_t>(q.width) * static_cast<std::size_t>(q.height))
    throw GeoTiffError("GDAL: the values do not fill the raster");
  GDALDriverH mem = GDALGetDriverByName("MEM"), cog = GDALGetDriverByName("COG");
  if (!mem || !cog) fail("the MEM and COG drivers are missing");
  const GDALDataType type = q.f64 ? GDT_Float64 : GDT_Float32;
  Dataset src;
  src.h = GDALCreate(mem, "", q.width, q.height, 1, type, nullptr);
  if (!src.h) fail("cannot create the raster in memory");
  double transform[6];
  for (int i = 0; i < 6; ++i) transform[i] = q.transform[static_cast<std::size_t>(i)];
  if (GDALSetGeoTransform(src.h, transform) != CE_None) fail("cannot set the geotransform");
  if (GDALSetProjection(src.h, q.wkt.c_str()) != CE_None) fail("cannot set the CRS");
  GDALRasterBandH band = GDALGetRasterBand(src.h, 1);
  GDALSetDescription(band, q.band_name.c_str());
  write_band(band, values, q.width, q.height, q.f64);

  // Overviews halving the raster until it fits one block; GDAL makes the levels (nearest, cheap) and each is then
  // overwritten with worldlab's means, so GDAL's resampling never decides a bit.
  std::vector<int> factors;
  for (int f = 2, w = q.width, h = q.height; w > q.block || h > q.block; f *= 2) {
    factors.push_back(f);
    w = (w + 1) / 2, h = (h + 1) / 2;
  }
  if (!factors.empty()) {
    if (GDALBuildOverviews(src.h, "NEAREST", static_cast<int>(factors.size()), factors.data(), 0, nullptr, nullptr,
                           nullptr) != CE_None)
      fail("cannot make the overviews");
    // The means are of the samples in the file: for Float32 the values rounded to float first.
    std::vector<double> level(values.begin(), values.end());
    if (!q.f64)
      for (double& v : level) v = static_cast<double>(static_cast<float>(v));
    int w = q.width, h = q.height;
    for (std::size_t k = 0; k < factors.size(); ++k) {
      level = overview_level(level, w, h, !q.f64);
      w = (w + 1) / 2, h = (h + 1) / 2;
      GDALRasterBandH ov = GDALGetOverview(band, static_cast<int>(k));
      if (!ov || GDALGetRasterBandXSize(ov) != w || GDALGetRasterBandYSize(ov) != h)
        fail("an overview level has another size than " + std::to_string(w) + " x " + std::to_string(h));
      write_band(ov, level, w, h, q.f64);
    }
  }

  static std::atomic<unsigned long> counter{0};
  const std::string name = "/vsimem/worldlab-" + std::to_string(counter++) + ".tif";
  const std::string block = "BLOCKSIZE=" + std::to_string(q.block);
  // DEFLATE level 1 with the floating-point predictor: on a 4096² height tile, half level 6's time for 1.6 % more bytes
  // (75.5 against 74.4 MB; 89.4 MB uncompressed; docs/gis.md).
  const char* options[] = {
      "COMPRESS=DEFLATE", "LEVEL=1", "PREDICTOR=YES", block.c_str(), "OVERVIEWS=FORCE_USE_EXISTING",
      "BIGTIFF=IF_SAFER", nullptr};
  {
    Dataset out;
    out.h = GDALCreateCopy(cog, name.c_str(), src.h, FALSE, const_cast<char**>(options), nullptr, nullptr);
    if (!out.h) {
      VSIUnlink(name.c_str());
      fail("the COG driver could not write the raster");
    }
  }
  vsi_l_offset length = 0;
  GByte* bytes = VSIGetMemFileBuffer(name.c_str(), &length, TRUE);  // TRUE: the buffer is ours, the file gone
  if (!bytes) fail("the GeoTIFF was not written");
  std::vector<unsigned char> file(bytes, bytes + length);
  CPLFree(bytes);
  return file;
}

}  // namespace worldlab::cli
