// Reads a recording the page loads, and refuses whole, naming the line and what is wrong with it, anything that
// is not a recording of the machines this page shows: a recording is drawn on the page's own diagrams, so one of
// another machine (even with as many states) would draw wrong numbers without a word.
'use strict';
const Recordings = (() => {
  const MAX_RECORDING_BYTES = 128 * 1024 * 1024;

  function checkSize(bytes) {
    if (bytes > MAX_RECORDING_BYTES) {
      throw new Error('too large: ' + (bytes / 1048576).toFixed(0) + ' MB; the page loads recordings of at most '
        + (MAX_RECORDING_BYTES / 1048576) + ' MB (keep the first line and a part of the ticks: head -n, say)');
    }
  }

  // {header, ticks}, or an Error whose message names the first line that is wrong.
  function read(text, machines) {
    const lines = text.split('\n');
    let header = null;
    const ticks = [];
    for (let i = 0; i < lines.length; i++) {
      const raw = lines[i].trim();
      if (!raw) continue;
      const at = 'line ' + (i + 1) + ': ';
      let value;
      try {
        value = JSON.parse(raw);
      } catch (e) {
        throw new Error(at + (header ? 'not JSON' : 'not a Brainstem recording (its first line is not JSON)'));
      }
      if (header) ticks.push(checkTick(value, header, at));
      else header = checkHeader(value, machines, at);
    }
    if (!header) throw new Error('not a Brainstem recording: the file is empty');
    return {header, ticks};
  }

  const isObject = v => v !== null && typeof v === 'object' && !Array.isArray(v);
  const isCount = v => Number.isSafeInteger(v) && v >= 0;
  const names = list => list.map(m => m.name).join(', ');

  function checkHeader(h, machines, at) {
    if (!isObject(h) || h.recording !== 1 || !Array.isArray(h.machines)
        || !h.machines.every(m => isObject(m) && typeof m.name === 'string' && Array.isArray(m.states) && isCount(m.edges))) {
      throw new Error(at + 'not a Brainstem recording (its first line names no machines)');
    }
    if (h.machines.length !== machines.length || h.machines.some((m, i) => m.name !== machines[i].name)) {
      throw new Error('a recording of ' + names(h.machines) + ', not of ' + names(machines) + ' as this page shows');
    }
    h.machines.forEach((m, i) => {
      const states = machines[i].states;
      if (m.states.length !== states.length || m.states.some((s, k) => s !== states[k])) {
        throw new Error('a recording of another ' + m.name + ': its states are ' + m.states.join(', ')
          + ', this one\'s are ' + states.join(', '));
      }
      if (m.edges !== machines[i].edges.length + 1) {
        throw new Error('a recording of another ' + m.name + ': it counts ' + m.edges + ' edges, this one '
          + (machines[i].edges.length + 1));
      }
    });
    return h;
  }

  function checkTick(t, header, at) {
    if (!isObject(t)) throw new Error(at + 'a tick is an object {"b":..,"tick":..,"clock":..,"pop":[..],"edges":[..]}');
    const extra = Object.keys(t).filter(k => !['b', 'tick', 'clock', 'pop', 'edges'].includes(k));
    if (extra.length) throw new Error(at + 'unknown member "' + extra[0].slice(0, 40) + '" in a tick');
    if (!Number.isInteger(t.b) || t.b < 0 || t.b >= header.machines.length) {
      throw new Error(at + '"b" must be a batch number from 0 to ' + (header.machines.length - 1));
    }
    if (!isCount(t.tick)) throw new Error(at + '"tick" must be a whole number of 0 or more');
    if (typeof t.clock !== 'number' || !Number.isFinite(t.clock)) throw new Error(at + '"clock" must be a number');
    const m = header.machines[t.b];
    if (!Array.isArray(t.pop) || t.pop.length !== m.states.length || !t.pop.every(isCount)) {
      throw new Error(at + '"pop" must hold ' + m.states.length + ' counts, one per state of ' + m.name);
    }
    if (!Array.isArray(t.edges) || t.edges.length !== m.edges || !t.edges.every(isCount)) {
      throw new Error(at + '"edges" must hold ' + m.edges + ' counts, one per edge of ' + m.name + ' and the others');
    }
    return t;
  }

  return {MAX_BYTES: MAX_RECORDING_BYTES, checkSize, read};
})();
