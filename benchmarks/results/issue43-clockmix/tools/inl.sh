#!/usr/bin/env bash
# inl.sh OUTDIR TAG: PrintInlining of the timed shape and the guard at 1M, alongside none and the crowd, one fork each.
set -euo pipefail
out=$1; tag=$2; jar=${JAR:-/tmp/clockmix/hook.jar}
for a in none brainstemCrowdIdBatch; do
  java -jar "$jar" '\.PairedTickBenchmark\.' -f 1 -wi 3 -i 2 -foe true -p entities=1000000 -p alongside=$a \
    -p variant=brainstemTimedIdBatch -p baseline=handSoaBitsetTimed \
    -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:+PrintCompilation -XX:+PrintInlining" > "$out/inl-timed-$a-$tag.log" 2>&1
  java -jar "$jar" '\.PairedTickBenchmark\.' -f 1 -wi 3 -i 2 -foe true -p entities=1000000 -p alongside=$a \
    -p variant=brainstemIdBatch \
    -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:+PrintCompilation -XX:+PrintInlining" > "$out/inl-guard-$a-$tag.log" 2>&1
done
