"""Summarise C2 compiles in a HotSpot -XX:+LogCompilation log: per task, its method, kind (osr), nmsize,
inlined_bytes and the inlining tree (callee, bci, inlined or the failure reason); plus runtime uncommon traps
and make_not_entrant events. usage: tasks.py LOG [method-regex]"""
import re, sys, html
attr = re.compile(r"(\w+)='([^']*)'")
def attrs(line): return {k: html.unescape(v) for k, v in attr.findall(line)}
log = sys.argv[1]
want = re.compile(sys.argv[2] if len(sys.argv) > 2 else r"BrainstemTimedGuards|SoaBitsetTimed|Lambda|runtime\.|PairedTick")
short = lambda m: re.sub(r"^\S*\.", "", m.split(' (')[0]).replace(' ', '.')
out = []
events = []
with open(log, errors='replace') as f:
    lines = iter(f)
    for line in lines:
        if line.startswith('<task ') and "level='" not in line:   # C2 task (C1 tasks carry a level)
            a = attrs(line)
            if not want.search(a['method']):
                continue
            kind = 'osr@%s' % a['osr_bci'] if 'osr_bci' in a else 'normal'
            klass, meth = {}, {}
            depth = 0; tree = []; pending = None; stack = []
            for l in lines:
                if l.startswith('<klass ') or l.startswith('<type '):
                    b = attrs(l); klass[b['id']] = b['name'].split('.')[-1]
                elif l.startswith('<method '):
                    b = attrs(l); meth[b['id']] = klass.get(b['holder'], '?') + '.' + b['name'] + '(%s)' % b.get('bytes', '?')
                elif l.startswith('<bc '):
                    bci = attrs(l)['bci']
                elif l.startswith('<call '):
                    b = attrs(l); pending = [depth, bci, meth.get(b['method'], b['method']), b.get('count', '?'), None]
                    tree.append(pending)
                elif l.startswith('<inline_success') or l.startswith('<inline_fail') or l.startswith('<intrinsic'):
                    if pending is not None and pending[4] is None:
                        b = attrs(l)
                        pending[4] = ('inline: ' if l.startswith('<inline_success') else 'FAIL: ' if l.startswith('<inline_fail') else 'intrinsic ') + b.get('reason', b.get('id', ''))
                elif l.startswith('<parse '):
                    depth += 1
                elif l.startswith('</parse>'):
                    depth -= 1
                elif l.startswith('<task_done'):
                    b = attrs(l)
                    out.append((a['compile_id'], short(a['method']), kind, a.get('stamp'), b.get('nmsize'), b.get('inlined_bytes'), b.get('success'), tree))
                    break
                elif l.startswith('<failure'):
                    tree.append([0, '-', 'COMPILE FAILURE ' + attrs(l).get('reason', ''), '', ''])
        elif line.startswith('<uncommon_trap thread') or line.startswith('<make_not_entrant') :
            a = attrs(line)
            nxt = next(lines, '')
            m = attrs(nxt).get('method', '') if nxt.startswith('<jvms') else ''
            if want.search(m) or want.search(a.get('method', '')):
                events.append('%s %s id=%s %s %s %s' % (a.get('stamp'), line.split()[0][1:], a.get('compile_id'), a.get('reason', ''), a.get('action', ''), short(m or a.get('method', ''))))
for cid, m, kind, stamp, nm, ib, ok, tree in out:
    print('#%s %s %s t=%ss nmsize=%s inlined_bytes=%s%s' % (cid, m, kind, stamp, nm, ib, '' if ok == '1' else ' FAILED'))
    for d, bci, callee, count, res in tree:
        print('   ' + '  ' * (d - 1) + '@%s %s count=%s %s' % (bci, callee, count, res or ''))
print('# runtime events')
for e in events: print(e)
