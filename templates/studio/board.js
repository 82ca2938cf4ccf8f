// pysm studio: the board beside the text. Each cell of the drawn board is a rect.cell with
// data-cell="A1"; a click (or a drag, for moving an object) with the chosen tool becomes one
// edit of the case, which the server writes back into the text.
import { $, el, cellOf } from "./util.js";

export function initBoard(host) {
  const state = host.state;
  let pressed = null;     // the cell a press started on (a drag moves its object)

  function draw(svgText, model) {
    const pic = $("picture");
    pic.innerHTML = svgText;
    const svg = pic.querySelector("svg");
    if (!svg) { return; }
    // only the cells answer to [data-cell]: the objects, openings and people drawn on them keep
    // their cell as data-at
    svg.querySelectorAll("[data-cell]:not(rect.cell)").forEach((e) => {
      e.setAttribute("data-at", e.getAttribute("data-cell"));
      e.removeAttribute("data-cell");
    });
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", "board of " + ((model && model.title) || state.path || "the case")
                     + ": choose a tool, then a cell");
    label(model);
  }

  function label(model) {
    const svg = $("picture").querySelector("svg");
    if (!svg || !model) { return; }
    svg.querySelectorAll("rect.cell[data-cell]").forEach((r) => {
      const name = r.getAttribute("data-cell");
      const c = model.cells[name];
      if (!c) { return; }
      const room = model.rooms.find((x) => x.key === c.room);
      const nouns = c.objects.map((id) => (model.objects.find((o) => o.id === id) || { noun: id }).noun);
      const where = c.void ? "in no room (outside)" : room ? room.name + (room.outdoors ? " (outdoors)" : "") : c.room;
      r.setAttribute("role", "button");
      r.setAttribute("tabindex", "0");
      r.setAttribute("aria-label", [name, where].concat(nouns).join(", "));
      r.setAttribute("data-room", c.room);
      r.setAttribute("data-void", String(!!c.void));
      r.setAttribute("data-objects", c.objects.join(" "));
    });
  }

  function fill(select, items, keep) {
    const before = select.value;
    select.textContent = "";
    items.forEach(([value, text]) => {
      const o = el("option", "", text);
      o.value = value;
      select.appendChild(o);
    });
    if (keep && items.some(([v]) => v === before)) { select.value = before; }
  }

  function update(model) {
    if (!model) { return; }
    if (document.activeElement !== $("title")) { $("title").value = model.title; }
    // "." paints a cell into no room (outside the building), as the rooms grid writes it
    const chosen = $("room-pick").value;
    fill($("room-pick"), model.rooms.map((r) => [r.key, r.key + ": " + r.name])
      .concat([["new", "a new room"], [".", "no room (outside)"]]), true);
    // a board of one room (a new case) is painted into rooms of its own: a new room unless chosen otherwise
    if (!chosen && model.rooms.length === 1) { $("room-pick").value = "new"; }
    const room = model.rooms.find((r) => r.key === $("room-pick").value);
    ["room-name", "room-floor", "room-outdoors"].forEach((id) => { $(id).disabled = !room; });
    if (!room) { $("room-name").value = ""; $("room-floor").value = ""; $("room-outdoors").checked = false; }
    if (room && document.activeElement !== $("room-name")) { $("room-name").value = room.name; }
    if (room && document.activeElement !== $("room-floor")) { $("room-floor").value = room.floor; }
    if (room) { $("room-outdoors").checked = !!room.outdoors; }
    fill($("object-pick"), model.objects.map((o) => [o.id, o.noun]), true);
    fill($("person-pick"), model.people.map((p, i) => [String(i), p.name]), true);
    label(model);
  }

  function nearestSide(rect, ev) {
    if ($("side-pick").value) { return $("side-pick").value; }
    if (!ev) { return "n"; }
    const box = rect.getBoundingClientRect();
    const x = (ev.clientX - box.left) / box.width - 0.5;
    const y = (ev.clientY - box.top) / box.height - 0.5;
    if (Math.abs(x) < 0.05 && Math.abs(y) < 0.05) { return "n"; }
    return Math.abs(x) > Math.abs(y) ? (x > 0 ? "e" : "w") : (y > 0 ? "s" : "n");
  }

  // A click paints a cell, a drag the rectangle between press and release. A new room, once
  // started, is the one painted on: the next cells join it rather than each starting another.
  function paint(from, to) {
    const pick = $("room-pick").value || "new";
    const change = { op: "paint", cell: from, room: pick };
    if (to !== from) { change.to = to; }
    host.edit(change).then((data) => {
      if (data && pick === "new" && data.model.cells[from]) {
        $("room-pick").value = data.model.cells[from].room;
        update(data.model);
      }
    });
  }

  function act(cell, ev) {
    const tool = state.tool;
    const model = state.model;
    if (!tool || !cell) { return; }
    if (tool === "play") { host.onPlayCell(cell); return; }
    if (!model) { $("model-error").textContent = "the board cannot be edited until the text reads as a case"; return; }
    if (tool === "room") {
      paint(cell, cell);
    } else if (tool === "object") {
      const id = $("object-pick").value;
      const here = (model.cells[cell] || { objects: [] }).objects;
      host.edit({ op: "object", cell: cell, object: here.length === 1 && here[0] === id ? "" : id });
    } else if (tool === "window" || tool === "door") {
      const rect = $("picture").querySelector('rect.cell[data-cell="' + cell + '"]');
      host.edit({ op: "side", kind: tool, cell: cell, side: nearestSide(rect, ev) });
    } else if (tool === "person") {
      if ($("person-pick").value === "") { $("model-error").textContent = "add a person first"; return; }
      host.edit({ op: "place", index: Number($("person-pick").value), cell: cell });
    } else if (tool === "erase") {
      host.edit({ op: "erase", cell: cell });
    }
  }

  const pic = $("picture");
  pic.addEventListener("mousedown", (ev) => { pressed = cellOf(ev.target); });
  pic.addEventListener("mouseup", (ev) => {
    const cell = cellOf(ev.target);
    const from = pressed;
    pressed = null;
    if (state.tool === "object" && from && cell && from !== cell && state.model
        && state.model.cells[from] && state.model.cells[from].objects.length) {
      host.edit({ op: "move", cell: from, to: cell });
      pic.setAttribute("data-moved", "1");
    } else if (state.tool === "room" && from && cell && from !== cell && state.model) {
      paint(from, cell);
      pic.setAttribute("data-moved", "1");
    }
  });
  pic.addEventListener("click", (ev) => {
    if (pic.getAttribute("data-moved")) { pic.removeAttribute("data-moved"); return; }
    act(cellOf(ev.target), ev);
  });
  pic.addEventListener("keydown", (ev) => {   // a focused cell acts on Enter or Space, as a click
    const cell = cellOf(ev.target);
    if (cell && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); act(cell, null); }
  });
  $("room-pick").addEventListener("change", () => update(state.model));
  $("title").addEventListener("change", () => host.edit({ op: "title", title: $("title").value }));
  function renameRoom(field) {
    const key = $("room-pick").value;
    const value = $(field === "name" ? "room-name" : "room-floor").value.trim();
    if (!key || key === "new" || key === "." || !value) { return; }
    const change = { op: "room", key: key };
    change[field] = value;
    host.edit(change);
  }
  $("room-outdoors").addEventListener("change", () => {
    const key = $("room-pick").value;
    if (key && key !== "new" && key !== ".") { host.edit({ op: "room", key: key, outdoors: $("room-outdoors").checked }); }
  });
  $("room-name").addEventListener("change", () => renameRoom("name"));
  $("room-floor").addEventListener("change", () => renameRoom("floor"));
  return { draw, update };
}
