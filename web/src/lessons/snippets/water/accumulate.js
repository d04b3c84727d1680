// Water lab, step 2: the water through each cell, summed from the top of every river down, in the stack's order.
function accumulate(routing, rain) {
  const { n, rec, stack } = routing, own = (1 / n) * (1 / n); // a cell's area in map units²
  const area = rain.map((r) => own * r);
  for (let k = stack.length - 1; k >= 0; k--) { // upstream first: each total is final before it is passed on
    const c = stack[k];
    if (rec[c] !== c) area[rec[c]] += area[c];
  }
  return area;
}

function labMap() {
  const input = islandsInput(1, 256, 0);
  const rain = new Float64Array(256 * 256).fill(1); // the same rain everywhere
  return accumulate(route(input.height, 256, input.sea), rain);
}
