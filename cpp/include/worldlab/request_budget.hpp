// The memory one request may use, checked before any work starts: samples × layers × bytes per value.
#pragma once

#include <cstdint>
#include <string_view>

namespace worldlab {

// One request (a WASM map call, a CLI map) may hold at most this much in working buffers. The WASM
// module's heap may grow to kWasmMaximumMemory (its -sMAXIMUM_MEMORY), twice this, so a request within
// the budget always has room; a request beyond it is refused before anything is allocated.
inline constexpr std::uint64_t kMaxRequestBytes = std::uint64_t{1} << 30;  // 1 GiB
inline constexpr std::uint64_t kWasmMaximumMemory = std::uint64_t{2} << 30;

// The buffers of samples one map holds at once (outputs, intermediates, the copy handed back or the encoded file),
// counted once for the WASM module's entries and the CLI (render, hash and each tile of `tiles`, which holds one
// such map per worker thread at once): issue 27 (defect 7) found the CLI counting 4 for world.rgb where the module
// counted 18.
inline constexpr std::uint64_t kWorldMapLayers = 18;     // the world's 5 layers and bytes, r, g, b, the copy, the
                                                         // passes' own, the probe's 4 layers
inline constexpr std::uint64_t kIslandsMapLayers = 20;   // the climate map's 8 layers, 5 answers, the copy, passes
inline constexpr std::uint64_t kClimateLabLayers = 9;    // four layers, their copy, the climate's own
inline constexpr std::uint64_t kRegionsMapLayers = 9;    // r, g, b, their copy, the blend's own, the regions
inline constexpr std::uint64_t kHeightMapLayers = 4;     // terrain, graph: values, colours, relief, the file

// Throws InvalidArgument, e.g. "renderIslands needs 2.0 GiB (16777216 samples × 16 layers × 8 bytes);
// the limit per request is 1 GiB", when samples × layers × bytes_per_value exceeds kMaxRequestBytes.
// `layers` counts every buffer of `samples` values the request holds at once (outputs, intermediates
// and the copy handed back), rounded up.
void check_request_memory(std::string_view what, std::uint64_t samples, std::uint64_t layers,
                          std::uint64_t bytes_per_value = 8);

}  // namespace worldlab
