#!/usr/bin/env node
// worldlab's route_flow + accumulate against GRASS r.watershed (-s: D8, accumulation + drainage) and SAGA's Fill
// Sinks (Wang & Liu, and the XXL variant) on the same 1024² f64 heightmap, in one run, in turn, median of rounds;
// then checks that the peers' answers agree with ours. Needs `apt-get install grass-core saga`.
//   node bench/water-peers.mjs [--terrain rolling-hills,noise] [--side 1024] [--rounds 3] [--keep DIR]
//   npm run bench:water      (builds build/gcc-release/bench/worldlab_water_tool first)
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const side = Number(arg('--side', 1024));
const rounds = Number(arg('--rounds', 3));
const terrains = arg('--terrain', 'rolling-hills,noise').split(',');
const keep = arg('--keep', '');
const tool = path.resolve(arg('--tool', 'build/gcc-release/bench/worldlab_water_tool'));
const cell = 30; // bench/water_terrain.hpp's kWaterCellSize
const work = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'worldlab-water-'));
fs.mkdirSync(work, { recursive: true });

// One peer at a time, one thread each: SAGA's OpenMP and its own core count pinned to 1; GRASS r.watershed is
// serial. Every timed command runs under GNU time ("%e %U %S": wall, user and system seconds, 10 ms steps).
const env = { ...process.env, OMP_NUM_THREADS: '1', GRASS_VERBOSE: '0' };
// Inside GRASS (`inGrass`), GNU time runs under `grass --exec`, so GRASS's own start-up is not counted.
function timed(cmd, args, inGrass = false) {
  const timeArgs = ['-f', 'TIME %e %U %S', cmd, ...args];
  const [exe, all] = inGrass ? ['grass', [path.join(work, 'gdb/xy/PERMANENT'), '--exec', '/usr/bin/time', ...timeArgs]] : ['/usr/bin/time', timeArgs];
  const r = spawnSync(exe, all, { cwd: work, env, encoding: 'utf8', maxBuffer: 1 << 26 });
  const line = (r.stderr || '').split('\n').reverse().find((l) => l.startsWith('TIME '));
  if (r.status !== 0 || !line) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stderr}\n${r.stdout}`);
  const [wall, user, sys] = line.slice(5).split(' ').map(Number);
  return { wall: wall * 1000, cpu: (user + sys) * 1000, stdout: r.stdout };
}
const grass = (args) => ['grass', [path.join(work, 'gdb/xy/PERMANENT'), '--exec', ...args]];
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const read = (file, T) => {
  const b = fs.readFileSync(path.join(work, file));
  return new T(b.buffer, b.byteOffset, b.byteLength / T.BYTES_PER_ELEMENT);
};
// SAGA writes its grids bottom row first (TOPTOBOTTOM = FALSE): flip to ours, row 0 north.
const flip = (a) => {
  const o = new a.constructor(a.length);
  for (let y = 0; y < side; y++) o.set(a.subarray((side - 1 - y) * side, (side - y) * side), y * side);
  return o;
};

function setup(terrain) {
  execFileSync(tool, ['height', terrain, String(side), path.join(work, 'dem.f64')]);
  // SAGA reads the raw file through a .sgrd header (doubles, little-endian, top row first).
  fs.rmSync(path.join(work, 'dem.sdat'), { force: true });
  fs.symlinkSync('dem.f64', path.join(work, 'dem.sdat'));
  const header = { NAME: 'dem', DESCRIPTION: '', UNIT: '', DATAFORMAT: 'DOUBLE', DATAFILE_OFFSET: 0, BYTEORDER_BIG: 'FALSE',
    TOPTOBOTTOM: 'TRUE', POSITION_XMIN: cell / 2, POSITION_YMIN: cell / 2, CELLCOUNT_X: side, CELLCOUNT_Y: side,
    CELLSIZE: cell, Z_FACTOR: 1, NODATA_VALUE: -99999 };
  fs.writeFileSync(path.join(work, 'dem.sgrd'), Object.entries(header).map(([k, v]) => `${k}\t= ${v}\n`).join(''));
  // GRASS: a throw-away XY project, the raster imported once (not timed), the region set to it.
  fs.rmSync(path.join(work, 'gdb'), { recursive: true, force: true });
  fs.mkdirSync(path.join(work, 'gdb'));
  execFileSync('grass', ['-c', 'XY', path.join(work, 'gdb/xy'), '-e'], { env, stdio: 'pipe' });
  const extent = String(side * cell);
  execFileSync(...grass(['r.in.bin', '-d', '--quiet', `input=${path.join(work, 'dem.f64')}`, 'output=dem', 'bytes=8',
    `rows=${side}`, `cols=${side}`, `north=${extent}`, 'south=0', `east=${extent}`, 'west=0']), { env, stdio: 'pipe' });
  execFileSync(...grass(['g.region', 'raster=dem']), { env, stdio: 'pipe' });
}

// The timed commands of one round, in this order. `floor` rows are what each program spends to start, read the
// heightmap and write one output without the algorithm: subtracting them estimates the algorithm's own time.
const saga = (lib, toolId, args) => ['saga_cmd', ['-c=1', '-f=s', lib, String(toolId), ...args]];
const cases = [
  { id: 'worldlab', label: 'worldlab route_flow + accumulate (process: read f64, route, write 3 rasters)',
    run: () => timed(tool, ['route', 'dem.f64', String(side), '1', '.']) },
  { id: 'grass', label: 'GRASS r.watershed -s (accumulation + drainage)',
    run: () => timed('r.watershed', ['-s', '--overwrite', '--quiet', 'elevation=dem', 'accumulation=acc', 'drainage=dir'], true) },
  { id: 'grass-floor', label: 'GRASS floor: r.mapcalc copy of the DEM',
    run: () => timed('r.mapcalc', ['--overwrite', '--quiet', 'expression=copy = dem'], true) },
  { id: 'saga-wl', label: 'SAGA Fill Sinks (Wang & Liu), MINSLOPE 0, FILLED',
    run: () => timed(...saga('ta_preprocessor', 4, ['-ELEV=dem.sgrd', '-FILLED=wl.sgrd', '-MINSLOPE=0'])) },
  { id: 'saga-xxl', label: 'SAGA Fill Sinks XXL (Wang & Liu), MINSLOPE 0, FILLED',
    run: () => timed(...saga('ta_preprocessor', 5, ['-ELEV=dem.sgrd', '-FILLED=xxl.sgrd', '-MINSLOPE=0'])) },
  { id: 'saga-floor', label: 'SAGA floor: Change Data Storage to float (load, write one grid)',
    run: () => timed(...saga('grid_tools', 11, ['-INPUT=dem.sgrd', '-OUTPUT=floor.sgrd', '-TYPE=7'])) },
];
// SAGA's start-up (it loads every tool library) is most of a call, and its own timer counts whole seconds. A saga_cmd
// script runs several calls in one process: (time of 4 calls − time of 1) ÷ 3 is one call without the start-up
// (its reading and writing included).
const sagaCalls = { 'saga-wl': 'ta_preprocessor 4 -ELEV=dem.sgrd -FILLED=wl.sgrd -MINSLOPE=0',
  'saga-xxl': 'ta_preprocessor 5 -ELEV=dem.sgrd -FILLED=xxl.sgrd -MINSLOPE=0',
  'saga-floor': 'grid_tools 11 -INPUT=dem.sgrd -OUTPUT=floor.sgrd -TYPE=7' };
for (const [id, line] of Object.entries(sagaCalls)) {
  cases.push({ id: `${id}-x4`, run: () => {
    fs.writeFileSync(path.join(work, `${id}-x4.txt`), `${line}\n`.repeat(4));
    return timed('saga_cmd', ['-c=1', '-f=s', `${id}-x4.txt`]);
  } });
}

function bench(terrain) {
  setup(terrain);
  const times = Object.fromEntries(cases.map((c) => [c.id, { wall: [], cpu: [] }]));
  const kernel = { route: [], acc: [], total: [] };
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const t = c.run();
      times[c.id].wall.push(t.wall);
      times[c.id].cpu.push(t.cpu);
      if (c.id === 'worldlab') {
        const j = JSON.parse(t.stdout.trim());
        kernel.route.push(j.route_flow_ms[0]);
        kernel.acc.push(j.accumulate_ms[0]);
        kernel.total.push(j.total_ms[0]);
      }
    }
  }
  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, { wall: median(v.wall), cpu: median(v.cpu) }]));
  const ours = median(kernel.total);
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const f = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
  console.log(`\n### ${terrain}, ${side}², ${rounds} rounds in turn, medians (load average after: ${load})\n`);
  console.log('| what | wall ms | CPU ms | wall ms per round | peer wall ÷ worldlab process | (peer − floor) ÷ worldlab in-process |');
  console.log('| --- | ---: | ---: | --- | ---: | ---: |');
  console.log(`| worldlab in process: route_flow ${f(median(kernel.route))} + accumulate ${f(median(kernel.acc))} | ${f(ours)} | | ${kernel.total.map(f).join(', ')} | | |`);
  for (const c of cases.filter((k) => !k.id.endsWith('-x4'))) {
    const t = m[c.id];
    const peer = c.id.startsWith('grass') || c.id.startsWith('saga');
    const floor = c.id.startsWith('grass') ? m['grass-floor'].wall : m['saga-floor'].wall;
    const ratio = peer && !c.id.endsWith('floor') ? `${(t.wall / m.worldlab.wall).toFixed(1)}×` : '';
    const net = peer && !c.id.endsWith('floor') ? `${((t.wall - floor) / ours).toFixed(1)}×` : '';
    console.log(`| ${c.label} | ${f(t.wall)} | ${f(t.cpu)} | ${times[c.id].wall.map(f).join(', ')} | ${ratio} | ${net} |`);
  }
  const perCall = (id) => times[`${id}-x4`].wall.map((w, r) => (w - times[id].wall[r]) / 3);
  const floorCall = median(perCall('saga-floor'));
  console.log('\n| SAGA, one more call in the same saga_cmd process (start-up not counted) | wall ms | per round | (call − floor call) ÷ worldlab in-process |');
  console.log('| --- | ---: | --- | ---: |');
  for (const id of ['saga-wl', 'saga-xxl', 'saga-floor']) {
    const v = perCall(id);
    const net = id === 'saga-floor' ? '' : `${((median(v) - floorCall) / ours).toFixed(1)}×`;
    console.log(`| ${sagaCalls[id]} | ${f(median(v))} | ${v.map(f).join(', ')} | ${net} |`);
  }
  check();
}

// Do the peers compute the same thing? SAGA's Wang & Liu with MINSLOPE 0 is the same minimax fill (SAGA writes
// float): every cell should equal ours rounded to float. r.watershed routes through depressions by least-cost
// search instead of filling, so its directions may differ on lakes and flats; the total reaching the edge, the
// largest basin and the directions off the lakes should agree.
function check() {
  timed(tool, ['route', 'dem.f64', String(side), '1', '.']);
  timed(...saga('ta_preprocessor', 4, ['-ELEV=dem.sgrd', '-FILLED=wl.sgrd', '-FDIR=wlfdir.sgrd', '-MINSLOPE=0']));
  execFileSync(...grass(['r.out.bin', '-f', '--quiet', 'input=acc', `output=${path.join(work, 'acc.f32')}`, 'bytes=4']), { env, stdio: 'pipe' });
  execFileSync(...grass(['r.out.bin', '--quiet', 'input=dir', `output=${path.join(work, 'dir.i32')}`, 'bytes=4']), { env, stdio: 'pipe' });
  const h = read('dem.f64', Float64Array), filled = read('filled.f64', Float64Array), cells = read('cells.f64', Float64Array);
  const rec = read('receivers.u32', Uint32Array);
  let raised = 0;
  for (let i = 0; i < h.length; i++) if (filled[i] > h[i]) raised++;
  console.log(`\nChecks: ${raised} cells (${((100 * raised) / h.length).toFixed(1)} %) lie under worldlab's lakes (filled > input).`);
  for (const name of ['wl', 'xxl']) {
    const s = flip(read(`${name}.sdat`, Float32Array));
    let equal = 0, worst = 0;
    for (let i = 0; i < s.length; i++) {
      const d = Math.abs(s[i] - Math.fround(filled[i]));
      if (d === 0) equal++;
      worst = Math.max(worst, d);
    }
    console.log(`- SAGA ${name === 'wl' ? 'Wang & Liu' : 'XXL'} filled = worldlab's filled rounded to float in ${equal} of ${s.length} cells (largest difference ${worst} m).`);
  }
  const acc = read('acc.f32', Float32Array), dir = read('dir.i32', Int32Array), fdir = flip(read('wlfdir.sdat', Float32Array));
  let edgeOurs = 0, edgeGrass = 0, maxOurs = 0, maxGrass = 0, sameAcc = 0;
  for (let i = 0; i < acc.length; i++) {
    const x = i % side, y = Math.floor(i / side);
    if (x === 0 || y === 0 || x === side - 1 || y === side - 1) {
      edgeOurs += cells[i];
      edgeGrass += Math.abs(acc[i]);
    }
    maxOurs = Math.max(maxOurs, cells[i]);
    maxGrass = Math.max(maxGrass, Math.abs(acc[i]));
    if (Math.abs(acc[i]) === cells[i]) sameAcc++;
  }
  // r.watershed: 1..8 counter-clockwise from north-east (8 = east); SAGA: 0..7 clockwise from north.
  const grassCode = { '1,0': 8, '1,-1': 1, '0,-1': 2, '-1,-1': 3, '-1,0': 4, '-1,1': 5, '0,1': 6, '1,1': 7 };
  const sagaCode = { '0,-1': 0, '1,-1': 1, '1,0': 2, '1,1': 3, '0,1': 4, '-1,1': 5, '-1,0': 6, '-1,-1': 7 };
  let inner = 0, dry = 0, grassAll = 0, grassDry = 0, sagaAll = 0, sagaDry = 0;
  for (let y = 1; y < side - 1; y++) {
    for (let x = 1; x < side - 1; x++) {
      const i = y * side + x, key = `${(rec[i] % side) - x},${Math.floor(rec[i] / side) - y}`;
      const wet = filled[i] > h[i], g = Math.abs(dir[i]) === grassCode[key], s = fdir[i] === sagaCode[key];
      inner++;
      grassAll += g;
      sagaAll += s;
      if (!wet) {
        dry++;
        grassDry += g;
        sagaDry += s;
      }
    }
  }
  // SAGA takes its directions from its own float filled surface: the steepest drop ÷ distance there, first in its
  // order (N, NE, E, ...), explains its choice wherever rounding to float reorders two close slopes of ours.
  const wl = flip(read('wl.sdat', Float32Array)), sdx = [0, 1, 1, 1, 0, -1, -1, -1], sdy = [-1, -1, 0, 1, 1, 1, 0, -1];
  let sagaOwn = 0, sloped = 0;
  for (let y = 1; y < side - 1; y++) {
    for (let x = 1; x < side - 1; x++) {
      const i = y * side + x;
      let best = 0, dir8 = -1;
      for (let k = 0; k < 8; k++) {
        const slope = (wl[i] - wl[(y + sdy[k]) * side + x + sdx[k]]) / (k & 1 ? Math.SQRT2 : 1);
        if (slope > best) [best, dir8] = [slope, k];
      }
      if (dir8 < 0) continue; // a flat on SAGA's surface: its own rule, not checked here
      sloped++;
      sagaOwn += fdir[i] === dir8;
    }
  }
  const pct = (a, b) => `${((100 * a) / b).toFixed(1)} %`;
  console.log(`- GRASS accumulation: total reaching the edge ${edgeGrass} cells (worldlab ${edgeOurs}); largest ${maxGrass} (worldlab ${maxOurs}); |acc| equal to worldlab's in ${pct(sameAcc, acc.length)} of cells.`);
  console.log(`- D8 directions equal to worldlab's receivers, inner cells: GRASS ${pct(grassAll, inner)}, SAGA ${pct(sagaAll, inner)}; off the lakes (${dry} cells): GRASS ${pct(grassDry, dry)}, SAGA ${pct(sagaDry, dry)}. SAGA's directions equal the steepest descent on its own float filled surface in ${pct(sagaOwn, sloped)} of the ${sloped} inner cells not flat on it.`);
}

const cpu = fs.readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)[1];
console.log(`${new Date().toISOString()}, ${cpu}, ${os.cpus().length} CPUs; ${(({ stdout, stderr }) => stdout + stderr)(spawnSync('grass', ['--version'], { encoding: 'utf8' })).match(/GRASS GIS \S+/)?.[0]}, SAGA ${execFileSync('saga_cmd', ['--version'], { encoding: 'utf8' }).match(/SAGA Version: (\S+)/)[1]}; work folder ${work}`);
for (const t of terrains) bench(t);
if (!keep) fs.rmSync(work, { recursive: true, force: true });
