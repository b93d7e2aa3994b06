// pixelmatch's own count in V8 on two PNGs written by noise-pair.py (filter 0, RGBA), timed in
// process as `tabbar diff --json` times itself (compareMs), for the figure issue 39 compares with.
//
//   node scripts/bench-diff/pixelmatch-count.mjs PATH/TO/pixelmatch/index.js A.png B.png THRESHOLD [RUNS] [image]
//
// index.js is pixelmatch v7.2.0's (`git show v7.2.0:index.js`): mapbox/pixelmatch's main branch has since
// moved to OKLab and counts other pixels, at another speed.
//
// With `image` last, pixelmatch also draws its diff image (as `tabbar diff --diff` does; the bench's
// "count + diff image" rows). Any PNG tabbar writes reads here (8-bit RGBA, unfiltered rows).
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import zlib from 'zlib';

function read(file) {
  const bytes = fs.readFileSync(file);
  let offset = 8, width = 0, height = 0;
  const data = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset), kind = bytes.toString('ascii', offset + 4, offset + 8);
    if (kind === 'IHDR') { width = bytes.readUInt32BE(offset + 8); height = bytes.readUInt32BE(offset + 12); }
    if (kind === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(data)), pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) pixels.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  return { width, height, pixels };
}

const [index, first, second, threshold, runs = '11', image] = process.argv.slice(2);
const { default: pixelmatch } = await import(pathToFileURL(path.resolve(index)).href);
const a = read(first), b = read(second), times = [];
const output = image === 'image' ? new Uint8Array(a.pixels.length) : null;
let count = 0;
for (let run = 0; run < Number(runs); run++) {
  const start = process.hrtime.bigint();
  count = pixelmatch(a.pixels, b.pixels, output, a.width, a.height, { threshold: Number(threshold) });
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((x, y) => x - y);
console.log(`pixelmatch count ${count}${output ? ' + diff image' : ''}: median ${times[times.length >> 1].toFixed(1)} ms of ${runs} runs`);
