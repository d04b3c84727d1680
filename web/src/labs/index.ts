// The labs in the order of the picker. Adding a lab: write labs/NAME.ts (its parameter table, made from the
// core's schema, and its view) and labs/NAME.strings.ts (en and es), and import it here; a new kind of map is
// one more line in the core's entry list (cpp/bindings/wasm/entries.cpp). See web/README.md.
import { climate } from './climate';
import { density } from './density';
import { density3d } from './density3d';
import { determinism } from './determinism';
import { islands } from './islands';
import { noise } from './noise';
import { octaves } from './octaves';
import { regions } from './regions';
import { seeds } from './seeds';
import { space } from './space';
import type { Lab } from './types';
import { warp } from './warp';
import { water } from './water';
import { world } from './world';

export const LABS: Lab[] = [noise, octaves, warp, climate, regions, density, islands, world, determinism, seeds, density3d, water, space];

export function findLab(id: string): Lab | undefined {
  return LABS.find((lab) => lab.id === id);
}
