/** Small, dependency-free SVG builders for the demo images. Every output is deterministic. */
import { createRng, type Rng } from './random.ts';

export const FONT = "Inter, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const channel = (hex: string, i: number): number => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);

/** Linear blend of two #rrggbb colours; t=0 gives `a`, t=1 gives `b`. */
export const mix = (a: string, b: string, t: number): string =>
  '#' +
  [0, 1, 2]
    .map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('');
export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

/** A stable 32-bit hash of a string (FNV-1a), used to seed per-image variation. */
export const hashOf = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};
export const rngFor = (key: string): Rng => createRng(hashOf(key));

/** A complete SVG document with width, height, viewBox and an accessible <title>. */
export const svgDoc = (w: number, h: number, title: string, body: string, defs = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="title">` +
  `<title id="title">${escapeXml(title)}</title>` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>\n';

export const linearGradient = (id: string, stops: string[], x2 = 1, y2 = 1): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops
    .map((c, i) => `<stop offset="${Math.round((i / Math.max(stops.length - 1, 1)) * 100)}%" stop-color="${c}"/>`)
    .join('') +
  '</linearGradient>';

export const text = (x: number, y: number, content: string, size: number, fill: string, extra = ''): string =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;

/** Greedy word wrap by character count; the last kept line gets an ellipsis if text remains. */
export const wrap = (content: string, maxChars: number, maxLines: number): string[] => {
  const lines: string[] = [];
  let line = '';
  const words = content.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] ?? '';
      lines[maxLines - 1] = `${last.replace(/[,.:;]?$/, '')}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
};

/** Rounded-square company logo with initials. */
export const logoSvg = (name: string, initials: string, colour: string): string => {
  const defs = linearGradient('bg', [lighten(colour, 0.12), darken(colour, 0.22)]);
  const body =
    '<rect x="8" y="8" width="240" height="240" rx="56" fill="url(#bg)"/>' +
    `<circle cx="214" cy="44" r="70" fill="#ffffff" opacity="0.10"/>` +
    `<circle cx="36" cy="228" r="46" fill="#ffffff" opacity="0.07"/>` +
    `<rect x="8" y="8" width="240" height="240" rx="56" fill="none" stroke="${darken(colour, 0.35)}" stroke-opacity="0.25" stroke-width="2"/>` +
    text(
      128,
      132,
      initials,
      initials.length > 1 ? 96 : 120,
      '#ffffff',
      'font-weight="700" text-anchor="middle" dominant-baseline="middle" letter-spacing="-2"',
    );
  return svgDoc(256, 256, `${name} logo`, body, defs);
};

/** 1200×300 banner: brand gradient, a light geometric pattern on the right and the company name. */
export const bannerSvg = (name: string, subtitle: string, colour: string, variant: number): string => {
  const rng = rngFor(`banner:${name}`);
  const defs = linearGradient('bg', [darken(colour, 0.35), colour, lighten(colour, 0.25)], 1, 0.3);
  const shapes: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 9; col++) {
      const x = 640 + col * 64 + (row % 2) * 32;
      const y = 20 + row * 64;
      const o = (0.05 + rng() * 0.12).toFixed(2);
      if (variant % 3 === 0)
        shapes.push(`<circle cx="${x}" cy="${y}" r="${10 + Math.round(rng() * 14)}" fill="#ffffff" opacity="${o}"/>`);
      else if (variant % 3 === 1)
        shapes.push(
          `<polygon points="${x},${y - 22} ${x + 24},${y + 18} ${x - 24},${y + 18}" fill="#ffffff" opacity="${o}"/>`,
        );
      else
        shapes.push(
          `<rect x="${x - 16}" y="${y - 16}" width="32" height="32" rx="6" transform="rotate(45 ${x} ${y})" fill="#ffffff" opacity="${o}"/>`,
        );
    }
  }
  const size = Math.min(60, Math.floor(1100 / Math.max(name.length, 1)));
  const body =
    '<rect width="1200" height="300" fill="url(#bg)"/>' +
    shapes.join('') +
    `<path d="M0 260 C 300 220, 600 300, 1200 240 L1200 300 L0 300 Z" fill="#000000" opacity="0.12"/>` +
    text(64, 150, name, size, '#ffffff', 'font-weight="700"') +
    text(66, 196, subtitle, 24, '#ffffff', 'opacity="0.85"');
  return svgDoc(1200, 300, `${name} banner`, body, defs);
};

const MOTIFS = ['</>', '{ }', '>_', '#', '( )', '[ ]'];

/** Hexagonal hackathon badge with initials and a small code-bracket motif. */
export const drillLogoSvg = (name: string, colour: string): string => {
  const initials = name
    .split(/[\s:]+/)
    .filter((w) => /^[A-Z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const defs = linearGradient('bg', [lighten(colour, 0.2), darken(colour, 0.3)]);
  const hex = '128,12 228,70 228,186 128,244 28,186 28,70';
  const body =
    `<polygon points="${hex}" fill="url(#bg)"/>` +
    `<polygon points="${hex}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" transform="translate(128 128) scale(0.86) translate(-128 -128)"/>` +
    text(128, 128, initials, 84, '#ffffff', 'font-weight="800" text-anchor="middle" dominant-baseline="middle"') +
    text(
      128,
      196,
      MOTIFS[hashOf(name) % MOTIFS.length] ?? '</>',
      30,
      '#ffffff',
      'font-weight="700" text-anchor="middle" opacity="0.8"',
    );
  return svgDoc(256, 256, `${name} logo`, body, defs);
};

/** 1200×630 card image shared by blog covers and event images. */
export const coverSvg = (title: string, label: string, footer: string, colour: string): string => {
  const rng = rngFor(`cover:${title}`);
  const defs = linearGradient('bg', [darken(colour, 0.4), colour], 1, 1);
  const blobs = Array.from({ length: 6 }, () => {
    const r = 60 + Math.round(rng() * 160);
    return `<circle cx="${700 + Math.round(rng() * 500)}" cy="${Math.round(rng() * 630)}" r="${r}" fill="#ffffff" opacity="${(0.04 + rng() * 0.08).toFixed(2)}"/>`;
  }).join('');
  const lines = wrap(title, 30, 4)
    .map((l, i) => text(72, 250 + i * 64, l, 52, '#ffffff', 'font-weight="700"'))
    .join('');
  const body =
    '<rect width="1200" height="630" fill="url(#bg)"/>' +
    blobs +
    `<rect x="72" y="120" width="${label.length * 17 + 44}" height="48" rx="24" fill="#ffffff" opacity="0.18"/>` +
    text(92, 152, label, 22, '#ffffff', 'font-weight="600" letter-spacing="2"') +
    lines +
    text(72, 570, footer, 24, '#ffffff', 'opacity="0.85"');
  return svgDoc(1200, 630, title, body, defs);
};
