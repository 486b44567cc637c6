// finkit's small enhancements: the pages work without them (forms post and reload).
"use strict";

function csrfToken() {
  const meta = document.querySelector('meta[name="csrf-token"]');
  return meta ? meta.content : "";
}

// Inline category change: save as soon as the select changes, without leaving the page.
function enhanceCategoryForms() {
  document.querySelectorAll("form[data-inline-category]").forEach((form) => {
    const select = form.querySelector("select");
    const status = form.querySelector(".status");
    const button = form.querySelector("button");
    if (button) button.classList.add("js-hidden");
    const save = async (event) => {
      if (event) event.preventDefault();
      status.textContent = "Saving…";
      try {
        const response = await fetch(form.action, {
          method: "POST",
          body: new FormData(form),
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        const body = await response.json().catch(() => ({}));
        if (!response.ok) {
          status.textContent = body.error || "Not saved";
          return;
        }
        status.textContent = "Saved";
        const row = form.closest("tr");
        const cell = row ? row.querySelector("[data-deductible]") : null;
        if (cell) cell.textContent = body.isTaxDeductible ? "deductible" : "";
      } catch (err) {
        status.textContent = "Not saved (offline?)";
      }
    };
    select.addEventListener("change", save);
    form.addEventListener("submit", save);
  });
}

// Copy buttons: <button data-copy="input-id">.
function enhanceCopyButtons() {
  document.querySelectorAll("button[data-copy]").forEach((button) => {
    button.classList.remove("hidden-nojs");
    const status = button.parentElement.querySelector(".status");
    button.addEventListener("click", async () => {
      const input = document.getElementById(button.dataset.copy);
      input.select();
      try {
        await navigator.clipboard.writeText(input.value);
        if (status) status.textContent = "Copied";
      } catch (err) {
        if (status) status.textContent = "Press Ctrl+C to copy";
      }
    });
  });
}

document.addEventListener("DOMContentLoaded", () => {
  enhanceCategoryForms();
  enhanceCopyButtons();
});
