// Regions lab, step 1: seeded sites, and for any point the nearest site (F1) and the runner-up (F2).
function makeSites(count, width, height, seed) {
  const draw = parkMiller(seed);
  const sites = [];
  for (let k = 0; k < count; k++) {
    const x = draw() * width; // x first, then y: the order is part of the world
    const y = draw() * height;
    sites.push({ x, y });
  }
  return sites;
}

function nearestTwo(sites, x, y) {
  let nearest = 0, second = 0, d1 = Infinity, d2 = Infinity;
  sites.forEach((s, k) => {
    const d = Math.sqrt((x - s.x) * (x - s.x) + (y - s.y) * (y - s.y));
    if (d < d1) {
      [second, d2] = [nearest, d1]; // the old nearest becomes the runner-up
      [nearest, d1] = [k, d];
    } else if (d < d2) {
      [second, d2] = [k, d];
    }
  });
  return { nearest, second, d1, d2 }; // d2 − d1 is 0 on a border and grows inside a cell
}

function labMap() {
  return makeSites(45, 320, 240, 1).flatMap((s) => [s.x, s.y]); // the lab's 45 sites
}
