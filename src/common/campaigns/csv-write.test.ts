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

  it('quotes any cell holding a separator of any locale, so `Acme;=1+1` stays one inert cell in a semicolon-locale Excel', () => {
    // Excel in a semicolon locale (de-DE, fr-FR) splits an unquoted `Acme;=1+1` into `Acme` and a live `=1+1`.
    expect(csvCell('Acme;=1+1')).toBe('"Acme;=1+1"');
    expect(csvCell('Acme\t=1+1')).toBe('"Acme\t=1+1"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
    expect(toCsv(['name'], [['Acme;=1+1'], ['Acme,=1+1']])).toBe('\uFEFFname\r\n"Acme;=1+1"\r\n"Acme,=1+1"\r\n');
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
