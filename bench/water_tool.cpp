// The native helper of bench/water-peers.mjs: writes the benchmarks' heightmaps as raw f64, and times worldlab's
// route_flow + accumulate on such a file in process, writing the filled surface, drainage area and receivers for the
// comparison with GRASS and SAGA.
//   worldlab_water_tool height TERRAIN SIDE OUT.f64            (TERRAIN: a graph preset such as rolling-hills, or
//   noise) worldlab_water_tool route IN.f64 SIDE REPEAT [OUTDIR]     (one JSON line; OUTDIR gets filled.f64, cells.f64,
//                                                               receivers.u32: the area in cells, receivers y·W+x)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "water_terrain.hpp"
#include "worldlab/water.hpp"

namespace {

using namespace worldlab;

template <class T>
void write_raw(const std::string& path, const std::vector<T>& v) {
  std::ofstream f(path, std::ios::binary);
  f.write(reinterpret_cast<const char*>(v.data()), static_cast<std::streamsize>(v.size() * sizeof(T)));
  if (!f) throw std::runtime_error("cannot write " + path);
}

std::vector<double> read_f64(const std::string& path, std::size_t cells) {
  std::vector<double> v(cells);
  std::ifstream f(path, std::ios::binary);
  f.read(reinterpret_cast<char*>(v.data()), static_cast<std::streamsize>(cells * sizeof(double)));
  if (!f || f.peek() != std::char_traits<char>::eof())
    throw std::runtime_error(path + " must hold exactly " + std::to_string(cells) + " f64 values");
  return v;
}

int route(const std::string& in, int side, int repeat, const std::string& outdir) {
  const water::RasterShape s{static_cast<std::uint32_t>(side), static_cast<std::uint32_t>(side), bench::kWaterCellSize};
  const std::vector<double> h = read_f64(in, s.cells());
  std::vector<double> filled(s.cells()), area(s.cells());
  std::vector<std::uint32_t> receivers(s.cells()), stack(s.cells());
  std::vector<double> route_ms, acc_ms, total_ms;
  for (int r = 0; r < repeat; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    water::route_flow(s, h, {filled, receivers, stack});
    const auto t1 = std::chrono::steady_clock::now();
    water::accumulate(s, receivers, stack, {}, area);
    const auto t2 = std::chrono::steady_clock::now();
    route_ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    acc_ms.push_back(std::chrono::duration<double, std::milli>(t2 - t1).count());
    total_ms.push_back(std::chrono::duration<double, std::milli>(t2 - t0).count());
  }
  const auto list = [](const std::vector<double>& v) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (i) out += ',';
      out += std::to_string(v[i]);
    }
    return out + "]";
  };
  std::cout << "{\"side\":" << side << ",\"route_flow_ms\":" << list(route_ms) << ",\"accumulate_ms\":" << list(acc_ms)
            << ",\"total_ms\":" << list(total_ms) << "}" << std::endl;
  if (!outdir.empty()) {
    const double cell_area = s.cell_size * s.cell_size;
    for (double& a : area) a /= cell_area;  // cells (exact: sums of 900s are exact in double)
    write_raw(outdir + "/filled.f64", filled);
    write_raw(outdir + "/cells.f64", area);
    write_raw(outdir + "/receivers.u32", receivers);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const std::vector<std::string> a(argv + 1, argv + argc);
    if (a.size() == 4 && a[0] == "height") {
      write_raw(a[3], bench::water_terrain(a[1], std::stoi(a[2])));
      return 0;
    }
    if ((a.size() == 4 || a.size() == 5) && a[0] == "route")
      return route(a[1], std::stoi(a[2]), std::stoi(a[3]), a.size() == 5 ? a[4] : "");
    std::cerr << "usage: worldlab_water_tool height TERRAIN SIDE OUT.f64 | route IN.f64 SIDE REPEAT [OUTDIR]\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "worldlab_water_tool: " << e.what() << '\n';
    return 1;
  }
}
