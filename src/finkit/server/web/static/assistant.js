// Streams the assistant's reply (server-sent events from POST /api/chat/message) into the page.
"use strict";

(function () {
  const form = document.getElementById("chat-form");
  if (!form || !window.fetch || !window.TextDecoder) return;
  const messages = document.getElementById("messages");
  const pending = document.getElementById("pending");
  const input = form.querySelector("textarea");
  const conversationField = form.querySelector('input[name="conversation_id"]');
  const token = form.querySelector('input[name="csrf_token"]').value;

  function addMessage(role, text) {
    const item = document.createElement("li");
    item.className = "msg " + role;
    const who = document.createElement("span");
    who.className = "who";
    who.textContent = role === "user" ? "You" : "Assistant";
    const tools = document.createElement("ul");
    tools.className = "tools";
    const body = document.createElement("div");
    body.className = "text";
    body.textContent = text;
    item.append(who, tools, body);
    messages.append(item);
    return { item, tools, body };
  }

  function handle(event, data, reply) {
    if (event === "token") {
      reply.body.textContent += data.text;
    } else if (event === "tool_call_start") {
      const li = document.createElement("li");
      li.textContent = "Using " + data.tool + "…";
      reply.tools.append(li);
    } else if (event === "tool_call_end") {
      const last = reply.tools.lastElementChild;
      if (last) last.textContent = "Used " + data.tool + ": " + (data.resultSummary || "").slice(0, 160);
    } else if (event === "error") {
      reply.body.textContent += "\n(" + data.error + ")";
    } else if (event === "done") {
      conversationField.value = data.conversationId;
      if (window.history && data.conversationId) {
        window.history.replaceState(null, "", "/assistant/" + data.conversationId);
      }
      if (data.message && data.message.content) reply.body.textContent = data.message.content;
      if (data.pendingAction) {
        pending.querySelector("p").textContent =
          "The assistant wants to make a change: " + (data.pendingAction.summary || data.pendingAction.tool);
        pending.hidden = false;
      } else {
        pending.hidden = true;
      }
    }
  }

  async function send(text) {
    addMessage("user", text);
    const reply = addMessage("assistant", "");
    reply.item.setAttribute("aria-busy", "true");
    const body = { message: text, stream: true };
    if (conversationField.value) body.conversationId = conversationField.value;
    const response = await fetch("/api/chat/message", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream", "X-CSRF-Token": token },
      body: JSON.stringify(body),
    });
    if (!response.ok || !response.body) {
      const problem = await response.json().catch(() => ({}));
      reply.body.textContent = problem.error || "The assistant could not answer (" + response.status + ")";
      reply.item.removeAttribute("aria-busy");
      return;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = "message";
        const data = [];
        block.split("\n").forEach((line) => {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).trim());
        });
        if (data.length) handle(event, JSON.parse(data.join("\n")), reply);
      }
    }
    reply.item.removeAttribute("aria-busy");
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = "";
    send(text).catch(() => addMessage("assistant", "The connection was lost; please try again."));
  });
  pending.querySelectorAll("button[data-reply]").forEach((button) => {
    button.addEventListener("click", () => {
      pending.hidden = true;
      send(button.dataset.reply);
    });
  });
})();
