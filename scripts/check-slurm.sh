#!/usr/bin/env bash
# examples/slurm/tiles.sbatch on a real one-node Slurm: starts its own munged (a fresh key and socket) and
# slurmctld and slurmd (a minimal slurm.conf, state and logs in a temporary folder; nothing of the system's is
# read or changed), submits the script as an array with a step, --array=0-6:2 (task ids 0, 2, 4, 6 are shards
# 0..3 through SLURM_ARRAY_TASK_STEP), waits for it, and checks that every task ran as its own shard and that the
# folder equals one process's render of the same tiles and passes `worldlab tiles --verify`; then submits it as a
# list that is not one range (--array=1,4,5), whose every task must be refused. The daemons are
# stopped and the folder removed on every exit. Needs root and Debian's slurm-wlm and munge (scripts/setup.sh);
# without them it fails, saying why, rather than passing.
# Usage: scripts/check-slurm.sh [path to the worldlab CLI] (default build/gcc-release/worldlab)
set -uo pipefail
cd "$(dirname "$0")/.."
cli=$(realpath "${1:-build/gcc-release/worldlab}")
start=$SECONDS
die() {
  echo "FAIL $*"
  exit 1
}
((EUID == 0)) || die "the Slurm check starts munged, slurmctld and slurmd itself and needs root (run as root, or sudo)"
for tool in munged mungekey munge unmunge slurmctld slurmd sbatch squeue sinfo; do
  command -v "$tool" >/dev/null || die "no $tool: install Debian's slurm-wlm and munge (scripts/setup.sh)"
done
[ -x "$cli" ] || die "no worldlab CLI at $cli"

work=$(mktemp -d "${TMPDIR:-/tmp}/worldlab-slurm.XXXXXX")
chmod 755 "$work"  # munged runs as the munge user and slurmd's job steps must reach the script's folder
pids=()
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${pids[@]}"; do
    for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$pid" 2>/dev/null
  done
  rm -rf "$work"
}
trap cleanup EXIT
show_logs() {
  local f
  for f in "$work"/slurmctld.log "$work"/slurmd.log "$work"/munged.log; do
    [ -f "$f" ] && { echo "--- last lines of $f"; tail -15 "$f"; }
  done
}

# munge: our own key and socket, run as the munge user (munged refuses keys not owned by its user).
mkdir "$work/munge"
mungekey --create --keyfile="$work/munge/munge.key" 2>"$work/mungekey.log" || die "mungekey: $(cat "$work/mungekey.log")"
chown -R munge:munge "$work/munge"
chmod 755 "$work/munge"  # the socket must be reachable by root's clients
socket=$work/munge/munge.socket
runuser -u munge -- munged --foreground --key-file="$work/munge/munge.key" --socket="$socket" \
  --pid-file="$work/munge/munged.pid" --log-file="$work/munged.log" --seed-file="$work/munge/munged.seed" \
  >>"$work/munged.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -S "$socket" ] && break; sleep 0.1; done
[ -S "$socket" ] || { show_logs; die "munged did not start (no socket $socket)"; }
echo "check" | munge --socket="$socket" | unmunge --socket="$socket" >/dev/null ||
  { show_logs; die "munge cannot encode and decode a credential on its own socket"; }

# slurm.conf: this host as controller and only node, its CPUs and memory as slurmd -C reports them.
host=$(hostname -s)
node=$(slurmd -C | head -1)
[[ $node == NodeName=$host* ]] || die "slurmd -C said \"$node\", not this host ($host)"
mkdir -p "$work/state" "$work/spool" "$work/out"
export SLURM_CONF=$work/slurm.conf
cat >"$SLURM_CONF" <<EOF
ClusterName=worldlab-check
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$socket
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
MpiDefault=none
ReturnToService=2
$node NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=check Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -D -i -f "$SLURM_CONF" >>"$work/slurmctld.log" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >>"$work/slurmd.log" 2>&1 &
pids+=($!)
state=
for _ in $(seq 100); do
  state=$(sinfo -h -n "$host" -o %T 2>/dev/null)
  [ "$state" = idle ] && break
  sleep 0.2
done
[ "$state" = idle ] || { show_logs; die "slurmctld and slurmd did not bring node $host up (state \"$state\")"; }
echo "ok   munged, slurmctld and slurmd up, node $host idle ($((SECONDS - start)) s)"

# The example as written, as an array with a step; a small world; one CPU per task so that two run at once.
# The settings go in sbatch's environment (its default --export=ALL passes them on): TILES holds a comma, which
# --export=NAME=VALUE,... would split.
job=$(OUT=$work/tiles WORLDLAB=$cli TILE_SIZE=32 TILES=0:3,0:1 sbatch --parsable --array=0-6:2 --cpus-per-task=1 \
  --chdir="$work" --output="$work/out/task-%a.log" examples/slurm/tiles.sbatch) ||
  { show_logs; die "sbatch refused examples/slurm/tiles.sbatch"; }
for _ in $(seq 600); do
  [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break
  sleep 0.2
done
[ -z "$(squeue -h -j "$job")" ] || { show_logs; die "array job $job still queued or running after 120 s: $(squeue -j "$job")"; }
failures=0
ok() { echo "ok   $*"; }
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
# Each task's log names its shard; ids 0, 2, 4, 6 must be shards 0, 1, 2, 3 of 4.
shards=
for id in 0 2 4 6; do
  shards+=$(sed -n 's/.*(terrain, shard \([0-9]*\/[0-9]*\)).*/\1/p' "$work/out/task-$id.log" 2>/dev/null)" "
done
[ "$shards" = "0/4 1/4 2/4 3/4 " ] && ok "sbatch --array=0-6:2 examples/slurm/tiles.sbatch: task ids 0, 2, 4, 6 ran as shards ${shards% }" ||
  {
    for f in "$work"/out/*.log; do echo "--- $f" && cat "$f"; done
    fail "the tasks' shards were \"$shards\", not 0/4 1/4 2/4 3/4"
  }
"$cli" tiles --preset warp-single --seed 1 --step 0.001953125 --tile-size 32 --tiles 0:3,0:1 --quiet --out "$work/one"
same=1
cmp -s "$work/one/index.json" "$work/tiles/index.json" || same=0
for f in "$work"/one/tile_*; do cmp -s "$f" "$work/tiles/$(basename "$f")" || same=0; done
((same)) && "$cli" tiles --verify "$work/tiles" --quiet >/dev/null &&
  ok "the array's folder = one process's render (index.json and 8 tiles) and passes tiles --verify" ||
  fail "the array's folder differs from one process's render or fails --verify"
# A list that is not one range: Slurm gives it MIN 1, MAX 5, STEP 1, COUNT 3, from which no index follows; every
# task is refused (the first too) and nothing is written.
job=$(OUT=$work/list WORLDLAB=$cli TILE_SIZE=32 TILES=0:3,0:1 sbatch --parsable --array=1,4,5 --cpus-per-task=1 \
  --chdir="$work" --output="$work/out/list-%a.log" examples/slurm/tiles.sbatch) || fail "sbatch --array=1,4,5"
for _ in $(seq 600); do
  [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break
  sleep 0.2
done
refused=$(grep -l "the array is not one range" "$work"/out/list-{1,4,5}.log 2>/dev/null | wc -l)
((refused == 3)) && [ ! -e "$work/list" ] &&
  ok "sbatch --array=1,4,5 examples/slurm/tiles.sbatch: all 3 tasks refused ($(head -1 "$work/out/list-1.log"))" ||
  fail "--array=1,4,5: $refused of 3 tasks refused, or a folder was written: $(cat "$work"/out/list-*.log)"
echo "Slurm check: $failures failed ($((SECONDS - start)) s, Slurm $(sinfo -V | cut -d' ' -f2))"
((failures == 0))
