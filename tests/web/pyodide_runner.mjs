// Run a Python file of the repository under the real Pyodide runtime in Node.js.
//
//   node tests/web/pyodide_runner.mjs PYODIDE_DIR REPO_DIR [--search=?QUERY] SCRIPT [ARGS...]
//
// PYODIDE_DIR is the npm package folder (node_modules/pyodide). The repository
// is mounted at /repo (NODEFS); SCRIPT (relative to it) runs as __main__ with
// /repo first on sys.path and no bytecode written. --search gives the script
// a browser-like `location.search` (Pyodide's `js` module is globalThis).
// Its stdout is passed through; a Python exception exits with status 1.
import path from "node:path";
import { pathToFileURL } from "node:url";

const rest = process.argv.slice(2);
const [pyodideDir, repoDir] = rest.splice(0, 2);
if (rest[0]?.startsWith("--search=")) {
  globalThis.location = { search: rest.shift().slice("--search=".length) };
}
const [script, ...args] = rest;
if (!pyodideDir || !repoDir || !script) {
  console.error("usage: pyodide_runner.mjs PYODIDE_DIR REPO_DIR [--search=?QUERY] SCRIPT [ARGS...]");
  process.exit(2);
}

const { loadPyodide } = await import(
  pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href
);
const pyodide = await loadPyodide({
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
pyodide.FS.mkdir("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(repoDir) }, "/repo");
pyodide.globals.set("_script", "/repo/" + script);
pyodide.globals.set("_args", pyodide.toPy(args));
try {
  pyodide.runPython(`
import runpy, sys
sys.dont_write_bytecode = True
sys.path.insert(0, "/repo")
sys.argv = [_script, *_args]
runpy.run_path(_script, run_name="__main__")
`);
} catch (error) {
  console.error(String(error));
  process.exit(1);
}
