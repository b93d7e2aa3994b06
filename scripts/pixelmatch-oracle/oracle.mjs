// Prints PixelmatchReferenceTests' expectations as pixelmatch itself computes them: for each
// (pair, option set) the test lists, the mismatch count and a 64-bit FNV-1a hash of the diff
// image pixelmatch writes into a zero-filled buffer.
//
// Usage: node oracle.mjs PAIRS_DIR PIXELMATCH_INDEX_JS
//   PAIRS_DIR: where the test wrote the pairs (TABBAR_PIXELMATCH_PAIRS=PAIRS_DIR swift test ...)
//   PIXELMATCH_INDEX_JS: index.js of the pixelmatch 7.2.0 npm package
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';

const [dir, pixelmatchFile] = process.argv.slice(2);
if (!dir || !pixelmatchFile) {
  console.error('usage: node oracle.mjs PAIRS_DIR PIXELMATCH_INDEX_JS');
  process.exit(2);
}
const { default: pixelmatch } = await import(pathToFileURL(path.resolve(pixelmatchFile)).href);
const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));

const mask64 = (1n << 64n) - 1n;
function fnv1a64(bytes) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of bytes) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & mask64;
  }
  return hash;
}

const loaded = new Map();
function pair(name) {
  if (!loaded.has(name)) {
    const size = manifest.pairs[name];
    loaded.set(name, {
      ...size,
      expected: fs.readFileSync(path.join(dir, `${name}.expected.rgba`)),
      actual: fs.readFileSync(path.join(dir, `${name}.actual.rgba`)),
    });
  }
  return loaded.get(name);
}

for (const [name, set] of manifest.cases) {
  const { width, height, expected, actual } = pair(name);
  const output = new Uint8Array(width * height * 4);
  const count = pixelmatch(expected, actual, output, width, height, manifest.optionSets[set]);
  console.log(`        ("${name}", "${set}", ${count}, 0x${fnv1a64(output).toString(16).padStart(16, '0')}),`);
}
