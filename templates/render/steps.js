// The proof replay: one frame per step (frame 0 is the start). Every frame was computed by
// pysm (render.steps_data); this script only shows it. No network, no external file.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("steps-data").textContent);
  var words = JSON.parse(document.getElementById("steps-words").textContent);
  var frames = data.frames;
  var at = 0;
  function cellRect(name) { return document.getElementById("cell-" + name); }
  function mark(name) { return document.getElementById("mark-" + name); }
  function show(i) {
    at = Math.max(0, Math.min(frames.length - 1, i));
    var f = frames[at];
    var removed = {};
    f.removed.forEach(function (c) { removed[c] = true; });
    var placedAt = {};
    Object.keys(f.placed).forEach(function (who) { placedAt[f.placed[who]] = who; });
    document.querySelectorAll("rect.cell").forEach(function (r) {
      var name = r.getAttribute("data-cell");
      var count = f.count[name] || 0;
      var isRemoved = !!removed[name];
      r.setAttribute("fill", isRemoved ? "#e74c3c" : "#000000");
      r.setAttribute("fill-opacity", isRemoved ? "0.45" : (count === 0 ? "0.18" : "0"));
      r.classList.toggle("removed", isRemoved);
      var m = mark(name);
      if (m) { m.textContent = placedAt[name] ? placedAt[name] : (count ? String(count) : ""); }
      if (m) { m.setAttribute("font-size", placedAt[name] ? "20" : "13"); }
    });
    document.querySelectorAll(".card, .card p").forEach(function (e) { e.classList.remove("used"); });
    if (f.card) {
      var who = data.people.indexOf(f.card[0]);
      var card = document.getElementById("card-" + who);
      var line = document.getElementById("card-" + who + "-" + f.card[1]);
      if (card) { card.classList.add("used"); }
      if (line) { line.classList.add("used"); }
    }
    var text = at === 0 ? words.start_text : f.text;
    if (f.closing) { text = text + " " + f.closing; }
    document.getElementById("sentence").textContent = text;
    var counter = document.getElementById("counter");
    counter.textContent = words.step + " " + at + " " + words.of + " " + (frames.length - 1);
    counter.setAttribute("data-step", String(at));
  }
  document.getElementById("first").addEventListener("click", function () { show(0); });
  document.getElementById("prev").addEventListener("click", function () { show(at - 1); });
  document.getElementById("next").addEventListener("click", function () { show(at + 1); });
  document.getElementById("last").addEventListener("click", function () { show(frames.length - 1); });
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowRight") { show(at + 1); e.preventDefault(); }
    else if (e.key === "ArrowLeft") { show(at - 1); e.preventDefault(); }
    else if (e.key === "Home") { show(0); }
    else if (e.key === "End") { show(frames.length - 1); }
  });
  show(0);
}());
