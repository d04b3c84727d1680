#!/usr/bin/env node
// The WASM CLI under Node: runs the SIMD128 build (build/wasm-simd) when this engine validates SIMD, else the scalar
// build (build/wasm). WORLDLAB_WASM=scalar|simd128 picks one; arguments pass through.
'use strict';
const fs = require('fs');
const path = require('path');

// The smallest function that needs SIMD: () -> v128 { i8x16.splat(i32.const 0) |> i8x16.popcnt }.
// An engine without SIMD128 refuses it, as it would refuse the whole SIMD build.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,  // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,        // type section: () -> v128
  0x03, 0x02, 0x01, 0x00,                          // one function of that type
  0x0a, 0x0a, 0x01, 0x08, 0x00,                    // code section, one body without locals
  0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b,        // i32.const 0, i8x16.splat, i8x16.popcnt, end
]);

const root = path.join(__dirname, '..');
const builds = {scalar: path.join(root, 'build/wasm/worldlab.js'), simd128: path.join(root, 'build/wasm-simd/worldlab.js')};
const wanted = process.env.WORLDLAB_WASM;
if (wanted && !(wanted in builds)) {
  console.error(`worldlab-wasm: WORLDLAB_WASM must be scalar or simd128, got "${wanted}"`);
  process.exit(2);
}
const simd = WebAssembly.validate(SIMD_PROBE);
if (wanted === 'simd128' && !simd) {
  console.error('worldlab-wasm: this engine has no WebAssembly SIMD128');
  process.exit(2);
}
const choice = wanted || (simd && fs.existsSync(builds.simd128) ? 'simd128' : 'scalar');
if (!fs.existsSync(builds[choice])) {
  console.error(`worldlab-wasm: ${path.relative(root, builds[choice])} is missing (scripts/build.sh ${choice === 'simd128' ? 'wasm-simd' : 'wasm'})`);
  process.exit(2);
}
require(builds[choice]);
