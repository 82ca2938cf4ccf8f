// pysm studio: the page. Every answer comes from this pysm server (no other address is used).
// Text from cases is put into the page with textContent; only the server's SVG (escaped when
// it was drawn) is inserted as markup.
(function () {
  "use strict";
  var state = { path: null, version: null, seq: 0, shown: 0, timer: null, saved: "" };
  var $ = function (id) { return document.getElementById(id); };
  var DELAY = 350;   // ms of quiet typing before a check

  function api(url, payload) {
    var opts = payload === undefined ? {} : {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload)
    };
    return fetch(url, opts).then(function (r) {
      return r.json().then(function (data) { data._status = r.status; return data; });
    });
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = text; }
    return e;
  }

  // ---- the list of cases -----------------------------------------------------------
  function loadList() {
    api("/api/cases").then(function (data) {
      var ul = $("cases");
      ul.textContent = "";
      var queue = [];
      data.cases.forEach(function (path) {
        var li = el("li");
        var a = el("a", "case", path);
        a.href = "#" + encodeURIComponent(path);
        a.setAttribute("data-path", path);
        var badge = el("span", "badge", "…");
        a.appendChild(badge);
        a.addEventListener("click", function (ev) { ev.preventDefault(); openCase(path); });
        li.appendChild(a);
        ul.appendChild(li);
        queue.push([path, badge]);
      });
      (function next() {   // verdicts one at a time, so the list appears at once
        var item = queue.shift();
        if (!item) { return; }
        api("/api/verdict?path=" + encodeURIComponent(item[0])).then(function (v) {
          item[1].textContent = v.verdict || v.error || "";
          item[1].setAttribute("data-status", v.status || "error");
          item[1].setAttribute("data-verified", String(!!v.verified));
          next();
        }, next);
      }());
      var wanted = decodeURIComponent(location.hash.slice(1));
      if (wanted && data.cases.indexOf(wanted) >= 0) { openCase(wanted); }
    });
  }

  // ---- one case --------------------------------------------------------------------
  function openCase(path) {
    api("/api/case?path=" + encodeURIComponent(path)).then(function (data) {
      if (data.error) { $("save-status").textContent = data.error; return; }
      state.path = path; state.version = data.version; state.saved = data.text;
      document.querySelectorAll("#cases a").forEach(function (a) {
        a.classList.toggle("open", a.getAttribute("data-path") === path);
      });
      history.replaceState(null, "", "#" + encodeURIComponent(path));
      $("main").hidden = false; $("empty").hidden = true;
      $("case-path").textContent = path;
      $("source").value = data.text;
      $("save-status").textContent = "";
      $("save").disabled = true;
      $("picture").textContent = "";
      gutter([]);
      check();
    });
  }

  function gutter(badLines) {
    var lines = $("source").value.split("\n").length;
    var g = $("gutter");
    g.textContent = "";
    var bad = {};
    badLines.forEach(function (n) { bad[n] = true; });
    for (var i = 1; i <= lines; i++) {
      var span = el("span", bad[i] ? "bad" : "", String(i));
      span.setAttribute("data-line", String(i));
      g.appendChild(span);
      g.appendChild(document.createTextNode("\n"));
    }
    fit();
  }

  function fit() {   // the textarea grows with its text; the .editor box scrolls both together
    var t = $("source");
    t.style.height = "auto";
    t.style.height = t.scrollHeight + "px";
  }

  function scheduleCheck() {
    $("save").disabled = $("source").value === state.saved;
    $("verdict").classList.add("busy");
    gutter(currentBad);
    clearTimeout(state.timer);
    state.timer = setTimeout(check, DELAY);
  }

  var currentBad = [];

  function check() {
    var seq = ++state.seq;
    var path = state.path;
    $("verdict").classList.add("busy");
    api("/api/check", { path: path, text: $("source").value, seq: seq }).then(function (data) {
      if (data.stale || seq !== state.seq || path !== state.path) { return; }   // an older answer
      show(data);
    });
  }

  function show(data) {
    var v = $("verdict");
    v.classList.remove("busy");
    v.textContent = data.error ? data.error : data.verdict;
    v.setAttribute("data-status", data.status || "error");
    v.setAttribute("data-verified", String(!!data.verified));
    // errors, each at its line
    var ul = $("errors");
    ul.textContent = "";
    currentBad = [];
    (data.errors || []).forEach(function (e) {
      var li = el("li", "error");
      if (e.line !== undefined && e.line !== null) {
        li.setAttribute("data-line", String(e.line));
        li.appendChild(el("span", "line", "line " + e.line));
        currentBad.push(e.line);
        li.addEventListener("click", function () { goToLine(e.line); });
      }
      var where = [e.field, e.cell].filter(Boolean).join(": ");
      li.appendChild(el("span", "message", (where ? where + ": " : "") + e.message));
      ul.appendChild(li);
    });
    (data.mismatch || []).forEach(function (m) { ul.appendChild(el("li", "error", m)); });
    gutter(currentBad);
    // the picture: kept from the last valid text while the text is invalid
    if (data.svg) { $("picture").innerHTML = data.svg; }
    $("picture").classList.toggle("stale", !data.svg);
    // several solutions: where two differ
    var sol = $("solutions");
    sol.textContent = "";
    if (data.status === "multiple" && data.differ && data.differ.length) {
      sol.appendChild(el("p", "", "Two solutions differ in:"));
      var table = el("table", "differ");
      var head = el("tr");
      ["person", "solution 1", "solution 2"].forEach(function (h) { head.appendChild(el("th", "", h)); });
      table.appendChild(head);
      data.differ.forEach(function (d) {
        var tr = el("tr", "difference");
        d.forEach(function (x) { tr.appendChild(el("td", "", x)); });
        table.appendChild(tr);
      });
      sol.appendChild(table);
    }
    // the steps
    var ol = $("steps");
    ol.textContent = "";
    (data.steps || []).forEach(function (s) {
      var li = el("li", "step", s.text);
      li.setAttribute("data-family", s.family);
      ol.appendChild(li);
    });
    $("closing").textContent = data.closing || "";
    offerRepairs(data);
  }

  // Repairs (pysm suggest) on request: a search can take a while, so it never runs per keystroke.
  function offerRepairs(data) {
    var box = $("suggestions");
    box.textContent = "";
    if (data.status === "invalid" || data.status === "error" || data.verified) { box.hidden = true; return; }
    box.hidden = false;
    var b = el("button", "suggest", "Suggest repairs");
    b.type = "button";
    b.id = "suggest";
    b.addEventListener("click", suggest);
    box.appendChild(b);
  }

  function suggest() {
    var seq = state.seq;
    var box = $("suggestions");
    box.appendChild(el("span", "busy", " searching…"));
    api("/api/suggest", { path: state.path, text: $("source").value }).then(function (data) {
      if (seq !== state.seq) { return; }   // the text changed meanwhile
      box.textContent = "";
      if (!data.available) {
        box.appendChild(el("span", "", "Repair suggestions need pysm suggest (not in this pysm)."));
        return;
      }
      box.appendChild(el("strong", "", "Suggestions"));
      if (data.message) { box.appendChild(el("p", "message", data.message)); }
      var ul = el("ul");
      (data.suggestions || []).forEach(function (s) {
        var li = el("li", "suggestion", s.text || "");
        if (typeof s.apply === "string") {   // the case text with this repair made
          var apply = el("button", "apply", "apply");
          apply.type = "button";
          apply.addEventListener("click", function () { $("source").value = s.apply; scheduleCheck(); });
          li.appendChild(apply);
        }
        if (typeof s.line === "number") {
          li.setAttribute("data-line", String(s.line));
          li.addEventListener("click", function () { goToLine(s.line); });
        }
        ul.appendChild(li);
      });
      box.appendChild(ul);
    });
  }

  function goToLine(n) {
    var t = $("source");
    var lines = t.value.split("\n");
    var start = 0;
    for (var i = 0; i < n - 1 && i < lines.length; i++) { start += lines[i].length + 1; }
    t.focus();
    t.setSelectionRange(start, start + (lines[n - 1] || "").length);
  }

  function save() {
    var text = $("source").value;
    $("save-status").textContent = "saving…";
    api("/api/save", { path: state.path, text: text, version: state.version }).then(function (data) {
      if (data.saved) {
        state.version = data.version; state.saved = text;
        $("save").disabled = true;
        $("save-status").textContent = "saved";
      } else {
        $("save-status").textContent = data.error || "not saved";
      }
    });
  }

  $("source").addEventListener("input", scheduleCheck);
  $("save").addEventListener("click", save);
  document.addEventListener("keydown", function (e) {
    if ((e.ctrlKey || e.metaKey) && e.key === "s") { e.preventDefault(); if (state.path) { save(); } }
  });
  loadList();
}());
