// The manifest's hash function and coverage (the cross-build comparison itself runs in scripts/).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "worldlab/manifest.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab {
namespace {

TEST(Manifest, Fnv1a64MatchesPublishedVectors) {
  // Fowler/Noll/Vo test vectors: "" and "a" and "foobar".
  const std::string a = "a", foobar = "foobar";
  EXPECT_EQ(fnv1a64_bytes({}), 0xcbf29ce484222325ull);
  EXPECT_EQ(fnv1a64_bytes({reinterpret_cast<const unsigned char*>(a.data()), a.size()}), 0xaf63dc4c8601ec8cull);
  EXPECT_EQ(fnv1a64_bytes({reinterpret_cast<const unsigned char*>(foobar.data()), foobar.size()}),
            0x85944171f73967e8ull);
  // Doubles hash as their little-endian bytes: 1.0 is 00 00 00 00 00 00 f0 3f.
  const unsigned char one[8] = {0, 0, 0, 0, 0, 0, 0xf0, 0x3f};
  const double v[1] = {1.0};
  EXPECT_EQ(fnv1a64(v), fnv1a64_bytes(one));
  EXPECT_EQ(hex64(0xabcull), "0000000000000abc");
}

TEST(Manifest, CoversEveryFunctionAndPresetOnce) {
  const auto entries = build_manifest();
  std::set<std::string> names;
  for (const auto& e : entries) {
    EXPECT_TRUE(names.insert(e.name).second) << "duplicate " << e.name;
    EXPECT_GT(e.count, 0u);
  }
  const auto has_prefix = [&](const std::string& prefix) {
    for (const auto& n : names)
      if (n.rfind(prefix, 0) == 0) return true;
    return false;
  };
  for (const char* fn :
       {"seeded_random/", "permutation/", "mulberry32/", "stream_seed/", "simplex2/", "simplex3/", "perlin2/",
        "perlin3/", "value2/", "fbm2.octaves1/", "fbm2.octaves4/", "fbm2.octaves6/", "ridged(fbm2)/", "billow(fbm2)/",
        "ridged_multifractal/", "domain_warp.levels0", "domain_warp.levels1", "domain_warp.levels2", "warp_point.x/"})
    EXPECT_TRUE(has_prefix(fn)) << fn;
  for (const auto& preset : terrain_presets())
    EXPECT_TRUE(has_prefix("preset:" + std::string(preset.id) + "/")) << preset.id;
  // Within one seed, different functions must not collide (a constant hash would hide a broken
  // build). Across seeds, equal hashes are expected where SeededRandom reduces two seeds to one
  // state: 0 and 2147483646, 1 and 2147483648.
  std::set<std::uint64_t> hashes;
  std::size_t count = 0;
  std::uint64_t fbm4 = 0, warp0 = 0;
  for (const auto& e : entries) {
    if (e.name == "fbm2.octaves4/seed=-7/near") fbm4 = e.hash;
    if (e.name == "domain_warp.levels0.f1/seed=-7/near") warp0 = e.hash;
  }
  EXPECT_EQ(fbm4, warp0) << "a level-0 warp is plain fBm";
  for (const auto& e : entries) {
    if (e.name.find("/seed=-7") == std::string::npos || e.name.rfind("domain_warp.levels0", 0) == 0 ||
        e.name.rfind("fbm2.octaves1/", 0) == 0)  // one octave is the basis itself
      continue;
    hashes.insert(e.hash);
    ++count;
  }
  EXPECT_GT(count, 40u);
  EXPECT_EQ(hashes.size(), count);
}

}  // namespace
}  // namespace worldlab
