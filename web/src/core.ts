// What the page knows of the core before its first map, generated from the WebAssembly module at build time
// (scripts/generate-web.mjs → generated/core.json): the parameter schema (every params struct and graph node type:
// ids, types, defaults, ranges, steps, choices, label keys), the terrain presets, the Islands recipes and the named
// graphs the density lab uses. The page keeps no copy of any of it: labs build their controls from here.
import data from './generated/core.json';
import type { Biome, IslandsRecipe, NodeTypeDoc, SchemaDoc, SchemaField, StructName, TerrainPreset } from './generated/worldlab_wasm.js';

export interface CoreData {
  format: 'worldlab-web-core-1';
  build: string;
  schema: SchemaDoc;
  terrain_presets: TerrainPreset[];
  islands_recipes: IslandsRecipe[];
  /** graph documents (JSON text) by name */
  graphs: Record<string, string>;
  /** the six-parameter biomes' default table (lab 13): names and colours, and 13 numbers per biome */
  multi_noise_biomes: { biomes: Biome[]; table: number[] };
}

export const CORE = data as unknown as CoreData;
export const SCHEMA = CORE.schema;

/** A field of a described struct by its dotted path ("climate.base"); throws when the core has no such field. */
export function schemaField(struct: StructName, path: string): SchemaField {
  const s = SCHEMA.structs.find((x) => x.name === struct);
  const f = s?.fields.find((x) => x.path === path);
  if (!f) throw new Error(`the core's schema has no field ${struct}.${path}`);
  return f;
}

/** A graph node type by name; throws when the core has none. */
export function nodeType(type: string): NodeTypeDoc {
  const t = SCHEMA.node_types.find((x) => x.type === type);
  if (!t) throw new Error(`the core has no node type "${type}"`);
  return t;
}

/** A node type's parameter; throws when it has none of that id. */
export function nodeParam(type: string, id: string): SchemaField {
  const p = nodeType(type).params.find((x) => x.id === id);
  if (!p) throw new Error(`node type "${type}" has no parameter "${id}"`);
  return p;
}

export function terrainPreset(id: string): TerrainPreset {
  const p = CORE.terrain_presets.find((x) => x.id === id);
  if (!p) throw new Error(`the core has no terrain preset "${id}"`);
  return p;
}

export function graphDocument(name: string): string {
  const g = CORE.graphs[name];
  if (g === undefined) throw new Error(`the page was built without the core's graph "${name}" (scripts/generate-web.mjs)`);
  return g;
}

/** The value at a dotted path of a nested object ("climate.base"), or undefined. */
export function atPath(object: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), object);
}
