#!/usr/bin/env bash
# run6.sh OUT: the crowd set up after the pair (the pair's heap as alone; TimedClock loaded after the pair's loops compiled), 6 forks, and this build's order, 4 forks.
set -euo pipefail
out=$1
o=(-f 6 -wi 3 -i 4 -foe true -p entities=1000000 -p variant=brainstemTimedIdBatch -p baseline=handSoaBitsetTimed -p alongside=brainstemCrowdIdBatch)
java -jar late.jar '\.PairedTickBenchmark\.' "${o[@]}" -rf json -rff $out/late.json > $out/late.log 2>&1
