// 3D density lab, step 1: density instead of height — 3D simplex plus a pull that grows with depth.
const EDGES3 = [[1, 1, 0], [-1, 1, 0], [1, -1, 0], [-1, -1, 0], [1, 0, 1], [-1, 0, 1], [1, 0, -1], [-1, 0, -1],
  [0, 1, 1], [0, -1, 1], [0, 1, -1], [0, -1, -1]]; // the midpoints of a cube's twelve edges

function corner3(hash, x, y, z) {
  let t = 0.6 - x * x - y * y - z * z;
  if (t < 0) return 0;
  t *= t;
  const g = EDGES3[hash % 12];
  return t * t * (g[0] * x + g[1] * y + g[2] * z);
}

// Four corners of a tetrahedron instead of eight of a cube (Gustavson's 3D simplex).
function simplex3(p, x, y, z) {
  const s = (x + y + z) * (1 / 3);
  const i = Math.floor(x + s), j = Math.floor(y + s), k = Math.floor(z + s);
  const t = (i + j + k) * (1 / 6);
  const x0 = x - (i - t), y0 = y - (j - t), z0 = z - (k - t);
  // The order of the three offsets names the tetrahedron: its 2nd and 3rd corners are one and two steps in.
  let a, b;
  if (x0 >= y0) {
    if (y0 >= z0) [a, b] = [[1, 0, 0], [1, 1, 0]];
    else if (x0 >= z0) [a, b] = [[1, 0, 0], [1, 0, 1]];
    else [a, b] = [[0, 0, 1], [1, 0, 1]];
  } else if (y0 < z0) [a, b] = [[0, 0, 1], [0, 1, 1]];
  else if (x0 < z0) [a, b] = [[0, 1, 0], [0, 1, 1]];
  else [a, b] = [[0, 1, 0], [1, 1, 0]];
  const ii = i & 255, jj = j & 255, kk = k & 255;
  const G = 1 / 6;
  return 32 * (corner3(p[ii + p[jj + p[kk]]], x0, y0, z0) +
    corner3(p[ii + a[0] + p[jj + a[1] + p[kk + a[2]]]], x0 - a[0] + G, y0 - a[1] + G, z0 - a[2] + G) +
    corner3(p[ii + b[0] + p[jj + b[1] + p[kk + b[2]]]], x0 - b[0] + 2 * G, y0 - b[1] + 2 * G, z0 - b[2] + 2 * G) +
    corner3(p[ii + 1 + p[jj + 1 + p[kk + 1]]], x0 - 1 + 3 * G, y0 - 1 + 3 * G, z0 - 1 + 3 * G));
}

// A vertical slice: x across, y downwards (as on screen), at depth z. Positive density is rock.
const SLICE = { scale: 0.03, z: 0, ground: 120, falloff: 0.02 };

function labMap() {
  const p = permutation(1 + 5); // the caves' own noise table: world seed + 5
  return fillGrid({ x0: 0, y0: 0, step: 1, width: 320, height: 240 },
    (x, y) => simplex3(p, x * SLICE.scale, y * SLICE.scale, SLICE.z * SLICE.scale) + (y - SLICE.ground) * SLICE.falloff);
}
