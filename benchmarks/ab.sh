#!/usr/bin/env bash
# An A/B of two builds of the benchmarks on a shared machine, in paired rounds: each round runs the same JMH
# benchmarks with the first jar, then with the second, one fork each, and the report takes every ratio within
# a round (B over A; each variant over the limit run beside it) and the median over the rounds. This machine's
# speed drifts by more than most changes (the limit at a million guards measured 2.6 to 5.3 ms per tick within
# one hour on 2026-11-26), and runs a minute apart drift together, where the medians of two separate runs do
# not. For the README's tables use run.sh; this is for deciding whether a change helps.
#
#   cp benchmarks/target/benchmarks.jar /tmp/old.jar    # before the change; build again after it
#   benchmarks/ab.sh /tmp/old.jar benchmarks/target/benchmarks.jar '\.TickBenchmark\.tick$' -p workload=guard \
#       -p variant=brainstemIdBatch,handSoaBitsetBuckets -p entities=1000000
#
# ROUNDS (default 5) rounds; ROUND_OPTS (default -f 1 -wi 2 -i 5 -w 1s -r 1s) are each run's options; BASELINE
# (default handSoaBitsetBuckets, the limit) the variant each one is divided by; REPORT_JAR (default
# benchmarks/target/benchmarks.jar) the jar whose report.Rounds reads the rounds. The runs' JSON and logs go to
# benchmarks/target/ab/ (old-ROUND.json, new-ROUND.json).
set -euo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: benchmarks/ab.sh OLD.jar NEW.jar JMH_ARGS...}
new=${2:?usage: benchmarks/ab.sh OLD.jar NEW.jar JMH_ARGS...}
shift 2
read -r -a options <<< "${ROUND_OPTS:--f 1 -wi 2 -i 5 -w 1s -r 1s}"
out=benchmarks/target/ab
rm -rf "$out"
mkdir -p "$out"
# The order alternates (old then new, then new then old): the second run of a round measured slower than the
# first, identical code included, in four rounds of five on 2026-11-26.
for round in $(seq 1 "${ROUNDS:-5}"); do
    order=(old new)
    (( round % 2 == 0 )) && order=(new old)
    for label in "${order[@]}"; do
        jar=$old
        [[ $label == new ]] && jar=$new
        echo "round $round: $label ($jar)"
        java -jar "$jar" "${options[@]}" "$@" -rf json -rff "$out/$label-$round.json" > "$out/$label-$round.txt" 2>&1
    done
done
# Old first: the first label is A, the second B. The report is this checkout's (REPORT_JAR): an old jar may
# predate it.
java -cp "${REPORT_JAR:-benchmarks/target/benchmarks.jar}" dev.brainstem.benchmarks.report.Rounds \
    --baseline "${BASELINE:-handSoaBitsetBuckets}" "$out"/old-*.json "$out"/new-*.json
