// `worldlab tiles`: a rectangle of tiles of one layer to a folder, one file per tile, with an index of every
// tile's hash and the command that makes it; threads, resumable, sharded across processes and machines.
//
// The folder holds plan.json (the run's settings, identical for every shard; a folder never mixes two
// runs), graph.json (a copy of the graph document, if any), one file per tile (tile_X_Y.EXT), one record
// per finished tile (.parts/tile_X_Y.json: its hashes and command, written after the tile) and, once every
// record is there, index.json (the records in tile order). Every file is written atomically, so shards may
// share the folder: each writes only its own tiles and records, and whichever finishes last finds every
// record and writes the index (concurrent writers write the same bytes). `--merge DIR` writes the index
// from the records by hand (shards that ran on separate disks and were copied together). Each tile has its GIS
// sidecars (tile_X_Y.f32.hdr, or .pgw and .png.aux.xml), and mosaic.vrt, written with the index, is the whole world
// for GDAL (docs/gis.md).
#pragma once

#include <cstdint>
#include <string>

#include "render.hpp"

namespace worldlab::cli {

struct TilesOptions {
  MapRequest map;  // the layer and the world's origin and step (--x0 --y0 --step)
  OutputOptions output;
  int tile_size = 512;
  int overlap = 0;    // samples past each tile's right and bottom edges (shared with the neighbours)
  bool xyz = false;   // with the index: OUT/xyz/Z/X/Y.png, viewer.html and leaflet/ (xyz.hpp)
  std::string tiles;  // "X0:X1,Y0:Y1", inclusive tile indices
  std::string out;    // the folder
  std::string shard;  // "i/n" or "auto" (Kubernetes Indexed Job, Slurm array); empty: every tile
  bool quiet = false;
  std::string verify;  // check DIR against its index instead of rendering
  bool deep = false;   // --verify: also render every tile again and compare
  std::string merge;   // write DIR's index from its tile records
};
int run_tiles(const TilesOptions& options);

// Which shard this process is: "i/n" or "auto" (JOB_COMPLETION_INDEX and JOB_COMPLETIONS, else
// SLURM_ARRAY_TASK_ID minus SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT). InvalidArgument names
// the option or the variable.
struct Shard {
  std::int64_t index = 0;
  std::int64_t count = 1;
  bool claim = false;  // --shard claim: no fixed share; each free tile is taken under a lock (any number of processes)
};
Shard parse_shard(const std::string& text);

}  // namespace worldlab::cli
