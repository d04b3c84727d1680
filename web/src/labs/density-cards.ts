// Lab 6's stack as DOM: one card per step with its on/off box, move and remove buttons, grey preview and sliders.
// Every change goes through `commit` (the lab's URL value); the cards are rebuilt from the stack, never edited in place.
import { type Knob, type Step, findStepType } from './density-stack';
import type { LabHost } from './types';
import { canvas, el, text } from './ui';

export interface CardsContext {
  host: LabHost;
  /** The stack shown now. */
  steps(): Step[];
  /** Sets the stack (and the URL); `fromSlider` marks a value a card's own slider set (its card is up to date). */
  commit(next: Step[], fromSlider?: boolean): void;
  /** Where focus goes when a step's own buttons disappear. */
  fallbackFocus: HTMLElement;
  previewSize: { width: number; height: number };
}

function knobField(ctx: CardsContext, step: Step, knob: Knob, target: 'params' | 'source'): HTMLElement {
  const { host } = ctx;
  const id = `density-${step.id}-${target === 'source' ? 'b-' : ''}${knob.param}`;
  const slider = el('input');
  slider.type = 'range';
  slider.id = id;
  slider.min = String(knob.min);
  slider.max = String(knob.max);
  slider.step = String(knob.step);
  const raw = (target === 'source' ? step.source!.params : step.params)[knob.param];
  slider.value = String(knob.inverse ? 1 / raw : raw);
  const out = el('output', 'range-value');
  out.htmlFor.add(id);
  const show = (v: number) => {
    const shown = host.num(v, knob.digits);
    out.textContent = knob.unit ? `${shown} ${host.t(knob.unit)}` : shown;
  };
  show(knob.inverse ? 1 / raw : raw);
  slider.addEventListener('input', () => {
    const v = Number(slider.value);
    show(v);
    const value = knob.inverse ? 1 / v : v;
    const next = ctx
      .steps()
      .map((s) =>
        s.id !== step.id ? s : target === 'source' ? { ...s, source: { ...s.source!, params: { ...s.source!.params, [knob.param]: value } } } : { ...s, params: { ...s.params, [knob.param]: value } },
      );
    ctx.commit(next, true);
  });
  const name = text(host, 'label', knob.label);
  name.htmlFor = id;
  return el('div', 'field', name, el('div', 'range-row', slider, out));
}

/** The cards of the stack; returns each step's preview canvas by step id. */
export function buildCards(ctx: CardsContext, list: HTMLElement): Map<string, HTMLCanvasElement> {
  const { host } = ctx;
  const previews = new Map<string, HTMLCanvasElement>();
  const steps = ctx.steps();
  list.replaceChildren(
    ...steps.map((step, i) => {
      const t = findStepType(step.type, step.source?.type)!;
      const item = el('li', 'step');
      item.dataset.step = step.id;
      item.dataset.type = step.type;
      const on = el('input');
      on.type = 'checkbox';
      on.id = `density-${step.id}-on`;
      on.checked = step.on;
      on.addEventListener('change', () => ctx.commit(ctx.steps().map((s) => (s.id === step.id ? { ...s, on: on.checked } : s))));
      const name = el('label', 'step-name');
      name.htmlFor = on.id;
      name.append(el('span', 'step-number', String(i + 1)), ' ', text(host, 'span', t.key));
      const preview = canvas(ctx.previewSize.width, ctx.previewSize.height, 'density.previewAlt', 'preview');
      preview.setAttribute('aria-label', host.t('density.previewAlt'));
      previews.set(step.id, preview);
      const up = text(host, 'button', 'density.up', 'icon');
      const down = text(host, 'button', 'density.down', 'icon');
      const remove = text(host, 'button', 'density.remove', 'icon');
      for (const [b, key] of [
        [up, 'density.upName'],
        [down, 'density.downName'],
        [remove, 'density.removeName'],
      ] as const) {
        b.type = 'button';
        b.dataset.i18nAria = key;
        b.setAttribute('aria-label', host.t(key));
      }
      up.disabled = i === 0;
      down.disabled = i === steps.length - 1;
      remove.disabled = steps.length === 1;
      const move = (d: number) => {
        const next = [...ctx.steps()];
        [next[i], next[i + d]] = [next[i + d], next[i]];
        ctx.commit(next);
        requestAnimationFrame(() => (list.querySelector<HTMLButtonElement>(`[data-step="${step.id}"] button:not(:disabled)`) ?? ctx.fallbackFocus).focus());
      };
      up.addEventListener('click', () => move(-1));
      down.addEventListener('click', () => move(1));
      remove.addEventListener('click', () => {
        ctx.commit(ctx.steps().filter((s) => s.id !== step.id));
        requestAnimationFrame(() => ctx.fallbackFocus.focus());
      });
      const knobs = el('div', 'knobs', ...t.knobs.map((k) => knobField(ctx, step, k, 'params')));
      if (t.source) {
        knobs.append(text(host, 'p', `density.source.${t.source.type}`, 'hint'), ...t.source.knobs.map((k) => knobField(ctx, step, k, 'source')));
      }
      item.append(el('div', 'step-head', on, name, el('span', 'step-buttons', up, down, remove)), el('div', 'step-body', preview, knobs), el('p', 'step-state hint'));
      return item;
    }),
  );
  return previews;
}
