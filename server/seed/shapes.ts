/**
 * Flat product illustrations, one per kind of article, drawn in a 500x600 box (card ratio 1.2).
 * Each returns SVG markup using the fill, a darker line colour and a lighter accent.
 */
export type Paint = { fill: string; line: string; light: string };
type Shape = (p: Paint) => string;

const body = (d: string, p: Paint) =>
  `<path d="${d}" fill="${p.fill}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>`;

export const SHAPES: Record<string, Shape> = {
  shirt: (p) =>
    body(
      'M170 130 L215 108 Q250 140 285 108 L330 130 L405 200 L372 250 L335 222 L335 480 L165 480 L165 222 L128 250 L95 200 Z',
      p,
    ) +
    `<path d="M215 108 L250 160 L232 178 Z M285 108 L250 160 L268 178 Z" fill="${p.light}" stroke="${p.line}" stroke-width="3"/>` +
    `<line x1="250" y1="165" x2="250" y2="478" stroke="${p.line}" stroke-width="3"/>` +
    [200, 250, 300, 350, 400]
      .map((y) => `<circle cx="262" cy="${y}" r="5" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>`)
      .join(''),
  tshirt: (p) =>
    body(
      'M170 130 L212 112 Q250 150 288 112 L330 130 L398 188 L364 238 L330 212 L330 470 L170 470 L170 212 L136 238 L102 188 Z',
      p,
    ) + `<path d="M212 112 Q250 150 288 112" fill="none" stroke="${p.light}" stroke-width="8"/>`,
  // A long tunic to below the knee, straight hem with side slits, the placket and a hem border.
  'kurta-long': (p) =>
    body(
      'M178 118 L222 102 L250 112 L278 102 L322 118 L390 212 L360 254 L330 226 L338 535 L162 535 L170 226 L140 254 L110 212 Z',
      p,
    ) +
    `<path d="M238 106 L238 215 M262 106 L262 215" stroke="${p.light}" stroke-width="5"/>` +
    `<path d="M166 490 L334 490" stroke="${p.light}" stroke-width="10" stroke-dasharray="14 8"/>` +
    `<path d="M166 535 L168 455 M334 535 L332 455" stroke="${p.line}" stroke-width="4"/>`,
  // A co-ord set: a short top and matching wide trousers, one above the other.
  'co-ord-set': (p) =>
    body(
      'M188 92 L226 80 Q250 102 274 80 L312 92 L362 140 L338 172 L312 152 L314 262 L186 262 L188 152 L162 172 L138 140 Z',
      p,
    ) +
    `<path d="M226 80 Q250 102 274 80" fill="none" stroke="${p.light}" stroke-width="7"/>` +
    body('M182 290 L318 290 L350 548 L268 548 L250 370 L232 548 L150 548 Z', p) +
    `<rect x="182" y="290" width="136" height="22" fill="${p.light}" stroke="${p.line}" stroke-width="3"/>`,
  // A night suit: a piped button-front shirt over pyjama trousers of the same print.
  'night-suit': (p) =>
    body(
      'M186 88 L222 74 Q250 96 278 74 L314 88 L366 140 L342 174 L314 152 L316 288 L184 288 L186 152 L158 174 L134 140 Z',
      p,
    ) +
    `<path d="M222 74 L250 112 L278 74 M250 112 L250 286" fill="none" stroke="${p.light}" stroke-width="6"/>` +
    [140, 180, 220, 260]
      .map((y) => `<circle cx="262" cy="${y}" r="5" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>`)
      .join('') +
    body('M190 306 L310 306 L330 552 L264 552 L250 392 L236 552 L170 552 Z', p) +
    `<path d="M170 538 L236 538 M264 538 L330 538" stroke="${p.light}" stroke-width="6"/>` +
    `<rect x="190" y="306" width="120" height="20" fill="${p.light}" stroke="${p.line}" stroke-width="3"/>`,
  pants: (p) =>
    body('M180 115 L320 115 L342 505 L272 505 L250 225 L228 505 L158 505 Z', p) +
    `<rect x="180" y="115" width="140" height="26" fill="${p.light}" stroke="${p.line}" stroke-width="3"/>` +
    `<line x1="250" y1="141" x2="250" y2="225" stroke="${p.line}" stroke-width="3"/>`,
  shorts: (p) =>
    body('M170 170 L330 170 L352 395 L268 405 L250 275 L232 405 L148 395 Z', p) +
    `<rect x="170" y="170" width="160" height="28" fill="${p.light}" stroke="${p.line}" stroke-width="3"/>`,
  dress: (p) =>
    body('M205 110 L230 110 Q250 135 270 110 L295 110 L305 245 Q365 390 395 505 L105 505 Q135 390 195 245 Z', p) +
    `<path d="M195 245 Q250 265 305 245" fill="none" stroke="${p.light}" stroke-width="10"/>`,
  romper: (p) =>
    body(
      'M180 140 L220 122 Q250 150 280 122 L320 140 L375 190 L348 232 L318 210 L322 400 L262 412 L250 350 L238 412 L178 400 L182 210 L152 232 L125 190 Z',
      p,
    ) + `<circle cx="232" cy="200" r="7" fill="${p.light}"/><circle cx="268" cy="200" r="7" fill="${p.light}"/>`,
  lipstick: (p) =>
    `<rect x="200" y="300" width="100" height="210" rx="10" fill="#2b2b2e" stroke="#111" stroke-width="4"/>` +
    `<rect x="212" y="250" width="76" height="60" rx="6" fill="#c9a65a" stroke="#8a6d2f" stroke-width="4"/>` +
    body('M222 250 L222 150 L278 120 L278 250 Z', p) +
    `<path d="M232 240 L232 160" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>`,
  bottle: (p) =>
    `<rect x="232" y="110" width="36" height="70" rx="14" fill="#2b2b2e"/>` +
    `<rect x="222" y="170" width="56" height="30" rx="6" fill="#c9a65a" stroke="#8a6d2f" stroke-width="3"/>` +
    body(
      'M200 200 L300 200 Q320 200 320 225 L320 480 Q320 505 295 505 L205 505 Q180 505 180 480 L180 225 Q180 200 200 200 Z',
      p,
    ) +
    `<rect x="200" y="300" width="100" height="120" rx="6" fill="${p.light}" opacity="0.85"/>`,
  jar: (p) =>
    `<rect x="150" y="250" width="200" height="60" rx="12" fill="#c9a65a" stroke="#8a6d2f" stroke-width="4"/>` +
    body('M150 305 L350 305 L340 470 Q338 490 318 490 L182 490 Q162 490 160 470 Z', p) +
    `<rect x="185" y="350" width="130" height="70" rx="8" fill="${p.light}" opacity="0.85"/>`,
  perfume: (p) =>
    `<rect x="225" y="130" width="50" height="60" rx="6" fill="#c9a65a" stroke="#8a6d2f" stroke-width="4"/>` +
    `<rect x="238" y="185" width="24" height="30" fill="#8a6d2f"/>` +
    body('M170 215 L330 215 L365 280 L365 470 Q365 500 335 500 L165 500 Q135 500 135 470 L135 280 Z', p) +
    `<path d="M170 215 L200 280 L300 280 L330 215 M200 280 L200 500 M300 280 L300 500" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.8"/>`,
  watch: (p) =>
    body('M205 90 L295 90 L290 215 L210 215 Z', p) +
    body('M210 385 L290 385 L295 510 L205 510 Z', p) +
    `<circle cx="250" cy="300" r="100" fill="#d9d4c7" stroke="#8a6d2f" stroke-width="12"/>` +
    `<circle cx="250" cy="300" r="84" fill="#fbfaf6"/>` +
    [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]
      .map(
        (a) =>
          `<line x1="250" y1="224" x2="250" y2="236" stroke="#333" stroke-width="${a % 90 === 0 ? 5 : 3}" transform="rotate(${a} 250 300)"/>`,
      )
      .join('') +
    `<line x1="250" y1="300" x2="250" y2="248" stroke="#222" stroke-width="6" stroke-linecap="round" transform="rotate(-50 250 300)"/>` +
    `<line x1="250" y1="300" x2="250" y2="235" stroke="#222" stroke-width="4" stroke-linecap="round" transform="rotate(60 250 300)"/>` +
    `<circle cx="250" cy="300" r="7" fill="${p.fill}"/><rect x="348" y="290" width="16" height="22" rx="4" fill="#8a6d2f"/>`,
  tote: (p) =>
    `<path d="M195 250 Q195 130 250 130 Q305 130 305 250" fill="none" stroke="${p.line}" stroke-width="14"/>` +
    body('M130 240 L370 240 L395 500 L105 500 Z', p) +
    `<path d="M130 240 L370 240 L372 270 L128 270 Z" fill="${p.light}" opacity="0.7"/>`,
  backpack: (p) =>
    `<path d="M210 140 Q210 95 250 95 Q290 95 290 140" fill="none" stroke="${p.line}" stroke-width="12"/>` +
    body(
      'M160 150 Q160 130 185 130 L315 130 Q340 130 340 150 L350 480 Q350 505 325 505 L175 505 Q150 505 150 480 Z',
      p,
    ) +
    body('M185 330 L315 330 L318 460 Q318 475 303 475 L197 475 Q182 475 182 460 Z', p) +
    `<path d="M185 330 L315 330" stroke="${p.light}" stroke-width="8"/>`,
  clutch: (p) =>
    body('M100 230 L400 230 L400 430 Q400 450 380 450 L120 450 Q100 450 100 430 Z', p) +
    `<path d="M100 230 L250 345 L400 230" fill="${p.light}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>` +
    `<circle cx="250" cy="345" r="14" fill="#c9a65a" stroke="#8a6d2f" stroke-width="3"/>`,
  necklace: (p) =>
    Array.from({ length: 23 }, (_, i) => {
      const t = (i / 22) * Math.PI;
      const x = 250 - Math.cos(t) * 150;
      const y = 150 + Math.sin(t) * 220;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="11" fill="#d8b35a" stroke="#8a6d2f" stroke-width="3"/>`;
    }).join('') +
    body('M250 380 L290 430 L250 500 L210 430 Z', p) +
    `<path d="M250 395 L275 430 L250 475" fill="none" stroke="${p.light}" stroke-width="5"/>`,
  earrings: (p) =>
    [175, 325]
      .map(
        (x) =>
          `<circle cx="${x}" cy="170" r="16" fill="none" stroke="#b8923f" stroke-width="6"/>` +
          `<line x1="${x}" y1="186" x2="${x}" y2="250" stroke="#b8923f" stroke-width="5"/>` +
          body(`M${x} 250 Q${x + 60} 330 ${x} 420 Q${x - 60} 330 ${x} 250 Z`, p) +
          `<circle cx="${x}" cy="330" r="16" fill="${p.light}"/>`,
      )
      .join(''),
  bangle: (p) =>
    [
      [250, 250],
      [250, 330],
      [250, 410],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="150" ry="55" fill="none" stroke="${p.line}" stroke-width="30"/>` +
          `<ellipse cx="${x}" cy="${y}" rx="150" ry="55" fill="none" stroke="${p.fill}" stroke-width="22"/>` +
          `<ellipse cx="${x}" cy="${y}" rx="150" ry="55" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 14"/>`,
      )
      .join(''),
};

export type ShapeName = keyof typeof SHAPES;
