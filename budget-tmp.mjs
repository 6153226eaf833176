import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const meta = JSON.parse(readFileSync('dist/client-metafile.json', 'utf8'));
const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8'));
const outputs = meta.outputs;
const key = (url) => Object.keys(outputs).find((k) => k.endsWith(url.replace(/^\//, '').replace(/^js\//, '')));
const seen = new Set();
const walk = (url) => { const k = key(url); if (!k || seen.has(k)) return; seen.add(k); for (const imp of outputs[k].imports ?? []) if (imp.kind === 'import-statement') walk(imp.path); };
walk(manifest.script); walk(manifest.pages.post);
const all = [];
for (const k of seen) { console.log(k, gzipSync(readFileSync(k)).length); for (const [inp, v] of Object.entries(outputs[k].inputs)) all.push([v.bytesInOutput, inp]); }
all.sort((a, b) => b[0] - a[0]);
for (const [b, i] of all.filter(([, i]) => !i.includes('node_modules')).slice(0, 45)) console.log(b, i);
console.log('node_modules:', all.filter(([, i]) => i.includes('node_modules')).reduce((s, [b]) => s + b, 0));
for (const [b, i] of all.filter(([, i]) => i.includes('node_modules')).slice(0, 10)) console.log(b, i);
