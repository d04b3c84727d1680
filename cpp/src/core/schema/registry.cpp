// The one list of described params structs (add a struct here, one line, after giving it describe()).
#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/placement.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/schema_registry.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/water_lab.hpp"
#include "worldlab/world.hpp"

namespace worldlab {

namespace {

template <class S>
const S& default_instance() {
  static const S defaults{};
  return defaults;
}

// Defaults() gives the instance whose values are the defaults: S{} unless the struct's data lives
// elsewhere (the biome table's names and colours).
template <class S, const S& (*Defaults)() = default_instance<S>>
constexpr DescribedStruct entry(std::string_view title) {
  return {S::kSchema, title, [] { return collect_params(Defaults()); }, [] { validate_params(Defaults()); }};
}

constexpr DescribedStruct kStructs[] = {
    entry<FbmParams>("Fractal Brownian motion: octaves of one lattice noise summed (the tutorial's fbm)"),
    entry<MusgraveParams>("Musgrave's ridged multifractal"),
    entry<WarpParams>("The tutorial's domain warp"),
    entry<IslandMask>("The lesson's island mask"),
    entry<PlateauParams>("The plateau step: high ground flattened to one level"),
    entry<TerrainParams>("The noise mode: one height field over the map"),
    entry<TutorialClimateParams>("The tutorial's climate: heat and wet layers, mountain chill"),
    entry<BiomeTable, tutorial_biome_table>("The biome table's thresholds (names and colours are data)"),
    entry<islands::ClimateParams>("The Islands climate: temperature and moisture"),
    entry<islands::WindParams>("The Islands climate: the wind"),
    entry<islands::Recipe>("An Islands recipe's settings: terrain, view, climate and wind"),
    entry<CellBlendParams>("Voronoi borders: wobble and blend"),
    entry<RegionClimateParams>("The climate a region reads at its site"),
    entry<EndlessRegionParams>("Endless regions: one jittered site per cell"),
    entry<PlacementParams>("Poisson-disk placement per biome and chunk"),
    entry<WorldParams>("The hero world: height, warp, regions and trees"),
    entry<lab::ClimateLabParams>("The climate lab's map (lab 4)"),
    entry<lab::RegionLabParams>("The regions lab's map (lab 5)"),
    entry<lab::WaterLabParams>("The water lab's map (lab 12): terrain, rain and erosion"),
};

}  // namespace

std::span<const DescribedStruct> described_structs() noexcept { return kStructs; }

}  // namespace worldlab
