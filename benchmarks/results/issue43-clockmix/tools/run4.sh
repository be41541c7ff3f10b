#!/usr/bin/env bash
# run4.sh OUT: the timed shape at 1M, this build with the hook: alone, with the crowd, with the crowd and Timing.moved out of line; 4 forks each, two rounds.
set -euo pipefail
out=$1
o=(-f 2 -wi 3 -i 4 -foe true -p entities=1000000 -p variant=brainstemTimedIdBatch -p baseline=handSoaBitsetTimed)
for r in 1 2; do
java -jar hook.jar '\.PairedTickBenchmark\.' "${o[@]}" -p alongside=none -rf json -rff $out/none-$r.json > $out/none-$r.log 2>&1
java -jar hook.jar '\.PairedTickBenchmark\.' "${o[@]}" -p alongside=brainstemCrowdIdBatch -rf json -rff $out/crowd-$r.json > $out/crowd-$r.log 2>&1
java -jar hook.jar '\.PairedTickBenchmark\.' "${o[@]}" -p alongside=brainstemCrowdIdBatch -jvmArgsAppend "-XX:CompileCommand=quiet -XX:CompileCommand=dontinline,dev.brainstem.runtime.internal.Timing::moved" -rf json -rff $out/crowd-outline-$r.json > $out/crowd-outline-$r.log 2>&1
done
