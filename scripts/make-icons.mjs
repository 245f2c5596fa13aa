// Draws the app icons (a white key on the brand blue) into public/icons without image libraries.
// Run: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0x0f, 0x6c, 0xbd];
const WHITE = [0xff, 0xff, 0xff];

/** The key in unit coordinates: a ring, a shaft and two teeth. */
function inKey(x, y) {
  const d = Math.hypot(x - 0.36, y - 0.5);
  if (d <= 0.14 && d >= 0.065) return true;
  if (x >= 0.48 && x <= 0.78 && y >= 0.47 && y <= 0.53) return true;
  if (x >= 0.66 && x <= 0.7 && y >= 0.53 && y <= 0.62) return true;
  return x >= 0.73 && x <= 0.78 && y >= 0.53 && y <= 0.59;
}

function inRoundedSquare(x, y, r) {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

/** maskable: full-bleed background, key inside the safe circle; otherwise a rounded tile, larger key. */
function pixel(x, y, maskable) {
  if (!maskable && !inRoundedSquare(x, y, 0.18)) return null;
  const s = maskable ? 1 : 1.25;
  return inKey((x - 0.5) / s + 0.5, (y - 0.5) / s + 0.5) ? WHITE : BRAND;
}

function render(size, maskable) {
  const ss = 4;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const c = pixel((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size, maskable);
          if (!c) continue;
          r += c[0]; g += c[1]; b += c[2]; a += 255;
        }
      }
      const n = ss * ss;
      const cover = a / 255;
      const o = 1 + px * 4;
      row[o] = cover ? Math.round(r / cover) : 0;
      row[o + 1] = cover ? Math.round(g / cover) : 0;
      row[o + 2] = cover ? Math.round(b / cover) : 0;
      row[o + 3] = Math.round(a / n);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, raw) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="18" fill="#0f6cbd"/>
  <g transform="translate(50 50) scale(1.25) translate(-50 -50)" fill="#fff">
    <path fill-rule="evenodd" d="M36 36a14 14 0 1 1 0 28a14 14 0 1 1 0-28zm0 7.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13z"/>
    <rect x="48" y="47" width="30" height="6"/>
    <rect x="66" y="53" width="4" height="9"/>
    <rect x="73" y="53" width="5" height="6"/>
  </g>
</svg>
`;

writeFileSync('public/icons/icon-192.png', render(192, false));
writeFileSync('public/icons/icon-512.png', render(512, false));
writeFileSync('public/icons/icon-maskable-512.png', render(512, true));
writeFileSync('public/icons/favicon.svg', svg);
