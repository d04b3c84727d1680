// Water lab, step 1: fill the pits (priority-flood), then send every cell down its steepest slope.
const D8 = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]]; // E, SE, S, SW, W, NW, N, NE

// Water leaves the map at the edge and at the sea.
function isOutlet(z, n, sea, c) {
  const x = c % n, y = (c - x) / n;
  return x === 0 || y === 0 || x === n - 1 || y === n - 1 || z[c] <= sea;
}

// The lowest surface >= z from which every cell reaches an outlet without climbing: flood inwards from the
// outlets, always from the lowest cell reached so far (Barnes, Lehman and Mulla 2014).
function fillPits(z, n, sea) {
  const filled = Float64Array.from(z), seen = new Uint8Array(n * n), heap = new Int32Array(n * n);
  let size = 0;
  const less = (a, b) => filled[a] < filled[b] || (filled[a] === filled[b] && a < b); // a binary heap of cells
  const push = (c) => {
    let i = size++;
    for (; i > 0 && less(c, heap[(i - 1) >> 1]); i = (i - 1) >> 1) heap[i] = heap[(i - 1) >> 1];
    heap[i] = c;
  };
  const pop = () => {
    const top = heap[0], last = heap[--size];
    let i = 0;
    for (let child = 1; child < size; i = child, child = 2 * i + 1) {
      if (child + 1 < size && less(heap[child + 1], heap[child])) child++;
      if (!less(heap[child], last)) break;
      heap[i] = heap[child];
    }
    heap[i] = last;
    return top;
  };
  for (let c = 0; c < n * n; c++) if (isOutlet(z, n, sea, c)) (seen[c] = 1), push(c);
  while (size > 0) {
    const c = pop(), x = c % n, y = (c - x) / n;
    for (const [dx, dy] of D8) {
      const nx = x + dx, ny = y + dy, nb = ny * n + nx;
      if (nx < 0 || ny < 0 || nx >= n || ny >= n || seen[nb]) continue;
      seen[nb] = 1;
      filled[nb] = Math.max(z[nb], filled[c]); // a pit's cells rise to the lowest way out
      push(nb);
    }
  }
  return filled;
}

// Receivers on the filled surface: the steepest lower neighbour (drop / distance, ties to the first in D8 order);
// on a flat, the first neighbour one step nearer to the flat's exits. The stack lists each outlet, then the cells
// draining to it, depth-first: every cell comes after its receiver.
function route(z, n, sea) {
  const N = n * n, cs = 1 / n, filled = fillPits(z, n, sea);
  const off = D8.map(([dx, dy]) => dy * n + dx), inverse = [1 / cs, 1 / (cs * Math.SQRT2)];
  const rec = new Int32Array(N), flat = new Uint8Array(N), steps = new Int32Array(N), flats = [];
  for (let c = 0; c < N; c++) {
    rec[c] = c;
    if (isOutlet(z, n, sea, c)) continue;
    let best = 0;
    for (let k = 0; k < 8; k++) {
      const slope = (filled[c] - filled[c + off[k]]) * inverse[k & 1];
      if (slope > best) (best = slope), (rec[c] = c + off[k]);
    }
    if (rec[c] === c) (flat[c] = 1), flats.push(c);
  }
  // Flats: steps to the nearest exit (a cell of the same level that drains, or an outlet), breadth-first.
  const exitBeside = (c) => off.findIndex((o) => flat[c + o] === 0 && filled[c + o] === filled[c]);
  const queue = flats.filter((c) => exitBeside(c) >= 0);
  for (const c of queue) (steps[c] = 1), (flat[c] = 2);
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head];
    for (const o of off) if (flat[c + o] === 1) (flat[c + o] = 2), (steps[c + o] = steps[c] + 1), queue.push(c + o);
  }
  for (const c of flats) {
    const k = steps[c] === 1 ? exitBeside(c) : off.findIndex((o) => flat[c + o] !== 0 && steps[c + o] + 1 === steps[c]);
    rec[c] = c + off[k];
  }
  // The stack: donors as bit masks (bit k: the neighbour at off[k] drains here), walked depth-first.
  const donors = new Uint8Array(N), stack = [];
  for (let c = 0; c < N; c++) if (rec[c] !== c) donors[rec[c]] |= 1 << off.indexOf(c - rec[c]);
  for (let o = 0; o < N; o++) {
    if (rec[o] !== o) continue;
    const pending = [o];
    while (pending.length > 0) {
      const c = pending.pop();
      stack.push(c);
      for (let k = 0; k < 8; k++) if ((donors[c] >> k) & 1) pending.push(c + off[k]);
    }
  }
  return { n, filled, rec, stack, lake: filled.map((f, c) => (f !== z[c] ? 1 : 0)) };
}

function labMap() {
  const input = islandsInput(1, 256, 0); // lab 7's terrain (the Islands preset) and its sea level
  return route(input.height, 256, input.sea).filled;
}
