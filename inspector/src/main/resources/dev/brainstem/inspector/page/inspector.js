// The inspector's page: draws each machine once with Mermaid, then puts every frame's numbers on it.
'use strict';
const token = new URLSearchParams(location.search).get('token') || '';
const withToken = path => path + (path.includes('?') ? '&' : '?') + 'token=' + encodeURIComponent(token);
const $ = id => document.getElementById(id);
const el = (tag, props, ...children) => {
  const e = document.createElement(tag);
  Object.assign(e, props || {});
  for (const c of children) e.append(c);
  return e;
};
let machines = [], bins = [], views = [], replay = null, lastFrame = null, fetchingHistory = false;
// The version of the machines' description drawn: a frame of another (a hot reload) fetches and redraws it once.
let version = 0, refreshing = false;

async function post(path, body) {
  const r = await fetch(withToken(path), {method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body)});
  $('error').textContent = r.ok ? '' : (await r.text());
}

function fmt(n) {
  if (n >= 1e6) return (n / 1e6).toFixed(2) + 'M';
  if (n >= 1e4) return (n / 1e3).toFixed(1) + 'k';
  return String(Math.round(n * 10) / 10);
}

// Marks the text Mermaid drew for the markers XP<state>XXX and XE<edge>XXXX: the live numbers go there.
function markers(svg, view) {
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(n);
  for (const n of found) {
    const m = /X([PE])(\d+)X+/.exec(n.nodeValue);
    if (!m) continue;
    const host = n.parentNode;
    const span = host.namespaceURI === 'http://www.w3.org/2000/svg' && host.tagName !== 'foreignObject'
      ? document.createElementNS('http://www.w3.org/2000/svg', 'tspan') : document.createElement('span');
    const before = n.nodeValue.slice(0, m.index), after = n.nodeValue.slice(m.index + m[0].length);
    n.nodeValue = before;
    host.insertBefore(span, n.nextSibling);
    if (after) host.insertBefore(document.createTextNode(after), span.nextSibling);
    const k = Number(m[2]);
    if (m[1] === 'P') {
      span.setAttribute('class', 'bs-pop');
      span.setAttribute('data-state', view.machine.states[k]);
      span.textContent = '0';
      view.pops[k] = span;
      const node = host.closest('g.node');
      if (node) node.addEventListener('click', () => list(view, k));
    } else {
      span.setAttribute('class', 'bs-rate');
      span.setAttribute('data-edge', k);
      span.textContent = '0/s';
      view.rates[k] = span;
    }
  }
  // Mermaid numbers the arrows in the order they are declared (edge0, edge1, ...): the start arrows first, those
  // inside the groups among them, then the edges. It puts a group's arrows in the group's part of the drawing, out
  // of that order: sorted by their numbers, they are back in it.
  const paths = Array.from(svg.querySelectorAll('.edgePaths path, path.transition'));
  const number = p => Number((/(\d+)$/.exec(p.id) || [0, -1])[1]);
  if (paths.every(p => number(p) >= 0)) paths.sort((a, b) => number(a) - number(b));
  const starts = (view.machine.mermaid.match(/^\s*\[\*\] -->/gm) || []).length;
  view.paths = paths.slice(starts, starts + view.machine.edges.length);
}

function list(view, state) {
  post('/api/list', {batch: view.index, state: view.machine.states[state], limit: 40});
}

async function build() {
  const r = await fetch(withToken('/api/machines'));
  const info = await r.json();
  machines = info.machines;
  bins = info.bins;
  version = info.version;
  mermaid.initialize({startOnLoad: false, securityLevel: 'strict', theme: 'default',
    state: {useMaxWidth: false}});
  for (let i = 0; i < machines.length; i++) {
    const m = machines[i];
    const view = {index: i, machine: m, pops: [], rates: [], paths: []};
    const figures = el('div', {className: 'figures'});
    const diagram = el('div', {className: 'diagram'});
    const side = el('div', {className: 'side'});
    const heading = el('h2', {textContent: m.name});
    // A region of a machine of orthogonal regions is shown as a machine, right after the machine's first region.
    if (m.region) heading.append(' ', el('span', {className: 'muted',
      textContent: `region ${m.region.index + 1} of ${m.region.of} of ${m.region.machine}`}));
    const section = el('section', {className: 'batch' + (m.region && m.region.index > 0 ? ' follower' : '')}, heading,
      figures, el('div', {className: 'columns'}, diagram, side));
    section.dataset.machine = m.name;
    if (m.region) section.dataset.region = m.region.index;
    $('batches').append(section);
    Object.assign(view, {section, figures, diagram, side});
    await draw(view);
    views.push(view);
    for (const select of [$('bp-batch'), $('watch-batch')]) select.append(el('option', {value: i, textContent: m.name}));
  }
  states();
  $('bp-batch').addEventListener('change', states);
  connect();
}

// Draws the view's machine (its Mermaid text is the server's, rendered under Mermaid's strict security level).
async function draw(view) {
  const {svg} = await mermaid.render('machine' + view.index + 'v' + version, view.machine.mermaid);
  Object.assign(view, {pops: [], rates: [], paths: []});
  view.diagram.innerHTML = svg;
  view.diagram.dataset.version = version;
  markers(view.diagram.querySelector('svg'), view);
}

// A hot reload changed a machine's code: fetch the description of the version the frame names, redraw the
// machines whose drawing changed. One fetch per new version, however many frames name it meanwhile.
async function refresh() {
  if (refreshing) return;
  refreshing = true;
  try {
    const info = await (await fetch(withToken('/api/machines'))).json();
    version = info.version;
    for (let i = 0; i < info.machines.length && i < views.length; i++) {
      const view = views[i], m = info.machines[i], redraw = m.mermaid !== view.machine.mermaid;
      machines[i] = m;
      view.machine = m;
      if (redraw) await draw(view);
    }
  } catch (e) {
    $('error').textContent = 'the machines\' new description failed to load: ' + e.message;
  } finally {
    refreshing = false;
  }
}

function states() {
  const m = machines[Number($('bp-batch').value) || 0];
  for (const id of ['bp-from', 'bp-to']) {
    const s = $(id);
    s.replaceChildren(el('option', {value: '', textContent: 'any'}));
    for (const name of m.states) if (!m.pseudo.includes(name)) s.append(el('option', {value: name, textContent: name}));
  }
}

function connect() {
  fetchHistory();
  const source = new EventSource(withToken('/api/events'));
  source.onmessage = e => {
    lastFrame = JSON.parse(e.data);
    if (lastFrame.version !== undefined && lastFrame.version !== version) refresh();
    lastFrame.batches.forEach((b, i) => { if (views[i]) absorb(views[i], b.history); });
    if (!replay) show(lastFrame);
    controls(lastFrame);
  };
  source.onerror = () => { $('status').textContent = 'disconnected'; };
}

// The population history. A frame carries only its last samples, numbered up to (not including) 'to': the page
// keeps its copy and appends the samples after it. When the copy ends before the frame's first sample (the page
// opened late, or missed frames for longer), it fetches the whole history and goes on from that.
function absorb(view, h) {
  const kept = view.history;
  const from = h.to - (h.recent.length ? h.recent[0].length : 0);
  if (!kept || kept.to < from) {
    fetchHistory();
    return;
  }
  if (h.to <= kept.to) return;
  const skip = kept.to - from;
  h.recent.forEach((samples, s) => {
    const series = kept.series[s];
    series.push(...samples.slice(skip));
    if (series.length > kept.length) series.splice(0, series.length - kept.length);
  });
  kept.to = h.to;
}

async function fetchHistory() {
  if (fetchingHistory) return;
  fetchingHistory = true;
  try {
    const full = await (await fetch(withToken('/api/history'))).json();
    full.batches.forEach((b, i) => {
      const view = views[i];
      if (view && (!view.history || b.to > view.history.to)) {
        view.history = {to: b.to, length: full.length, series: b.samples};
      }
    });
  } catch (e) {
    $('error').textContent = 'the population history failed to load: ' + e.message;
  } finally {
    fetchingHistory = false;
  }
}

function width(rate) {
  return Math.min(8, 1.2 + Math.log10(1 + rate) * 1.5);
}

function diagram(view, pop, rates, unit) {
  pop.forEach((p, s) => {
    if (!view.pops[s]) return;
    view.pops[s].textContent = fmt(p);
    view.pops[s].setAttribute('data-count', p);
  });
  view.machine.edges.forEach((edge, e) => {
    const rate = rates[e] || 0;
    if (view.rates[e]) view.rates[e].textContent = fmt(rate) + unit;
    const path = view.paths[e];
    if (path) {
      path.style.strokeWidth = width(rate) + 'px';
      path.style.stroke = rate > 0 ? '#b5470b' : '';
    }
  });
}

function show(frame) {
  frame.batches.forEach((b, i) => {
    const view = views[i];
    if (!view) return;
    // Until the page has drawn the new version, the rates are of edges it does not show.
    if (b.rates.length === view.machine.edges.length + 1) diagram(view, b.pop, b.rates, '/s');
    const marks = (frame.marks || []).filter(mk => mk.batch === i);
    const last = marks[marks.length - 1];
    view.figures.replaceChildren(
      el('span', {}, 'entities ', el('b', {className: 'size', textContent: fmt(b.size)})),
      el('span', {}, 'tick ', el('b', {className: 'ticks', textContent: b.ticks})),
      el('span', {}, 'tick cost ', el('b', {className: 'tick-ns', textContent: fmt(b.tickNs / 1000) + ' µs'})),
      el('span', {}, el('b', {className: 'ns-per-update', textContent: b.nsPerUpdate.toFixed(2)}), ' ns per entity-update'),
      el('span', {}, 'other transitions ', el('b', {textContent: fmt(b.rates[b.rates.length - 1]) + '/s'})),
      ...(last ? [el('span', {className: 'reloaded', title: last.what}, 'code reloaded after tick ', el('b', {textContent: last.tick}))] : []));
    side(view, b, marks);
  });
}

// A population's last minutes; a vertical line where the code was reloaded ('at': the sample indexes of the
// marks, counted as the series is: its first sample is sample 'from').
function spark(series, max, from, at) {
  const c = el('canvas', {width: 120, height: 22, className: 'spark'});
  const g = c.getContext('2d');
  g.strokeStyle = '#4a90d9';
  g.beginPath();
  series.forEach((v, k) => {
    const x = series.length < 2 ? 0 : k * 119 / (series.length - 1), y = 21 - (max ? v / max : 0) * 20;
    k ? g.lineTo(x, y) : g.moveTo(x, y);
  });
  g.stroke();
  // A mark after the last sample (none taken since the reload) is drawn at the right edge: now.
  const shown = at.map(s => s - from).filter(k => k >= 0 && k <= series.length);
  g.strokeStyle = '#b5470b';
  for (const k of shown) {
    const x = Math.min(119, series.length < 2 ? 119 : k * 119 / (series.length - 1)) + 0.5;
    g.beginPath();
    g.moveTo(x, 0);
    g.lineTo(x, 22);
    g.stroke();
  }
  c.dataset.marks = shown.length;
  return c;
}

function side(view, b, marks) {
  const m = view.machine;
  const at = (marks || []).map(mk => mk.sample);
  // The pseudo-states (the @Back, the groups' constants) are no states: no entity is ever in one, so they have no row.
  const rows = m.states.flatMap((name, s) => m.pseudo.includes(name) ? [] : [state(name, s)]);
  function state(name, s) {
    const hist = b.histogram ? b.histogram[s] : null;
    const total = hist ? hist.reduce((a, v) => a + v, 0) : 0;
    const histCell = el('td', {className: 'histogram'});
    if (hist) hist.forEach((v, k) => histCell.append(el('span', {className: 'bar',
      title: (k < bins.length ? '< ' + bins[k] + ' s' : '>= ' + bins[bins.length - 1] + ' s') + ': ' + v,
      style: `width:${total ? Math.max(1, 60 * v / total) : 1}px;opacity:${0.35 + 0.65 * k / hist.length}`})));
    else histCell.textContent = 'not kept';
    const series = view.history ? view.history.series[s] : [];
    const max = Math.max(1, ...series);
    // A timed machine (@After, every): how many of the state's entities sleep (the tick does not visit them) and
    // how many the last tick visited (decided for, or fired the timer of).
    const timing = b.visited ? [el('td', {className: 'sleeping', textContent: fmt(b.sleeping[s]), title: name}),
      el('td', {className: 'visited', textContent: fmt(b.visited[s]), title: name})] : [];
    return el('tr', {}, el('td', {textContent: name}), el('td', {textContent: fmt(b.pop[s])}), ...timing,
      el('td', {}, spark(series, max, view.history ? view.history.to - series.length : 0, at)), histCell);
  }
  const timingHeads = b.visited ? [el('th', {textContent: 'sleeping'}), el('th', {textContent: 'visited this tick'})] : [];
  const table = el('table', {className: 'states'}, el('tr', {}, el('th', {textContent: 'state'}),
    el('th', {textContent: 'now'}), ...timingHeads, el('th', {textContent: 'last minutes'}),
    el('th', {textContent: 'time in state'})), ...rows);
  const messages = el('table', {className: 'messages'}, el('tr', {}, ...['message', 'sent', 'delivered', 'dropped']
    .map(t => el('th', {textContent: t}))), ...b.messages.map(x => el('tr', {}, el('td', {textContent: x.type}),
    el('td', {textContent: x.sent}), el('td', {textContent: x.delivered}), el('td', {textContent: x.dropped}))));
  const parts = [table];
  // The groups a transition may name: where entering one by its name leads.
  const entered = m.groups.filter(g => g.initial !== null);
  if (entered.length) parts.push(el('table', {className: 'groups'}, el('tr', {}, ...['group', 'entered at', 'history']
    .map(t => el('th', {textContent: t}))), ...entered.map(g => el('tr', {}, el('td', {textContent: g.name}),
    el('td', {textContent: g.initial}), el('td', {textContent: g.history === 'NONE' ? '' : g.history.toLowerCase()
      + (g.history === 'DEEP' ? ' (H*)' : ' (H)')})))));
  if (b.messages.length) parts.push(messages);
  if (b.list) {
    const handles = el('div', {className: 'handles'}, 'Some entities in ' + b.list.state + ': ');
    for (const h of b.list.handles) handles.append(el('button', {type: 'button', textContent: h,
      onclick: () => post('/api/watch', {batch: view.index, handle: h})}));
    parts.push(handles);
  }
  view.side.replaceChildren(...parts);
}

function controls(frame) {
  const status = $('status');
  status.textContent = frame.paused ? 'paused' : 'running';
  status.className = 'status' + (frame.paused ? ' paused' : '');
  $('frames').textContent = 'frames dropped: ' + frame.framesDropped;
  // A dev tool's notes (a change that needs a restart, a build that failed): text, never markup.
  const notes = frame.notes || [];
  $('notes').hidden = !notes.length;
  $('notes').replaceChildren(...notes.map(n => el('div', {className: 'note', textContent: n})));
  const hit = $('hit');
  hit.hidden = !frame.hit;
  if (frame.hit) hit.textContent = `Breakpoint ${frame.hit.breakpoint} hit: ${frame.hit.machine} entity ${frame.hit.handle}, `
    + `${frame.hit.what}, tick ${frame.hit.tick}`;
  $('record').textContent = frame.recording.on ? 'Stop recording (' + frame.recording.lines + ' lines)' : 'Record';
  $('bp-list').replaceChildren(...frame.breakpoints.map(b => el('li', {}, b.text + ' ',
    el('button', {type: 'button', textContent: 'remove', onclick: () => post('/api/breakpoints', {action: 'remove', id: b.id})}))));
  const watched = frame.batches.map((b, i) => [i, b.watch]).filter(x => x[1]);
  $('watch').replaceChildren(...watched.map(([i, w]) => el('div', {className: 'watched'},
    el('h3', {textContent: machines[i].name + ' entity ' + w.handle}),
    w.present ? el('div', {},
      el('p', {textContent: `state ${w.state}, previous ${w.previous || '-'}, stack [${w.stack.join(', ')}], `
        + `time in state ${w.timeInState == null ? 'not kept' : w.timeInState.toFixed(2) + ' s'}`}),
      el('ol', {}, ...w.transitions.map(t => el('li', {textContent: `tick ${t.tick}: ${t.from} -> ${t.to} (${t.event})`}))))
      : el('p', {textContent: 'not in the batch'}))));
}

// A recording is checked whole before it replaces the one loaded: a refused file changes nothing.
function load(file) {
  const refuse = e => { $('error').textContent = 'cannot load ' + file.name + ': ' + e.message; };
  try {
    Recordings.checkSize(file.size);
  } catch (e) {
    refuse(e);
    return;
  }
  file.text().then(text => {
    const {header, ticks} = Recordings.read(text, machines);
    replay = {name: file.name, header, ticks};
    $('error').textContent = '';
    $('replay').hidden = false;
    $('replay-name').textContent = file.name + ', ' + ticks.length + ' lines';
    const t = $('timeline');
    t.max = Math.max(0, ticks.length - 1);
    t.value = 0;
    scrub();
  }).catch(refuse);
}

function scrub() {
  const line = replay.ticks[Number($('timeline').value)];
  if (!line) return;
  const view = views[line.b];
  $('replay-at').textContent = `${machines[line.b] ? machines[line.b].name : 'batch ' + line.b} tick ${line.tick}, clock ${line.clock}`;
  if (view && view.machine.states.length === line.pop.length) diagram(view, line.pop, line.edges, '');
}

$('pause').onclick = () => post('/api/control', {action: 'pause'});
$('step').onclick = () => post('/api/control', {action: 'step'});
$('resume').onclick = () => post('/api/control', {action: 'resume'});
$('record').onclick = () => post('/api/record', {on: !(lastFrame && lastFrame.recording.on)});
$('download').href = withToken('/api/recording');
$('load').onchange = e => { if (e.target.files[0]) load(e.target.files[0]); };
$('timeline').oninput = scrub;
$('live').onclick = () => { replay = null; $('replay').hidden = true; if (lastFrame) show(lastFrame); };
$('bp-clear').onclick = () => post('/api/breakpoints', {action: 'clear'});
$('bp-form').onsubmit = e => {
  e.preventDefault();
  const body = {action: 'add', batch: Number($('bp-batch').value)};
  const handle = $('bp-handle').value.trim();
  if (handle) body.handle = Number(handle);
  if ($('bp-kind').value === 'message') body.message = $('bp-message').value.trim();
  else {
    if ($('bp-from').value) body.from = $('bp-from').value;
    if ($('bp-to').value) body.to = $('bp-to').value;
    if ($('bp-event').value) body.event = $('bp-event').value;
  }
  post('/api/breakpoints', body);
};
$('watch-form').onsubmit = e => {
  e.preventDefault();
  post('/api/watch', {batch: Number($('watch-batch').value), handle: Number($('watch-handle').value)});
};
build().catch(e => { $('error').textContent = 'the page failed to start: ' + e.message; });
