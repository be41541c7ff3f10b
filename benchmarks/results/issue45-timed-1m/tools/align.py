"""Per fork: the address mod 64 of each tzcnt (a loop over a word's bits begins there) in the last C2 normal compile
of each printed method."""
import re, sys
text = open(sys.argv[1], errors='replace').read()
forks = re.split(r'^# Fork: (\d+) of \d+$', text, flags=re.M)
for i in range(1, len(forks), 2):
    last = {}
    for b in re.split(r'^(?=Compiled method \()', forks[i + 1], flags=re.M):
        m = re.match(r'Compiled method \(c2\)\s+\d+\s+(\d+)\s+(%?)\s*4\s+(\S+)', b)
        if m and m.group(2) != '%':
            adds = [int(a, 16) % 64 for a in re.findall(r'^\s+0x([0-9a-f]+):\s+tzcnt', b, flags=re.M)]
            last[m.group(3).split('::')[-1]] = adds
    print('fork', forks[i], ' '.join('%s:%s' % (k.split('_')[-1], last[k]) for k in sorted(last)))
