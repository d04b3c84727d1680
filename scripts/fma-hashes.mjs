#!/usr/bin/env node
// Measures what FMA contraction does to one map, for lab 9's FMA pitfall: the lesson's FMA step
// (web/src/lessons/snippets/determinism/fma.cpp, in its 6-octave, gain-0.65 variant — the map the octaves lab
// shows at gain 0.65) compiled twice by g++ against the core, with -ffp-contract=off (worldlab's flags) and with
// -ffp-contract=fast -mfma, then run: the two hashes, how many of the 65,536 samples differ and by how much.
// Prints the JSON; web-hashes.mjs puts it into web/public/native-hashes.json under "fma".
//
//   node scripts/fma-hashes.mjs [--lib build/gcc-release/libworldlab.a]
// On a CPU without FMA the fast build is not run ({"fast": null}).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function measureFma(lib = path.join(repo, 'build/gcc-release/libworldlab.a')) {
  let source = readFileSync(path.join(repo, 'web/src/lessons/snippets/determinism/fma.cpp'), 'utf8');
  // The snippet's gain of 0.5 makes every amplitude a power of two, so each product is exact and fusing
  // changes nothing; the variant the lesson quotes uses 6 octaves and a gain of 0.65.
  for (const [from, to] of [['octaves = 4', 'octaves = 6'], ['gain = 0.5', 'gain = 0.65']]) {
    if (!source.includes(from)) throw new Error(`fma.cpp no longer contains "${from}"`);
    source = source.replace(from, to);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'worldlab-fma-'));
  try {
    const main = path.join(dir, 'fma.cpp');
    writeFileSync(main, `${source}
#include <cstdio>
#include "worldlab/hash.hpp"
int main(int argc, char** argv) {
  const std::vector<double> map = lab_map();
  std::FILE* out = std::fopen(argv[1], "wb");
  std::fwrite(map.data(), sizeof(double), map.size(), out);
  std::fclose(out);
  std::printf("%s\\n", worldlab::hex64(worldlab::fnv1a64(map)).c_str());
  return argc == 2 ? 0 : 1;
}
`);
    const hasFma = existsSync('/proc/cpuinfo') && /\bfma\b/.test(readFileSync('/proc/cpuinfo', 'utf8'));
    const builds = { off: ['-ffp-contract=off'], fast: hasFma ? ['-ffp-contract=fast', '-mfma'] : null };
    const maps = {};
    for (const [name, flags] of Object.entries(builds)) {
      if (!flags) continue;
      const exe = path.join(dir, name);
      const compiler = spawnSync('which', ['ccache']).status === 0 ? ['ccache', 'g++'] : ['g++'];
      execFileSync(compiler[0], [...compiler.slice(1), '-std=c++20', '-O2', '-fno-fast-math', ...flags,
        '-I', path.join(repo, 'cpp/include'), main, lib, '-pthread', '-o', exe], { stdio: ['ignore', 'ignore', 'inherit'] });
      const dump = path.join(dir, `${name}.f64`);
      const hash = execFileSync(exe, [dump], { encoding: 'utf8' }).trim();
      maps[name] = { hash, values: new Float64Array(readFileSync(dump).buffer.slice(0)) };
    }
    const result = { map: 'octaves lab, seed 1, 6 octaves, gain 0.65', off: maps.off.hash, fast: maps.fast?.hash ?? null,
      total: maps.off.values.length, differ: 0, largest: 0 };
    if (maps.fast) {
      for (let i = 0; i < result.total; i++) {
        if (maps.off.values[i] !== maps.fast.values[i]) result.differ++;
        result.largest = Math.max(result.largest, Math.abs(maps.off.values[i] - maps.fast.values[i]));
      }
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--lib');
  console.log(JSON.stringify(measureFma(i > 0 ? path.resolve(process.argv[i + 1]) : undefined)));
}
