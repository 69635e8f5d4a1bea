//! A block's sanitized HTML read into the plain tree the PDF draws (no react-pdf here, so the
//! reading is tested on its own): paragraphs and headings h1–h6 of text runs (bold, italic,
//! underline, strike, colour, link) and line breaks, quotes, bulleted and numbered lists (nested),
//! and pictures with their absolute address and the width the size buttons gave. Alignment and
//! colour come from the styles the editor writes; anything else is read for its text only.

export type Align = 'left' | 'center' | 'right' | 'justify';

export interface TextRun {
  kind: 'text';
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  /** '#rrggbb'. */
  color?: string;
  href?: string;
}

export interface LineBreak {
  kind: 'br';
}

export type Inline = TextRun | LineBreak;

export interface ImageBlock {
  kind: 'image';
  /** Absolute (http, https or a data: picture). */
  src: string;
  /** '50%', from the img's style; absent: its own size, at most the column's width. */
  width?: string;
}

export type PdfBlock =
  | { kind: 'paragraph'; align?: Align; inlines: Inline[] }
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; align?: Align; inlines: Inline[] }
  | { kind: 'quote'; children: PdfBlock[] }
  | { kind: 'list'; ordered: boolean; start: number; items: PdfBlock[][] }
  | ImageBlock;

type Marks = Omit<TextRun, 'kind' | 'text'>;

const IGNORED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'HEAD',
  'TITLE',
  'META',
]);
const HEADINGS: Record<string, 1 | 2 | 3 | 4 | 5 | 6> = {
  H1: 1,
  H2: 2,
  H3: 3,
  H4: 4,
  H5: 5,
  H6: 6,
};
/** Elements read as blocks; every other element is inline (its text and pictures). */
const BLOCKS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'DIV',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'NAV',
  'FIGURE',
  'FIGCAPTION',
  'PRE',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TD',
  'TH',
  'DL',
  'DT',
  'DD',
  'HR',
  'IMG',
  'ADDRESS',
]);

const hex2 = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');

/** A CSS colour as '#rrggbb' (hex or rgb()/rgba()); null for anything else. */
export function normalizeColor(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{8}$/.test(text)) return text.slice(0, 7);
  const rgb =
    /^rgba?\(\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*(?:,\s*[\d.]+\s*)?\)$/.exec(
      text,
    );
  if (rgb) return `#${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}`;
  return null;
}

function alignOf(element: Element): Align | undefined {
  const value = ((element as HTMLElement).style?.textAlign || element.getAttribute('align') || '')
    .trim()
    .toLowerCase();
  if (value === 'left' || value === 'start') return 'left';
  if (value === 'right' || value === 'end') return 'right';
  if (value === 'center' || value === 'justify') return value;
  return undefined;
}

/** A link's target the PDF may hold (http, https, mailto, tel). */
function safeHref(href: string | null, origin: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, origin);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A picture's address made absolute; null when it cannot be drawn (no src, another scheme). */
function imageSrc(src: string | null, origin: string): string | null {
  const value = (src ?? '').trim();
  if (!value) return null;
  if (/^data:image\/(png|jpe?g);base64,/i.test(value)) return value;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function imageOf(element: Element, origin: string): ImageBlock | null {
  const src = imageSrc(element.getAttribute('src'), origin);
  if (!src) return null;
  const width = /(?:^|;)\s*width\s*:\s*(\d{1,3}(?:\.\d+)?%)/i.exec(
    element.getAttribute('style') ?? '',
  )?.[1];
  return width ? { kind: 'image', src, width } : { kind: 'image', src };
}

/** The marks `element` adds to those it sits in. */
function marksOf(element: Element, marks: Marks, origin: string): Marks {
  const next: Marks = { ...marks };
  const style = (element as HTMLElement).style;
  const tag = element.tagName;
  const weight = style?.fontWeight ?? '';
  if (tag === 'STRONG' || tag === 'B' || weight === 'bold' || Number(weight) >= 600) {
    next.bold = true;
  }
  if (tag === 'EM' || tag === 'I' || style?.fontStyle === 'italic') next.italic = true;
  const decoration = `${style?.textDecoration ?? ''} ${style?.textDecorationLine ?? ''}`;
  if (tag === 'U' || tag === 'INS' || decoration.includes('underline')) next.underline = true;
  if (tag === 'S' || tag === 'STRIKE' || tag === 'DEL' || decoration.includes('line-through')) {
    next.strike = true;
  }
  const color = normalizeColor(style?.color ?? element.getAttribute('color'));
  if (color) next.color = color;
  if (tag === 'A') {
    const href = safeHref(element.getAttribute('href'), origin);
    if (href) next.href = href;
  }
  return next;
}

/** What an inline stretch holds: text and breaks, and pictures that split its paragraph. */
type Piece = Inline | ImageBlock;

function piecesOf(node: Node, marks: Marks, origin: string, into: Piece[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.nodeValue ?? '').replace(/[ \t\n\r\f]+/g, ' ');
    if (text) into.push({ kind: 'text', text, ...marks });
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  if (IGNORED.has(element.tagName)) return;
  if (element.tagName === 'BR') {
    into.push({ kind: 'br' });
    return;
  }
  if (element.tagName === 'IMG') {
    const image = imageOf(element, origin);
    if (image) into.push(image);
    return;
  }
  const inner = marksOf(element, marks, origin);
  for (const child of Array.from(element.childNodes)) piecesOf(child, inner, origin, into);
}

const sameMarks = (a: TextRun, b: TextRun) =>
  a.bold === b.bold &&
  a.italic === b.italic &&
  a.underline === b.underline &&
  a.strike === b.strike &&
  a.color === b.color &&
  a.href === b.href;

/**
 * A paragraph's runs as a browser shows them: runs with the same marks joined, one space where
 * several meet, none at the start or end of a line.
 */
export function tidyInlines(inlines: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const inline of inlines) {
    if (inline.kind === 'br') {
      const last = out.at(-1);
      if (last?.kind === 'text') last.text = last.text.replace(/ +$/, '');
      out.push(inline);
      continue;
    }
    const last = out.at(-1);
    let text = inline.text;
    if (!last || last.kind === 'br' || (last.kind === 'text' && last.text.endsWith(' '))) {
      text = text.replace(/^ +/, '');
    }
    if (!text) continue;
    if (last?.kind === 'text' && sameMarks(last, inline)) last.text += text;
    else out.push({ ...inline, text });
  }
  // Trailing space, and a paragraph left empty by it.
  const last = out.at(-1);
  if (last?.kind === 'text') {
    last.text = last.text.replace(/ +$/, '');
    if (!last.text) out.pop();
  }
  return out;
}

type Textual = Extract<PdfBlock, { inlines: Inline[] }>;

/**
 * The blocks of an inline stretch: one paragraph (or heading) per stretch between pictures.
 * `keepEmpty`: an explicit empty paragraph (`<p></p>`) stays, as the editor shows it, a blank line.
 */
function textBlocks(
  pieces: Piece[],
  make: (inlines: Inline[]) => Textual,
  keepEmpty: boolean,
): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  let run: Inline[] = [];
  let sawImage = false;
  const flush = () => {
    const inlines = tidyInlines(run);
    run = [];
    if (inlines.length > 0) blocks.push(make(inlines));
  };
  for (const piece of pieces) {
    if (piece.kind === 'image') {
      flush();
      blocks.push(piece);
      sawImage = true;
    } else {
      run.push(piece);
    }
  }
  flush();
  if (blocks.length === 0 && keepEmpty && !sawImage) blocks.push(make([]));
  return blocks;
}

function blocksOf(container: Element, origin: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  let loose: Piece[] = [];
  const flushLoose = () => {
    blocks.push(...textBlocks(loose, (inlines) => ({ kind: 'paragraph', inlines }), false));
    loose = [];
  };

  for (const child of Array.from(container.childNodes)) {
    const element = child.nodeType === Node.ELEMENT_NODE ? (child as Element) : null;
    if (!element || !BLOCKS.has(element.tagName)) {
      piecesOf(child, {}, origin, loose);
      continue;
    }
    flushLoose();
    const tag = element.tagName;
    const level = HEADINGS[tag];
    if (tag === 'P' || level) {
      const pieces: Piece[] = [];
      const marks = marksOf(element, {}, origin);
      for (const node of Array.from(element.childNodes)) piecesOf(node, marks, origin, pieces);
      const align = alignOf(element);
      blocks.push(
        ...textBlocks(
          pieces,
          (inlines) =>
            level
              ? { kind: 'heading', level, inlines, ...(align ? { align } : {}) }
              : { kind: 'paragraph', inlines, ...(align ? { align } : {}) },
          true,
        ),
      );
    } else if (tag === 'BLOCKQUOTE') {
      blocks.push({ kind: 'quote', children: blocksOf(element, origin) });
    } else if (tag === 'UL' || tag === 'OL') {
      const items = Array.from(element.children)
        .filter((item) => item.tagName === 'LI')
        .map((item) => blocksOf(item, origin));
      const start = Number.parseInt(element.getAttribute('start') ?? '', 10);
      blocks.push({
        kind: 'list',
        ordered: tag === 'OL',
        start: Number.isFinite(start) ? start : 1,
        items,
      });
    } else if (tag === 'IMG') {
      const image = imageOf(element, origin);
      if (image) blocks.push(image);
    } else if (tag === 'HR') {
      // Nothing to draw.
    } else {
      // A container (div, a table's cell, ...): its own blocks, in order.
      blocks.push(...blocksOf(element, origin));
    }
  }
  flushLoose();
  return blocks;
}

/** `html` (one block's sanitized HTML) as the PDF's tree; picture addresses resolved on `origin`. */
export function htmlToBlocks(html: string, origin: string): PdfBlock[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  return blocksOf(doc.body, origin);
}

/** Every picture address in `blocks`, each once, in order. */
export function imageSources(blocks: PdfBlock[]): string[] {
  const found = new Set<string>();
  const walk = (list: PdfBlock[]) => {
    for (const block of list) {
      if (block.kind === 'image') found.add(block.src);
      else if (block.kind === 'quote') walk(block.children);
      else if (block.kind === 'list') block.items.forEach(walk);
    }
  };
  walk(blocks);
  return [...found];
}
