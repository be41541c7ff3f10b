#!/usr/bin/env bash
# Runs the whole benchmark suite and writes benchmarks/results/: jmh.json (JMH's results), jmh.txt (its
# log), machine.txt, results.md (ns per entity-update with ratios against the hand-written limit, bytes
# per tick, dispatch cost, the design's targets) and chart.png.
#
#   benchmarks/run.sh                       # the whole suite: about 17 minutes on 2 cores
#   benchmarks/run.sh TickBenchmark -p entities=100000    # any JMH arguments narrow it
#
# Environment: MVN_ARGS is passed to Maven (e.g. MVN_ARGS="-o -Dmaven.repo.local=..."); SKIP_BUILD=1
# reuses benchmarks/target/benchmarks.jar; JMH_OPTS replaces the default run options below; RESULTS
# writes somewhere else than benchmarks/results.
set -euo pipefail
cd "$(dirname "$0")/.."
results=${RESULTS:-benchmarks/results}
jar=benchmarks/target/benchmarks.jar

# Two forks per benchmark and parameter set (the JIT does not compile a loop the same way in every
# JVM, and a fork can come out 1.5x slower than the next), 2 warm-up and 4 measured iterations of 1 s
# each; the report takes the median of the 8. With the allocation profiler: JMH's bytes per operation
# is bytes per tick.
read -r -a options <<< "${JMH_OPTS:--f 2 -wi 2 -i 4 -w 1s -r 1s -prof gc}"

if [[ "${SKIP_BUILD:-}" != 1 ]]; then
    # shellcheck disable=SC2086
    mvn -B -ntp -q ${MVN_ARGS:-} -Pjmh -pl processor,benchmarks -am package -DskipTests
fi

mkdir -p "$results"
{
    model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//' || true)
    memory=$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo || true)
    os=$(. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME" || uname -s)
    echo "${model:-unknown CPU}, $(nproc) cores, ${memory:-unknown memory}, $os, $(date -u +%Y-%m-%d)"
} > "$results/machine.txt"

start=$(date +%s)
java -jar "$jar" "${options[@]}" -rf json -rff "$results/jmh.json" "$@" 2>&1 | tee "$results/jmh.txt"
echo "JMH took $(( ($(date +%s) - start) / 60 )) min $(( ($(date +%s) - start) % 60 )) s"

java -Djava.awt.headless=true -cp "$jar" dev.brainstem.benchmarks.report.Report \
    "$results/jmh.json" "$results" "$results/machine.txt"
echo "wrote $results/results.md and $results/chart.png"
