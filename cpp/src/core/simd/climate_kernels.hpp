// The climates' per-sample formulas (the tutorial's temperature and moisture, the Islands temperature and moisture
// passes), each written once as a template over a lane type (lanes.hpp).
//
// ScalarLanes gives the single-sample functions (clamp01, temperature_from, moisture_from, islands::sat); the vector
// lane types give the batch kernels of every level (point_kernels.hpp). Each expression is the page's, in its order:
// the scalars shared by all samples (a coefficient, the row's latitude) enter where the scalar code used them, so a
// lane computes exactly the scalar code's operations. Branches become selects of both sides (neither has effects).
#pragma once

namespace worldlab::kernels {

// Math.min(1, Math.max(0, v)): NaN stays NaN, −0 becomes +0 (Math.max(0, −0) is +0 in JavaScript).
template <class L>
inline typename L::D clamp01(typename L::D v) noexcept {
  const typename L::D lo = L::select(v > 0.0, v, L::set(0.0));
  return L::select(v != v, v, L::select(lo < 1.0, lo, L::set(1.0)));
}

// The tutorial's climateAt after its noise: 0.5 + heat, minus height · chill above sea level, clamped.
template <class L>
inline typename L::D temperature_from(typename L::D heat, typename L::D height, double chill) noexcept {
  const typename L::D temperature = 0.5 + heat;
  return clamp01<L>(L::select(height > 0.0, temperature - height * chill, temperature));  // colder above sea level
}

template <class L>
inline typename L::D moisture_from(typename L::D wet) noexcept {
  return clamp01<L>(0.5 + wet);
}

// What the Islands temperature pass reads besides its inputs (islands::ClimateParams and the view's scale).
struct IslandsTemperatureTerms {
  double base, lapse, latitude, coast_mod, temp_noise;
  double to_units;  // coast cells of this view -> cells of a 256 map
};

// T = sat(base − lapse · rank − latitude · lat + coast_mod / (1 + coast · to_units) + temp_noise · 0.5 · noise),
// with lat the row's sat(|y| / 8).
template <class L>
inline typename L::D islands_temperature(const IslandsTemperatureTerms& c, double lat, typename L::D rank,
                                         typename L::D coast, typename L::D noise) noexcept {
  const typename L::D t = c.base - c.lapse * rank - c.latitude * lat + c.coast_mod / (1.0 + coast * c.to_units) +
                          c.temp_noise * 0.5 * noise;  // amplitude · (noise01 − 0.5)
  return clamp01<L>(t);
}

struct IslandsMoistureTerms {
  double moist_noise, coast_bonus, decay;
  double strength;  // the wind's, used where `wind` is set
  bool wind;
  double to_units;
};

// M = sat(moist_noise · sat(noise · 0.5 + 0.5) + coast_bonus / (1 + coast · to_units · decay) + (wind ? strength ·
// air : 0)).
template <class L>
inline typename L::D islands_moisture(const IslandsMoistureTerms& c, typename L::D noise, typename L::D coast,
                                      typename L::D air) noexcept {
  const typename L::D wind = c.wind ? c.strength * air : L::set(0.0);
  const typename L::D m =
      c.moist_noise * clamp01<L>(noise * 0.5 + 0.5) + c.coast_bonus / (1.0 + coast * c.to_units * c.decay) + wind;
  return clamp01<L>(m);
}

}  // namespace worldlab::kernels
