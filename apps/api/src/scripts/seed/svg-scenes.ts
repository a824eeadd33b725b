/** Eight abstract 800×500 scenes (office, hackathon, stage, campus…) made of simple shapes. */
import type { Rng } from './random.ts';
import { darken, escapeXml, FONT, lighten, linearGradient, mix, rngFor, svgDoc } from './svg.ts';

type Scene = (c: string, rng: Rng) => { defs: string; body: string };

const SKIN = ['#F1C27D', '#E0AC69', '#C68642', '#8D5524', '#D9A066'];
const CLOTHES = ['#2563EB', '#DC2626', '#059669', '#F59E0B', '#7C3AED', '#DB2777', '#0891B2', '#475569'];

const pickOf = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

/** A seated or standing person: head and rounded torso. */
const person = (rng: Rng, x: number, y: number, s = 1): string => {
  const shirt = pickOf(rng, CLOTHES);
  return (
    `<rect x="${x - 22 * s}" y="${y}" width="${44 * s}" height="${56 * s}" rx="${20 * s}" fill="${shirt}"/>` +
    `<circle cx="${x}" cy="${y - 16 * s}" r="${16 * s}" fill="${pickOf(rng, SKIN)}"/>` +
    `<path d="M${x - 16 * s} ${y - 20 * s} a${16 * s} ${16 * s} 0 0 1 ${32 * s} 0 z" fill="#2B2B2B" opacity="0.85"/>`
  );
};

const plant = (x: number, y: number): string =>
  `<rect x="${x - 14}" y="${y}" width="28" height="30" rx="4" fill="#A16207"/>` +
  `<circle cx="${x}" cy="${y - 14}" r="20" fill="#16A34A"/><circle cx="${x - 14}" cy="${y - 2}" r="13" fill="#22C55E"/><circle cx="${x + 14}" cy="${y - 4}" r="13" fill="#15803D"/>`;

const workspace: Scene = (c, rng) => {
  const wall = lighten(c, 0.85);
  let body = `<rect width="800" height="500" fill="${wall}"/><rect y="330" width="800" height="170" fill="${lighten(c, 0.6)}"/>`;
  body += `<rect x="80" y="50" width="260" height="150" rx="6" fill="#BFE3F5" stroke="#ffffff" stroke-width="10"/><line x1="210" y1="50" x2="210" y2="200" stroke="#ffffff" stroke-width="8"/>`;
  body += `<rect x="460" y="70" width="240" height="110" rx="8" fill="${c}" opacity="0.85"/><rect x="480" y="92" width="120" height="12" rx="6" fill="#ffffff" opacity="0.8"/><rect x="480" y="116" width="180" height="10" rx="5" fill="#ffffff" opacity="0.5"/><rect x="480" y="136" width="150" height="10" rx="5" fill="#ffffff" opacity="0.5"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 110 + i * 220;
    body += person(rng, x + 60, 262);
    body += `<rect x="${x}" y="300" width="170" height="14" rx="4" fill="${darken(c, 0.45)}"/><rect x="${x + 12}" y="314" width="10" height="80" fill="${darken(c, 0.5)}"/><rect x="${x + 148}" y="314" width="10" height="80" fill="${darken(c, 0.5)}"/>`;
    body += `<rect x="${x + 20}" y="240" width="78" height="54" rx="5" fill="#1F2937"/><rect x="${x + 26}" y="246" width="66" height="40" rx="3" fill="${lighten(c, 0.35)}"/><rect x="${x + 52}" y="294" width="14" height="8" fill="#1F2937"/>`;
  }
  body += plant(750, 300);
  return { defs: '', body };
};

const hackathonNight: Scene = (c, rng) => {
  const defs = linearGradient('night', ['#0B1026', darken(c, 0.55)], 0, 1);
  let body = '<rect width="800" height="500" fill="url(#night)"/>';
  body += `<path d="M0 60 Q 200 130 400 70 T 800 70" fill="none" stroke="#FDE68A" stroke-width="2" opacity="0.6"/>`;
  for (let i = 0; i <= 16; i++) {
    const x = i * 50;
    const y = 60 + Math.sin(i / 2.5) * 26 + 12;
    body += `<circle cx="${x}" cy="${y.toFixed(1)}" r="7" fill="${pickOf(rng, ['#FDE68A', '#FCA5A5', '#93C5FD', '#86EFAC'])}" opacity="0.9"/>`;
  }
  body += `<rect x="60" y="320" width="680" height="18" rx="6" fill="${darken(c, 0.2)}"/>`;
  for (let i = 0; i < 4; i++) {
    const x = 130 + i * 170;
    body += person(rng, x, 262);
    body += `<polygon points="${x - 40},318 ${x + 40},318 ${x + 30},270 ${x - 30},270" fill="#111827"/><polygon points="${x - 26},314 ${x + 26},314 ${x + 20},276 ${x - 20},276" fill="${lighten(c, 0.5)}" opacity="0.9"/>`;
    body += `<circle cx="${x + 56}" cy="308" r="9" fill="#F97316"/>`;
  }
  body += `<rect x="560" y="140" width="200" height="90" rx="8" fill="#000000" opacity="0.35"/><text x="660" y="195" font-family="${FONT}" font-size="40" fill="#FDE68A" text-anchor="middle" font-weight="700">23:59</text>`;
  return { defs, body };
};

const stage: Scene = (c, rng) => {
  let body = `<rect width="800" height="500" fill="${darken(c, 0.65)}"/>`;
  body += `<rect x="140" y="40" width="520" height="220" rx="8" fill="${lighten(c, 0.9)}"/>`;
  const bars = [90, 140, 110, 170, 200];
  bars.forEach((h, i) => {
    body += `<rect x="${210 + i * 80}" y="${230 - h}" width="46" height="${h}" rx="4" fill="${mix(c, '#F59E0B', i / 5)}"/>`;
  });
  body += `<rect x="80" y="270" width="640" height="40" fill="${darken(c, 0.3)}"/>`;
  body += person(rng, 400, 238, 0.9);
  body += `<rect x="380" y="250" width="40" height="40" fill="#374151"/>`;
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 11; i++) {
      const x = 40 + i * 72 + (row % 2) * 30;
      const y = 360 + row * 50;
      body += `<circle cx="${x}" cy="${y}" r="20" fill="${pickOf(rng, SKIN)}" opacity="0.95"/><rect x="${x - 26}" y="${y + 16}" width="52" height="40" rx="18" fill="${pickOf(rng, CLOTHES)}"/>`;
    }
  }
  return { defs: '', body };
};

const campus: Scene = (c, rng) => {
  const defs = linearGradient('sky', ['#BAE6FD', '#F0F9FF'], 0, 1);
  let body = '<rect width="800" height="500" fill="url(#sky)"/><circle cx="680" cy="80" r="44" fill="#FCD34D"/>';
  body += `<rect y="380" width="800" height="120" fill="#86EFAC"/><polygon points="360,500 440,500 420,380 380,380" fill="#E5E7EB"/>`;
  body += `<rect x="200" y="140" width="400" height="240" fill="${lighten(c, 0.75)}"/><polygon points="180,140 400,60 620,140" fill="${c}"/>`;
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 6; k++)
      body += `<rect x="${225 + k * 62}" y="${165 + r * 62}" width="36" height="40" rx="3" fill="${rng() > 0.3 ? '#93C5FD' : '#FDE68A'}"/>`;
  body += `<rect x="370" y="310" width="60" height="70" fill="${darken(c, 0.3)}"/>`;
  for (const x of [80, 140, 680, 740])
    body += `<rect x="${x - 6}" y="330" width="12" height="55" fill="#92400E"/><circle cx="${x}" cy="318" r="${30 + Math.round(rng() * 10)}" fill="#16A34A"/>`;
  body += person(rng, 470, 420, 0.8) + person(rng, 520, 430, 0.8);
  return { defs, body };
};

const offsite: Scene = (c, rng) => {
  const defs = linearGradient('dusk', [lighten(c, 0.3), '#FED7AA'], 0, 1);
  let body = '<rect width="800" height="500" fill="url(#dusk)"/><circle cx="560" cy="170" r="60" fill="#FDBA74"/>';
  body += `<polygon points="0,330 160,150 320,330" fill="${darken(c, 0.35)}"/><polygon points="220,330 430,110 640,330" fill="${darken(c, 0.5)}"/><polygon points="520,330 680,180 800,300 800,330" fill="${darken(c, 0.3)}"/>`;
  body += `<polygon points="395,146 430,110 465,146 445,140 430,150 415,140" fill="#ffffff" opacity="0.9"/>`;
  body += '<rect y="330" width="800" height="170" fill="#4D7C0F"/>';
  body += `<polygon points="120,430 190,330 260,430" fill="#F97316"/><polygon points="180,430 190,370 200,430" fill="#7C2D12"/>`;
  body += `<polygon points="560,440 640,340 720,440" fill="#FACC15"/><polygon points="630,440 640,385 650,440" fill="#713F12"/>`;
  body += `<polygon points="380,440 400,400 420,440" fill="#F59E0B"/><polygon points="390,440 400,415 410,440" fill="#FDE047"/>`;
  body += person(rng, 320, 410, 0.8) + person(rng, 480, 410, 0.8);
  return { defs, body };
};

const cafeteria: Scene = (c, rng) => {
  let body = `<rect width="800" height="500" fill="${lighten(c, 0.88)}"/><rect y="360" width="800" height="140" fill="#D6D3D1"/>`;
  body += `<rect x="40" y="170" width="300" height="120" rx="6" fill="${c}"/><rect x="60" y="190" width="260" height="14" rx="7" fill="#ffffff" opacity="0.8"/><rect x="60" y="216" width="180" height="10" rx="5" fill="#ffffff" opacity="0.5"/><rect x="60" y="236" width="220" height="10" rx="5" fill="#ffffff" opacity="0.5"/>`;
  for (const x of [460, 580, 700])
    body += `<line x1="${x}" y1="0" x2="${x}" y2="80" stroke="#57534E" stroke-width="3"/><path d="M${x - 30} 110 Q ${x} 70 ${x + 30} 110 Z" fill="${darken(c, 0.2)}"/><circle cx="${x}" cy="116" r="8" fill="#FEF08A"/>`;
  for (const [x, y] of [
    [200, 380],
    [520, 400],
  ] as const) {
    body += person(rng, x - 70, y - 60) + person(rng, x + 70, y - 60);
    body += `<ellipse cx="${x}" cy="${y}" rx="110" ry="26" fill="${darken(c, 0.4)}"/><rect x="${x - 8}" y="${y}" width="16" height="80" fill="${darken(c, 0.5)}"/>`;
    body += `<rect x="${x - 40}" y="${y - 22}" width="18" height="20" rx="3" fill="#ffffff"/><rect x="${x + 22}" y="${y - 22}" width="18" height="20" rx="3" fill="#ffffff"/>`;
  }
  return { defs: '', body };
};

const whiteboard: Scene = (c, rng) => {
  let body = `<rect width="800" height="500" fill="${lighten(c, 0.8)}"/><rect y="400" width="800" height="100" fill="${lighten(c, 0.55)}"/>`;
  body += `<rect x="120" y="40" width="560" height="280" rx="6" fill="#ffffff" stroke="#9CA3AF" stroke-width="8"/>`;
  const notes = ['#FDE68A', '#A7F3D0', '#FBCFE8', '#BFDBFE', '#FED7AA'];
  for (let col = 0; col < 4; col++) {
    body += `<rect x="${150 + col * 130}" y="62" width="100" height="10" rx="5" fill="${darken(c, 0.2)}"/>`;
    const count = 1 + Math.floor(rng() * 3);
    for (let k = 0; k < count; k++)
      body += `<rect x="${155 + col * 130}" y="${88 + k * 72}" width="84" height="60" rx="3" fill="${pickOf(rng, notes)}" transform="rotate(${Math.round(rng() * 8 - 4)} ${197 + col * 130} ${118 + k * 72})"/>`;
  }
  body += person(rng, 200, 380) + person(rng, 330, 390) + person(rng, 600, 380, 1.1);
  body += `<line x1="620" y1="395" x2="660" y2="300" stroke="${pickOf(rng, CLOTHES)}" stroke-width="10" stroke-linecap="round"/>`;
  return { defs: '', body };
};

const awardNight: Scene = (c, rng) => {
  let body = `<rect width="800" height="500" fill="${darken(c, 0.7)}"/>`;
  body += `<polygon points="160,0 220,0 420,420 300,420" fill="#FEF3C7" opacity="0.12"/><polygon points="580,0 640,0 500,420 380,420" fill="#FEF3C7" opacity="0.12"/>`;
  body += `<rect x="120" y="380" width="560" height="120" fill="${darken(c, 0.35)}"/>`;
  body += `<path d="M360 200 h80 v20 a40 40 0 0 1 -80 0 z" fill="#FBBF24"/><rect x="390" y="258" width="20" height="40" fill="#F59E0B"/><rect x="365" y="296" width="70" height="18" rx="3" fill="#B45309"/>`;
  body += `<path d="M360 210 q-30 0 -26 22 q4 16 26 18" fill="none" stroke="#FBBF24" stroke-width="6"/><path d="M440 210 q30 0 26 22 q-4 16 -26 18" fill="none" stroke="#FBBF24" stroke-width="6"/>`;
  body += person(rng, 300, 330) + person(rng, 500, 330);
  for (let i = 0; i < 60; i++) {
    const x = Math.round(rng() * 800);
    const y = Math.round(rng() * 360);
    body += `<rect x="${x}" y="${y}" width="8" height="14" fill="${pickOf(rng, ['#F472B6', '#FACC15', '#60A5FA', '#34D399', '#ffffff'])}" transform="rotate(${Math.round(rng() * 180)} ${x} ${y})" opacity="0.85"/>`;
  }
  return { defs: '', body };
};

export const SCENES: readonly Scene[] = [
  workspace,
  hackathonNight,
  stage,
  campus,
  offsite,
  cafeteria,
  whiteboard,
  awardNight,
];

/** Caption keywords → scene index in SCENES. A caption may match several scenes. */
const SCENE_RULES: ReadonlyArray<[number, RegExp]> = [
  [1, /hackathon|jam|ctf|sprint|contest|night|bring-up|motion|coding|experiment|under test/i],
  [
    7,
    /award|trophy|celebrat|launch|party|finals|milestone|tape-out|sports|diwali|onam|puja|convocation|graduation|ceremony|cricket|festival|photo|safety week/i,
  ],
  [
    4,
    /offsite|sports meet|trek|outing|trip|fair|lawn|beach|hills|harvest|plantation|park|field|rural|village|immersion|sunset|solar|coorg|kasauli|lansdowne/i,
  ],
  [5, /lunch|coffee|cafeteria|kitchen|chai|friday|terrace|pop-up|store|yoga|wellness/i],
  [
    6,
    /workshop|session|review|critique|planning|meeting|wall|board|training|debrief|stand-up|mood|pilot|clinic|feedback|war room|quiz|briefing|classroom/i,
  ],
  [
    2,
    /all-hands|meet-up|meet$|summit|lecture|talk|keynote|conference|induction|kick-off|auditorium|results|demo|stage|recording|show|science day|parade|cohort|evening|day$/i,
  ],
  [0, /lab|line|unit|mill|control|room|floor|studio|office|design|cell|shoot|maker|club|desk|team/i],
  [
    3,
    /campus|building|block|entrance|courtyard|garden|township|academic|centre|plant|hub|hall|library|warehouse|site|station|dawn/i,
  ],
];
/** Scenes that suit any caption, tried first for captions no keyword matched. */
const NEUTRAL_ORDER = [0, 3, 6, 2, 5, 4, 1, 7];

/**
 * One scene per caption, never repeating within a gallery. A small bipartite matching (augmenting
 * paths) gives as many captions as possible a keyword-matched scene; the rest take what is left.
 */
export const scenesForCaptions = (captions: readonly string[], offset: number): number[] => {
  const matches = captions.map((c) => SCENE_RULES.filter(([, re]) => re.test(c)).map(([scene]) => scene));
  const owner = new Map<number, number>(); // scene → caption index
  const claim = (k: number, seen: Set<number>): boolean => {
    for (const scene of matches[k] ?? []) {
      if (seen.has(scene)) continue;
      seen.add(scene);
      const current = owner.get(scene);
      if (current === undefined || claim(current, seen)) {
        owner.set(scene, k);
        return true;
      }
    }
    return false;
  };
  captions.forEach((_, k) => claim(k, new Set()));
  const result: number[] = captions.map(() => -1);
  for (const [scene, k] of owner) result[k] = scene;
  const rest = [...NEUTRAL_ORDER.slice(offset % 2), ...NEUTRAL_ORDER.slice(0, offset % 2)];
  return result.map((scene) => {
    if (scene >= 0) return scene;
    const free = rest.find((m) => !owner.has(m)) ?? 0;
    owner.set(free, -1);
    return free;
  });
};

/** An 800×500 gallery image: scene `variant` in the brand colour, with a caption bar. */
export const gallerySvg = (key: string, caption: string, colour: string, variant: number): string => {
  const scene = SCENES[variant % SCENES.length] ?? workspace;
  const { defs, body } = scene(colour, rngFor(key));
  const captionBar =
    '<rect y="440" width="800" height="60" fill="#000000" opacity="0.55"/>' +
    `<text x="24" y="478" font-family="${FONT}" font-size="22" fill="#ffffff">${escapeXml(caption)}</text>`;
  return svgDoc(800, 500, caption, body + captionBar, defs);
};
