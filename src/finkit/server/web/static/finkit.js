// finkit's small enhancements: the pages work without them (forms post and reload).
"use strict";

function csrfToken() {
  const meta = document.querySelector('meta[name="csrf-token"]');
  return meta ? meta.content : "";
}

// Inline category change: saved on an explicit choice only (Enter, leaving the box, or the Save button),
// never on each "change": arrowing through the options with the keyboard must not save every option passed.
// The server answers with the row rendered again from the saved transaction (its Tax cell included).
function enhanceCategoryForms(root) {
  (root || document).querySelectorAll("form[data-inline-category]").forEach((form) => {
    const select = form.querySelector("select");
    const status = form.querySelector("[data-inline-status]");
    const announce = document.getElementById("announce");
    let saved = select.value;
    let saving = false;
    const say = (text) => {
      if (status) status.textContent = text;
      if (announce) announce.textContent = text;
    };
    const save = async (event) => {
      if (event) event.preventDefault();
      if (saving || select.value === saved) return;
      saving = true;
      const label = select.options[select.selectedIndex].text;
      say("Saving…");
      try {
        const response = await fetch(form.action, {
          method: "POST",
          body: new FormData(form),
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        const body = await response.json().catch(() => ({}));
        if (!response.ok) {
          say("Not saved: " + (body.error || "the server refused it"));
          return;
        }
        saved = select.value;
        const row = form.closest("tr[id^='tx-']");
        const message = "Saved: " + (body.category || "no category") + (body.gstAmount ? ", GST " + body.gstAmount : "");
        if (row && body.row) {
          const holder = document.createElement("tbody");
          holder.innerHTML = body.row;
          const fresh = holder.querySelector("tr");
          const focused = document.activeElement === select;
          row.replaceWith(fresh);
          enhanceCategoryForms(fresh);
          const freshStatus = fresh.querySelector("[data-inline-status]");
          if (freshStatus) freshStatus.textContent = "Saved";
          if (focused) fresh.querySelector("select").focus();
          if (announce) announce.textContent = message;
        } else {
          say("Saved");
          if (announce) announce.textContent = message;
        }
      } catch (err) {
        say("Not saved (offline?)");
      } finally {
        saving = false;
      }
    };
    select.addEventListener("change", () => {
      if (select.value !== saved && status) status.textContent = "Press Enter or Save to keep this";
    });
    select.addEventListener("keydown", (event) => {
      if (event.key === "Enter") save(event);
      if (event.key === "Escape") {
        select.value = saved;
        if (status) status.textContent = "";
      }
    });
    select.addEventListener("blur", () => save());
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

// Times written in UTC by the server (<time data-local-time datetime="...">) shown in the reader's zone.
function showLocalTimes() {
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  document.querySelectorAll("time[data-local-time]").forEach((el) => {
    const when = new Date(el.getAttribute("datetime"));
    if (!Number.isNaN(when.getTime())) el.textContent = format.format(when);
  });
}

document.addEventListener("DOMContentLoaded", () => {
  showLocalTimes();
  enhanceCategoryForms();
  enhanceCopyButtons();
});
