// Small DOM helpers for lab views.
import type { LabHost } from './types';

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

/** An element whose text is a string key, kept in the current language. */
export function text<K extends keyof HTMLElementTagNameMap>(host: LabHost, tag: K, key: string, className?: string): HTMLElementTagNameMap[K] {
  const element = el(tag, className);
  host.label(element, key);
  return element;
}

/** A canvas whose accessible name is a string key. */
export function canvas(width: number, height: number, ariaKey: string, className = 'map'): HTMLCanvasElement {
  const c = el('canvas', className);
  c.width = width;
  c.height = height;
  c.setAttribute('role', 'img');
  c.dataset.i18nAria = ariaKey;
  return c;
}

export function toFloat32(...fields: Float64Array[]): Float32Array {
  const out = new Float32Array(fields.reduce((n, f) => n + f.length, 0));
  let offset = 0;
  for (const f of fields) {
    out.set(f, offset);
    offset += f.length;
  }
  return out;
}
