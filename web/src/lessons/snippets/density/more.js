// Density lab, step 5: the other steps of "New step", each a node function too, so every stack has a code line.
function addNode(a, b) {
  return (x, y) => a(x, y) + b(x, y); // "Add detail noise": b is a simplexNode of its own
}

function maxNode(a, b) {
  return (x, y) => Math.max(a(x, y), b(x, y)); // "Raise around sites": b is a cellNode
}

// The corner of min(a, b) rounded over a width k.
function smoothMin(a, b, k) {
  const gap = k - Math.abs(a - b);
  const h = (gap < 0 ? 0 : gap) / k;
  return (b < a ? b : a) - h * h * k * 0.25;
}

function smoothClampNode(input, low, high, smoothness) {
  return (x, y) => {
    const v = input(x, y);
    if (Number.isNaN(v)) return v;
    return smoothMin(high, -smoothMin(-low, -v, smoothness), smoothness); // a soft floor, then a soft ceiling
  };
}

function terraceNode(input, steps, sharpness) {
  return (x, y) => {
    const t = input(x, y) * steps;
    const base = Math.floor(t);
    const frac = t - base;
    let rise = frac;
    for (let i = 1; i < sharpness; i++) rise *= frac; // frac^sharpness: flat treads, steep risers
    return (base + rise) / steps;
  };
}

// The octaves lab's folds, applied once to a whole field.
function ridgedNode(input) {
  return (x, y) => ridged(input(x, y));
}

function billowNode(input) {
  return (x, y) => billow(input(x, y));
}

function absNode(input) {
  return (x, y) => Math.abs(input(x, y));
}

function scaleBiasNode(input, scale, bias) {
  return (x, y) => input(x, y) * scale + bias;
}

function islandMaskNode(input, centerX, centerY, radius, falloff) {
  return (x, y) => {
    const dx = (x - centerX) / radius, dy = (y - centerY) / radius;
    return input(x, y) - falloff * (dx * dx + dy * dy); // falloff at the radius, growing with the square beyond
  };
}

function labMap() {
  const seed = 1;
  const detailed = addNode(simplexNode(seed + 0, 1 / 110, 5), simplexNode(seed + 3, 1 / 30, 3));
  const island = islandMaskNode(scaleBiasNode(detailed, 1, 0.2), 160, 120, 160, 0.6);
  return fillGrid({ x0: 0, y0: 0, step: 1, width: 320, height: 240 }, terraceNode(island, 8, 4)); // a terraced island
}
