#!/usr/bin/env bash
# The machine code C2 made of a method while a tick benchmark ran: one fork of TickBenchmark with the method
# printed (-XX:CompileCommand=print), decoded by benchmarks/asm.py with objdump, as no hsdis that JDK 17 loads
# is packaged for this machine. Build the benchmarks first (benchmarks/run.sh, or the package command in
# benchmarks/README.md).
#
#   benchmarks/asm.sh brainstemIdBatch 100000 'BrainstemGuardsBatch::updateWords'
#   benchmarks/asm.sh handSoaBitsetBuckets 100000 'SoaBitsetBuckets::tickWords'
#
# The JVM's raw output goes to benchmarks/target/asm/, the disassembly to standard output.
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:?usage: benchmarks/asm.sh VARIANT ENTITIES CLASS::METHOD}
entities=${2:?usage: benchmarks/asm.sh VARIANT ENTITIES CLASS::METHOD}
method=${3:?usage: benchmarks/asm.sh VARIANT ENTITIES CLASS::METHOD}
dir=benchmarks/target/asm
mkdir -p "$dir"
raw="$dir/${method//[^A-Za-z0-9_]/_}.txt"

java -jar benchmarks/target/benchmarks.jar '^.*\.TickBenchmark\.tick$' -p entities="$entities" -p variant="$variant" \
    -p workload=guard -f 1 -wi 3 -i 2 -w 1s -r 1s \
    -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=print,*$method" > "$raw" 2>&1
python3 benchmarks/asm.py "$raw" "$method"
