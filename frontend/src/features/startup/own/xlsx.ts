//! Just enough of xlsx to read back the sheet the server itself writes (the yearly figures): the
//! zip's entries (stored or deflated, inflated by the browser's DecompressionStream), the shared
//! strings and the first worksheet's cells. Formulas, styles and dates are not needed and not read.

/** A cell as the sheet holds it: a number, a text, or null when empty. */
export type SheetCell = number | string | null;

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** Bytes read from a file or an answer (never a shared buffer). */
type Bytes = Uint8Array<ArrayBuffer>;

async function inflate(data: Bytes): Promise<Bytes> {
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const output = input.pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(output).arrayBuffer());
}

/** The zip's files by name (only `wanted` are inflated). */
export async function unzip(
  bytes: Bytes,
  wanted: (name: string) => boolean,
): Promise<Map<string, Bytes>> {
  let end = bytes.length - 22;
  // The end record sits last, after a comment of at most 64 KiB.
  while (end >= 0 && u32(bytes, end) !== END_OF_DIRECTORY) end -= 1;
  if (end < 0) throw new Error('not a zip file');
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const names = new TextDecoder();
  const files = new Map<string, Bytes>();
  for (let index = 0; index < count; index += 1) {
    if (u32(bytes, at) !== DIRECTORY_ENTRY) throw new Error('broken zip directory');
    const method = u16(bytes, at + 10);
    const size = u32(bytes, at + 20);
    const nameLength = u16(bytes, at + 28);
    const skip = nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    const local = u32(bytes, at + 42);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (!wanted(name)) continue;
    if (u32(bytes, local) !== LOCAL_HEADER) throw new Error('broken zip entry');
    const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    const data = bytes.subarray(start, start + size);
    if (method === 0) files.set(name, data);
    else if (method === 8) files.set(name, await inflate(data));
    else throw new Error(`unsupported zip method ${method}`);
  }
  return files;
}

const xml = (bytes: Bytes | undefined) =>
  new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'application/xml');

/** Every text run of an element (a rich text has several). */
const textOf = (element: Element) =>
  Array.from(element.getElementsByTagName('t'))
    .map((run) => run.textContent ?? '')
    .join('');

/** 'C12' → 2 (zero-based column). */
function columnOf(reference: string): number {
  let column = 0;
  for (const letter of /^[A-Z]+/.exec(reference)?.[0] ?? '') {
    column = column * 26 + (letter.charCodeAt(0) - 64);
  }
  return column - 1;
}

function cellValue(cell: Element, shared: string[]): SheetCell {
  const type = cell.getAttribute('t');
  if (type === 'inlineStr') return textOf(cell);
  const raw = cell.getElementsByTagName('v')[0]?.textContent ?? null;
  if (raw === null || raw === '') return null;
  if (type === 's') return shared[Number(raw)] ?? null;
  if (type === 'str' || type === 'e' || type === 'b') return raw;
  const number = Number(raw);
  return Number.isFinite(number) ? number : raw;
}

/** The first worksheet's rows, top to bottom, each cell in its column (empty ones null). */
export async function readFirstSheet(bytes: Bytes): Promise<SheetCell[][]> {
  const SHEET = 'xl/worksheets/sheet1.xml';
  const STRINGS = 'xl/sharedStrings.xml';
  const files = await unzip(bytes, (name) => name === SHEET || name === STRINGS);
  if (!files.has(SHEET)) throw new Error('no worksheet');
  const strings = files.get(STRINGS);
  const shared = strings
    ? Array.from(xml(strings).getElementsByTagName('si')).map((item) => textOf(item))
    : [];
  const rows: SheetCell[][] = [];
  for (const row of Array.from(xml(files.get(SHEET)).getElementsByTagName('row'))) {
    const index = Number(row.getAttribute('r') ?? rows.length + 1) - 1;
    const cells: SheetCell[] = [];
    for (const cell of Array.from(row.getElementsByTagName('c'))) {
      const reference = cell.getAttribute('r');
      const column = reference ? columnOf(reference) : cells.length;
      while (cells.length < column) cells.push(null);
      cells[column] = cellValue(cell, shared);
    }
    while (rows.length < index) rows.push([]);
    rows[index] = cells;
  }
  return rows;
}
