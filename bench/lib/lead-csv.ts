// A CRM-shaped lead CSV of n rows (about 100 bytes a row), the same for every run.

const FIRST = ['Ann', 'Bo', 'Chloé', 'Dmitri', 'Eve', 'Farah', 'Günter', 'Hana', 'Ivan', 'José'];
const LAST = ['Lee', 'Ng', 'Müller', 'Okafor', 'Smith', 'García', 'Kowalski', 'Tanaka', 'Brown', 'Rossi'];
const INDUSTRY = ['plumbing', 'dental', 'legal', 'restaurant', 'fitness'];
const AREA = ['415', '212', '312', '617', '206', '303', '512', '404', '702', '919'];

/**
 * Row i's phone. 'repeating': (415) 555-xxxx, 10,000 numbers shared ten times each (the list
 * benchmark searches one of them). 'distinct': a different number on every row, spread over ten
 * area codes and written the five ways spreadsheets export them, so nothing per number can be reused
 * (the import benchmark: a real list rarely repeats a number).
 */
function phoneOf(i: number, phones: 'repeating' | 'distinct'): string {
  if (phones === 'repeating') return `(415) 555-${String(i % 10000).padStart(4, '0')}`;
  const j = Math.floor(i / 10);
  const area = AREA[i % 10];
  const exchange = String(201 + (j % 700));
  const line = String(Math.floor(j / 700) * 613 + (i % 7)).padStart(4, '0');
  switch (i % 5) {
    case 0:
      return `(${area}) ${exchange}-${line}`;
    case 1:
      return `${area}-${exchange}-${line}`;
    case 2:
      return `+1 ${area} ${exchange} ${line}`;
    case 3:
      return `${area}${exchange}${line}`;
    default:
      return `+1${area}${exchange}${line}`;
  }
}

export function leadCsv(rows: number, phones: 'repeating' | 'distinct' = 'repeating'): string {
  const lines = ['Email,First Name,Last Name,Company,Phone,Website,Industry'];
  for (let i = 0; i < rows; i++) {
    const n = String(i).padStart(6, '0');
    lines.push(
      `lead${n}@ex${i % 977}.com,${FIRST[i % 10]},${LAST[(i * 7) % 10]},"Company ${n}, LLC",${phoneOf(i, phones)},company-${n}.com,${INDUSTRY[i % 5]}`,
    );
  }
  return lines.join('\r\n') + '\r\n';
}
