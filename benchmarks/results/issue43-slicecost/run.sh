#!/bin/bash
# run.sh JAR LABEL: every (1,4,8) x sizes, one JVM each, twice alternating
J=$1; L=$2; shift 2
for rep in 1 2; do
for n in ${SIZES:-10000 100000 1000000}; do
for e in 1 4 8; do
  echo -n "$L rep$rep "; java -Xms2g -Xmx2g -XX:+UseParallelGC -cp $J:/tmp/sc SliceLoop $e $n ${SETTLE:-3000} ${TICKS:-600} 5
done; done; done
