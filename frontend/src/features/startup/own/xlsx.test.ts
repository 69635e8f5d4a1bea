import { describe, expect, it } from 'vitest';
import { yearsOfSheet } from '@/features/startup/figures';
import { figuresSheet, storedYear, zipOf } from './test/figuresSheet';
import { readFirstSheet } from './xlsx';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

describe('the figures sheet read back', () => {
  const years = [
    storedYear(2019, { cash: 120_000_000, total_equity: -30 }, { sales: 2_840_000_000 }),
    storedYear(2024, { total_assets: 485_000_000 }, { operating_profit: -120_000_000 }),
  ];

  it.each([
    ['deflated', false],
    ['stored', true],
  ])('gives every year with its lines (%s parts), latest first', async (_, stored) => {
    const rows = await readFirstSheet(await figuresSheet(years, { stored }));
    expect(rows[0]?.slice(0, 3)).toEqual(['연도', '현금및현금성자산', '매출채권']);
    const read = yearsOfSheet(rows);
    expect(read.map((year) => year.year)).toEqual([2024, 2019]);
    expect(read[1]?.balance).toMatchObject({ year: 2019, cash: 120_000_000, total_equity: -30 });
    expect(read[1]?.balance.receivables).toBeNull();
    expect(read[1]?.income).toMatchObject({ year: 2019, sales: 2_840_000_000, net_income: null });
    expect(read[0]?.income.operating_profit).toBe(-120_000_000);
  });

  it('finds the columns by name, reads text amounts and skips rows without a year', async () => {
    const sheet = `<worksheet ${NS}><sheetData>
      <row r="1"><c r="A1" t="inlineStr"><is><t>매출액</t></is></c><c r="C1" t="inlineStr"><is><t>연 도</t></is></c></row>
      <row r="2"><c r="A2" t="str"><v>1,200,000</v></c><c r="C2"><v>2023</v></c></row>
      <row r="4"><c r="A4"><v>5</v></c></row>
    </sheetData></worksheet>`;
    const bytes = await zipOf({ 'xl/worksheets/sheet1.xml': sheet });
    const read = yearsOfSheet(await readFirstSheet(bytes));
    expect(read).toHaveLength(1);
    expect(read[0]?.year).toBe(2023);
    expect(read[0]?.income.sales).toBe(1_200_000);
    expect(read[0]?.balance.cash).toBeNull();
  });

  it('refuses bytes that are no zip', async () => {
    await expect(readFirstSheet(new Uint8Array([1, 2, 3]))).rejects.toThrow();
  });
});
