// pysm studio: what every part of the page uses. Every answer comes from this pysm server;
// text from cases goes into the page with textContent, never as markup.
export const $ = (id) => document.getElementById(id);

// This page's own name for its checks: each page (tab, reload) numbers its checks from 1, and
// the server compares a check only with the same page's earlier ones.
export const PAGE = Array.from(crypto.getRandomValues(new Uint8Array(12)),
                               (b) => b.toString(16).padStart(2, "0")).join("");

export function api(url, payload) {
  const opts = payload === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload)
  };
  return fetch(url, opts).then((r) => r.json().then(
    (data) => { data._status = r.status; return data; },
    () => ({ _status: r.status, error: "the server answered " + r.status })));
}

export function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) { e.className = cls; }
  if (text !== undefined && text !== null) { e.textContent = text; }
  return e;
}

// An in-page question (the browser's own confirm() cannot be styled or driven by assistive tools
// the same way): resolves true when the author chooses the first answer.
export function ask(question, yes, no) {
  const box = $("confirm");
  if (!box.hidden) { return Promise.resolve(false); }   // one question at a time
  $("confirm-text").textContent = question;
  $("confirm-yes").textContent = yes || "Discard changes";
  $("confirm-no").textContent = no || "Keep editing";
  box.hidden = false;
  $("confirm-no").focus();
  return new Promise((resolve) => {
    function done(answer) {
      box.hidden = true;
      $("confirm-yes").removeEventListener("click", onYes);
      $("confirm-no").removeEventListener("click", onNo);
      document.removeEventListener("keydown", onKey, true);
      resolve(answer);
    }
    function onYes() { done(true); }
    function onNo() { done(false); }
    function onKey(e) { if (e.key === "Escape") { e.preventDefault(); done(false); } }   // Escape: the safe answer
    $("confirm-yes").addEventListener("click", onYes);
    $("confirm-no").addEventListener("click", onNo);
    document.addEventListener("keydown", onKey, true);
  });
}

export function cellOf(target) {
  const rect = target && target.closest ? target.closest("rect.cell[data-cell]") : null;
  return rect ? rect.getAttribute("data-cell") : null;
}
