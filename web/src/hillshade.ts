// Hill-shading of a drawn map from its height samples, the CLI's `--hillshade` (cpp/cli/image.cpp, hillshade):
// light from the upper left, 45° above the horizon; each land sample's colour times
// 0.35 + 0.65 · max(cos(incidence), 0) / cos(45°), so flat ground keeps its colour; slopes are central
// differences (one-sided at the edges, where the page has no margins) times the relief scale; water (at or below
// the sea level) stays flat. It only recolours pixels the page already drew: a view option, nothing recomputed.

/** The CLI's relief scales (cpp/cli/layers.cpp): for maps in map units (0..1) and in world units. */
export const MAP_RELIEF = 0.1;
export const WORLD_RELIEF = 12;

/**
 * Shades RGBA pixels (width × height, one per sample) in place from `heights` (the same samples), `step` apart
 * in the units `relief` is given for.
 */
export function hillshade(px: Uint8ClampedArray, heights: ArrayLike<number>, width: number, height: number, step: number, relief: number, seaLevel: number): void {
  const lx = -0.5;
  const ly = -0.5;
  const lz = Math.sqrt(0.5);
  const slope = (i: number, n: number, stride: number, at: number) => {
    const here = heights[at];
    if (i > 0 && i + 1 < n) return (heights[at + stride] - heights[at - stride]) / (2 * step);
    if (i + 1 < n) return (heights[at + stride] - here) / step;
    if (i > 0) return (here - heights[at - stride]) / step;
    return 0;
  };
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = row * width + col;
      if (!(heights[i] > seaLevel)) continue;
      const sx = relief * slope(col, width, 1, i);
      const sy = relief * slope(row, height, width, i);
      const cosine = (-sx * lx - sy * ly + lz) / Math.sqrt(sx * sx + sy * sy + 1);
      const factor = 0.35 + (0.65 * (cosine > 0 ? cosine : 0)) / lz;
      // Uint8ClampedArray rounds half to even and clamps, as the CLI's store_channel.
      px[i * 4] = px[i * 4] * factor;
      px[i * 4 + 1] = px[i * 4 + 1] * factor;
      px[i * 4 + 2] = px[i * 4 + 2] * factor;
    }
  }
}

/** Shades what a canvas shows (one pixel per sample). */
export function hillshadeCanvas(c: HTMLCanvasElement, heights: ArrayLike<number>, step: number, relief: number, seaLevel: number): void {
  const ctx = c.getContext('2d')!;
  const image = ctx.getImageData(0, 0, c.width, c.height);
  hillshade(image.data, heights, c.width, c.height, step, relief, seaLevel);
  ctx.putImageData(image, 0, 0);
}
