"""The browser build: ``python run.py --web [DIR]`` makes a Pyxel app and the page that plays it.

Pyxel's own tools do the work, as ``pyxel package`` and ``pyxel app2html``
would from a shell: the program (``run.py``, ``retro/``, ``resources/``,
``original_docs/``) is copied into a clean folder named ``retro-cards``,
packaged as ``retro-cards.pyxapp``, and turned into ``retro-cards.html``,
which carries the app inside it (base64) and loads Pyxel's web runtime
(Pyodide and the Pyxel wheel) from Pyxel's CDN. ``index.html`` is the disk's
front page: the four programs, each with its picture (copied from
``docs/shots`` into ``shots/``), a line, and a link to its ``?program=``
address (an address with a query goes straight on to the program). Tests,
benchmarks, tools, pictures and caches stay out of the package.

Three things are changed in the page Pyxel writes (``fit_page``): a script of
ours comes first (the program's name and icon on the tab, a loading line, Enter
or Space to start, and a plain message with a Retry button where a runtime
file fails to load; and, for phones, ``PHONE_SCRIPT``: a text field of the
page's own wherever a program asks for typed text, whether the last pointer was
a finger, and the dark area around the screen left to the browser), its
on-screen gamepad is switched off (no program of ours reads a gamepad, and it
would cover a phone's screen), and a small script fits the 640x480 screen to a
phone: the whole of it on its side, upright a part of it at a readable size
(``FIT_SCRIPT``).

This runs on a desktop only; the browser copy never calls it.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import sys
import tempfile
from pathlib import Path

APP_NAME = "retro-cards"
# What the packaged program needs, relative to the checkout.
PARTS = ("run.py", "retro", "resources", "original_docs")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo", ".*", "*.bad", "*.tmp")
SIZE_TARGET = 1_000_000

# The landing page's picture of each program (from docs/shots, copied beside the page).
PICTURES = {"pinochle": "pinochle-game.png", "tablenette": "tablenette-table.png",
            "casino": "casino-table.png", "tablanet": "tablanet-game-en.png"}
SHOTS = ("docs", "shots")

INDEX_HTML = """<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Retro Card Classics</title>
<link rel="icon" href="{icon}">
<script>
// An old link with a query (index.html?program=casino) still goes straight to the program.
if (location.search) location.replace("{app}.html" + location.search);
</script>
<style>
body {{ margin: 0; padding: 1.5em; background: #0000aa; color: #fff;
       font: 16px/1.45 "Courier New", monospace; }}
main {{ max-width: 60em; margin: 0 auto; }}
h1 {{ color: #ffff55; font-size: 1.6em; margin: 0 0 .2em; }}
p {{ margin: .4em 0 1em; }}
ul.disk {{ list-style: none; padding: 0; display: grid; gap: 1.2em;
          grid-template-columns: repeat(auto-fill, minmax(18em, 1fr)); }}
ul.disk li {{ background: #000080; border: 2px solid #55ffff; padding: .7em; }}
a {{ color: #55ffff; }}
a.program {{ display: block; text-decoration: none; }}
a.program img {{ width: 100%; height: auto; image-rendering: pixelated; display: block; }}
a.program strong {{ display: block; margin-top: .5em; color: #ffff55; font-size: 1.15em; }}
.era {{ color: #aaaaaa; }}
.note {{ color: #aaaaaa; font-size: .9em; }}
</style>
<main>
<h1>Retro Card Classics</h1>
<p>Four card games from the shareware years, 1988&ndash;2002, rebuilt on the Pyxel engine.
Choose one, or open <a href="{app}.html">the disk menu</a> to pick there.</p>
<p class="note">The first visit needs the internet: the page fetches its runtime
(Python and the Pyxel engine, about 17 MB) from cdn.jsdelivr.net, and your browser
usually keeps a copy after that. Click or touch the game's screen, or press Enter, to start; Esc in a
program brings the disk menu. Scores, settings, records and unfinished games stay in this
browser (the site's storage): still there after a reload or a restart, on this computer
only, until you clear the site's data (a private window forgets them when it closes).
Play in one tab at a time: a second tab plays but keeps nothing, and says so.</p>
<ul class="disk">
{items}
</ul>
</main>
</html>
"""

ITEM_HTML = """<li><a class="program" href="{app}.html?program={name}">
<img src="shots/{picture}" width="640" height="480" alt="{title}, a game in progress">
<strong>{title}</strong></a>
<span class="era">{year}, {system}, {players}</span><br>
{blurb}</li>"""


# What ``pyxel app2html`` writes for the on-screen gamepad, and what we write instead
# (pyxel.js adds the gamepad only for "enabled").
GAMEPAD_ON, GAMEPAD_OFF = 'gamepad: "enabled"', 'gamepad: "disabled"'

# Pyxel draws its screen no smaller than 1:1 on a canvas the size of the page, so on a
# screen smaller than 640x480 CSS pixels a part is cut off. A phone's browser lays the page
# out as wide as the viewport tag says and scales it to the screen: so where the screen is
# too small the page asks to be laid out at least 640 wide and 480 high (keeping the
# screen's shape), and the phone shows all of it, smaller -- as long as the smallest text
# row any program draws (ROW: Windows 98's 12-pixel sans serif) stays LEAST CSS pixels high
# or more, as on a phone on its side. Upright, a phone is too narrow for that: there the page
# is laid out narrower than the screen (``retro-zoomed``: the screen's box stays 640 wide, so
# Pyxel still draws it 1:1) and the player sees a part of it, the text readable, and drags the
# dark area around it to see the rest (the page script leaves the dark area's touches to the
# browser); "Whole screen" shows it all, smaller ("Larger text" goes back; the choice is kept).
# Pinching (on the dark area) zooms in either way. pyxel.js has just set the tag to the
# device's width with zooming off; this runs after it, and again after each turn.
FIT_SCRIPT = """<script>
(() => {
  const W = 640, H = 480, ROW = 12, LEAST = 10.2, meta = document.querySelector('meta[name="viewport"]');
  if (!meta) return;
  const root = document.documentElement;
  const style = document.createElement("style");
  style.textContent = `html.retro-zoomed div#pyxel-screen { width: ${W}px !important; }
    #retro-view { position: fixed; left: 0; right: 0; bottom: 0; z-index: 25; padding: 6px 8px 10px;
      text-align: center; font: 16px/1.35 Arial, sans-serif; color: #c8c8c8; pointer-events: none; }
    #retro-view button { pointer-events: auto; font: inherit; margin-top: 6px; padding: 6px 16px; }`;
  document.head.appendChild(style);
  let view = "", shown = "", bar = null;
  try { view = localStorage.getItem("retro-view") || ""; } catch (e) {}
  const started = () => !!(window.pyxelContext && window.pyxelContext.initialized);
  const choose = () => {
    view = shown === "zoomed" ? "whole" : "zoomed";
    try { localStorage.setItem("retro-view", view); } catch (e) {}
    fit();
  };
  // Upright on a phone: a line in the dark area under the screen, and the button to change the view.
  const say = () => {
    if (!shown || !started()) { if (bar) bar.remove(); return; }
    if (!bar) {
      bar = document.createElement("div");
      bar.id = "retro-view";
      bar.append(document.createElement("div"), document.createElement("button"));
      bar.lastChild.addEventListener("click", choose);
    }
    const zoomed = shown === "zoomed";
    bar.firstChild.textContent = zoomed ? "Drag the dark area to see the rest of the screen."
                                        : "Pinch the dark area to zoom in, or turn the phone.";
    bar.lastChild.textContent = zoomed ? "Whole screen" : "Larger text";
    if (!bar.isConnected) document.body.appendChild(bar);
  };
  let pending = 0;
  const fit = () => {
    const long = Math.max(screen.width, screen.height), short = Math.min(screen.width, screen.height);
    const landscape = matchMedia("(orientation: landscape)").matches;
    const width = landscape ? long : short, aspect = innerWidth / innerHeight;
    let content = "width=device-width, initial-scale=1", mode = "", zoom = "";
    if (width < W || width / aspect < H) {
      const whole = Math.max(W, Math.ceil((H + 4) * aspect));
      let wide = whole;
      // Larger only where the screen's height still fits (upright): on its side it is as it was.
      if (width / whole * ROW < LEAST && width / aspect * ROW / LEAST >= H + 4) {
        mode = "whole";
        if (view !== "whole") {
          wide = Math.floor(width * ROW / LEAST);
          mode = "zoomed";
        }
      }
      zoom = (width / wide).toFixed(4);
      content = `width=${wide}, initial-scale=${zoom}, minimum-scale=${zoom}`;
    }
    root.classList.toggle("retro-zoomed", mode === "zoomed");
    const final = content + (zoom ? ", maximum-scale=4" : "");
    if (meta.dataset.view === final) return;          // this view is set, or being set
    meta.dataset.view = final;
    // A browser keeps the zoom it had: the view's own scale first (no pinching), then pinching again.
    meta.content = zoom ? `${content}, maximum-scale=${zoom}` : content;
    const mine = ++pending;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (mine !== pending) return;
      meta.content = final;
      // Upright and larger: the middle of the screen in view (its box is as wide as the screen).
      if (mode !== shown) scrollTo(mode === "zoomed" ? (root.scrollWidth - innerWidth) / 2 : 0, 0);
      shown = mode;
      say();
    }));
  };
  fit();
  addEventListener("resize", fit);
  const waiting = setInterval(() => { if (started()) { clearInterval(waiting); say(); } }, 500);
})();
</script>
"""


# Each program's little picture for the browser's tab, in its own style (16x16 SVG): the DOS programs
# on CGA blue or black, the Windows ones on their desktops' teal and green; the disk menu a card.
ICONS = {
    "": ("<rect x='3' y='1' width='10' height='14' rx='1' fill='%23fff' stroke='%23000'/>"
         "<path d='M8 12 5 8.5a1.6 1.6 0 0 1 3-1.6 1.6 1.6 0 0 1 3 1.6z' fill='%23c00'/>"),
    "pinochle": ("<rect width='16' height='16' fill='%230000aa'/><rect x='3' y='2' width='10' height='12' "
                 "fill='%23aaaaaa'/><path d='M8 4 5 8h2l-1 3h4L9 8h2z' fill='%23000'/>"
                 "<rect y='15' width='16' height='1' fill='%2355ffff'/>"),
    "tablenette": ("<rect width='16' height='16' fill='%23008000'/><rect x='3' y='1' width='10' height='14' "
                   "rx='1' fill='%23fff' stroke='%23000'/><path d='M8 11 5.5 8 8 4.5 10.5 8z' fill='%23f00'/>"),
    "casino": ("<rect width='16' height='16' fill='%23008080'/><rect x='2' y='2' width='9' height='12' "
               "fill='%23fff' stroke='%23000'/><rect x='5' y='1' width='9' height='12' fill='%23fff' "
               "stroke='%23000'/><path d='M9.5 10 7.5 7 9.5 4 11.5 7z' fill='%23c00'/>"),
    "tablanet": ("<rect width='16' height='16' fill='%23000'/><rect x='1' y='4' width='14' height='8' "
                 "fill='%2300aa00'/><rect x='5' y='5' width='6' height='6' fill='%23fff'/>"
                 "<path d='M6 6h4v1H8.5v3h-1V7H6z' fill='%23000'/>"),
}

# The page around the game: the program's name as the tab's title and its own icon, a loading line
# in the page's own words (what has been read of the runtime), Enter or Space as well as a click to
# start, and, where a runtime file fails to load (blocked, missing, offline), a plain message with a
# Retry button instead of a blank page, Pyxel's logo for ever, or a developer's trace. It runs
# before pyxel.js, so that it hears of a script that fails to load.
PAGE_SCRIPT = """<script>
(() => {
  const TITLES = __TITLES__, ICONS = __ICONS__, SUITE = "Retro Card Classics";
  const program = (new URLSearchParams(location.search).get("program") || "").toLowerCase();
  const name = TITLES[program] || SUITE, title = TITLES[program] ? `${name} - ${SUITE}` : SUITE;
  const icon = ICONS[program] || ICONS[""];
  // Every change below is made only where something differs: the page is watched for changes.
  const own = () => {
    if (document.title !== title) document.title = title;
    for (const link of document.querySelectorAll("link[rel~='icon']")) if (!link.dataset.own) link.remove();
    if (!document.querySelector("link[data-own]")) {
      const link = document.createElement("link");
      link.rel = "icon"; link.href = icon; link.dataset.own = "1";
      document.head.appendChild(link);
    }
  };
  own();
  const style = "position:fixed;left:0;right:0;z-index:20;font:16px/1.4 'Courier New',monospace;" +
    "color:#fff;background:#000;text-align:center;padding:.3em .5em";
  let line = null, failed = false;
  const say = (text) => {
    if (failed) return;
    if (!line) {
      line = document.createElement("div");
      line.id = "retro-loading"; line.setAttribute("role", "status"); line.style.cssText = style + ";bottom:0";
    }
    if (!line.isConnected) (document.body || document.documentElement).appendChild(line);
    if (line.textContent !== text) line.textContent = text;
  };
  const started = () => !!(window.pyxelContext && window.pyxelContext.initialized);
  // What has been read of the runtime so far (the browser's cache counts as read).
  let bytes = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bytes += entry.encodedBodySize || entry.transferSize || 0;
      if (!started() && !document.querySelector("#pyxel-prompt")) {
        say(`Loading ${name}: ${(bytes / 1e6).toFixed(1)} MB of about 17 read...`);
      }
    }).observe({type: "resource", buffered: true});
  } catch (e) {}
  const fail = (what) => {
    if (failed || started()) return;
    failed = true;
    if (line) line.remove();
    document.getElementById("pyxel-error-overlay")?.remove();
    const box = document.createElement("div");
    box.id = "retro-failed"; box.setAttribute("role", "alert");
    box.style.cssText = style + ";top:30%;left:10%;right:10%;background:#0000aa;border:2px solid #55ffff;padding:1em";
    const text = document.createElement("p");
    text.textContent = `${name} could not load the runtime it plays on (${what}). ` +
      "Check the connection (the first visit needs the internet), then try again.";
    const retry = document.createElement("button");
    retry.textContent = "Retry"; retry.id = "retro-retry";
    retry.style.cssText = "font:inherit;padding:.2em 1.5em";
    retry.addEventListener("click", () => location.reload());
    box.append(text, retry);
    (document.body || document.documentElement).appendChild(box);
    retry.focus();
  };
  addEventListener("error", (e) => {
    const t = e.target;
    if (t && t !== window && (t.tagName === "SCRIPT" || t.tagName === "LINK")) {
      fail(`${(t.src || t.href || "a file").split("/").pop()} did not arrive`);
    } else if (!started()) {
      fail(String((e.error && e.error.message) || e.message || "an error"));
    }
  }, true);
  addEventListener("unhandledrejection", (e) => {
    fail(String((e.reason && e.reason.message) || e.reason || "an error").split("\\n")[0].slice(0, 200));
  });
  // Pyxel's "click to start" also starts with Enter or Space (and says so).
  // (Watched until the game starts: Pyxel changes nothing of the page after that.)
  let prompted = false;
  const watcher = new MutationObserver(() => {
    own();
    if (failed) {                                        // the message stands alone: no trace over it
      document.getElementById("pyxel-error-overlay")?.remove();
      return;
    }
    const prompt = document.querySelector("#pyxel-prompt");
    if (started() || (prompted && !prompt)) {          // the game has begun: the line has done its work
      if (line) { line.remove(); line = null; }
      watcher.disconnect();
    } else if (prompt) {
      prompted = true;
      say("Press Enter or Space, or click, to start.");
    }
  });
  watcher.observe(document.documentElement, {childList: true, subtree: true});
  addEventListener("keydown", (e) => {
    // Alt and a letter open the program's menus, not the browser's (its File menu is Alt+F too);
    // the program still hears the key.
    if (e.altKey && !e.ctrlKey && !e.metaKey && /^Key[A-Z]$/.test(e.code)) e.preventDefault();
    const context = window.pyxelContext;
    if ((e.key === "Enter" || e.key === " ") && context && context.resolveInput) {
      e.preventDefault();
      context.resolveInput();
      if (line) { line.remove(); line = null; }
    }
  }, true);
  // Alt let go on its own would move the keyboard to the browser's menu bar (on some systems).
  addEventListener("keyup", (e) => { if (e.key === "Alt") e.preventDefault(); }, true);
  // No word of the runtime for two minutes: say so rather than wait for ever.
  setTimeout(() => {
    if (!started() && !document.querySelector("#pyxel-prompt")) fail("no answer for two minutes");
  }, 120000);
})();
</script>
"""


# The page's side of retro/web_input.py (``window.retroInput``), for phones. A phone shows its
# keyboard only for a real text field, so wherever a program asks for typed text (the program says
# where: ``show``) an HTML text field goes over that place, focused; what is typed there, and its
# Enter and Esc, wait in ``events`` until the program takes them (``take``, once a frame), and the
# program's text comes back into the field (the field keeps its own until the program has taken
# all of it: ``seq``). Its keys are the field's alone (the game hears them through the field, not
# twice), except the function keys, Tab, Alt and the keys that turn pages. It is shown only where
# a finger is used (a phone, or a finger last on a touch screen). ``attend`` brings what the
# program says is to be read now into view, where the phone shows a part of the screen.
# ``touch`` says whether the last pointer was a finger (the program then draws no arrow). A touch
# that starts on the dark area around Pyxel's screen, and a second finger, are the browser's, not
# the game's: it drags the view along or zooms, and a tap there clicks nothing in the game.
PHONE_SCRIPT = """<script>
(() => {
  const W = 640, H = 480;
  const started = () => !!(window.pyxelContext && window.pyxelContext.initialized);
  const coarse = () => matchMedia("(any-pointer: coarse)").matches;
  // Where Pyxel's screen lies in the window (CSS pixels), as Pyxel places it on its canvas.
  const screenBox = () => {
    const c = document.querySelector("canvas#canvas");
    if (!c || !c.width || !c.height) return null;
    const r = c.getBoundingClientRect(), k = r.width / c.width;
    const scale = Math.max(Math.min(c.width / W, c.height / H), 1);
    const x = Math.trunc((c.width - Math.trunc(W * scale)) / 2), y = Math.trunc((c.height - Math.trunc(H * scale)) / 2);
    return {left: r.left + x * k, top: r.top + y * k, unit: scale * k};
  };
  const input = window.retroInput = {touch: false};
  const field = document.createElement("input");
  field.id = "retro-field";
  field.type = "text";
  field.autocomplete = "off";
  field.spellcheck = false;
  field.setAttribute("autocorrect", "off");
  field.setAttribute("enterkeyhint", "done");
  field.setAttribute("aria-label", "Type your answer here");
  const LOOKS = {dos: "background:#000;color:#fff;border:2px solid #ffff55;font-family:'Courier New',monospace",
                 win: "background:#fff;color:#000;border:2px solid #000080;font-family:Arial,sans-serif"};
  // ``entered``: Enter was pressed in the field; what is typed after it, before the next question has
  // taken the field over, is that question's (a fast typist's first letters are not lost).
  let spec = null, seq = 0, events = [], placed = "", entered = false;
  // Over its place on the screen, as the screen lies now (the program asks each frame: ``take``).
  const place = () => {
    const s = screenBox();
    if (!spec || !s || !field.isConnected) return;
    const w = Math.min(Math.max(spec.w * s.unit, (spec.max_len + 2) * 10 + 12), W * s.unit);
    const h = Math.max(spec.h * s.unit + 6, 28);
    const left = Math.max(s.left, Math.min(s.left + spec.x * s.unit, s.left + W * s.unit - w));
    const top = s.top + spec.y * s.unit - (h - spec.h * s.unit) / 2;
    const css = "position:absolute;z-index:30;box-sizing:border-box;margin:0;padding:0 4px;" +
      "font-size:16px;outline:none;border-radius:0;" + LOOKS[spec.look === "dos" ? "dos" : "win"] +
      `;left:${left + scrollX}px;top:${top + scrollY}px;width:${w}px;height:${h}px`;
    if (css !== placed) field.style.cssText = placed = css;
  };
  // Shown (and focused, so that the phone's keyboard comes up) where a finger is used.
  const render = (fresh) => {
    if (!spec || !(input.touch || coarse())) { field.remove(); return; }
    const away = !field.isConnected;
    if (away) document.body.appendChild(field);
    place();
    if (fresh || away) {
      field.focus({preventScroll: true});
      if (spec.look !== "dos") field.select();
      field.scrollIntoView({block: "nearest", inline: "nearest"});
    }
  };
  const said = (kind, value) => {
    seq += 1;
    const last = events[events.length - 1];
    if (kind === "text" && last && last[0] === "text") last[1] = value;
    else events.push([kind, value]);
  };
  field.addEventListener("input", () => said("text", field.value));
  const passes = (e) => e.altKey || /^(F[0-9]+|Tab|PageUp|PageDown|ArrowUp|ArrowDown)$/.test(e.key);
  for (const type of ["keydown", "keypress", "keyup"]) {
    field.addEventListener(type, (e) => {
      if (passes(e)) return;
      e.stopPropagation();
      if (type === "keydown" && (e.key === "Enter" || e.key === "Escape")) {
        e.preventDefault();
        said("key", e.key === "Enter" ? "RETURN" : "ESCAPE");
        if (e.key === "Enter") { entered = true; field.value = ""; }
      }
    });
  }
  input.show = (json) => {
    const next = JSON.parse(json), fresh = !spec || spec.key !== next.key;
    spec = next;
    field.maxLength = spec.max_len;
    field.inputMode = spec.digits ? "numeric" : "text";
    field.setAttribute("autocapitalize", spec.capitals ? "characters" : "off");
    const early = fresh && entered && field.isConnected ? field.value : "";
    entered = false;
    if (early) {                                // typed after the last Enter: this question's
      events = [];
      said("text", early);
    } else if (fresh) {
      events = [];
      field.value = spec.text;
    } else if (spec.seq === seq && field.value !== spec.text) {
      field.value = spec.text;                  // the program's own text: a refused key, a cleared answer
    }
    render(fresh);
  };
  input.hide = () => {
    spec = null;
    entered = false;
    events = [];
    placed = "";
    if (document.activeElement === field) field.blur();
    field.remove();
  };
  input.take = () => {
    place();
    const out = JSON.stringify({seq, events});
    events = [];
    return out;
  };
  // What the player must read now (a question and its answers, a box, a dialog), when it comes: where
  // the phone shows a part of the screen, the least scroll that shows it (wider than the view, its
  // ``end``: the answers at a question's right, a text's left, a box's middle).
  input.attend = (json) => {
    const a = JSON.parse(json), s = screenBox(), v = window.visualViewport;
    if (!s || !v) return;
    const x0 = s.left + a.x0 * s.unit, x1 = s.left + a.x1 * s.unit, left = v.offsetLeft, width = v.width;
    const m = Math.min(8, Math.max(0, (width - (x1 - x0)) / 2));     // a margin, where there is room
    let dx = 0;
    if (x1 - x0 > width) {
      dx = (a.end === "right" ? x1 - width : a.end === "left" ? x0 : (x0 + x1 - width) / 2) - left;
    } else if (x0 - m < left) {
      dx = x0 - m - left;
    } else if (x1 + m > left + width) {
      dx = x1 + m - left - width;
    }
    if (Math.abs(dx) >= 1) scrollBy({left: dx, behavior: "instant"});
  };
  addEventListener("resize", place);
  addEventListener("pointerdown", (e) => {
    input.touch = e.pointerType !== "mouse";
    if (input.touch && spec && !field.isConnected) render(true);
  }, true);
  addEventListener("pointermove", (e) => { if (e.pointerType === "mouse") input.touch = false; }, true);
  // The dark area's touches and second fingers are the browser's (not passed on to Pyxel's canvas).
  const kept = new Set();
  const outside = (t) => {
    const s = screenBox();
    if (!s) return false;
    const x = (t.clientX - s.left) / s.unit, y = (t.clientY - s.top) / s.unit;
    return x < 0 || y < 0 || x >= W || y >= H;
  };
  const touch = (e) => {
    if (!started() || !(e.target instanceof HTMLCanvasElement)) return;
    const changed = [...e.changedTouches];
    if (e.type === "touchstart") {
      for (const t of changed) if (e.touches.length > 1 || outside(t)) kept.add(t.identifier);
    }
    const ours = changed.length > 0 && changed.every((t) => kept.has(t.identifier));
    if (e.type === "touchend" || e.type === "touchcancel") for (const t of changed) kept.delete(t.identifier);
    if (!ours) return;
    e.stopPropagation();
    if (e.type === "touchend" && e.cancelable) e.preventDefault();   // no click in the game from it
  };
  for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"]) {
    addEventListener(type, touch, {capture: true, passive: type !== "touchend"});
  }
})();
</script>
"""


def icon_uri(name: str) -> str:
    """The tab icon of program ``name`` ("": the disk menu's) as a data: address."""
    return "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'>" + ICONS[name] + "</svg>"


def page_script() -> str:
    """``PAGE_SCRIPT`` with each program's title and icon."""
    import json

    from retro.programs import PROGRAMS

    titles = {info.name: info.title for info in PROGRAMS}
    ours = PAGE_SCRIPT.replace("__TITLES__", json.dumps(titles)).replace("__ICONS__", json.dumps({name: icon_uri(name) for name in ICONS}))
    return ours + PHONE_SCRIPT


def fit_page(html: str) -> str:
    """Pyxel's page with its own title, icon, loading line, keyboard start and load-failure message
    (``PAGE_SCRIPT``, first of all), the gamepad switched off and the screen fitted to small screens.

    Raises RuntimeError when the page is not what this Pyxel's ``app2html`` writes."""
    if html.count(GAMEPAD_ON) != 1:
        raise RuntimeError("pyxel app2html wrote a page this build does not know (no gamepad option)")
    head = "<!doctype html>\n"
    if not html.startswith(head):
        raise RuntimeError("pyxel app2html wrote a page this build does not know (no doctype first)")
    html = head + '<meta charset="utf-8">\n' + page_script() + html[len(head):]
    return html.replace(GAMEPAD_ON, GAMEPAD_OFF).rstrip("\n") + "\n" + FIT_SCRIPT


def index_html() -> str:
    """The disk's front page: each program with its picture, a line, and a link to its address."""
    from html import escape

    from retro.programs import PROGRAMS

    items = "\n".join(
        ITEM_HTML.format(app=APP_NAME, name=info.name, picture=PICTURES[info.name],
                         title=escape(info.title), year=escape(info.year), system=escape(info.system),
                         players=escape(info.players), blurb=escape(info.blurb))
        for info in PROGRAMS)
    return INDEX_HTML.format(app=APP_NAME, items=items, icon=icon_uri(""))   # no " or & in it


def checkout_root() -> Path:
    return Path(__file__).resolve().parent.parent


def stage(root: Path, into: Path) -> Path:
    """Copy the program's parts from ``root`` into ``into/retro-cards``; return that folder."""
    app_dir = into / APP_NAME
    app_dir.mkdir(parents=True)
    for part in PARTS:
        source = root / part
        if source.is_dir():
            shutil.copytree(source, app_dir / part, ignore=SKIP)
        else:
            shutil.copy2(source, app_dir / part)
    return app_dir


@contextlib.contextmanager
def _working_dir(path: Path):
    # Pyxel's package/app2html write their result into the current directory.
    before = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(before)


def package(out_dir: Path, root: Path | None = None) -> tuple[Path, Path]:
    """Build ``retro-cards.pyxapp`` and ``retro-cards.html`` in ``out_dir``; return both paths.

    Raises RuntimeError with a one-line reason when something is missing or
    Pyxel's tools give up.
    """
    root = checkout_root() if root is None else Path(root)
    missing = [part for part in PARTS if not (root / part).exists()]
    if missing:
        raise RuntimeError(f"--web needs a source checkout; missing {', '.join(missing)} in {root}")
    import pyxel.cli

    out_dir = Path(out_dir).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    pyxapp = out_dir / f"{APP_NAME}.pyxapp"
    html = out_dir / f"{APP_NAME}.html"
    with tempfile.TemporaryDirectory(prefix="retro-web-") as temp:
        app_dir = stage(root, Path(temp))
        chatter = io.StringIO()  # Pyxel lists every file it adds
        try:
            with _working_dir(out_dir), contextlib.redirect_stdout(chatter):
                pyxel.cli.package_pyxel_app(str(app_dir), str(app_dir / "run.py"))
                pyxel.cli.create_html_from_pyxel_app(pyxapp.name)
        except SystemExit as stop:  # Pyxel's tools exit on a problem, having said why
            raise RuntimeError(f"Pyxel could not build the web version (exit {stop.code})")
    html.write_text(fit_page(html.read_text(encoding="utf-8")), encoding="utf-8")
    shots = out_dir / "shots"
    shots.mkdir(exist_ok=True)
    for picture in PICTURES.values():
        source = root.joinpath(*SHOTS, picture)
        if source.is_file():
            shutil.copy2(source, shots / picture)
    (out_dir / "index.html").write_text(index_html(), encoding="utf-8")
    return pyxapp, html


def build(out_dir: str | os.PathLike = "dist") -> int:
    """The ``--web`` command: build, report the sizes, say how to serve it. Returns an exit status."""
    try:
        pyxapp, html = package(Path(out_dir))
    except RuntimeError as err:
        print(f"run.py: {err}", file=sys.stderr)
        return 1
    size = pyxapp.stat().st_size
    verdict = "under" if size < SIZE_TARGET else "OVER"
    print(f"{pyxapp} ({size / 1024:.0f} KB, {verdict} the 1 MB target)")
    print(f"{html} ({html.stat().st_size / 1024:.0f} KB; loads Pyxel's web runtime from its CDN)")
    print(f"Serve it with: python -m http.server -d {out_dir}  and open http://localhost:8000/")
    return 0
