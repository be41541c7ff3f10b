"""Per fork (logs in pid order = fork order): its ratio, and the last C2 normal compile of each state loop and of
the hand-written tick: nmsize/inlined_bytes, and the inline failures in it. usage: summary.py DIR..."""
import subprocess, sys, glob, json, re, statistics, os
keys = ['update0_IDLE', 'update1_ALARM', 'update2_PURSUIT', 'update3_SEARCH', 'SoaBitsetTimed.tick']
for d in sys.argv[1:]:
    build, rnd = re.match(r'.*log-(\w+)-(\d+)', d).groups()
    js = json.load(open(d.rsplit('/log-', 1)[0] + '/%s-%s.json' % (build, rnd)))[0]['secondaryMetrics']
    ratios = [statistics.median([a / b for a, b in zip(v, bl)]) for v, bl in zip(js['variantNanos']['rawData'], js['baselineNanos']['rawData'])]
    logs = sorted(glob.glob(d + '/*.log'), key=lambda p: int(re.search(r'(\d+)\.log', p).group(1)))
    for i, log in enumerate(logs):
        text = subprocess.run(['python3', os.path.join(os.path.dirname(os.path.abspath(__file__)), 'tasks.py'), log, 'BrainstemTimedGuardsBatch update|SoaBitsetTimed tick'], capture_output=True, text=True).stdout
        last = {}; cur = None
        for line in text.splitlines():
            if line.startswith('#') and 'runtime events' not in line:
                m = re.match(r'#(\d+) (\S+) (\S+) t=(\S+) nmsize=(\S+) inlined_bytes=(\S+)', line)
                cur = None
                if m and m.group(3) == 'normal':
                    name = next(k for k in keys if m.group(2).endswith(k))
                    cur = last[name] = [m.group(1), m.group(4), m.group(5), m.group(6), []]
            elif cur is not None and 'FAIL' in line:
                cur[4].append(line.strip())
        print('%s-%s fork%d ratio %.3f  ' % (build, rnd, i + 1, ratios[i]) + '  '.join('%s #%s %s/%s%s' % (k.split('_')[-1], *last[k][:1], *last[k][2:4], (' fails:%d' % len(last[k][4])) if last[k][4] else '') for k in keys if k in last))
