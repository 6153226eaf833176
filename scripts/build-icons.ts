// The icons the build draws from client/public/favicon.svg: /favicon.ico for browsers and tools
// that ask for it by name, and /icons/* for home screens. One drawing, so they never drift apart.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

/** An .ico holding one PNG image (every browser since 2008 reads PNG inside ICO). */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, png]);
}

export const ICON_SIZES = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 } as const;

export async function buildIcons(outdir: string): Promise<void> {
  const svg = readFileSync('client/public/favicon.svg');
  const drawing = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size);
  const png = (size: number) => drawing(size).png().toBuffer();
  mkdirSync(`${outdir}/icons`, { recursive: true });
  for (const [name, size] of Object.entries(ICON_SIZES)) {
    // iOS rounds the corners itself and shows transparent ones black: the touch icon is square
    const image =
      name === 'apple-touch-icon.png' ? drawing(size).flatten({ background: '#1a1a1a' }).png().toBuffer() : png(size);
    writeFileSync(`${outdir}/icons/${name}`, await image);
  }
  writeFileSync(`${outdir}/favicon.ico`, icoOf(await png(32), 32));
}
