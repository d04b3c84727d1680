// Keeps the map in view while its controls are used (style.css, "the map stays in view"). After each lab is
// mounted, the lab's map is marked as the dock: the first `canvas.map` of the view, or, when the map is one of
// several panels side by side (lab 1), the lab's element that holds them. A map inside a figure is lifted out
// of it for layout (the figure gets `map-flat`, `display: contents`), so the map can stick to the top over the
// whole lab on a wide screen (in the map's own column, which scrolls on its own beside the controls) and over
// the whole page on a phone, where the controls come right under it. The dock's height is kept in
// `--dock-space`, the scroll padding that stops a control scrolled into view (by focus or by a search) from
// landing under the map. The lab picker scrolls its own row on a phone and shows the current lab.

let observer: ResizeObserver | null = null;
let dock: HTMLElement | null = null;

/**
 * Wide screens: the map's column scrolls on its own. When a control beside it gets the focus while that column is
 * scrolled past the map (to the readouts, say), the column goes back up so the map is in view again; this moves
 * nothing under the pointer (the controls' column does not move).
 */
function keepMapInView(event: FocusEvent): void {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!dock || !target?.closest('.side')) return;
  const pane = dock.closest<HTMLElement>('.main-col');
  if (!pane || pane.scrollTop === 0 || getComputedStyle(pane).overflowY !== 'auto') return;
  const d = dock.getBoundingClientRect();
  const p = pane.getBoundingClientRect();
  if (d.top < Math.max(0, p.top) - 1 || d.bottom > Math.min(innerHeight, p.bottom) + 1) pane.scrollTop = 0;
}
document.addEventListener('focusin', keepMapInView);

/** Marks the dock of the lab's view (`viewHost` holds one lab element) and keeps `--dock-space` up to date. */
export function dockMap(viewHost: HTMLElement): void {
  observer?.disconnect();
  dock = null;
  const root = viewHost.firstElementChild as HTMLElement | null;
  const map = viewHost.querySelector<HTMLCanvasElement>('canvas.map');
  document.documentElement.style.removeProperty('--dock-space');
  if (!root || !map) return;
  let top: HTMLElement = map;
  while (top.parentElement && top.parentElement !== root) top = top.parentElement;
  // The map, or what holds it with its drawings (the probe's marker, lab 7's wind), is what sticks.
  let unit: HTMLElement = map;
  while (unit.parentElement && unit.parentElement !== root && /\b(map-stack|probe-wrap)\b/.test(unit.parentElement.className)) unit = unit.parentElement;
  let docked: HTMLElement = top;
  if (top !== unit && top.tagName === 'FIGURE' && unit.parentElement === top) {
    top.classList.add('map-flat');
    docked = unit;
  }
  docked.classList.add('map-dock');
  dock = docked;
  observer = new ResizeObserver(() => {
    const stuck = getComputedStyle(docked).position === 'sticky';
    const space = stuck ? docked.getBoundingClientRect().height + parseFloat(getComputedStyle(docked).top || '0') + 8 : 0;
    document.documentElement.style.setProperty('--dock-space', `${Math.round(space)}px`);
  });
  observer.observe(docked);
}

/** Scrolls the lab picker's own row (a phone shows it as one scrolling row) so the current lab is in view. */
export function showCurrentLab(list: HTMLElement): void {
  const current = list.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || list.scrollWidth <= list.clientWidth) return;
  const left = current.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
  list.scrollLeft = Math.max(0, left - (list.clientWidth - current.offsetWidth) / 2);
}
