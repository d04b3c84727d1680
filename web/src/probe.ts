// The probe: a click (or tap) on a lab's map, or the arrow keys on a focused map, picks a sample; the lab's
// `probe` reads what its workers already returned at that sample (labs/types.ts) and this file shows it in a
// panel under the map, with a marker on every map of the lab. Nothing here computes a map: it only turns a
// pointer position into a sample index and shows the lab's readouts. The marker is an element over the
// canvas, so the map's pixels (and the exported PNG) stay the lab's.
import type { LabHost, LabView } from './labs/types';
import type { Values } from './params';
import type { CallResult } from './protocol';

export interface Probe {
  /** Reads the point again (after a new answer or a language switch). */
  refresh(): void;
}

type Shown = () => { values: Values; results: CallResult[] } | null;

/**
 * The value of a per-sample array at (x, y) of a width × height map. A preview's named arrays are left at the
 * preview's coarse size (the shell scales up only `data`): then the coarse sample that covers (x, y).
 */
export function sampleAt(values: ArrayLike<number>, width: number, height: number, x: number, y: number): number {
  if (values.length === width * height) return values[y * width + x];
  for (let f = 2; f <= 16; f++) {
    const cw = Math.ceil(width / f);
    if (cw * Math.ceil(height / f) === values.length) return values[Math.floor(y / f) * cw + Math.floor(x / f)];
  }
  return NaN;
}

export function mountProbe(view: LabView, host: LabHost, shown: Shown): Probe | null {
  const read = view.probe;
  if (!read) return null;
  const maps = [...view.element.querySelectorAll<HTMLCanvasElement>('canvas.map')];
  if (maps.length === 0) return null;
  const size = () => view.probeSize ?? { width: maps[0].width, height: maps[0].height };
  let point: { x: number; y: number } | null = null;

  const list = document.createElement('dl');
  const heading = document.createElement('h4');
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.className = 'probe-clear';
  host.label(clear, 'probe.clear');
  const panel = document.createElement('section');
  panel.className = 'probe';
  panel.setAttribute('aria-live', 'polite');
  const head = document.createElement('div');
  head.className = 'probe-head';
  head.append(heading, clear);
  panel.append(head, list);
  panel.hidden = true;
  const hint = document.createElement('p');
  hint.className = 'hint probe-hint';
  hint.id = `probe-hint-${Math.random().toString(36).slice(2)}`;
  host.label(hint, 'probe.hint');

  const markers = maps.map((map) => {
    // The map in a box of its own size, so the marker can sit over it.
    const wrap = document.createElement('div');
    wrap.className = 'probe-wrap';
    map.replaceWith(wrap);
    const marker = document.createElement('span');
    marker.className = 'probe-marker';
    marker.hidden = true;
    marker.setAttribute('aria-hidden', 'true');
    wrap.append(map, marker);
    map.classList.add('probe-map');
    map.tabIndex = 0;
    map.setAttribute('aria-describedby', hint.id);
    map.addEventListener('click', (e) => {
      const box = map.getBoundingClientRect();
      const fx = (e.clientX - box.left - map.clientLeft) / map.clientWidth;
      const fy = (e.clientY - box.top - map.clientTop) / map.clientHeight;
      if (!(fx >= 0 && fx < 1 && fy >= 0 && fy < 1)) return;
      const { width, height } = size();
      set(Math.floor(fx * width), Math.floor(fy * height));
    });
    map.addEventListener('keydown', (e) => {
      const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      if (e.key === 'Escape' && point) {
        e.preventDefault();
        set(null);
        return;
      }
      const move = moves[e.key];
      if (!move) return;
      e.preventDefault();
      const { width, height } = size();
      const k = e.shiftKey ? 10 : 1;
      const at = point ?? { x: Math.floor(width / 2) - move[0] * k, y: Math.floor(height / 2) - move[1] * k };
      set(at.x + move[0] * k, at.y + move[1] * k);
    });
    return marker;
  });
  // The panel goes under the map (or under the block the lab names with data-probe-after), the hint after it.
  const anchor = maps[0].closest<HTMLElement>('[data-probe-after]') ?? (maps[0].parentElement as HTMLElement);
  anchor.after(panel, hint);

  function set(x: number | null, y = 0): void {
    if (x === null) point = null;
    else {
      const { width, height } = size();
      point = { x: Math.min(width - 1, Math.max(0, x)), y: Math.min(height - 1, Math.max(0, y)) };
    }
    refresh();
  }

  // Whether the panel and markers are already hidden for no point: then a refresh (after every map drawn) has
  // nothing to do, and does nothing (it sat in the input handler, ahead of every preview's pixels).
  let hiddenForNone = false;

  function refresh(): void {
    if (point === null && hiddenForNone) return;
    hiddenForNone = point === null;
    const state = shown();
    panel.hidden = point === null;
    const { width, height } = size();
    for (const marker of markers) {
      marker.hidden = point === null;
      if (!point) continue;
      // Over the sample's centre; the canvas has a 1px border inside the box.
      marker.style.left = `calc(1px + (100% - 2px) * ${(point.x + 0.5) / width})`;
      marker.style.top = `calc(1px + (100% - 2px) * ${(point.y + 0.5) / height})`;
    }
    if (!point) {
      delete panel.dataset.x;
      delete panel.dataset.y;
      return;
    }
    panel.dataset.x = String(point.x);
    panel.dataset.y = String(point.y);
    host.label(heading, 'probe.title', { x: point.x, y: point.y });
    const rows: HTMLElement[] = [];
    for (const r of state ? read!(state.values, state.results, point.x, point.y) : []) {
      const dt = document.createElement('dt');
      host.label(dt, r.label, r.labelVars);
      const dd = document.createElement('dd');
      dd.dataset.probe = r.id;
      dd.textContent = r.value;
      if (r.tone) dd.className = `tone-${r.tone}`;
      rows.push(dt, dd);
    }
    list.replaceChildren(...rows);
  }

  clear.addEventListener('click', () => {
    set(null);
    maps[0].focus();
  });
  return { refresh };
}
