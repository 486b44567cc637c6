// The split form: what is left to assign, as the parts' amounts are typed. The form works without it
// (the server checks the sum and names the part that is wrong).
"use strict";

function followSplitRemaining() {
  const form = document.querySelector("form[data-split-total]");
  if (!form) return;
  const out = form.querySelector("[data-split-remaining]");
  const inputs = Array.from(form.querySelectorAll("input[data-split-amount]"));
  const cents = (text) => {
    const clean = String(text).replace(/[,$\s]/g, "").replace(/^-/, "");
    if (clean === "") return 0;
    if (!/^\d+(\.\d{0,2})?$/.test(clean)) return NaN;
    const [whole, part = ""] = clean.split(".");
    return Number(whole) * 100 + Number((part + "00").slice(0, 2));
  };
  const total = cents(form.dataset.splitTotal);
  const money = (value) => (value / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const show = () => {
    const amounts = inputs.map((input) => cents(input.value));
    if (amounts.some(Number.isNaN)) {
      out.textContent = "An amount is not a number of dollars and cents.";
      return;
    }
    const left = total - amounts.reduce((sum, value) => sum + value, 0);
    if (left === 0) out.textContent = "The parts add up to the whole.";
    else if (left > 0) out.textContent = "Left to assign: " + money(left);
    else out.textContent = "Too much by " + money(-left);
    out.dataset.left = String(left);
  };
  inputs.forEach((input) => input.addEventListener("input", show));
  show();
}

document.addEventListener("DOMContentLoaded", followSplitRemaining);
