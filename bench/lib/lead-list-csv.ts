// A 100,000-row lead CSV shaped like a real list, for the lead-list benchmark: names drawn from 40
// first and 60 last names, companies from 3 × 30 × 10 words (a fragment such as "ridge plumbing st"
// names about a hundred leads), and phones over ten area codes and ten exchanges written the five
// ways spreadsheets export them. The same for every run.

const FIRST = (
  'Ann Bo Chloé Dmitri Eve Farah Günter Hana Ivan José Kai Lena Marco Nia Omar Priya Quinn Rosa Sven Tara ' +
  'Umar Vera Wen Xavier Yara Zoe Aaron Bianca Carlos Dana Elif Felix Gita Hugo Ines Jonas Kira Luca Maya Noah'
).split(' ');
const LAST = (
  'Lee Ng Müller Okafor Smith García Kowalski Tanaka Brown Rossi Nguyen Patel Cohen Dubois Jensen Silva ' +
  'Novak Haddad Ivanova Kim Lopez Martin Nowak Olsen Park Quist Reyes Schmidt Torres Ueda Vargas Walsh ' +
  'Young Zhang Abbott Baker Clarke Diaz Evans Fischer Gupta Hughes Ito Jones Khan Larsen Moreno Nakamura ' +
  "O'Brien Pereira Quinn Rahman Sato Thomas Usman Volkov Weber Yilmaz Ziegler Adams"
).split(' ');
const PLACE = ['Harbor', 'Ridge', 'Summit'];
const TRADE = (
  'Plumbing Dental Legal Bistro Fitness Roofing Realty Auto Vision Bakery Salon Pharmacy Floral Printing ' +
  'Landscaping Electric Cleaning Tutoring Veterinary Chiropractic Insurance Catering Moving Storage ' +
  'Tailoring Framing Optics Physio Tax Yoga'
).split(' ');
const KIND = ['Co', 'Group', 'Studio', 'Partners', 'Services', 'Clinic', 'Works', 'Shop', 'Center', 'LLC'];
const LEAD_LIST_AREAS = ['415', '212', '312', '617', '206', '303', '512', '404', '702', '646'];
const LEAD_LIST_EXCHANGES = ['201', '310', '425', '555', '618', '707', '734', '808', '862', '917'];

/** Row i's phone: area i % 10, exchange ⌊i / 10⌋ % 10, so each (area, exchange) holds 1 % of the rows. */
function phoneOf(i: number): string {
  const area = LEAD_LIST_AREAS[i % 10];
  const exchange = LEAD_LIST_EXCHANGES[Math.floor(i / 10) % 10];
  const line = String(Math.floor(i / 100) % 10_000).padStart(4, '0');
  switch (Math.floor(i / 7) % 5) {
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

export function leadListCsv(rows: number): string {
  const lines = ['Email,First Name,Last Name,Company,Phone,Website,Industry'];
  for (let i = 0; i < rows; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / 3) % LAST.length];
    const trade = TRADE[Math.floor(i / 7) % TRADE.length];
    const company = `${PLACE[i % 3]} ${trade} ${KIND[Math.floor(i / 11) % 10]}`;
    // Short email and website: the upload's limit is 10 MB.
    lines.push(`l${i}@x${i % 977}.com,${first},${last},${company},${phoneOf(i)},x${i % 977}.com,${trade}`);
  }
  return lines.join('\r\n') + '\r\n';
}
