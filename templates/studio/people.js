// pysm studio: the people and their cards beside the text. Each card is read as the author types
// it: what pysm understood of each sentence, its canonical form, the closest accepted forms.
import { $, api, el, ask } from "./util.js";

const READ_DELAY = 400;   // ms of quiet typing in a card before it is read and written into the text

export function initPeople(host) {
  const state = host.state;
  let shown = "";          // the people (names and genders) the panel was built for

  function signature(model) {
    return JSON.stringify(model.people.map((p) => [p.name, p.gender, p.traits || {}]));
  }

  function update(model, force) {
    if (!model) { return; }
    const sig = signature(model);
    if (sig !== shown || force) {
      const focused = document.activeElement;
      if (sig === shown && focused && $("people").contains(focused)) {
        refresh(model);
        return;
      }
      build(model);
      shown = sig;
      return;
    }
    refresh(model);
  }

  function refresh(model) {   // values only, never under the author's cursor
    model.people.forEach((p, i) => {
      const box = $("people").querySelector('[data-index="' + i + '"]');
      if (!box) { return; }
      const card = box.querySelector("textarea.card");
      if (document.activeElement !== card && card.value !== p.card) { card.value = p.card; read(i, box); }
      const placed = model.solution[p.name];
      box.querySelector(".placed").textContent = placed ? "solution: " + placed : "";
    });
  }

  function build(model) {
    const root = $("people");
    root.textContent = "";
    model.people.forEach((p, i) => {
      const box = el("fieldset", "person");
      box.setAttribute("data-index", String(i));
      box.setAttribute("data-person", p.name);
      box.appendChild(el("legend", "", p.name || "(no name)"));
      const name = el("input", "name");
      name.value = p.name;
      name.setAttribute("aria-label", "name of person " + (i + 1));
      name.maxLength = 60;
      name.addEventListener("change", () => {
        if (name.value.trim()) { host.edit({ op: "person", index: i, name: name.value.trim() }); }
      });
      const gender = el("select", "gender");
      [["f", "woman"], ["m", "man"]].forEach(([v, t]) => {
        const o = el("option", "", t); o.value = v; gender.appendChild(o);
      });
      gender.value = p.gender;
      gender.setAttribute("aria-label", "gender of " + p.name);
      gender.addEventListener("change", () => host.edit({ op: "person", index: i, gender: gender.value }));
      const remove = el("button", "remove", "Remove");
      remove.type = "button";
      remove.setAttribute("aria-label", "Remove " + p.name);
      remove.addEventListener("click", () => {
        ask("Remove " + p.name + " and their card?", "Remove", "Keep").then((yes) => {
          if (yes) { host.edit({ op: "remove_person", index: i }); }
        });
      });
      const placed = el("span", "placed", model.solution[p.name] ? "solution: " + model.solution[p.name] : "");
      const line = el("p", "person-head");
      [name, gender, remove, placed].forEach((x) => line.appendChild(x));
      box.appendChild(line);
      box.appendChild(traitsOf(model, p, i));
      const card = el("textarea", "card");
      card.value = p.card;
      card.rows = 2;
      card.setAttribute("aria-label", "card of " + p.name);
      let timer = null;
      card.addEventListener("input", () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          host.edit({ op: "person", index: i, card: card.value });
          read(i, box);
        }, READ_DELAY);
      });
      box.appendChild(card);
      const reading = el("ul", "reading");
      reading.setAttribute("aria-label", "how pysm reads the card of " + p.name);
      reading.setAttribute("aria-live", "polite");
      box.appendChild(reading);
      root.appendChild(box);
      read(i, box);
    });
  }

  // A person's traits besides gender (case format 3): each with its value and a remove button,
  // and a list of the traits the person does not have yet, to add one.
  function traitsOf(model, p, i) {
    const row = el("p", "traits");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", "traits of " + p.name);
    const have = p.traits || {};
    const specs = model.traits || [];
    Object.keys(have).sort().forEach((t) => {
      const spec = specs.find((x) => x.name === t) || { flag: false, values: [String(have[t])] };
      // words in the case's language where the model has them; the option values stay the ids
      const name = spec.label || t.replace(/_/g, " ");
      const said = (v) => (spec.labels || {})[v] || v.replace(/_/g, " ");
      const chip = el("span", "trait");
      chip.setAttribute("data-trait", t);
      chip.appendChild(el("span", "trait-name", name + " "));
      const value = el("select", "trait-value");
      (spec.flag ? [["true", said("yes")], ["false", said("no")]] : spec.values.map((v) => [v, said(v)]))
        .forEach(([v, text]) => { const o = el("option", "", text); o.value = v; value.appendChild(o); });
      value.value = String(have[t]);
      value.setAttribute("aria-label", name + " of " + p.name);
      value.addEventListener("change", () => host.edit({
        op: "trait", index: i, trait: t, value: spec.flag ? value.value === "true" : value.value }));
      const remove = el("button", "trait-remove", "×");
      remove.type = "button";
      remove.setAttribute("aria-label", "Remove " + name + " of " + p.name);
      remove.addEventListener("click", () => host.edit({ op: "trait", index: i, trait: t, value: null }));
      chip.appendChild(value);
      chip.appendChild(remove);
      row.appendChild(chip);
    });
    const free = specs.filter((x) => !(x.name in have));
    if (free.length) {
      const add = el("select", "trait-add");
      add.setAttribute("aria-label", "add a trait to " + p.name);
      const first = el("option", "", "add a trait…"); first.value = ""; add.appendChild(first);
      free.forEach((x) => { const o = el("option", "", x.label || x.name.replace(/_/g, " ")); o.value = x.name; add.appendChild(o); });
      add.addEventListener("change", () => {
        const spec = free.find((x) => x.name === add.value);
        if (spec) { host.edit({ op: "trait", index: i, trait: spec.name, value: spec.flag ? true : spec.values[0] }); }
      });
      row.appendChild(add);
    }
    return row;
  }

  function read(i, box) {
    const card = box.querySelector("textarea.card");
    const words = card.value;
    api("/api/card", { path: state.path, text: $("source").value, index: i, card: words }).then((data) => {
      if (card.value !== words) { return; }   // typed on meanwhile
      const ul = box.querySelector("ul.reading");
      ul.textContent = "";
      if (data.error) { ul.appendChild(el("li", "card-error", data.error)); return; }
      (data.sentences || []).forEach((s) => {
        const li = el("li", "sentence");
        li.setAttribute("data-kind", s.kind);
        li.appendChild(el("span", "said", s.text));
        li.appendChild(el("span", "understood", " — understood: " + s.understood));
        if (s.canonical && s.canonical !== s.text) { li.appendChild(el("span", "canonical", " — canonical: " + s.canonical)); }
        ul.appendChild(li);
      });
      (data.errors || []).forEach((e) => ul.appendChild(el("li", "card-error", e)));
      (data.closest || []).forEach((c) => {
        const li = el("li", "closest", "closest accepted form: " + c);
        ul.appendChild(li);
      });
      if (data.canonical && data.canonical !== words.trim()) {
        const li = el("li", "to-canonical");
        const b = el("button", "canonical", "Write in canonical form");
        b.type = "button";
        b.setAttribute("aria-label", "Write the card of " + box.getAttribute("data-person") + " in canonical form");
        b.addEventListener("click", () => {
          card.value = data.canonical;
          host.edit({ op: "person", index: i, card: data.canonical }).then(() => read(i, box));
        });
        li.appendChild(b);
        ul.appendChild(li);
      }
    });
  }

  $("add-person").addEventListener("click", () => {
    const name = $("new-person-name").value.trim();
    if (!name) { $("new-person-name").focus(); return; }
    host.edit({ op: "add_person", name: name, gender: $("new-person-gender").value }).then((done) => {
      if (done) { $("new-person-name").value = ""; }
    });
  });
  return { update };
}
