#!/usr/bin/env python3
"""worldlab from Python through its C API (libworldlab_c) with ctypes: no compiler, no extension module.

Fills a terrain preset, a graph document, an Islands climate layer and the hero world's layers, and
prints one line per map, "manifest NAME HASH" or "cli ARGS HASH", that scripts/check-api-hashes.mjs
compares with the golden manifest and with `worldlab hash` (npm test runs it).

Usage: worldlab_ctypes.py [--lib PATH/libworldlab_c.so]
       (default: $WORLDLAB_C_LIB, else the system's libworldlab_c found by ctypes.util.find_library)
"""
import argparse
import ctypes
import ctypes.util
import os
import struct
import sys


class Grid(ctypes.Structure):
    _fields_ = [("x0", ctypes.c_double), ("y0", ctypes.c_double), ("step", ctypes.c_double),
                ("width", ctypes.c_int32), ("height", ctypes.c_int32)]

    def size(self):
        return self.width * self.height


class Point(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double), ("biome", ctypes.c_int32)]


class WorldlabError(Exception):
    pass


class Worldlab:
    """A thin wrapper: every call that returns a status raises WorldlabError with the library's message."""

    ISLANDS_LAYERS = {"height": 0, "coast": 3, "rank": 4, "temperature": 5, "air": 6, "moisture": 7, "biome": 8}
    WORLD_LAYERS = {"height": 0, "temperature": 1, "moisture": 2, "weight": 3, "biome": 4}

    def __init__(self, path):
        lib = ctypes.CDLL(path)
        handle = ctypes.c_void_p
        dbl_p = ctypes.POINTER(ctypes.c_double)
        size = ctypes.c_size_t
        i64 = ctypes.c_int64
        signatures = {
            "wl_last_error": (ctypes.c_char_p, []),
            "wl_version": (ctypes.c_char_p, []),
            "wl_hash_f64": (ctypes.c_uint64, [dbl_p, size]),
            "wl_default_map_grid": (ctypes.c_int, [ctypes.c_int32, ctypes.POINTER(Grid)]),
            "wl_terrain_preset": (ctypes.c_int, [ctypes.c_char_p, ctypes.POINTER(handle)]),
            "wl_terrain_free": (None, [handle]),
            "wl_fill_terrain": (ctypes.c_int, [i64, handle, ctypes.POINTER(Grid), dbl_p, size]),
            "wl_graph_parse": (ctypes.c_int, [ctypes.c_char_p, ctypes.POINTER(handle)]),
            "wl_graph_preset": (ctypes.c_int, [ctypes.c_char_p, ctypes.POINTER(handle)]),
            "wl_graph_doc_free": (None, [handle]),
            "wl_graph_compile": (ctypes.c_int, [handle, i64, ctypes.POINTER(handle)]),
            "wl_graph_free": (None, [handle]),
            "wl_graph_fill": (ctypes.c_int, [handle, ctypes.POINTER(Grid), dbl_p, size]),
            "wl_islands_recipe_map": (ctypes.c_int, [ctypes.c_char_p, i64, ctypes.c_int32, ctypes.POINTER(handle)]),
            "wl_islands_free": (None, [handle]),
            "wl_islands_fill_layer": (ctypes.c_int, [handle, ctypes.c_int32, dbl_p, size]),
            "wl_world_generate": (ctypes.c_int, [i64, ctypes.POINTER(Grid), ctypes.POINTER(handle)]),
            "wl_world_free": (None, [handle]),
            "wl_world_fill_layer": (ctypes.c_int, [handle, ctypes.c_int32, dbl_p, size]),
            "wl_world_rgb": (ctypes.c_int, [handle, ctypes.POINTER(ctypes.c_uint8), size]),
            "wl_world_tree_count": (size, [handle]),
            "wl_world_trees": (ctypes.c_int, [handle, ctypes.POINTER(Point), size]),
        }
        for name, (restype, argtypes) in signatures.items():
            fn = getattr(lib, name)
            fn.restype, fn.argtypes = restype, argtypes
        self.lib = lib

    def check(self, status):
        if status != 0:
            raise WorldlabError(self.lib.wl_last_error().decode())

    def version(self):
        return self.lib.wl_version().decode()

    def hash(self, values):
        return self.lib.wl_hash_f64(values, len(values))

    def map_grid(self, side):
        grid = Grid()
        self.check(self.lib.wl_default_map_grid(side, ctypes.byref(grid)))
        return grid

    def terrain(self, preset, seed, grid):
        t = ctypes.c_void_p()
        self.check(self.lib.wl_terrain_preset(preset.encode(), ctypes.byref(t)))
        try:
            out = (ctypes.c_double * grid.size())()
            self.check(self.lib.wl_fill_terrain(seed, t, ctypes.byref(grid), out, len(out)))
            return out
        finally:
            self.lib.wl_terrain_free(t)

    def graph(self, document, seed, grid, preset=False):
        doc, graph = ctypes.c_void_p(), ctypes.c_void_p()
        make = self.lib.wl_graph_preset if preset else self.lib.wl_graph_parse
        self.check(make(document.encode(), ctypes.byref(doc)))
        try:
            self.check(self.lib.wl_graph_compile(doc, seed, ctypes.byref(graph)))
            out = (ctypes.c_double * grid.size())()
            self.check(self.lib.wl_graph_fill(graph, ctypes.byref(grid), out, len(out)))
            return out
        finally:
            self.lib.wl_graph_free(graph)
            self.lib.wl_graph_doc_free(doc)

    def islands(self, recipe, seed, n, layers):
        m = ctypes.c_void_p()
        self.check(self.lib.wl_islands_recipe_map(recipe.encode(), seed, n, ctypes.byref(m)))
        try:
            result = {}
            for name in layers:
                out = (ctypes.c_double * (n * n))()
                self.check(self.lib.wl_islands_fill_layer(m, self.ISLANDS_LAYERS[name], out, len(out)))
                result[name] = out
            return result
        finally:
            self.lib.wl_islands_free(m)

    def world(self, seed, grid):
        w = ctypes.c_void_p()
        self.check(self.lib.wl_world_generate(seed, ctypes.byref(grid), ctypes.byref(w)))
        try:
            result = {}
            for name, layer in self.WORLD_LAYERS.items():
                out = (ctypes.c_double * grid.size())()
                self.check(self.lib.wl_world_fill_layer(w, layer, out, len(out)))
                result[name] = out
            rgb = (ctypes.c_uint8 * (3 * grid.size()))()
            self.check(self.lib.wl_world_rgb(w, rgb, len(rgb)))
            result["rgb"] = rgb
            trees = (Point * self.lib.wl_world_tree_count(w))()
            self.check(self.lib.wl_world_trees(w, trees, len(trees)))
            result["trees"] = trees
            return result
        finally:
            self.lib.wl_world_free(w)


def fnv1a64(values):
    """FNV-1a-64 over each double's 8 little-endian bytes, in Python: an independent check of wl_hash_f64."""
    h = 0xcbf29ce484222325
    for byte in struct.pack("<%dd" % len(values), *values):
        h = ((h ^ byte) * 0x100000001b3) & 0xffffffffffffffff
    return h


def doubles(values):
    return (ctypes.c_double * len(values))(*values)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", default=os.environ.get("WORLDLAB_C_LIB") or ctypes.util.find_library("worldlab_c"))
    parser.add_argument("--graph", help="a graph JSON document to fill (hashed against the CLI's --graph)")
    args = parser.parse_args()
    if not args.lib:
        sys.exit("libworldlab_c not found: pass --lib or set WORLDLAB_C_LIB")
    wl = Worldlab(args.lib)
    print("info worldlab C API", wl.version(), "from", args.lib)

    def line(kind, name, values):
        print("%s %s %016x" % (kind, name, wl.hash(values)))

    heights = wl.terrain("warp-single", 1, wl.map_grid(256))
    if fnv1a64(heights) != wl.hash(heights):
        print("FAIL wl_hash_f64 differs from FNV-1a-64 computed in Python")
    line("manifest", "preset:warp-single/seed=1/256", heights)
    line("cli", "--preset rolling-hills --seed -3 --size 100", wl.terrain("rolling-hills", -3, wl.map_grid(100)))

    line("manifest", "graph.tutorial-example.terrain/seed=-7/map",
         wl.graph("tutorial-example", -7, Grid(-20.5, -13.25, 3.7, 96, 72), preset=True))
    if args.graph:
        with open(args.graph) as f:
            values = wl.graph(f.read(), 9, Grid(0, 0, 4, 64, 64))
        line("cli", "--layer graph --graph %s --seed 9 --x0 0 --y0 0 --step 4 --width 64 --height 64" % args.graph,
             values)

    for name, values in wl.islands("cool-steppe", 1, 256, ["temperature", "moisture", "biome"]).items():
        line("manifest", "islands:cool-steppe/seed=1/256/%s" % name, values)

    world = wl.world(2147483648, Grid(-100, -60, 3, 64, 48))
    for name in ["height", "temperature", "moisture", "weight", "biome"]:
        line("manifest", "world.%s/seed=2147483648" % name, world[name])
    line("manifest", "world.rgb/seed=2147483648", doubles(list(world["rgb"])))
    line("manifest", "world.trees/seed=2147483648",
         doubles([v for t in world["trees"] for v in (t.x, t.y, float(t.biome))]))

    try:  # errors come back as messages naming the argument
        wl.terrain("warp-single", 1, Grid(0, 0, 1, 0, 10))
        print("FAIL a grid of width 0 was accepted")
    except WorldlabError as e:
        print("info refused as expected:", e)


if __name__ == "__main__":
    main()
