import { E_GIFT_CARD_PRODUCT_TYPE, PRODUCT_TYPES, type ProductType } from '@ridgeline/contracts';

export { PRODUCT_TYPES, type ProductType };

/** Drawn types: the catalogue's product types and the e-gift card. */
type ImageType = ProductType | typeof E_GIFT_CARD_PRODUCT_TYPE;

/** 0 = main view, 1 = alternate angle, 2 = detail close-up. */
export const PRODUCT_IMAGE_VIEWS = [0, 1, 2] as const;

export interface ProductImageInput {
  productType: string;
  hex: string;
  view: number;
}

interface Tones {
  base: string;
  dark: string;
  light: string;
  line: string;
  /** A neutral that stands out against the product colour (soles, zips, laces). */
  trim: string;
}

type Drawer = (t: Tones, back: boolean) => string;

const BACKGROUND = '#f2f0eb';
const DETAIL_BACKGROUND = '#ebe8e1';

export function isKnownProductType(type: string): type is ImageType {
  return (PRODUCT_TYPES as readonly string[]).includes(type) || type === E_GIFT_CARD_PRODUCT_TYPE;
}

/** Accepts "#1F2326", "1f2326" or "#123"; returns "#1f2326". Throws on anything else. */
export function normalizeHex(hex: string): string {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Invalid colour "${hex}": expected a hex colour such as #1f2326`);
  const digits = match[1].toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

export function productImagePath(productType: string, hex: string, view: number): string {
  assertInput(productType, view);
  return `/api/media/products/${productType}/${normalizeHex(hex).slice(1)}/${view}.svg`;
}

export function renderProductImage(input: ProductImageInput): string {
  const type = assertInput(input.productType, input.view);
  const tones = tonesFor(normalizeHex(input.hex));
  const { draw, focus, floor, fit } = SHAPES[type];
  const body =
    input.view === 2
      ? zoom([...focus, 2.4], draw(tones, false))
      : zoom(fit ?? [400, 500, 1], shadow(floor) + draw(tones, input.view === 1));
  const background = input.view === 2 ? DETAIL_BACKGROUND : BACKGROUND;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000">' +
    `<rect width="800" height="1000" fill="${background}"/>` +
    `<g stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`
  );
}

function assertInput(productType: string, view: number): ImageType {
  if (!isKnownProductType(productType)) {
    throw new Error(`Unknown product type "${productType}": expected one of ${PRODUCT_TYPES.join(', ')}`);
  }
  if (!(PRODUCT_IMAGE_VIEWS as readonly number[]).includes(view)) {
    throw new Error(`Invalid view ${view}: expected 0, 1 or 2`);
  }
  return productType;
}

function tonesFor(hex: string): Tones {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const mix = (target: number, amount: number) =>
    `#${rgb
      .map((c) => Math.round(c + (target - c) * amount))
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')}`;
  const [r = 0, g = 0, b = 0] = rgb;
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  return {
    base: hex,
    dark: mix(0, 0.3),
    light: mix(255, 0.28),
    // Very light colours need a stronger outline to stay visible on the light background.
    line: mix(0, luminance > 0.7 ? 0.5 : 0.45),
    trim: luminance > 0.45 ? '#34373a' : '#ebe6dc',
  };
}

const shape = (d: string, fill: string, line?: string, width = 6) =>
  `<path d="${d}" fill="${fill}"${line ? ` stroke="${line}" stroke-width="${width}"` : ''}/>`;
const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${extra}/>`;
const mirror = (content: string, back: boolean) =>
  back ? `<g transform="matrix(-1 0 0 1 800 0)">${content}</g>` : content;
/** Scales content about a point and centres that point in the frame. */
const zoom = ([x, y, scale]: [number, number, number], content: string) =>
  scale === 1
    ? content
    : `<g transform="translate(400 500) scale(${scale}) translate(${-x} ${-y})">${content}</g>`;
const shadow = (floor: [number, number]) =>
  `<ellipse cx="400" cy="${floor[0]}" rx="${floor[1]}" ry="22" fill="#000" opacity=".08"/>`;

function lugs(from: number, to: number, y: number, color: string): string {
  let d = '';
  for (let x = from; x < to; x += 40) d += `M${x} ${y}h22v10h-22z`;
  return `<path d="${d}" fill="${color}"/>`;
}

/** Short bars across the lace line, with an eyelet under each. */
function laces(points: [number, number][], t: Tones, eyelets: boolean): string {
  const bars = stroke(points.map(([x, y]) => `M${x + 14} ${y - 17}l-28 34`).join(''), t.trim, 9);
  if (!eyelets) return bars;
  return bars + points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${t.line}"/>`).join('');
}

const BOOT_UPPER =
  'M172 664C150 600 162 520 182 458L198 384C250 370 300 370 336 384L372 356C396 350 408 364 400 386L392 420C432 470 482 518 542 544C612 566 672 590 686 630C692 652 680 664 664 664Z';
const LOW_UPPER =
  'M165 664C150 610 155 545 190 515L300 505C330 525 370 522 395 500L420 470C440 455 460 460 465 475L560 548C620 562 675 585 688 625C694 650 684 664 664 664Z';
const SOLE = 'M150 656H694C706 668 704 694 686 704H166C148 704 142 680 150 656Z';

const shoe =
  (high: boolean, trail: boolean): Drawer =>
  (t, back) => {
    const lacePoints: [number, number][] = high
      ? [
          [410, 435],
          [444, 463],
          [478, 491],
          [512, 519],
        ]
      : [
          [484, 490],
          [508, 508],
          [532, 527],
        ];
    const toeCap = high
      ? 'M600 566C650 582 682 604 686 630C690 652 680 664 664 664H610C596 630 590 600 600 566Z'
      : 'M610 566C656 580 684 602 688 625C692 650 684 664 664 664H616C602 632 598 600 610 566Z';
    const mudguard = 'M168 664C160 644 160 628 166 614C300 630 520 632 690 638C692 654 682 664 664 664Z';
    const side = back
      ? stroke(high ? 'M206 400C236 470 262 560 252 640' : 'M214 524C252 562 270 610 262 650', t.light, 10)
      : stroke(high ? 'M330 400C340 480 370 570 420 626' : 'M300 512C318 570 340 620 384 662', t.dark, 7);
    return mirror(
      shape(SOLE, t.trim, t.line, 5) +
        stroke('M156 672H696', trail ? t.base : t.line, 5, ' opacity=".6"') +
        (trail ? lugs(176, 680, 704, t.line) : '') +
        shape(high ? BOOT_UPPER : LOW_UPPER, t.base, t.line) +
        (high ? shape(mudguard, t.dark) : '') +
        (high ? shape('M198 384C250 370 300 370 336 384L332 404C296 392 252 392 204 404Z', t.dark) : '') +
        shape(toeCap, t.dark) +
        side +
        laces(lacePoints, t, high) +
        shape(high ? 'M176 470L200 386L216 392L196 474Z' : 'M168 566L192 518L208 522L186 572Z', t.light),
      back,
    );
  };

const sandal: Drawer = (t, back) =>
  mirror(
    shape(
      'M140 640C150 620 660 610 690 632C700 650 690 672 672 674H158C140 674 134 656 140 640Z',
      t.trim,
      t.line,
      5,
    ) +
      shape('M150 670H684V700C684 708 676 714 668 714H166C156 714 150 708 150 700Z', t.dark) +
      stroke('M200 628C200 520 280 480 320 470', t.base, 30) +
      stroke('M320 470C380 520 420 580 430 622', t.base, 30) +
      stroke('M470 624C500 540 560 520 610 560C630 580 632 604 628 620', t.base, 30) +
      stroke('M200 628C200 520 280 480 320 470M470 624C500 540 560 520 610 560', t.line, 4, ' opacity=".5"') +
      shape('M300 452h40v36h-40z', t.light, t.line, 4) +
      (back ? '' : stroke('M170 652H660', t.light, 4, ' stroke-dasharray="14 12"')),
    back,
  );

const LONG_SLEEVE_BODY =
  'M338 236L252 268C218 282 202 308 196 348L150 700L226 716L268 420L270 790H530L532 420L574 716L650 700L604 348C598 308 582 282 548 268L462 236C444 262 356 262 338 236Z';

const jacket =
  (hood: boolean): Drawer =>
  (t, back) => {
    const hoodShape = back
      ? 'M320 262C300 120 500 120 480 262C450 300 350 300 320 262Z'
      : 'M326 250C316 150 484 150 474 250C450 226 350 226 326 250Z';
    const collar = shape('M338 236C350 214 450 214 462 236L466 270C440 286 360 286 334 270Z', t.dark, t.line);
    const front =
      stroke('M400 262V788', t.trim, 8) +
      shape('M392 268h16v34h-16z', t.trim) +
      stroke('M296 590l40 70M504 590l-40 70', t.dark, 7) +
      (hood ? '' : shape('M300 340h70v64h-70z', t.light, t.dark, 4));
    const rear = stroke('M270 400C340 420 460 420 530 400', t.dark, 6) + stroke('M272 760H528', t.dark, 6);
    // From the front the hood sits behind the collar; from the back it covers the shoulders.
    return (
      (hood && !back ? shape(hoodShape, t.dark, t.line) : '') +
      shape(LONG_SLEEVE_BODY, t.base, t.line) +
      (hood ? (back ? shape(hoodShape, t.dark, t.line) : '') : collar) +
      shape('M150 700L226 716L222 740L146 724ZM650 700L574 716L578 740L654 724Z', t.dark) +
      (back ? rear : front) +
      stroke('M262 430C230 520 222 620 226 700M538 430C570 520 578 620 574 700', t.light, 5, ' opacity=".7"')
    );
  };

const tshirt: Drawer = (t, back) =>
  shape(
    'M330 230L230 266L140 380L214 436L266 386L268 780H532L534 386L586 436L660 380L570 266L470 230C452 276 348 276 330 230Z',
    t.base,
    t.line,
  ) +
  stroke(back ? 'M334 234C360 250 440 250 466 234' : 'M334 236C352 282 448 282 466 236', t.dark, 12) +
  stroke('M146 384L210 430M654 384L590 430', t.dark, 10) +
  (back
    ? stroke('M268 330C340 350 460 350 532 330', t.light, 5)
    : shape('M470 340h44v50h-44z', t.light, t.dark, 4));

const shirt: Drawer = (t, back) => {
  const buttons = [330, 410, 490, 570, 650, 730].map(
    (y) => `<circle cx="400" cy="${y}" r="7" fill="${t.trim}"/>`,
  );
  const plaid = stroke('M270 480H530M270 600H530M330 300V790M470 300V790', t.light, 10, ' opacity=".45"');
  return (
    shape(LONG_SLEEVE_BODY, t.base, t.line) +
    plaid +
    shape('M338 236L400 300L462 236L448 226C430 240 370 240 352 226Z', t.dark, t.line, 4) +
    (back
      ? stroke('M268 340C340 360 460 360 532 340', t.dark, 6)
      : shape('M330 236L400 300L372 320ZM470 236L400 300L428 320Z', t.light, t.line, 4) +
        stroke('M400 300V790', t.dark, 4) +
        buttons.join('') +
        shape('M290 380h70v80h-70zM440 380h70v80h-70z', 'none', t.dark, 4))
  );
};

const legwear =
  (short: boolean): Drawer =>
  (t, back) => {
    const hem = short ? 560 : 860;
    const outer = short ? 590 : 560;
    const legs = `M270 200H530L${outer} ${hem}H430L400 ${short ? 400 : 440}L370 ${hem}H${800 - outer}Z`;
    const front =
      stroke('M400 206V330', t.dark, 6) +
      stroke('M290 214C300 260 330 280 360 286M510 214C500 260 470 280 440 286', t.dark, 6);
    const rear =
      shape('M300 270h70v70h-70zM430 270h70v70h-70z', 'none', t.dark, 5) + stroke('M272 250H528', t.dark, 5);
    return (
      shape(legs, t.base, t.line) +
      shape('M266 186H534V226H266Z', t.dark, t.line, 5) +
      stroke(
        `M${short ? 236 : 250} ${hem - 14}H${short ? 382 : 376}M${short ? 418 : 424} ${hem - 14}H${short ? 564 : 550}`,
        t.dark,
        6,
      ) +
      (short ? '' : stroke('M300 560C330 580 360 580 380 570M500 560C470 580 440 580 420 570', t.light, 5)) +
      [300, 350, 400, 450, 500].map((x) => shape(`M${x - 6} 184h12v44h-12z`, t.trim)).join('') +
      (back ? rear : front)
    );
  };

const backpack: Drawer = (t, back) =>
  stroke('M350 230C350 160 450 160 450 230', t.dark, 16) +
  shape(
    'M270 260C270 220 300 200 340 200H460C500 200 530 220 530 260V800C530 816 518 828 502 828H298C282 828 270 816 270 800Z',
    t.base,
    t.line,
  ) +
  (back
    ? stroke('M330 230C290 400 300 600 340 780M470 230C510 400 500 600 460 780', t.dark, 34) +
      shape('M320 320h160v360h-160z', t.light, t.dark, 4)
    : shape('M270 260C270 220 300 200 340 200H460C500 200 530 220 530 260V330H270Z', t.dark, t.line, 5) +
      shape('M310 520H490V740C490 756 478 768 462 768H338C322 768 310 756 310 740Z', t.light, t.dark, 5) +
      stroke('M310 560H490M286 330V800M514 330V800', t.trim, 6) +
      shape('M392 548h16v40h-16z', t.trim));

const duffel: Drawer = (t, back) =>
  mirror(
    stroke('M300 460C300 340 500 340 500 460', t.dark, 20) +
      shape(
        'M180 450H620C660 450 690 490 690 585C690 680 660 720 620 720H180C140 720 110 680 110 585C110 490 140 450 180 450Z',
        t.base,
        t.line,
      ) +
      shape(
        'M180 450C140 450 110 490 110 585C110 680 140 720 180 720C210 690 220 640 220 585C220 530 210 480 180 450Z',
        t.dark,
        t.line,
        5,
      ) +
      stroke('M220 480H640', t.trim, 7) +
      stroke('M280 452V718M520 452V718', t.dark, 14) +
      (back ? stroke('M180 470C240 280 560 280 620 470', t.dark, 10) : shape('M600 470h18v36h-18z', t.trim)),
    back,
  );

const cap: Drawer = (t, back) =>
  mirror(
    shape('M226 580C220 400 420 330 540 420C580 450 598 510 596 580Z', t.base, t.line) +
      shape('M560 560C640 548 710 566 730 600C670 616 600 610 548 590Z', t.dark, t.line) +
      stroke('M410 352C440 420 446 500 440 580M300 420C330 470 340 530 336 580', t.dark, 5) +
      '<circle cx="412" cy="350" r="12" fill="' +
      t.dark +
      '"/>' +
      (back
        ? shape('M240 560C250 520 300 510 320 560Z', t.trim)
        : shape('M440 480h70v46h-70z', t.light, t.dark, 4)),
    back,
  );

const beanie: Drawer = (t, back) => {
  const ribs = [290, 330, 370, 410, 450, 490].map((x) => `M${x} 590V660`).join('');
  return (
    (back ? '' : `<circle cx="400" cy="318" r="46" fill="${t.light}" stroke="${t.line}" stroke-width="5"/>`) +
    shape('M262 590C250 420 320 350 400 350C480 350 550 420 538 590Z', t.base, t.line) +
    stroke(
      'M330 380C320 450 320 520 326 590M470 380C480 450 480 520 474 590M400 354V590',
      t.dark,
      4,
      ' opacity=".5"',
    ) +
    shape(
      'M250 580H550C560 580 566 588 566 598V660C566 670 560 678 550 678H250C240 678 234 670 234 660V598C234 588 240 580 250 580Z',
      t.dark,
      t.line,
    ) +
    stroke(ribs, t.base, 5, ' opacity=".6"') +
    (back ? '' : shape('M372 604h56v40h-56z', t.light, t.line, 3))
  );
};

const socks: Drawer = (t, back) =>
  mirror(
    shape(
      'M330 200H470V560C470 600 500 620 540 626L640 630C694 636 702 722 640 732H420C360 732 330 692 330 640Z',
      t.base,
      t.line,
    ) +
      shape('M326 190H474V270H326Z', t.dark, t.line, 5) +
      stroke('M350 196V264M380 196V264M410 196V264M440 196V264', t.light, 4) +
      shape('M330 640C330 692 360 732 420 732H440C420 700 410 660 420 620C390 620 350 610 330 590Z', t.dark) +
      shape('M620 630C690 636 702 722 640 732H600C616 700 616 660 600 630Z', t.dark) +
      (back ? stroke('M330 360H470M330 420H470', t.trim, 12) : stroke('M330 390H470', t.light, 14)),
    back,
  );

const gloves: Drawer = (t, back) => {
  const fingers = [
    [296, 300],
    [356, 250],
    [416, 262],
    [476, 318],
  ]
    .map(([x = 0, y = 0]) => `M${x} 500V${y + 26}C${x} ${y - 8} ${x + 54} ${y - 8} ${x + 54} ${y + 26}V500Z`)
    .join('');
  const palm = 'M290 470H530V690C530 700 522 708 512 708H308C298 708 290 700 290 690Z';
  const thumb = 'M296 560L216 470C196 448 220 420 244 438L310 510Z';
  const grip = back
    ? shape('M316 560h190v110h-190z', t.dark) +
      stroke('M310 300V340M370 250V290M430 262V302M490 318V358', t.dark, 26)
    : '';
  return mirror(
    shape(fingers, t.base, t.line) +
      shape(thumb, t.base, t.line) +
      shape(palm, t.base, t.line) +
      grip +
      shape('M296 700H524V800C524 810 516 818 506 818H314C304 818 296 810 296 800Z', t.dark, t.line) +
      stroke('M300 740H520', t.trim, 8) +
      (back ? '' : stroke('M350 520V680M410 520V680M470 520V680', t.light, 5, ' opacity=".6"')),
    back,
  );
};

interface Shape {
  draw: Drawer;
  /** The point the detail view zooms into. */
  focus: [number, number];
  /** Shadow height and half-width. */
  floor: [number, number];
  /** Centre and scale for the main views, for drawings that would otherwise sit small in the frame. */
  fit?: [number, number, number];
}

const FOOTWEAR_FIT: [number, number, number] = [422, 540, 1.22];

/** The e-gift card: a card with a ridge line and a ribbon; the back view shows the stripe and number field. */
const giftCard: Drawer = (t, back) =>
  shape(
    'M180 360H620Q660 360 660 400V640Q660 680 620 680H180Q140 680 140 640V400Q140 360 180 360Z',
    t.base,
    t.line,
  ) +
  (back
    ? shape('M140 420H660V480H140Z', t.dark) + shape('M190 560H520V610H190Z', t.light, t.line, 4)
    : stroke('M190 600L290 500L350 550L450 440L610 600', t.light, 10) +
      shape('M500 360H540V680H500Z', t.trim) +
      shape('M440 330Q520 380 520 400Q520 380 600 330Q600 400 520 400Q440 400 440 330Z', t.trim, t.line, 4));

const SHAPES: Record<ImageType, Shape> = {
  'e-gift-card': { draw: giftCard, focus: [520, 400], floor: [720, 260] },
  'hiking-boot': { draw: shoe(true, true), focus: [430, 480], floor: [708, 300], fit: FOOTWEAR_FIT },
  'trail-runner': { draw: shoe(false, true), focus: [500, 530], floor: [708, 300], fit: FOOTWEAR_FIT },
  sneaker: { draw: shoe(false, false), focus: [500, 530], floor: [708, 300], fit: FOOTWEAR_FIT },
  sandal: { draw: sandal, focus: [360, 540], floor: [716, 300], fit: FOOTWEAR_FIT },
  jacket: { draw: jacket(true), focus: [400, 320], floor: [830, 240] },
  fleece: { draw: jacket(false), focus: [380, 330], floor: [830, 240] },
  't-shirt': { draw: tshirt, focus: [420, 320], floor: [820, 220] },
  shirt: { draw: shirt, focus: [400, 330], floor: [830, 240] },
  pants: { draw: legwear(false), focus: [360, 260], floor: [880, 200] },
  shorts: { draw: legwear(true), focus: [360, 260], floor: [600, 220] },
  backpack: { draw: backpack, focus: [400, 560], floor: [840, 180] },
  duffel: { draw: duffel, focus: [400, 480], floor: [730, 300] },
  cap: { draw: cap, focus: [500, 500], floor: [630, 260] },
  beanie: { draw: beanie, focus: [400, 600], floor: [690, 180] },
  socks: { draw: socks, focus: [520, 660], floor: [740, 220] },
  gloves: { draw: gloves, focus: [410, 520], floor: [830, 150] },
};
