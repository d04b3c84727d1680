// The page's palettes (palette.hpp) as one JSON document: `worldlab palettes` prints it and the WASM module's
// palettes() gives it to scripts/generate-web.mjs, which writes web/src/generated/palettes.json for the page.
#pragma once

#include <nlohmann/json.hpp>

namespace worldlab {

// {"comment", "lut": {size, min, max}, "terrain_bands": [{key, top (null: +inf), low, high}], "heat", "moisture",
// "air", "water", "trees"}: colours as [r, g, b] in 0..255.
nlohmann::ordered_json palettes_json();

}  // namespace worldlab
