// Readouts the labs' probes share (src/probe.ts): a height and whether it is land, a position, a biome with its
// cell of the tutorial's 3 × 3 table. They only format samples the workers returned.
import type { LabHost, Readout } from './types';

/** The height and land or water, as the core's land_share counts it: land where the height is above the sea level. */
export function heightReadouts(host: LabHost, height: number, sea: number): Readout[] {
  return [
    { id: 'height', label: 'probe.height', value: host.num(height, 4) },
    { id: 'land', label: 'probe.land', value: host.t(height > sea ? 'probe.isLand' : 'probe.isWater', { sea: host.num(sea, 2) }) },
  ];
}

export function positionReadout(host: LabHost, x: number, y: number, digits: number): Readout {
  return { id: 'position', label: 'probe.position', value: host.t('probe.positionValue', { x: host.num(x, digits), y: host.num(y, digits) }) };
}

/** A biome of the tutorial's table (−1: water) and its cell: row = the heat band (cold → hot), column = the wet band. */
export function tutorialBiomeReadouts(host: LabHost, biome: number): Readout[] {
  if (biome < 0) {
    return [
      { id: 'biome', label: 'probe.biome', value: host.t('biome.water') },
      { id: 'cell', label: 'probe.cell', value: host.t('probe.noCell') },
    ];
  }
  const row = Math.floor(biome / 3);
  const col = biome % 3;
  return [
    { id: 'biome', label: 'probe.biome', value: host.t(`biome.${biome}`) },
    {
      id: 'cell',
      label: 'probe.cell',
      value: host.t('probe.cellValue', { heat: host.t(`probe.heat.${row}`), wet: host.t(`probe.wet.${col}`), row: row + 1, col: col + 1 }),
    },
  ];
}

export const rgbText = (r: number, g: number, b: number) => `rgb ${Math.round(r)} ${Math.round(g)} ${Math.round(b)}`;
