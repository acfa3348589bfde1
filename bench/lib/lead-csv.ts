// A CRM-shaped lead CSV of n rows (about 100 bytes a row), the same for every run.

const FIRST = ['Ann', 'Bo', 'Chloé', 'Dmitri', 'Eve', 'Farah', 'Günter', 'Hana', 'Ivan', 'José'];
const LAST = ['Lee', 'Ng', 'Müller', 'Okafor', 'Smith', 'García', 'Kowalski', 'Tanaka', 'Brown', 'Rossi'];
const INDUSTRY = ['plumbing', 'dental', 'legal', 'restaurant', 'fitness'];

export function leadCsv(rows: number): string {
  const lines = ['Email,First Name,Last Name,Company,Phone,Website,Industry'];
  for (let i = 0; i < rows; i++) {
    const n = String(i).padStart(6, '0');
    lines.push(
      `lead${n}@ex${i % 977}.com,${FIRST[i % 10]},${LAST[(i * 7) % 10]},"Company ${n}, LLC",(415) 555-${String(i % 10000).padStart(4, '0')},company-${n}.com,${INDUSTRY[i % 5]}`,
    );
  }
  return lines.join('\r\n') + '\r\n';
}
