// pysm studio: the page. The case text is the one truth: the board, the people and the cards
// edit it through the server (which writes it with pysm's case writer), and every change is
// verified as the author works. Text from cases is put into the page with textContent; only the
// server's SVG (escaped when it was drawn) is inserted as markup.
import { $, PAGE, api, el, ask } from "./util.js";
import { initBoard } from "./board.js";
import { initPeople } from "./people.js";
import { initPlay } from "./play.js";

const DELAY = 350;   // ms of quiet typing before a check
const state = {
  path: null, version: null, seq: 0, timer: null, saved: "", tool: null, model: null,
  history: [], at: -1, last: null
};
const host = { state, edit, setText, dirty, reshow, onPlayCell: (cell) => play.place(cell) };
const board = initBoard(host);
const people = initPeople(host);
const play = initPlay(host, board);

function dirty() { return state.path !== null && $("source").value !== state.saved; }

// ---- the list of cases -------------------------------------------------------------
function badgeFor(path, badge) {
  return api("/api/verdict?path=" + encodeURIComponent(path)).then((v) => {
    badge.textContent = v.verdict || v.error || "";
    badge.setAttribute("data-status", v.status || "error");
    badge.setAttribute("data-badge", v.key || "invalid");   // [data-verdict] is the open case's verdict alone
    badge.setAttribute("data-verified", String(!!v.verified));
  });
}

function loadList(openAfter) {
  return api("/api/cases").then((data) => {
    const ul = $("cases");
    ul.textContent = "";
    const queue = [];
    data.cases.forEach((path) => {
      const li = el("li");
      const a = el("a", "case", path);
      a.href = "#" + encodeURIComponent(path);
      a.setAttribute("data-path", path);
      a.setAttribute("data-case", path);
      a.classList.toggle("open", path === state.path);
      const badge = el("span", "badge", "…");
      a.appendChild(badge);
      a.addEventListener("click", (ev) => { ev.preventDefault(); choose(path); });
      li.appendChild(a);
      ul.appendChild(li);
      queue.push([path, badge]);
    });
    (function next() {   // verdicts one at a time, so the list appears at once
      const item = queue.shift();
      if (!item) { return; }
      badgeFor(item[0], item[1]).then(next, next);
    }());
    const wanted = openAfter || decodeURIComponent(location.hash.slice(1));
    if (wanted && data.cases.indexOf(wanted) >= 0 && wanted !== state.path) { openCase(wanted); }
  });
}

function refreshBadge(path) {
  const a = document.querySelector('#cases a[data-case="' + CSS.escape(path) + '"]');
  if (a) { badgeFor(path, a.querySelector(".badge")); }
}

// Leaving unsaved edits takes the author's word, in the page.
function leave() {
  if (!dirty()) { return Promise.resolve(true); }
  return ask("“" + state.path + "” has unsaved changes. Discard them?", "Discard changes", "Keep editing");
}

function choose(path) {
  if (path === state.path) { return; }
  leave().then((ok) => { if (ok) { openCase(path); } });
}

// ---- one case ----------------------------------------------------------------------
function openCase(path) {
  return api("/api/case?path=" + encodeURIComponent(path)).then((data) => {
    if (data.error) { $("save-status").textContent = data.error; return; }
    play.stop();
    state.path = path; state.version = data.version;
    document.querySelectorAll("#cases a").forEach((a) => {
      a.classList.toggle("open", a.getAttribute("data-path") === path);
    });
    history.replaceState(null, "", "#" + encodeURIComponent(path));
    $("main").hidden = false; $("empty").hidden = true;
    $("case-path").textContent = path;
    $("source").value = data.text;
    state.saved = $("source").value;     // as the text area holds it (line ends as LF)
    state.history = [state.saved]; state.at = 0;
    $("save-status").textContent = "";
    $("picture").textContent = "";
    $("room-pick").textContent = "";     // each case starts from its own rooms (see board.js update)
    state.model = null;
    buttons();
    gutter([]);
    check();
  });
}

function buttons() {
  $("save").disabled = !dirty();
  $("undo").disabled = state.at <= 0 && $("source").value === state.history[state.at];
  $("redo").disabled = state.at >= state.history.length - 1;
}

// The undo history holds the texts at each check and each board edit.
function remember(text) {
  if (state.history[state.at] === text) { return; }
  state.history = state.history.slice(0, state.at + 1);
  state.history.push(text);
  if (state.history.length > 200) { state.history.shift(); }
  state.at = state.history.length - 1;
}

function setText(text, record) {
  if (record !== false) { remember($("source").value); }
  $("source").value = text;
  if (record !== false) { remember(text); }
  buttons();
  gutter(currentBad);
  clearTimeout(state.timer);
  check();
}

function undo() {
  remember($("source").value);
  if (state.at <= 0) { return; }
  state.at -= 1;
  setText(state.history[state.at], false);
}

function redo() {
  if (state.at >= state.history.length - 1) { return; }
  state.at += 1;
  setText(state.history[state.at], false);
}

// One edit of the board or the people: the server answers the case text with it made. Edits go
// one after another, each on the text the one before it made (two quick clicks keep both).
let edits = Promise.resolve();
function edit(change) {
  const next = edits.then(() => editNow(change));
  edits = next.catch(() => null);
  return next;
}

function editNow(change) {
  const path = state.path;
  return api("/api/edit", { path: path, text: $("source").value, edit: change }).then((data) => {
    if (path !== state.path) { return null; }
    if (data.error) { $("model-error").textContent = data.error; return null; }
    $("model-error").textContent = "";
    state.model = data.model;
    setText(data.text);
    board.update(state.model);
    people.update(state.model, true);
    return data;
  });
}

function gutter(badLines) {
  const lines = $("source").value.split("\n").length;
  const g = $("gutter");
  g.textContent = "";
  const bad = {};
  badLines.forEach((n) => { bad[n] = true; });
  for (let i = 1; i <= lines; i++) {
    const span = el("span", bad[i] ? "bad" : "", String(i));
    span.setAttribute("data-line", String(i));
    g.appendChild(span);
    g.appendChild(document.createTextNode("\n"));
  }
  fit();
}

function fit() {   // the textarea grows with its text; the .editor box scrolls both together
  const t = $("source");
  t.style.height = "auto";
  t.style.height = t.scrollHeight + "px";
}

function scheduleCheck() {
  buttons();
  $("verdict").classList.add("busy");
  $("verdict").setAttribute("aria-busy", "true");
  gutter(currentBad);
  clearTimeout(state.timer);
  state.timer = setTimeout(() => { remember($("source").value); buttons(); check(); }, DELAY);
}

let currentBad = [];

function check() {
  const seq = ++state.seq;
  const path = state.path;
  $("verdict").classList.add("busy");
  $("verdict").setAttribute("aria-busy", "true");   // [data-verdict] is the last text's until this check answers
  api("/api/check", { path: path, text: $("source").value, seq: seq, page: PAGE }).then((data) => {
    if (data.stale || seq !== state.seq || path !== state.path) { return; }   // an older answer
    state.last = data;
    show(data);
  });
}

function reshow() { if (state.last) { show(state.last); } }

function show(data) {
  const v = $("verdict");
  v.classList.remove("busy");
  v.removeAttribute("aria-busy");
  v.textContent = data.error ? data.error : data.verdict;
  v.setAttribute("data-status", data.status || "error");
  v.setAttribute("data-verdict", data.key || "invalid");
  v.setAttribute("data-verified", String(!!data.verified));
  const ul = $("errors");
  ul.textContent = "";
  currentBad = [];
  const listed = (items, kind) => items.forEach((e) => {
    const li = el("li", kind);
    if (e.line !== undefined && e.line !== null) {
      li.setAttribute("data-line", String(e.line));
      li.appendChild(el("span", "line", "line " + e.line));
      if (kind === "error") { currentBad.push(e.line); }
      li.addEventListener("click", () => goToLine(e.line));
    }
    const where = [e.field, e.cell].filter(Boolean).join(": ");
    li.appendChild(el("span", "message", (kind === "warning" ? "warning: " : "") + (where ? where + ": " : "") + e.message));
    ul.appendChild(li);
  });
  listed(data.errors || [], "error");
  listed(data.warnings || [], "warning");
  (data.mismatch || []).forEach((m) => ul.appendChild(el("li", "error", m)));
  gutter(currentBad);
  if (data.model) { state.model = data.model; }
  $("model-error").textContent = data.model ? "" : (data.model_error || "");
  if (!play.active()) {
    // the picture: kept from the last readable text while the text is not one
    if (data.svg) { board.draw(data.svg, state.model); }
    $("picture").classList.toggle("stale", !data.svg);
  }
  if (state.model) { board.update(state.model); people.update(state.model, false); }
  const sol = $("solutions");
  sol.textContent = "";
  if (data.status === "multiple" && data.differ && data.differ.length) {
    sol.appendChild(el("p", "", "Two solutions differ in:"));
    const table = el("table", "differ");
    const head = el("tr");
    ["person", "solution 1", "solution 2"].forEach((h) => head.appendChild(el("th", "", h)));
    table.appendChild(head);
    data.differ.forEach((d) => {
      const tr = el("tr", "difference");
      d.forEach((x) => tr.appendChild(el("td", "", x)));
      table.appendChild(tr);
    });
    sol.appendChild(table);
  }
  const ol = $("steps");
  ol.textContent = "";
  (data.steps || []).forEach((s) => {
    const li = el("li", "step", s.text);
    li.setAttribute("data-family", s.family);
    ol.appendChild(li);
  });
  $("closing").textContent = data.closing || "";
  offerRepairs(data);
}

// Repairs (pysm suggest) on request: a search can take a while, so it never runs per keystroke.
function offerRepairs(data) {
  const box = $("suggestions");
  box.textContent = "";
  if (data.status === "invalid" || data.status === "error" || data.verified) { box.hidden = true; return; }
  box.hidden = false;
  const b = el("button", "suggest", "Suggest repairs");
  b.type = "button";
  b.id = "suggest";
  b.addEventListener("click", suggest);
  box.appendChild(b);
}

function suggest() {
  const seq = state.seq;
  const box = $("suggestions");
  box.appendChild(el("span", "busy", " searching…"));
  api("/api/suggest", { path: state.path, text: $("source").value }).then((data) => {
    if (seq !== state.seq) { return; }   // the text changed meanwhile
    box.textContent = "";
    if (!data.available) {
      box.appendChild(el("span", "", "Repair suggestions need pysm suggest (not in this pysm)."));
      return;
    }
    box.appendChild(el("strong", "", "Suggestions"));
    if (data.message) { box.appendChild(el("p", "message", data.message)); }
    const ul = el("ul");
    (data.suggestions || []).forEach((s) => {
      const li = el("li", "suggestion", s.text || "");
      if (typeof s.apply === "string") {   // the case text with this repair made
        const apply = el("button", "apply", "apply");
        apply.type = "button";
        apply.addEventListener("click", () => setText(s.apply));
        li.appendChild(apply);
      }
      if (typeof s.line === "number") {
        li.setAttribute("data-line", String(s.line));
        li.addEventListener("click", () => goToLine(s.line));
      }
      ul.appendChild(li);
    });
    box.appendChild(ul);
  });
}

function goToLine(n) {
  const t = $("source");
  const lines = t.value.split("\n");
  let start = 0;
  for (let i = 0; i < n - 1 && i < lines.length; i++) { start += lines[i].length + 1; }
  t.focus();
  t.setSelectionRange(start, start + (lines[n - 1] || "").length);
}

function save(anyway) {
  if (!state.path) { return; }
  const text = $("source").value;
  const path = state.path;
  $("save-status").textContent = "saving…";
  const payload = { path: path, text: text, version: state.version };
  // The author's word covers both questions the server may ask: text that is not even TOML,
  // and a case that no longer verifies replacing one that did.
  if (anyway) { payload.anyway = true; payload.confirm = true; }
  api("/api/save", payload).then((data) => {
    if (data.saved) {
      if (path === state.path) { state.version = data.version; state.saved = text; }
      buttons();
      $("save-status").textContent = "saved";
      refreshBadge(path);
    } else if ((data._status === 422 || (data._status === 409 && data.needs_confirm)) && !anyway) {
      $("save-status").textContent = data.error;
      ask(data.error + ". Save it anyway?", "Save anyway", "Don't save").then((yes) => { if (yes) { save(true); } });
    } else {
      $("save-status").textContent = data.error || "not saved";
    }
  });
}

// ---- actions -----------------------------------------------------------------------
// A new case, at once, with the size, language and kind chosen beside the button.
function newCase() {
  leave().then((ok) => {
    if (!ok) { return; }
    const names = Array.from(document.querySelectorAll("#cases a.case"), (a) => a.getAttribute("data-case"));
    let name = $("new-name").value.trim() || "new-case.toml";
    if (!/\.toml$/.test(name)) { name += ".toml"; }
    const stem = name.slice(0, -5);
    for (let n = 2; names.indexOf(name) >= 0; n++) { name = stem + "-" + n + ".toml"; }
    const payload = { name: name, size: Number($("new-size").value), language: $("new-lang").value,
                      generate: $("new-generate").checked, traits: $("new-traits").checked };
    $("new-status").textContent = payload.generate ? "generating…" : "";
    api("/api/new", payload).then((data) => {
      if (data.error) { $("new-status").textContent = data.error; return; }
      $("new-status").textContent = "";
      state.path = null; state.saved = "";
      loadList(data.path);
    });
  });
}

function duplicate() {
  if (!state.path) { return; }
  api("/api/duplicate", { path: state.path }).then((data) => {
    if (data.error) { $("save-status").textContent = data.error; return; }
    leave().then((ok) => { if (ok) { state.path = null; loadList(data.path); } else { loadList(); } });
  });
}

function remove() {
  if (!state.path) { return; }
  const path = state.path;
  ask("Delete “" + path + "”? It moves to the folder's .pysm-studio/deleted.", "Delete", "Keep it").then((yes) => {
    if (!yes) { return; }
    api("/api/delete", { path: path, version: state.version }).then((data) => {
      if (data.error) { $("save-status").textContent = data.error; return; }
      state.path = null; state.saved = "";
      $("main").hidden = true; $("empty").hidden = false;
      history.replaceState(null, "", "#");
      loadList();
    });
  });
}

function exportSheet() {
  if (!state.path) { return; }
  if (dirty()) { $("save-status").textContent = "the sheet is printed from the saved file: save first"; return; }
  $("save-status").textContent = "making the PDF sheet…";
  const a = el("a");
  a.href = "/api/export?path=" + encodeURIComponent(state.path);
  a.download = "";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function useTool(tool) {
  state.tool = state.tool === tool ? null : tool;
  document.querySelectorAll("[data-tool]").forEach((b) => {
    b.setAttribute("aria-pressed", String(b.getAttribute("data-tool") === state.tool));
  });
  document.querySelectorAll("#options [data-for]").forEach((l) => {
    l.hidden = !state.tool || l.getAttribute("data-for").split(" ").indexOf(state.tool) < 0;
  });
  if (state.tool === "play") { play.start(); } else if (play.active()) { play.stop(); reshow(); }
}

$("source").addEventListener("input", scheduleCheck);
document.querySelectorAll("[data-tool]").forEach((b) => {
  b.addEventListener("click", () => useTool(b.getAttribute("data-tool")));
});
const ACTIONS = { new: newCase, save: () => save(false), undo: undo, redo: redo, export: exportSheet,
                  duplicate: duplicate, delete: remove };
document.querySelectorAll("[data-action]").forEach((b) => {
  b.addEventListener("click", () => ACTIONS[b.getAttribute("data-action")]());
});
document.addEventListener("keydown", (e) => {
  if ((e.ctrlKey || e.metaKey) && e.key === "s") { e.preventDefault(); save(false); }
});
// A reload, a closed tab or a link away warns while edits are unsaved.
window.addEventListener("beforeunload", (e) => {
  if (dirty()) { e.preventDefault(); e.returnValue = ""; }
});
useTool(null);
loadList();
