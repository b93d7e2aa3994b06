// The preview page: draws the state the server sends (one `state` event per change), keeps
// the pictures' elements across events so only a picture whose version changed is fetched again,
// and overlays each tab's layout frames under the pointer, lint pins and the reference.
"use strict";

const zoomKey = "tabbar-preview-zoom";
let zoom = Number(localStorage.getItem(zoomKey)) || 1;
let state = null;
const figures = new Map(); // picture id → { figure, parts }

const $ = (selector, root = document) => root.querySelector(selector);
const make = (tag, className, text) => {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
};

function problemText(problem) {
  const place = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return problem.field ? `${place}: ${problem.field}: ${problem.message}` : `${place}: ${problem.message}`;
}

function setZoom(value) {
  zoom = value;
  localStorage.setItem(zoomKey, String(value));
  for (const button of document.querySelectorAll("[data-zoom]")) {
    button.setAttribute("aria-pressed", String(Number(button.dataset.zoom) === value));
  }
  for (const entry of figures.values()) layoutFigure(entry);
}

// Zoom is CSS pixels per point, as the device shows it at 1×; a point is `scale` picture pixels,
// so on a high-density screen 1× shows every picture pixel.
function pointsToScreen() { return zoom; }
function pixelsToScreen(picture) { return zoom / picture.scale; }

function place(element, rect, factor) {
  element.style.left = `${rect.x * factor}px`;
  element.style.top = `${rect.y * factor}px`;
  element.style.width = `${rect.width * factor}px`;
  element.style.height = `${rect.height * factor}px`;
}

function layoutFigure(entry) {
  const { picture, parts } = entry;
  if (!picture || !picture.width) return;
  const width = picture.width * pixelsToScreen(picture);
  const height = picture.height * pixelsToScreen(picture);
  for (const image of [parts.image, parts.reference, parts.overImage, parts.diff]) {
    image.style.width = `${width}px`;
    image.style.height = `${height}px`;
  }
  parts.stage.style.width = `${width}px`;
  parts.stage.style.height = `${height}px`;
  parts.sliderStage.style.width = `${width}px`;
  parts.sliderStage.style.height = `${height}px`;
  // A line between picture pixels once a pixel is big enough to see, else between points.
  const cell = pixelsToScreen(picture) >= 3 ? pixelsToScreen(picture) : pointsToScreen();
  parts.grid.classList.toggle("fine", cell >= 3);
  parts.grid.title = pixelsToScreen(picture) >= 3 ? "one cell per pixel" : "one cell per point";
  parts.grid.style.backgroundImage =
    `linear-gradient(to right, rgba(128,128,128,.35) 1px, transparent 1px), linear-gradient(to bottom, rgba(128,128,128,.35) 1px, transparent 1px)`;
  parts.grid.style.backgroundSize = `${cell}px ${cell}px`;
  drawPins(entry);
  moveSlider(entry);
}

function drawPins(entry) {
  const { picture, parts } = entry;
  parts.pins.replaceChildren();
  const factor = pointsToScreen(picture);
  picture.findings.forEach((finding, index) => {
    const pin = make("span", `pin ${finding.severity}`, String(index + 1));
    const at = finding.at || { x: 8 / factor, y: 8 / factor, width: 0, height: 0 };
    pin.style.left = `${(at.x + at.width / 2) * factor}px`;
    pin.style.top = `${(at.y + Math.min(at.height / 2, 10)) * factor}px`;
    pin.title = `${finding.severity}[${finding.rule}] ${finding.field}: ${finding.message}`;
    parts.pins.append(pin);
  });
}

function moveSlider(entry) {
  const { parts } = entry;
  parts.over.style.width = `${parts.range.value}%`;
}

function makeFigure(picture) {
  const figure = make("figure");
  figure.dataset.id = picture.id;
  const caption = make("figcaption", "", picture.labels.join(" · ") || "as written");
  const stage = make("div", "stage");
  const image = make("img", "current");
  image.alt = "the tab bar as drawn now";
  image.addEventListener("load", () => {
    figure.dataset.painted = image.dataset.version;
    updateTitle();
  });
  const grid = make("div", "grid");
  const overlay = make("div", "overlay");
  const pins = make("div", "pins");
  stage.append(image, grid, overlay, pins);
  const problem = make("div", "problem");
  problem.hidden = true;
  const findings = make("ol", "findings");

  const compare = make("div", "compare");
  const sliderCell = make("div", "cell");
  const sliderStage = make("div", "slider-stage");
  const reference = make("img");
  reference.alt = "the reference";
  const over = make("div", "top");
  const overImage = make("img");
  overImage.alt = "the tab bar as drawn now";
  over.append(overImage);
  sliderStage.append(reference, over);
  const range = make("input");
  range.type = "range";
  range.min = "0"; range.max = "100"; range.value = "50";
  range.setAttribute("aria-label", "now ← → reference");
  sliderCell.append(make("span", "", "now ◀ ▶ reference"), sliderStage, range);
  const diffCell = make("div", "cell");
  const diff = make("img");
  diff.alt = "changed pixels";
  diffCell.append(make("span", "", "diff"), diff);
  const none = make("span", "none", "no reference in --dir for this picture");
  compare.append(sliderCell, diffCell, none);

  figure.append(caption, stage, problem, findings, compare);
  const entry = { figure, picture, parts: { caption, stage, image, grid, overlay, pins, problem, findings, compare, sliderStage, reference, over, overImage, range, diff, none } };
  range.addEventListener("input", () => moveSlider(entry));
  stage.addEventListener("mousemove", (event) => hover(entry, event));
  stage.addEventListener("mouseleave", () => { overlay.replaceChildren(); $("#tip").hidden = true; });
  return entry;
}

function updateFigure(entry, picture) {
  const before = entry.picture;
  entry.picture = picture;
  const { parts } = entry;
  const url = `/picture/${picture.id}.png?v=${picture.version}`;
  if (picture.version > 0 && (!before || before.version !== picture.version || !parts.image.src)) {
    parts.image.dataset.version = String(picture.version);
    parts.image.src = url;
    parts.overImage.src = url;
    if (picture.reference) {
      parts.reference.src = `/reference/${picture.id}.png?v=${picture.version}`;
      parts.diff.src = `/diff/${picture.id}.png?v=${picture.version}`;
    }
  }
  entry.figure.dataset.version = String(picture.version);
  parts.stage.classList.toggle("stale", Boolean(picture.problem));
  parts.problem.hidden = !picture.problem;
  parts.problem.textContent = picture.problem ? `${problemText(picture.problem)}\n(showing the last good picture)` : "";
  entry.figure.dataset.problem = picture.problem ? problemText(picture.problem) : "";
  parts.findings.replaceChildren(...picture.findings.map((finding) => {
    const item = make("li", finding.severity, `${finding.severity}[${finding.rule}] ${finding.field ? finding.field + ": " : ""}${finding.message}${finding.line ? ` (line ${finding.line})` : ""}`);
    return item;
  }));
  for (const element of [parts.sliderStage.parentElement, parts.diff.parentElement]) element.hidden = !picture.reference;
  parts.none.hidden = Boolean(picture.reference);
  layoutFigure(entry);
}

function hover(entry, event) {
  const { picture, parts } = entry;
  if (!$("#frames").checked || !picture.tabs.length) return;
  const factor = pointsToScreen(picture);
  const bounds = parts.stage.getBoundingClientRect();
  const x = (event.clientX - bounds.left) / factor;
  const y = (event.clientY - bounds.top) / factor;
  const inside = (r) => r && x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height;
  const tab = picture.tabs.find((t) => inside(t.hitRegion)) || picture.tabs.find((t) => inside(t.item));
  parts.overlay.replaceChildren();
  const tip = $("#tip");
  if (!tab) { tip.hidden = true; return; }
  const boxes = [["hit", tab.hitRegion], ["item", tab.item], ["icon", tab.icon], ["title", tab.titleFrame], ["badge", tab.badge]];
  const lines = [`${tab.id}${tab.title ? ` “${tab.title}”` : ""}`];
  const show = (v) => String(Math.round(v * 100) / 100);
  for (const [kind, rect] of boxes) {
    if (!rect || (kind === "title" && !tab.title)) continue;
    const box = make("div", `box ${kind}`);
    place(box, rect, factor);
    parts.overlay.append(box);
    lines.push(`${kind.padEnd(5)} ${show(rect.x)},${show(rect.y)} ${show(rect.width)}×${show(rect.height)} pt`);
  }
  tip.textContent = lines.join("\n");
  tip.hidden = false;
  tip.style.left = `${event.clientX + 14}px`;
  tip.style.top = `${event.clientY + 14}px`;
}

function render(next) {
  state = next;
  $("#compare-label").hidden = !state.comparing;
  const main = $("#specs");
  const seen = new Set();
  const sections = [];
  for (const spec of state.specs) {
    const section = make("section");
    const heading = make("h2", "", spec.name);
    heading.append(make("small", "", spec.file));
    const row = make("div", "row");
    for (const picture of spec.pictures) {
      seen.add(picture.id);
      let entry = figures.get(picture.id);
      if (!entry) {
        entry = makeFigure(picture);
        figures.set(picture.id, entry);
      }
      updateFigure(entry, picture);
      row.append(entry.figure);
    }
    section.append(heading, row);
    sections.push(section);
  }
  for (const id of [...figures.keys()]) if (!seen.has(id)) figures.delete(id);
  if (state.leftOut) {
    sections.push(make("p", "left-out", `${state.leftOut} more spec${state.leftOut === 1 ? " is" : "s are"} not shown: the preview draws a bounded number of pictures; name fewer specs or folders.`));
  }
  main.replaceChildren(...(sections.length ? sections : [make("p", "empty", "No specs yet: save a .yaml or .json spec in the folder given.")]));
  updateTitle();
}

// The title says what is painted: each picture's name and version, and the problems; a browser
// tab shows it, and so does the DevTools list the tests read.
function updateTitle() {
  if (!state) return;
  const painted = [];
  let problems = 0;
  for (const spec of state.specs) {
    for (const picture of spec.pictures) {
      const entry = figures.get(picture.id);
      const version = entry ? entry.figure.dataset.painted : undefined;
      const name = [spec.name, ...picture.labels].join(".");
      if (version) painted.push(`${name} v${version}`);
      if (picture.problem) problems += 1;
    }
  }
  const shown = painted.slice(0, 8).join(", ") + (painted.length > 8 ? ` +${painted.length - 8}` : "");
  document.title = `tabbar preview — ${shown || "drawing"}${problems ? ` — ${problems} problem${problems === 1 ? "" : "s"}` : ""}`;
}

function connect() {
  const status = $("#status");
  // The state once, as plain JSON, so the page draws even where an event stream cannot stay open
  // (a proxy that buffers, a one-shot headless screenshot); then every change as it happens.
  fetch("/state").then((response) => response.json()).then((first) => {
    if (!state || first.generation > state.generation) render(first);
  }).catch(() => {});
  const events = new EventSource("/events");
  events.addEventListener("state", (event) => {
    status.textContent = "live";
    status.className = "status live";
    const next = JSON.parse(event.data);
    if (!state || next.generation >= state.generation) render(next);
  });
  events.addEventListener("error", () => {
    status.textContent = "reconnecting…";
    status.className = "status lost";
  });
}

for (const button of document.querySelectorAll("[data-zoom]")) {
  button.addEventListener("click", () => setZoom(Number(button.dataset.zoom)));
}
$("#grid").addEventListener("change", (event) => document.body.classList.toggle("show-grid", event.target.checked));
$("#pins").addEventListener("change", (event) => document.body.classList.toggle("no-pins", !event.target.checked));
$("#compare").addEventListener("change", (event) => document.body.classList.toggle("comparing", event.target.checked));
setZoom(zoom);
connect();
