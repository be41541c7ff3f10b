#!/usr/bin/env bash
# Runs the whole benchmark suite and writes benchmarks/results/: jmh.json (the guard's tick benchmarks),
# jmh-churn.json (the churn's), jmh-messages.json (the mail and West World), jmh-dispatch.json, jmh*.txt
# (their logs), memory.tsv and memory.txt (MemoryPerEntity), machine.txt, results.md (ns per entity-update
# on every workload with ratios against the limit or the hand-written queue and against gdx-ai, bytes per
# tick, memory per entity, dispatch cost, the design's targets),
# chart.png (the guard) and chart-churn.png.
#
#   benchmarks/run.sh                       # the whole suite: about 33 minutes on 2 cores
#   benchmarks/run.sh '\.TickBenchmark\.tick$' -p entities=100000   # any JMH arguments: one JMH run of those
#
# The whole suite is four JMH runs: every tick benchmark on the guard (every variant); TickBenchmark on the
# churn for the variants of Variants.CHURN (Brainstem's batches, sequential and parallel, its one-entity
# loops, the four hand-written limits and gdx-ai); MessageBenchmark (the mail and West World: Brainstem's
# batches in id and object mode, gdx-ai's MessageDispatcher, the hand-written queues); the dispatch benchmark
# (one fork: its figures are ns per call and steady). Then MemoryPerEntity on 1,000,000 entities, 300 ticks
# (1.5 to 3 minutes).
#
# Environment: MVN_ARGS is passed to Maven (e.g. MVN_ARGS="-o -Dmaven.repo.local=..."); SKIP_BUILD=1
# reuses benchmarks/target/benchmarks.jar; JMH_OPTS replaces the run options below (of every JMH run);
# SKIP_MEMORY=1 leaves MemoryPerEntity out; RESULTS writes somewhere else than benchmarks/results.
set -euo pipefail
cd "$(dirname "$0")/.."
results=${RESULTS:-benchmarks/results}
jar=benchmarks/target/benchmarks.jar

# Two forks per benchmark and parameter set (the JIT does not compile a loop the same way in every JVM,
# and a fork can come out 1.5x slower than the next), 1 warm-up and 4 measured iterations of 1 s each
# (each population was ticked 240 times before, so the JIT is warm); the report takes the median of the
# 8. With the allocation profiler: JMH's bytes per operation is bytes per tick.
read -r -a options <<< "${JMH_OPTS:--f 2 -wi 1 -i 4 -w 1s -r 1s -prof gc}"
read -r -a dispatch_options <<< "${JMH_OPTS:--f 1 -wi 2 -i 3 -w 1s -r 1s}"

if [[ "${SKIP_BUILD:-}" != 1 ]]; then
    # The processor is in the reactor so that the benchmarks are processed by this checkout's processor.
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
rm -f "$results"/jmh*.json
if [[ $# -gt 0 ]]; then
    java -jar "$jar" "${options[@]}" -rf json -rff "$results/jmh.json" "$@" 2>&1 | tee "$results/jmh.txt"
else
    java -jar "$jar" '\.(Tick|SquirrelTick|SpringTick)Benchmark\.tick$' -p workload=guard "${options[@]}" \
        -rf json -rff "$results/jmh.json" 2>&1 | tee "$results/jmh.txt"
    churn=$(java -cp "$jar" dev.brainstem.benchmarks.Variants churn)
    java -jar "$jar" '\.TickBenchmark\.tick$' -p workload=churn -p variant="$churn" "${options[@]}" \
        -rf json -rff "$results/jmh-churn.json" 2>&1 | tee "$results/jmh-churn.txt"
    java -jar "$jar" '\.MessageBenchmark\.tick$' "${options[@]}" \
        -rf json -rff "$results/jmh-messages.json" 2>&1 | tee "$results/jmh-messages.txt"
    java -jar "$jar" '\.DispatchBenchmark\.' "${dispatch_options[@]}" \
        -rf json -rff "$results/jmh-dispatch.json" 2>&1 | tee "$results/jmh-dispatch.txt"
fi
echo "JMH took $(( ($(date +%s) - start) / 60 )) min $(( ($(date +%s) - start) % 60 )) s"

memory_args=()
if [[ "${SKIP_MEMORY:-}" != 1 && $# -eq 0 ]]; then
    java -cp "$jar" dev.brainstem.benchmarks.memory.MemoryPerEntity --ticks 300 --out "$results/memory.tsv" \
        | tee "$results/memory.txt"
    memory_args=(--memory "$results/memory.tsv")
fi

java -Djava.awt.headless=true -cp "$jar" dev.brainstem.benchmarks.report.Report \
    --machine "$results/machine.txt" "${memory_args[@]}" "$results" "$results"/jmh*.json
echo "wrote $results/results.md and its charts"
