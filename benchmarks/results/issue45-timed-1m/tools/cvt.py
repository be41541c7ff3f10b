"""For each fork of a JMH log with -XX:CompileCommand=print: the last C2 compile (normal, not OSR) of each printed
method, its main code size and its vcvtsd2ss instructions (dst, dst, src: a false dependency on dst when dst != src)."""
import re, sys
text = open(sys.argv[1], errors='replace').read()
forks = re.split(r'^# Fork: (\d+) of \d+$', text, flags=re.M)
for i in range(1, len(forks), 2):
    body = forks[i + 1]
    blocks = re.split(r'^(?=Compiled method \()', body, flags=re.M)
    last = {}
    for b in blocks:
        m = re.match(r'Compiled method \(c2\)\s+\d+\s+(\d+)\s+(%?)\s*4\s+(\S+)', b)
        if not m or m.group(2) == '%':
            continue
        size = re.search(r'main code\s+\[[^\]]*\] = (\d+)', b).group(1)
        cvts = re.findall(r'vcvtsd2ss\s+(xmm\d+), (xmm\d+), (xmm\d+)', b)
        last[m.group(3).split('::')[-1]] = (m.group(1), size, cvts)
    for name in sorted(last):
        cid, size, cvts = last[name]
        tag = ' '.join('%s,%s,%s%s' % (d, d2, s, '' if d == s else '(FALSE-DEP)') for d, d2, s in cvts)
        print('fork %s %-16s #%s main code %s: %s' % (forks[i], name, cid, size, tag))
