// pysm studio: play mode. The author solves the case on the bare board as a player would; the
// server judges each placement against pysm's proof (a mistake comes with the clue it breaks),
// gives hints at three levels, and keeps the solving time as a playtest record.
import { $, api, el } from "./util.js";

const SVG = "http://www.w3.org/2000/svg";

export function initPlay(host, board) {
  const state = host.state;
  let on = false, placed = {}, started = 0, ticking = null, hints = 0, mistakes = 0, text = "", done = false;

  function active() { return on; }

  function start() {
    on = true; placed = {}; hints = 0; mistakes = 0; done = false;
    text = $("source").value;
    $("play").hidden = false;
    $("main").classList.add("playing");      // the text and the cards hold the answer
    $("hint").textContent = ""; $("mistakes").textContent = ""; $("play-state").textContent = "";
    started = Date.now();
    clearInterval(ticking);
    ticking = setInterval(tick, 1000);
    tick();
    judge(0, true);
    records();
  }

  function stop() {
    on = false;
    clearInterval(ticking);
    $("play").hidden = true;
    $("main").classList.remove("playing");
  }

  function tick() {
    if (!done) { $("play-time").textContent = Math.round((Date.now() - started) / 1000) + " s"; }
  }

  function judge(level, withBoard) {
    const path = state.path;
    return api("/api/play", { path: path, text: text, placed: placed, hint: level, board: !!withBoard }).then((data) => {
      if (!on || path !== state.path) { return; }
      if (data.error) { $("play-state").textContent = data.error; return; }
      if (data.svg) {
        board.draw(data.svg, state.model);
        const pick = $("play-person");
        pick.textContent = "";
        data.people.forEach((n) => { const o = el("option", "", n); o.value = n; pick.appendChild(o); });
      }
      marks(data);
      if (data.hint) { showHint(data.hint); }
      if (data.solved && !done) { finish(); }
      return data;
    });
  }

  function marks(data) {
    const svg = $("picture").querySelector("svg");
    if (!svg) { return; }
    svg.querySelectorAll(".placed").forEach((e) => e.remove());
    const wrong = {};
    data.mistakes.forEach((m) => { wrong[m.person] = m; });
    Object.keys(placed).forEach((name) => {
      const rect = svg.querySelector('rect.cell[data-cell="' + placed[name] + '"]');
      if (!rect) { return; }
      const x = Number(rect.getAttribute("x")), y = Number(rect.getAttribute("y"));
      const w = Number(rect.getAttribute("width"));
      const t = document.createElementNS(SVG, "text");
      t.setAttribute("class", "placed" + (wrong[name] ? " mistake" : ""));
      t.setAttribute("data-person", name);
      t.setAttribute("x", String(x + w / 2)); t.setAttribute("y", String(y + w / 2 + 5));
      t.setAttribute("text-anchor", "middle"); t.setAttribute("font-size", "14");
      t.setAttribute("fill", wrong[name] ? "#b3261e" : "#1f3f8a");
      t.setAttribute("pointer-events", "none");
      t.textContent = name;
      svg.appendChild(t);
    });
    const ul = $("mistakes");
    ul.textContent = "";
    data.mistakes.forEach((m) => {
      let why = "the proof rules this cell out";
      if (m.clue && m.clue.text) { why = "it breaks " + m.clue.person + "'s clue “" + m.clue.text + "”"; }
      else if (m.fact) { why = "it breaks what the board says (" + m.fact + ")"; }
      else if (m.void) { why = "the cell is in no room: nobody stands there"; }
      const li = el("li", "mistake", m.person + " cannot be in " + m.cell + ": " + why);
      li.setAttribute("data-mistake", m.person);
      li.setAttribute("data-cell-at", m.cell);
      if (m.clue) { li.setAttribute("data-clue", m.clue.person + ":" + m.clue.sentence); }
      ul.appendChild(li);
    });
  }

  function showHint(h) {
    const p = $("hint");
    p.textContent = h.text;
    p.setAttribute("data-level", String(h.level));
    const svg = $("picture").querySelector("svg");
    if (svg) {
      svg.querySelectorAll("rect.cell.hinted").forEach((r) => r.classList.remove("hinted"));
      if (h.cell) {
        const r = svg.querySelector('rect.cell[data-cell="' + h.cell + '"]');
        if (r) { r.classList.add("hinted"); }
      }
    }
  }

  function place(cell) {
    if (!on || done) { return; }
    const who = $("play-person").value;
    if (!who) { return; }
    if (placed[who] === cell) { delete placed[who]; } else { placed[who] = cell; }
    judge(0).then((data) => {
      if (data && data.mistakes && data.mistakes.some((m) => m.person === who && m.cell === cell)) { mistakes += 1; }
    });
    const pick = $("play-person");   // on to the next person not yet placed
    const next = Array.from(pick.options).find((o) => !(o.value in placed));
    if (next) { pick.value = next.value; }
  }

  function finish() {
    done = true;
    clearInterval(ticking);
    const seconds = (Date.now() - started) / 1000;
    $("play-state").textContent = "Solved in " + Math.round(seconds) + " s with " + hints + " hints.";
    $("play-state").setAttribute("data-solved", "true");
    api("/api/play/record", { path: state.path, seconds: seconds, hints: hints, mistakes: mistakes }).then(showRecords);
  }

  function records() {
    api("/api/play/record?path=" + encodeURIComponent(state.path)).then(showRecords);
  }

  function showRecords(data) {
    const ol = $("records");
    ol.textContent = "";
    (data.records || []).forEach((r) => {
      const li = el("li", "record", r.when + ": " + r.seconds + " s, " + r.hints + " hints, " + r.mistakes + " mistakes");
      li.setAttribute("data-seconds", String(r.seconds));
      ol.appendChild(li);
    });
  }

  document.querySelectorAll("[data-hint]").forEach((b) => {
    b.addEventListener("click", () => { if (on && !done) { hints += 1; judge(Number(b.getAttribute("data-hint"))); } });
  });
  $("play-reset").addEventListener("click", () => { if (on) { start(); } });
  return { start, stop, active, place };
}
