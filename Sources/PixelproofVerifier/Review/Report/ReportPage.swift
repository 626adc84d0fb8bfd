/// The report's style sheet and script, inline in every page so that it works from a file, offline.
enum ReportPage {
  static let style = """

    :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; font: 14px/1.4 sans-serif; color: var(--ink); background: #f5f5f7; }
    header { position: sticky; top: 0; z-index: 1; padding: 12px 20px; background: #fff;
      border-bottom: 1px solid var(--line); }
    h1 { margin: 0 0 4px; font-size: 20px; }
    h2 { margin: 0 0 6px; font-size: 16px; word-break: break-all; }
    h3 { margin: 12px 0 4px; font-size: 13px; color: var(--muted); }
    header p { margin: 0 0 4px; color: var(--muted); }
    .filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 6px; }
    main { padding: 12px 20px 40px; }
    .snapshot, .warnings { margin: 0 0 16px; padding: 12px 16px; background: #fff;
      border: 1px solid var(--line); border-radius: 8px; }
    h4 { margin: 8px 0 2px; font-size: 13px; word-break: break-all; }
    .outcome { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; color: #fff; }
    .outcome.failed { background: #c9252d; }
    .outcome.recorded { background: #1f6fd1; }
    .outcome.tolerated { background: #b86e00; }
    .earlier { font-size: 12px; font-weight: normal; color: var(--muted); }
    .path, .note, .problem { margin: 0 0 8px; color: var(--muted); word-break: break-all; }
    .problem { color: #c9252d; }
    .controls { display: flex; flex-wrap: wrap; gap: 12px; margin-bottom: 8px; }
    .buttons button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); background: #fff;
      cursor: pointer; }
    .buttons button[aria-pressed="true"] { background: var(--ink); color: #fff; }
    .view { overflow: auto; }
    /* Layered views scroll within the window when zoomed, under the slider; side by side images wrap. */
    .frame { max-height: 80vh; overflow: auto; }
    .side { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    figure { margin: 0; }
    figcaption { color: var(--muted); font-size: 12px; }
    img { display: block; image-rendering: pixelated; background:
      repeating-conic-gradient(#e8e8ed 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .stack { position: relative; }
    .stack img, .clip { position: absolute; top: 0; left: 0; }
    .clip { height: 100%; width: 50%; overflow: hidden; border-right: 1px solid #c9252d; }
    .faded { opacity: 0.35; }
    .over { opacity: 0.85; mix-blend-mode: multiply; background: none; }
    .range { display: flex; gap: 8px; align-items: center; margin-bottom: 6px; color: var(--muted); }
    .range input { width: 240px; }
    pre { margin: 0; padding: 8px; overflow: auto; background: #f5f5f7; font: 12px/1.4 monospace;
      white-space: pre-wrap; word-break: break-all; }
    .commands { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
    .commands dt { color: var(--muted); }
    .commands dd { margin: 0; }
    .commands code { font: 12px monospace; word-break: break-all; }
    .missing { display: inline-block; padding: 8px; color: #c9252d; }

    """

  /// Views, zoom, the slider, filters and copy buttons. With `?selftest` in the address, also a check
  /// that every image decoded and shows at its recorded size and that each slider moves its clip; its
  /// result (a promise of "PASS" or "FAIL" and the failures, one a line) is `window.reportSelfTest`,
  /// for a headless browser to read.
  static let script = """

    "use strict";
    (function () {
      const sections = Array.from(document.querySelectorAll("section.snapshot"));
      for (const image of document.querySelectorAll("img[data-source]")) {
        image.src = document.getElementById(image.dataset.source).src;
      }
      function press(group, button) {
        for (const other of group.querySelectorAll("button")) {
          other.setAttribute("aria-pressed", String(other === button));
        }
      }
      function showView(section, name) {
        for (const view of section.querySelectorAll(".view")) view.hidden = view.dataset.view !== name;
        const button = section.querySelector('.controls button[data-view="' + name + '"]');
        if (button) press(button.parentElement, button);
      }
      function zoom(section, factor) {
        for (const element of section.querySelectorAll("img[data-width], .stack")) {
          element.style.width = element.dataset.width * factor + "px";
          element.style.height = element.dataset.height * factor + "px";
        }
        const button = section.querySelector('button[data-zoom="' + factor + '"]');
        if (button) press(button.parentElement, button);
      }
      function slide(input) {
        input.closest(".view").querySelector(".clip").style.width = input.value + "%";
      }
      function filter() {
        const form = document.getElementById("filters");
        const boxes = form.querySelectorAll('input[name="outcome"]:checked');
        const outcomes = new Set(Array.from(boxes, (box) => box.value));
        const suite = form.querySelector('select[name="suite"]').value;
        let shown = 0;
        for (const section of sections) {
          const inSuite = suite === "" || section.dataset.suite === suite;
          section.hidden = !outcomes.has(section.dataset.outcome) || !inSuite;
          if (!section.hidden) shown += 1;
        }
        document.getElementById("shown").textContent = shown + " of " + sections.length + " shown";
      }
      function copy(button) {
        const text = button.dataset.command;
        const done = () => {
          button.textContent = "copied";
          setTimeout(() => { button.textContent = "copy"; }, 1500);
        };
        const fallback = () => {
          const area = document.createElement("textarea");
          area.value = text;
          document.body.appendChild(area);
          area.select();
          const copied = document.execCommand("copy");
          area.remove();
          if (copied) { done(); return; }
          const range = document.createRange();
          range.selectNodeContents(button.previousElementSibling);
          getSelection().removeAllRanges();
          getSelection().addRange(range);
          button.textContent = "press Ctrl-C";
        };
        // A page opened from a file may not be a secure context, where the clipboard API is missing.
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(text).then(done, fallback);
        } else {
          fallback();
        }
      }
      document.addEventListener("click", (event) => {
        const button = event.target.closest("button");
        if (!button) return;
        const section = button.closest("section.snapshot");
        if (button.dataset.view) showView(section, button.dataset.view);
        else if (button.dataset.zoom) zoom(section, Number(button.dataset.zoom));
        else if (button.classList.contains("copy")) copy(button);
      });
      document.addEventListener("input", (event) => {
        if (event.target.matches(".slider input")) slide(event.target);
      });
      document.getElementById("filters").addEventListener("change", filter);
      for (const section of sections) zoom(section, 1);
      filter();

      async function selfTest() {
        const failures = [];
        const images = Array.from(document.images);
        await Promise.all(images.map((image) => image.decode().catch(() => {})));
        for (const image of images) {
          const [width, height] = [Number(image.dataset.width), Number(image.dataset.height)];
          if (image.naturalWidth !== width || image.naturalHeight !== height) {
            failures.push("image " + image.dataset.name + " decoded at " + image.naturalWidth + " x " +
              image.naturalHeight + ", recorded " + image.dataset.width + " x " + image.dataset.height);
          }
          // Side by side, at 1x, each image takes one CSS pixel per image pixel.
          const shown = image.getBoundingClientRect();
          if (image.closest(".side") && (shown.width !== width || shown.height !== height)) {
            failures.push("image " + image.dataset.name + " shows at " + shown.width + " x " + shown.height);
          }
        }
        let sliders = 0;
        for (const section of sections) {
          const input = section.querySelector(".slider input");
          if (!input) continue;
          showView(section, "slider");
          zoom(section, 2);
          const clip = section.querySelector(".slider .clip");
          const width = section.querySelector(".slider .stack").getBoundingClientRect().width;
          const widths = [20, 80].map((value) => {
            input.value = String(value);
            input.dispatchEvent(new Event("input", { bubbles: true }));
            return clip.getBoundingClientRect().width;
          });
          if (width !== 2 * Number(section.querySelector(".slider .stack").dataset.width) ||
              Math.abs(widths[0] - width * 0.2) > 1 || Math.abs(widths[1] - width * 0.8) > 1) {
            failures.push(
              "slider of " + section.dataset.name + ": clip " + widths.join(", ") + " of " + width + " px");
          }
          input.value = "50";
          slide(input);
          zoom(section, 1);
          showView(section, "side");
          sliders += 1;
        }
        return (failures.length ? "FAIL\\n" + failures.join("\\n") : "PASS") + "\\n" + images.length +
          " images, " + sliders + " sliders, " + sections.length + " snapshots";
      }
      if (new URLSearchParams(location.search).has("selftest")) window.reportSelfTest = selfTest();
    })();

    """
}
