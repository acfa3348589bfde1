import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseCell, toCsv } from './csv-write';

describe('CSV writing (formula-injection safe)', () => {
  it('neutralises cells a spreadsheet would run, leaves others alone', () => {
    for (const v of ['=1+2', '+SUM(A1)', '-5', '@cmd', '\tx', '\rx']) expect(neutraliseCell(v)).toBe(`'${v}`);
    for (const v of ['plain', '1-2', 'a=b', '', "'quoted"]) expect(neutraliseCell(v)).toBe(v);
  });

  it('quotes commas, quotes and line breaks after neutralising', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('writes a BOM, a header and CRLF rows', () => {
    expect(
      toCsv(
        ['row', 'error'],
        [
          [2, 'Missing email'],
          [3, '=bad'],
        ],
      ),
    ).toBe("\uFEFFrow,error\r\n2,Missing email\r\n3,'=bad\r\n");
  });
});
