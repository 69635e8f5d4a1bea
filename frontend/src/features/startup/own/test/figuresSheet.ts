// The figures sheet as the server writes it (rust_xlsxwriter): a zip whose parts are deflated,
// the headers in the shared strings, one row a year with its amounts as numbers, and a second
// sheet of help text. For the own company screens' tests and the reader's.
import { BALANCE_ROWS, INCOME_ROWS } from '@/features/startup/profile';
import type { StoredYear } from '@/features/startup/figures';

const text = new TextEncoder();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const output = input.pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(output).arrayBuffer());
}

class Writer {
  private readonly parts: number[] = [];
  get length() {
    return this.parts.length;
  }
  u16(value: number) {
    this.parts.push(value & 0xff, (value >>> 8) & 0xff);
  }
  u32(value: number) {
    this.u16(value & 0xffff);
    this.u16((value >>> 16) & 0xffff);
  }
  bytes(values: Uint8Array) {
    for (const value of values) this.parts.push(value);
  }
  done() {
    return new Uint8Array(this.parts);
  }
}

/** A zip of `files`, deflated (method 8) unless `stored`. */
export async function zipOf(
  files: Record<string, string>,
  { stored = false }: { stored?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Writer();
  const directory: { name: Uint8Array; crc: number; size: number; packed: number; at: number }[] =
    [];
  for (const [fileName, content] of Object.entries(files)) {
    const raw = text.encode(content);
    const data = stored ? raw : await deflate(raw);
    const name = text.encode(fileName);
    const entry = { name, crc: crc32(raw), size: raw.length, packed: data.length, at: out.length };
    out.u32(0x04034b50);
    out.u16(20);
    out.u16(0);
    out.u16(stored ? 0 : 8);
    out.u32(0);
    out.u32(entry.crc);
    out.u32(entry.packed);
    out.u32(entry.size);
    out.u16(name.length);
    out.u16(0);
    out.bytes(name);
    out.bytes(data);
    directory.push(entry);
  }
  const start = out.length;
  for (const entry of directory) {
    out.u32(0x02014b50);
    out.u16(20);
    out.u16(20);
    out.u16(0);
    out.u16(stored ? 0 : 8);
    out.u32(0);
    out.u32(entry.crc);
    out.u32(entry.packed);
    out.u32(entry.size);
    out.u16(entry.name.length);
    out.u16(0);
    out.u16(0);
    out.u16(0);
    out.u16(0);
    out.u32(0);
    out.u32(entry.at);
    out.bytes(entry.name);
  }
  const size = out.length - start;
  out.u32(0x06054b50);
  out.u16(0);
  out.u16(0);
  out.u16(directory.length);
  out.u16(directory.length);
  out.u32(size);
  out.u32(start);
  out.u16(0);
  return out.done();
}

const column = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
};

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/** The sheet of `years` (oldest first, as the server lists them). */
export function figuresSheet(years: StoredYear[], { stored = false } = {}) {
  const headers = [
    '연도',
    ...BALANCE_ROWS.map((row) => row.label),
    ...INCOME_ROWS.map((row) => row.label),
  ];
  const headerRow = headers
    .map((_, index) => `<c r="${column(index)}1" s="1" t="s"><v>${index}</v></c>`)
    .join('');
  const yearRows = [...years]
    .sort((a, b) => a.year - b.year)
    .map((year, index) => {
      const values = [
        year.year,
        ...BALANCE_ROWS.map((row) => year.balance[row.key] ?? null),
        ...INCOME_ROWS.map((row) => year.income[row.key] ?? null),
      ];
      const cells = values
        .map((value, at) =>
          value === null ? '' : `<c r="${column(at)}${index + 2}" s="2"><v>${value}</v></c>`,
        )
        .join('');
      return `<row r="${index + 2}">${cells}</row>`;
    })
    .join('');
  const strings = headers.map((header) => `<si><t>${escape(header)}</t></si>`).join('');
  return zipOf(
    {
      '[Content_Types].xml': '<?xml version="1.0" encoding="UTF-8"?><Types/>',
      'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS}><sheets><sheet name="재무제표" sheetId="1"/><sheet name="작성 방법" sheetId="2"/></sheets></workbook>`,
      'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet ${NS}><sheetData><row r="1">${headerRow}</row>${yearRows}</sheetData></worksheet>`,
      'xl/worksheets/sheet2.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>작성 방법</t></is></c></row></sheetData></worksheet>`,
      'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst ${NS} count="${headers.length}" uniqueCount="${headers.length}">${strings}</sst>`,
    },
    { stored },
  );
}

/** A stored year with a few lines filled in and the rest blank. */
export const storedYear = (
  year: number,
  balance: Partial<StoredYear['balance']> = {},
  income: Partial<StoredYear['income']> = {},
): StoredYear => ({ year, balance: { year, ...balance }, income: { year, ...income } });

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
