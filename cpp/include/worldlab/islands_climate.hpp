// The Islands climate page's model: coast distance, land rank, temperature, a wind sweep with
// orographic rain, moisture, the 4 × 4 Whittaker table with a beach, map statistics and recipes.
//
// Every pass works on caller-owned flat arrays of an n × n view laid out a[row · n + col], checks
// the sizes on entry (InvalidArgument naming the argument) and follows the page's JavaScript
// operation by operation, with detmath's exp/sin/cos in place of Math's (identical bits).
// Distances are in cells of a 256 map (kCoastUnits), so the climate does not depend on n.
// Each pass takes a task system last (tasks.hpp) and splits its rows, lines or sorted pieces over it;
// the wind sweep's chain of lines stays serial (see wind_field). No result depends on the task system.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "worldlab/graph.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/schema.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab::islands {

// Constants the page's code names without printing; ours, chosen from its text and equations.
inline constexpr double kCoastUnits = 256.0;   // "distance in cells of a 256 map"
inline constexpr double kLatitudeSpan = 8.0;   // equator at y = 0, the poles 8 views away: sat(|y| / 8)
inline constexpr double kLiftScale = 4.0;      // the equations' e^(−4 · rain · max(0, Δr))
inline constexpr int kBands = 4;               // T_BANDS = M_BANDS: the 4 × 4 table
inline constexpr double kBeachMaxCoast = 1.5;  // beach: d < 1.5 cells of a 256 map ...
inline constexpr double kBeachMinT = 0.25;     // ... and T >= 0.25 (not in the cold row)
inline constexpr int kMaxSide = 4096;          // n limit of every pass (16 Mi cells)

// Biome ids. 1..11 are the page's WHITTAKER values (its comments name them); 0 and 12 are ours:
// the page's code leaves water to the caller and names BEACH without printing its value.
enum Biome : std::uint8_t {
  kOcean = 0,
  kSnow = 1,
  kTundra = 2,
  kBoreal = 3,
  kTemperateDesert = 4,
  kShrubland = 5,
  kTemperateForest = 6,
  kTemperateRainforest = 7,
  kSubtropicalDesert = 8,
  kGrassland = 9,
  kTropicalSeasonal = 10,
  kTropicalRainforest = 11,
  kBeach = 12,
};
inline constexpr int kBiomeCount = 13;
std::string_view biome_name(int biome) noexcept;               // "ocean", "snow", ..., "" if out of range
std::array<std::uint8_t, 3> biome_colour(int biome) noexcept;  // our RGB palette

// The page's table, row = temperature band (cold, cool, warm, hot), column = moisture band.
// clang-format off
inline constexpr std::array<std::uint8_t, 16> kWhittaker = {
    kTundra,            kTundra,          kSnow,              kSnow,                 // cold
    kTemperateDesert,   kShrubland,       kBoreal,            kBoreal,               // cool
    kGrassland,         kTemperateForest, kTemperateForest,   kTemperateRainforest,  // warm
    kSubtropicalDesert, kGrassland,       kTropicalSeasonal,  kTropicalRainforest,   // hot
};
// clang-format on

// The page's "c": every climate slider. Units are the model's 0..1 temperature and moisture.
struct ClimateParams {
  static constexpr std::string_view kSchema = "islands_climate";
  double base = 0.75;         // temperature at sea level on the equator, before the coast and noise; 0..1
  double lapse = 0.55;        // cooling from the coast (rank 0) to the highest land (rank 1); 0..1.5
  double latitude = 0.7;      // cooling at the pole, reached 8 views from the equator; 0..1.5
  double coast_mod = 0.08;    // warmth by the sea: coast_mod / (1 + d); 0..0.3
  double temp_noise = 0.2;    // amplitude of the temperature noise, times (n01 − 0.5); 0..1
  double moist_noise = 0.4;   // weight of the moisture noise (n01 in 0..1); 0..1
  double coast_bonus = 0.15;  // moisture from the sea at the coast; 0..1
  double decay = 0.3;         // how fast the sea's moisture fades inland, per cell of a 256 map; 0..1
};

// The ranges are generous (wider than the typical ones above: base −1..2 holds the warm island's
// 1.1); a page's slider may show a narrower part of them.
template <class V>
void describe(V& v, ClimateParams& p) {
  constexpr std::string_view kTemp = "temperature (0..1)", kMoist = "moisture (0..1)";
  v.field(p.base,
          {.id = "base",
           .min = -1,
           .max = 2,
           .step = 0.01,
           .unit = kTemp,
           .description = "temperature at sea level on the equator, before the coast and the noise; 0..1 typical"});
  v.field(p.lapse, {.id = "lapse",
                    .min = 0,
                    .max = 2,
                    .step = 0.01,
                    .unit = kTemp,
                    .description = "cooling from the coast (land rank 0) to the highest land (rank 1)"});
  v.field(p.latitude, {.id = "latitude",
                       .min = 0,
                       .max = 2,
                       .step = 0.01,
                       .unit = kTemp,
                       .description = "cooling at the pole, reached 8 views north or south of the equator"});
  v.field(p.coast_mod, {.id = "coast_mod",
                        .min = -1,
                        .max = 1,
                        .step = 0.01,
                        .unit = kTemp,
                        .description = "warmth by the sea, coast_mod / (1 + d), fading inland; 0..0.3 typical"});
  v.field(p.temp_noise, {.id = "temp_noise",
                         .min = 0,
                         .max = 2,
                         .step = 0.01,
                         .unit = kTemp,
                         .description = "amplitude of the temperature noise"});
  v.field(p.moist_noise, {.id = "moist_noise",
                          .min = 0,
                          .max = 2,
                          .step = 0.01,
                          .unit = kMoist,
                          .description = "weight of the moisture noise"});
  v.field(p.coast_bonus, {.id = "coast_bonus",
                          .min = 0,
                          .max = 2,
                          .step = 0.01,
                          .unit = kMoist,
                          .description = "moisture from the sea at the coast"});
  v.field(p.decay, {.id = "decay",
                    .min = 0,
                    .max = 10,
                    .step = 0.005,
                    .unit = "per cell of a 256 map",
                    .description = "how fast the sea's moisture fades inland, coast_bonus / (1 + d · decay)"});
}

// The page's "w": one wind for the whole map.
struct WindParams {
  static constexpr std::string_view kSchema = "islands_wind";
  bool on = true;
  double angle = 0.0;     // degrees, the direction the wind blows toward: 0 = toward +col (a west
                          // wind), 90 = toward +row; any finite value (0..360 typical)
  double dry = 0.001;     // drying over flat land per cell of a 256 map; 0..0.05
  double evap = 0.05;     // moisture picked up over sea per cell of a 256 map; 0..0.5
  double lift = 0.5;      // "rain when the air climbs": e^(−4 · lift · rank climbed); 0..3
  double strength = 0.5;  // weight of the wind's air in the moisture; 0..1
};

template <class V>
void describe(V& v, WindParams& p) {
  constexpr std::string_view kPerCell = "per cell of a 256 map";
  v.field(p.on, {.id = "on", .type = ParamType::kBool, .description = "blow the wind (off: no rain shadow, no air)"});
  v.field(p.angle, {.id = "angle",
                    .min = -1e6,
                    .max = 1e6,
                    .step = 5,
                    .unit = "degrees",
                    .description = "direction the wind blows toward: 0 toward +col (a west wind), 90 toward +row"});
  v.field(p.dry, {.id = "dry",
                  .min = 0,
                  .max = 1,
                  .step = 0.001,
                  .unit = kPerCell,
                  .description = "drying of the air over flat land; 0..0.05 typical"});
  v.field(p.evap, {.id = "evap",
                   .min = 0,
                   .max = 10,
                   .step = 0.01,
                   .unit = kPerCell,
                   .description = "moisture the air picks up over the sea; 0..0.5 typical"});
  v.field(p.lift, {.id = "lift",
                   .min = 0,
                   .max = 16,
                   .step = 0.05,
                   .description = "rain when the air climbs, e^(-4 · lift · rank climbed); 0..3 typical"});
  v.field(p.strength, {.id = "strength",
                       .min = 0,
                       .max = 2,
                       .step = 0.05,
                       .unit = "moisture (0..1)",
                       .description = "weight of the wind's air in the moisture"});
}

// The schema's ranges; an error names the field as "climate.base" or "wind.lift".
void validate(const ClimateParams& c);
void validate(const WindParams& w);

// sat(v) = Math.min(1, Math.max(0, v)), NaN stays NaN.
double sat(double v) noexcept;

// 1. Exact Euclidean distance from each land cell (height >= threshold) to the nearest water cell
// of the view, in cells of the view (the passes below scale it by 256 / n to cells of a 256 map);
// 0 on water. Felzenszwalb–Huttenlocher: columns, then rows,
// each a lower envelope of parabolas, O(n²). Without water in the view the distance is about 1e10.
void coast_distance(int n, std::span<const double> height, double threshold, std::span<double> coast,
                    const TaskSystem& tasks = default_task_system());

// 2. Land rank: the share of land cells of sorted_source below this height, 0 on water, 0..1.
// sorted_source is sorted ascending (checked) and is usually the sorted heights of the view.
void land_rank(std::span<const double> height, std::span<const double> sorted_source, double threshold,
               std::span<double> rank, const TaskSystem& tasks = default_task_system());

// The same ranks against the view's own heights (sorted_source = sorted height), computed with one
// sort of the land's (height, index) pairs instead of a binary search per cell. Identical results;
// what run_climate uses.
void land_rank_of_view(std::span<const double> height, double threshold, std::span<double> rank,
                       const TaskSystem& tasks = default_task_system());

// 3. T = sat(base − lapse · rank − latitude · sat(|y| / 8) + coast_mod / (1 + d) + temp_noise · 0.5 · noise)
// with y = y0 + row · step the world north–south position of the row and noise in −1..1.
void temperature(int n, double y0, double step, std::span<const double> rank, std::span<const double> coast,
                 std::span<const double> temp_noise, const ClimateParams& c, std::span<double> out,
                 const TaskSystem& tasks = default_task_system());

// 4. The wind sweep: out[i] is the humidity (0..1) of the air passing cell i. The air enters
// saturated at the upwind edge; over water air += (1 − air)(1 − e^(−evap · s)); over land
// air ·= e^(−dry · s) · e^(−4 · lift · max(0, Δrank)). s is one step along the wind in cells of a
// 256 map; the sweep runs along the wind's major axis and interpolates the previous line. O(n²).
void wind_field(int n, std::span<const double> height, double threshold, std::span<const double> rank,
                const WindParams& w, std::span<double> air, const TaskSystem& tasks = default_task_system());

// 5. M = sat(moist_noise · sat(0.5 · noise + 0.5) + coast_bonus / (1 + d · decay) + (on ? strength · air : 0)).
void moisture(int n, std::span<const double> moist_noise, std::span<const double> coast, std::span<const double> air,
              const ClimateParams& c, const WindParams& w, std::span<double> out,
              const TaskSystem& tasks = default_task_system());

// 6. The table: cell index 0..15 (row · 4 + column, bands of 0.25, clamped), and the page's biomeAt
// (beach when d < 1.5 and T >= 0.25, else kWhittaker[cell]).
int table_cell(double t, double m) noexcept;
int biome_at(double t, double m, double coast_cells) noexcept;
// biome[i] = kOcean where height < threshold, else biome_at(T, M, coast · 256 / n).
void classify(int n, std::span<const double> height, double threshold, std::span<const double> temperature,
              std::span<const double> moisture, std::span<const double> coast, std::span<std::uint8_t> biome,
              const TaskSystem& tasks = default_task_system());

// The whole model over one view, every array n · n and caller-owned.
struct ClimateInput {
  int n = 0;
  std::span<const double> height;       // the terrain, any units; land where height >= threshold
  std::span<const double> temp_noise;   // −1..1
  std::span<const double> moist_noise;  // −1..1
  double threshold = 0.0;               // sea level, in the height's units
  double y0 = 0.0;                      // world y of the first row's cell centres (equator 0, pole ±8)
  double step = 0.0;                    // world y between rows; 1 / n for one view
};
struct ClimateOutput {
  std::span<double> coast, rank, temperature, air, moisture;
  std::span<std::uint8_t> biome;
};
// Runs passes 1–6; the rank uses the sorted heights of the view. With the wind off, air is 0.
void run_climate(const ClimateInput& in, const ClimateParams& c, const WindParams& w, const ClimateOutput& out,
                 const TaskSystem& tasks = default_task_system());

// A view's results, owned (tests, CLI, benchmarks).
struct ClimateMap {
  int n = 0;
  std::vector<double> height, temp_noise, moist_noise, coast, rank, temperature, air, moisture;
  std::vector<std::uint8_t> biome;
  double threshold = 0.0;
};

// Statistics of a map, over its land cells (height >= threshold).
struct ClimateStats {
  std::size_t land_cells = 0;
  std::array<double, 16> cell_share{};            // share of land per table cell (table_cell, before the beach)
  std::array<double, kBiomeCount> biome_share{};  // share of land per biome (beach included)
  double dry_share = 0.0;                         // share of land in the driest column: M < 0.25
  double windward_moisture = 0.0;                 // mean M of the land in the upwind half of the view
  double leeward_moisture = 0.0;                  // mean M of the land in the downwind half
  std::size_t cold_hot_contacts = 0;  // 8-neighbour pairs of land cells: one in the cold row, one in the hot row
};
// The halves are split by the line through the view's centre across the wind (for angle 0, west
// and east); a cell centre exactly on the line counts in neither. With the wind off the angle still
// says which halves are compared.
ClimateStats climate_stats(const ClimateMap& map, const WindParams& w);

// A recipe: terrain, view and sliders, shared by tests, benchmarks, the manifest and the CLI. Its
// settable part (terrain preset, north_south, climate, wind) is described; id, description and the
// page's figures are data.
struct Recipe {
  static constexpr std::string_view kSchema = "islands_recipe";
  std::string_view id;
  std::string_view description;                 // one line, English
  std::string_view terrain_preset = "islands";  // a worldlab terrain preset id
  double north_south = 0.0;                     // world y of the view's top edge (the page's North–south position)
  ClimateParams climate;
  WindParams wind;
  // The page's measured figures (for the README table); negative where the page gives none.
  double page_dry_share = -1, page_windward = -1, page_leeward = -1;
  int page_biome = -1;
  double page_biome_share = -1;
};

template <class V>
void describe(V& v, Recipe& p) {
  v.field(p.terrain_preset, {.id = "terrain_preset",
                             .type = ParamType::kChoice,
                             .description = "the terrain preset the climate runs on",
                             .choices = terrain_preset_ids()});
  v.field(p.north_south, {.id = "north_south",
                          .min = -16,
                          .max = 16,
                          .step = 0.25,
                          .unit = "views",
                          .description = "world y of the view's top edge: 0 the equator, ±8 the poles"});
  v.group("climate", p.climate);
  v.group("wind", p.wind);
}
void validate(const Recipe& recipe);

std::span<const Recipe> recipes() noexcept;
const Recipe* find_recipe(std::string_view id) noexcept;

// The noise layers our recipes feed the model (the page leaves them to the stage): 3-octave simplex
// fBm at 4 cycles across the view, temperature from seed + 1 and moisture from seed + 2.
inline constexpr double kRecipeNoiseFrequency = 4.0;
// The model's per-sample inputs as one graph over map units (u, v): the terrain preset's graph plus the
// noise layers "temp_noise" and "moist_noise" (fbm nodes at (u, v) · kRecipeNoiseFrequency), all three
// as named outputs ("height", "temp_noise", "moist_noise").
GraphSpec recipe_input_graph(std::string_view terrain_preset);
// Builds a recipe's map at n × n: recipe_input_graph over u, v in [0, 1) (default_map_grid), threshold =
// the preset's sea level, then run_climate.
ClimateMap make_recipe_map(std::int64_t seed, const Recipe& recipe, int n = 256);
// The same over any square view (map units, width == height): the terrain and the noise are sampled at
// the view's positions, and the rows' world y is north_south + view.y0 + (row + 0.5) · step. The climate
// is a property of the view (coast distances and land ranks are measured within it), so views that
// overlap do not agree where they overlap. make_recipe_map(seed, r, n) is this with default_map_grid(n).
ClimateMap make_recipe_map(std::int64_t seed, const Recipe& recipe, const Grid& view);

}  // namespace worldlab::islands
