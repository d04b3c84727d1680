// The lessons' code with its comments in the reader's language: the code is the same in English and Spanish.
import type { Lang } from '../types';
import { COMMENTS_ES } from './comments.es';

const WHOLE_LINE = /^(\s*)\/\/\s?(.*)$/;
const TRAILING = /\s\/\/\s?(.*)$/;
const WIDTH = 100; // a translated run of comment lines is wrapped at this column, or at its longest English line

type Piece = { kind: 'code'; line: string } | { kind: 'run'; indent: string; lines: string[] };

function pieces(code: string): Piece[] {
  const out: Piece[] = [];
  for (const line of code.split('\n')) {
    const m = WHOLE_LINE.exec(line);
    const last = out[out.length - 1];
    if (m && last?.kind === 'run' && last.indent === m[1]) last.lines.push(line);
    else if (m) out.push({ kind: 'run', indent: m[1], lines: [line] });
    else out.push({ kind: 'code', line });
  }
  return out;
}

const runText = (lines: string[]) => lines.map((l) => WHOLE_LINE.exec(l)![2]).join(' ');

/** Every comment of `code`: each run of whole-line comments at one indent (their texts joined by spaces) and each trailing comment. */
export function comments(code: string): string[] {
  return pieces(code).flatMap((p) => (p.kind === 'run' ? [runText(p.lines)] : (TRAILING.exec(p.line)?.slice(1, 2) ?? [])));
}

function wrap(indent: string, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent.length + 3 + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.map((l) => `${indent}// ${l}`);
}

/** `code` as a reader of `lang` sees it: in Spanish each comment COMMENTS_ES knows is replaced (others stay as they are). */
export function codeIn(lang: Lang, code: string): string {
  if (lang !== 'es') return code;
  return pieces(code)
    .flatMap((p) => {
      if (p.kind === 'run') {
        const es = COMMENTS_ES[runText(p.lines)];
        return es === undefined ? p.lines : wrap(p.indent, es, Math.max(WIDTH, ...p.lines.map((l) => l.length)));
      }
      const m = TRAILING.exec(p.line);
      const es = m ? COMMENTS_ES[m[1]] : undefined;
      return [m && es !== undefined ? `${p.line.slice(0, m.index)}${p.line.slice(m.index, m.index + m[0].length - m[1].length)}${es}` : p.line];
    })
    .join('\n');
}
