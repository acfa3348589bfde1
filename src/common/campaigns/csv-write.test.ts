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
    expect(csvCell('Acme;=1+1')).toBe(`"Acme;'=1+1"`);
    expect(csvCell('Acme\t=1+1')).toBe(`"Acme\t'=1+1"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
    expect(toCsv(['name'], [['Acme;=1+1'], ['Acme,=1+1']])).toBe(`\uFEFFname\r\n"Acme;'=1+1"\r\n"Acme,'=1+1"\r\n`);
  });

  it('neutralises a formula after any separator a spreadsheet may split on, not only at the start', () => {
    expect(neutraliseCell('x;=6*7&"')).toBe(`x;'=6*7&"`);
    expect(neutraliseCell('x,+1')).toBe(`x,'+1`);
    expect(neutraliseCell('x\t-1')).toBe(`x\t'-1`);
    expect(neutraliseCell('a\r\n@cmd')).toBe(`a\r\n'@cmd`);
    expect(neutraliseCell('a;  =1')).toBe(`a;  '=1`);
    expect(neutraliseCell('a; "=1')).toBe(`a; "'=1`);
    expect(neutraliseCell(' =1')).toBe(` '=1`);
    for (const v of ['a-b', 'x; y', '1, 2', 'a=b;c']) expect(neutraliseCell(v)).toBe(v);
    // Read by a reader that splits on ';' and ignores quotes: no piece is a formula.
    const pieces = csvCell('x;=6*7&"').split(';');
    for (const p of pieces) expect(p.replace(/^[ "]+/, '')).not.toMatch(/^[=+\-@]/);
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
