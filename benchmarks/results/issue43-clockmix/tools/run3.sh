#!/usr/bin/env bash
# run3.sh OUT: the timed shape at 1M with the crowd alongside, 6 forks each: the fix, the hook alone, the fix with Timing.moved kept out of line.
set -euo pipefail
out=$1
o=(-f 6 -wi 3 -i 4 -foe true -p entities=1000000 -p alongside=brainstemCrowdIdBatch -p variant=brainstemTimedIdBatch -p baseline=handSoaBitsetTimed)
java -jar fix.jar '\.PairedTickBenchmark\.' "${o[@]}" -rf json -rff $out/fix.json > $out/fix.log 2>&1
java -jar hook.jar '\.PairedTickBenchmark\.' "${o[@]}" -rf json -rff $out/hook.json > $out/hook.log 2>&1
java -jar fix.jar '\.PairedTickBenchmark\.' "${o[@]}" -jvmArgsAppend "-XX:CompileCommand=quiet -XX:CompileCommand=dontinline,dev.brainstem.runtime.internal.Timing::moved" -rf json -rff $out/fix-outline.json > $out/fix-outline.log 2>&1
