// Keeps the map in view while its controls are used (style.css, "the map stays in view"). After each lab is
// mounted, the lab's map is marked as the dock: the first `canvas.map` of the view, or, when the map is one of
// several panels side by side (lab 1), the lab's element that holds them. A map inside a figure is lifted out
// of it for layout (the figure gets `map-flat`, `display: contents`), so the map can stick to the top of the
// window over the whole lab on a wide screen and over the whole page on a phone, where the controls come right
// under it. The dock's height is kept in `--dock-space`, the scroll padding that stops a control scrolled into
// view (by focus or by a search) from landing under the map. The lab picker scrolls its own row on a phone
// and shows the current lab.

let observer: ResizeObserver | null = null;

/** Marks the dock of the lab's view (`viewHost` holds one lab element) and keeps `--dock-space` up to date. */
export function dockMap(viewHost: HTMLElement): void {
  observer?.disconnect();
  const root = viewHost.firstElementChild as HTMLElement | null;
  const map = viewHost.querySelector<HTMLCanvasElement>('canvas.map');
  document.documentElement.style.removeProperty('--dock-space');
  if (!root || !map) return;
  let top: HTMLElement = map;
  while (top.parentElement && top.parentElement !== root) top = top.parentElement;
  let dock: HTMLElement = top;
  if (top !== map && top.tagName === 'FIGURE' && map.parentElement === top) {
    top.classList.add('map-flat');
    dock = map;
  }
  dock.classList.add('map-dock');
  observer = new ResizeObserver(() => {
    const stuck = getComputedStyle(dock).position === 'sticky';
    const space = stuck ? dock.getBoundingClientRect().height + parseFloat(getComputedStyle(dock).top || '0') + 8 : 0;
    document.documentElement.style.setProperty('--dock-space', `${Math.round(space)}px`);
  });
  observer.observe(dock);
}

/** Scrolls the lab picker's own row (a phone shows it as one scrolling row) so the current lab is in view. */
export function showCurrentLab(list: HTMLElement): void {
  const current = list.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || list.scrollWidth <= list.clientWidth) return;
  const left = current.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
  list.scrollLeft = Math.max(0, left - (list.clientWidth - current.offsetWidth) / 2);
}
