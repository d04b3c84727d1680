# Sourced by the scripts: the environment Debian's emscripten needs.
export NODE_PATH=/usr/share/nodejs  # emscripten's acorn lives there
JOBS=${JOBS:-$(nproc)}
export CMAKE_BUILD_PARALLEL_LEVEL=$JOBS
