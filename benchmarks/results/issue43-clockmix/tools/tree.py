import sys,re
# the inline tree after the last C2 (level 4) compile of METHOD (non-OSR) in LOG
log,meth=sys.argv[1],sys.argv[2]
lines=open(log).read().split('\n')
head=re.compile(r'^\s+\d+\s+\d+\s+([%sbn!]*)\s+(\d)\s+(\S+)')
last=None
for i,l in enumerate(lines):
    m=head.match(l)
    if m and m.group(2)=='4' and m.group(3)==meth and '%' not in m.group(1) and 'made not entrant' not in l:
        last=i
if last is None: print('none'); sys.exit()
out=[lines[last]]
for l in lines[last+1:]:
    if head.match(l): 
        if 'made not entrant' in l: continue
        break
    out.append(l)
print('\n'.join(out))
