"""Per fork: median ratio variant/baseline, and each tick's median time in ms (the pair's ns/op split by the
two totals)."""
import json,sys,statistics
for f in sys.argv[1:]:
    d=json.load(open(f))
    for b in d:
        p=b['params']; sm=b['secondaryMetrics']
        v=sm['variantNanos']['rawData']; bl=sm['baselineNanos']['rawData']; sc=b['primaryMetric']['rawData']
        for i,(vf,bf,sf) in enumerate(zip(v,bl,sc)):
            r=[a/c for a,c in zip(vf,bf)]
            vt=[s*a/(a+c)/1e6 for s,a,c in zip(sf,vf,bf)]; bt=[s*c/(a+c)/1e6 for s,a,c in zip(sf,vf,bf)]
            print(f"{'/'.join(f.split('/')[-2:]):46s} {p['entities']:>8s} fork{i+1} ratio {statistics.median(r):.3f} variant {statistics.median(vt):6.3f} ms baseline {statistics.median(bt):6.3f} ms")
