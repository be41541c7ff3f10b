#!/usr/bin/env python3
"""Disassembles the machine code a HotSpot JVM printed as hex (-XX:CompileCommand=print,...) with objdump.

The JDK 17 and 25 product JVMs print their compiled code as hex unless an hsdis library that exports
decode_instructions_virtual sits beside libjvm.so, and Debian's libhsdis0-fcml exports only the older
decode_instructions. objdump (binutils, which comes with gcc) decodes the same bytes; HotSpot's comments (the
bytecode each instruction came from, safepoint polls, calls, implicit null checks) are kept above the
instruction at their address.

    python3 benchmarks/asm.py RAW [METHOD]

RAW is the JVM's output; METHOD (a substring, e.g. 'BrainstemGuardsBatch::updateWords') picks the method.
Prints the last C2 (tier 4) compilation of each method that matches, the whole-method one rather than an
on-stack replacement when there is one. benchmarks/asm.sh runs a benchmark and calls this.
"""
import re
import subprocess
import sys
import tempfile

HEADER = re.compile(r'^Compiled method \((c1|c2)\)\s+\d+\s+\d+\s+(%?)\s*(\d)\s+(\S+)')
CODE = re.compile(r'^\s+0x([0-9a-f]+): (.*)$')
HEX = re.compile(r'^[0-9a-f]{2,8}$')


def compilations(lines):
    """Yields (method, osr, tier, first line, end line) for each compiled method the output prints."""
    starts = [i for i, line in enumerate(lines) if HEADER.match(line)]
    for n, start in enumerate(starts):
        m = HEADER.match(lines[start])
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        yield m.group(4), m.group(2) == '%', int(m.group(3)), start, end


def decode(lines):
    """The bytes from the entry point to the stub code, their address, and HotSpot's comments by address."""
    base, code, notes, started = None, bytearray(), {}, False
    for line in lines:
        if '[Entry Point]' in line or '[Verified Entry Point]' in line:
            started = True
        if line.startswith('[Stub Code]') or line.startswith('[Exception Handler]'):
            break
        if not started:
            continue
        m = CODE.match(line)
        at = base + len(code) if base is not None else 0
        if m:
            address, rest = int(m.group(1), 16), m.group(2)
            if rest.startswith(';'):
                notes.setdefault(address, []).append(rest.strip())
                continue
            groups = [g for g in rest.split(';')[0].replace('|', ' ').split()]
            if not groups or not all(HEX.match(g) for g in groups):
                continue
            if base is None:
                base = address
            if address > base + len(code):
                code += b'\x90' * (address - base - len(code))  # a gap HotSpot did not print: padding
            elif address < base + len(code):
                continue
            for g in groups:
                code += bytes.fromhex(g)
        elif line.strip().startswith(';') and base is not None:
            notes.setdefault(at, []).append(line.strip())
    return base, bytes(code), notes


def disassemble(base, code, notes):
    with tempfile.NamedTemporaryFile(suffix='.bin') as f:
        f.write(code)
        f.flush()
        out = subprocess.run(['objdump', '-D', '-b', 'binary', '-mi386:x86-64', '-Mintel',
                              '--adjust-vma=%#x' % base, f.name], capture_output=True, text=True, check=True).stdout
    for line in out.split('\n'):
        m = re.match(r'\s*([0-9a-f]+):', line)
        if m:
            for note in notes.pop(int(m.group(1), 16), []):
                print('        ' + note)
        if m or line.startswith('Disassembly'):
            print(line)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    lines = open(sys.argv[1], errors='replace').read().split('\n')
    wanted = sys.argv[2] if len(sys.argv) == 3 else ''
    last = {}
    for method, osr, tier, start, end in compilations(lines):
        if tier == 4 and wanted in method and (not osr or method not in last or last[method][0]):
            last[method] = (osr, start, end)
    if not last:
        sys.exit('asm.py: no C2 compilation of a method matching %r in %s' % (wanted, sys.argv[1]))
    for method, (osr, start, end) in last.items():
        print('==== %s%s (C2)' % (method, ' (on-stack replacement)' if osr else ''))
        base, code, notes = decode(lines[start:end])
        if base is None:
            print('    (no hex: the JVM printed this one with a disassembler)')
            print('\n'.join(lines[start:end]))
            continue
        disassemble(base, code, notes)


if __name__ == '__main__':
    main()
