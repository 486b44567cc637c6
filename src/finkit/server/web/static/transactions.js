// Enhancements for the transactions list and the import progress page; both work without this file.
"use strict";

// Bulk categorise: a "select all" box and a count of the ticked rows.
function enhanceBulkCategorise() {
  const form = document.getElementById("bulk");
  if (!form) return;
  const boxes = Array.from(document.querySelectorAll('input[type="checkbox"][form="bulk"]'));
  const all = document.querySelector("input[data-select-all]");
  const count = form.querySelector("[data-bulk-count]");
  const show = () => {
    const ticked = boxes.filter((box) => box.checked).length;
    count.textContent = ticked ? ticked + " selected" : "";
    if (all) all.checked = ticked > 0 && ticked === boxes.length;
  };
  boxes.forEach((box) => box.addEventListener("change", show));
  if (all) {
    all.hidden = false;
    all.addEventListener("change", () => {
      boxes.forEach((box) => { box.checked = all.checked; });
      show();
    });
  }
  show();
}

// Import progress: ask the same address for JSON every second; reload when the import has ended.
function followImportProgress() {
  const box = document.querySelector("[data-import-progress]");
  if (!box || !window.fetch) return;
  const bar = box.querySelector("progress");
  const text = box.querySelector("[data-progress-text]");
  const poll = async () => {
    try {
      const response = await fetch(box.dataset.url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
      const state = await response.json();
      if (!response.ok || state.status !== "running") {
        window.location.reload();
        return;
      }
      bar.value = state.percent;
      bar.textContent = state.percent + "%";
      text.textContent = state.percent + "% read" + (state.stage === "saving" ? "; saving the last rows…" : "…");
    } catch (err) {
      text.textContent = "Lost touch with the server; use Refresh.";
      return;
    }
    window.setTimeout(poll, 1000);
  };
  window.setTimeout(poll, 1000);
}

document.addEventListener("DOMContentLoaded", () => {
  enhanceBulkCategorise();
  followImportProgress();
});
