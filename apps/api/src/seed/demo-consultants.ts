import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Queryable } from '../db/db.ts';
import type { DemoClock } from './demo-clock.ts';

/** The Luhn check digit of the first 12 digits of a South African ID number. */
export function luhnCheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < twelve.length; i++) {
    let d = Number(twelve[twelve.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid SA ID number: birth date (YYMMDD), gender sequence, citizen, 8, Luhn digit. */
function saId(birth: string, female: boolean, serial: number): string {
  const seq = String((female ? 1000 : 5000) + serial * 37).padStart(4, '0');
  const twelve = `${birth}${seq}08`;
  return `${twelve}${luhnCheckDigit(twelve)}`;
}

type Row = [
  first: string,
  last: string,
  female: boolean,
  birth: string,
  line1: string,
  line2: string | null,
  city: string,
  province: string,
  postal: string,
  distributor: string | null,
  branch: string | null,
  status: string,
];

const HIGHVELD = 'Highveld Beauty Distributors';
const COASTAL = 'Coastal Beauty Supplies';
const CAPE = 'Cape Wellness Traders';

/** 25 consultants across the provinces; the first nine are active (consultant orders use them). */
const PEOPLE: Row[] = [
  [
    'Nomvula',
    'Dlamini',
    true,
    '880615',
    '14 Jan Smuts Avenue',
    'Parktown North',
    'Johannesburg',
    'Gauteng',
    '2193',
    HIGHVELD,
    'Rosebank',
    'active',
  ],
  [
    'Sibusiso',
    'Mthembu',
    false,
    '900101',
    '12 Florida Road',
    'Morningside',
    'Durban',
    'KwaZulu-Natal',
    '4001',
    COASTAL,
    'Durban North',
    'active',
  ],
  [
    'Thandeka',
    'Ngcobo',
    true,
    '930422',
    '7 Vilakazi Street',
    'Orlando West',
    'Soweto',
    'Gauteng',
    '1804',
    HIGHVELD,
    'Soweto',
    'active',
  ],
  [
    'Lindiwe',
    'Khumalo',
    true,
    '850930',
    '221 Main Road',
    'Sea Point',
    'Cape Town',
    'Western Cape',
    '8005',
    CAPE,
    'Sea Point',
    'active',
  ],
  [
    'Refilwe',
    'Mahlangu',
    true,
    '910712',
    '45 Church Street',
    null,
    'Pretoria',
    'Gauteng',
    '0002',
    HIGHVELD,
    'Hatfield',
    'active',
  ],
  [
    'Zodwa',
    'Zulu',
    true,
    '870303',
    '3 Chief Albert Luthuli Street',
    'Scottsville',
    'Pietermaritzburg',
    'KwaZulu-Natal',
    '3201',
    COASTAL,
    'Pietermaritzburg',
    'active',
  ],
  [
    'Palesa',
    'Mokoena',
    true,
    '950118',
    '18 Nelson Mandela Drive',
    'Brandwag',
    'Bloemfontein',
    'Free State',
    '9301',
    null,
    null,
    'active',
  ],
  [
    'Andile',
    'Nxumalo',
    false,
    '890827',
    '9 Oxford Street',
    'Quigney',
    'East London',
    'Eastern Cape',
    '5201',
    COASTAL,
    'East London',
    'active',
  ],
  [
    'Mpho',
    'Sithole',
    true,
    '920514',
    '27 Thabo Mbeki Street',
    null,
    'Polokwane',
    'Limpopo',
    '0699',
    HIGHVELD,
    'Polokwane',
    'active',
  ],
  [
    'Ayanda',
    'Cele',
    true,
    '960209',
    '5 Samora Machel Street',
    'Bellville',
    'Cape Town',
    'Western Cape',
    '7530',
    CAPE,
    'Bellville',
    'active',
  ],
  [
    'Karabo',
    'Molefe',
    false,
    '881120',
    '31 Beyers Naude Drive',
    'Northcliff',
    'Johannesburg',
    'Gauteng',
    '2195',
    HIGHVELD,
    'Randburg',
    'active',
  ],
  [
    'Precious',
    'Ndlovu',
    true,
    '940705',
    '2 Paul Kruger Street',
    null,
    'Mbombela',
    'Mpumalanga',
    '1200',
    HIGHVELD,
    'Mbombela',
    'active',
  ],
  [
    'Johan',
    'Botha',
    false,
    '800315',
    '22 Voortrekker Road',
    null,
    'Bloemfontein',
    'Free State',
    '9301',
    null,
    null,
    'inactive',
  ],
  [
    'Anja',
    'van Wyk',
    true,
    '830609',
    '11 Dorp Street',
    'Stellenbosch Central',
    'Stellenbosch',
    'Western Cape',
    '7600',
    CAPE,
    'Stellenbosch',
    'active',
  ],
  [
    'Lerato',
    'Molefe',
    true,
    '970801',
    '64 Nelson Mandela Avenue',
    null,
    'Mahikeng',
    'North West',
    '2745',
    HIGHVELD,
    'Mahikeng',
    'active',
  ],
  [
    'Nandi',
    'Mabaso',
    true,
    '910221',
    '8 Du Toitspan Road',
    null,
    'Kimberley',
    'Northern Cape',
    '8301',
    null,
    null,
    'active',
  ],
  [
    'Themba',
    'Shabalala',
    false,
    '860412',
    '15 Govan Mbeki Avenue',
    'Central',
    'Gqeberha',
    'Eastern Cape',
    '6001',
    COASTAL,
    'Gqeberha',
    'suspended',
  ],
  [
    'Busisiwe',
    'Mkhize',
    true,
    '990130',
    '40 Musgrave Road',
    'Berea',
    'Durban',
    'KwaZulu-Natal',
    '4001',
    COASTAL,
    'Berea',
    'active',
  ],
  [
    'Fatima',
    'Patel',
    true,
    '840818',
    '6 Grey Street',
    null,
    'Durban',
    'KwaZulu-Natal',
    '4001',
    COASTAL,
    'Durban Central',
    'active',
  ],
  [
    'Pieter',
    'Venter',
    false,
    '790527',
    '19 Kerk Street',
    null,
    'Rustenburg',
    'North West',
    '0299',
    HIGHVELD,
    'Rustenburg',
    'inactive',
  ],
  [
    'Nosipho',
    'Radebe',
    true,
    '001104',
    '3 Makhanda Street',
    'Fort Hare',
    'Alice',
    'Eastern Cape',
    '5700',
    null,
    null,
    'active',
  ],
  [
    'Kagiso',
    'Modise',
    false,
    '950623',
    '77 Klerksdorp Road',
    null,
    'Potchefstroom',
    'North West',
    '2531',
    HIGHVELD,
    'Potchefstroom',
    'active',
  ],
  [
    'Marlene',
    'Jacobs',
    true,
    '820914',
    '12 Voortrekker Street',
    null,
    'Upington',
    'Northern Cape',
    '8801',
    CAPE,
    'Upington',
    'suspended',
  ],
  [
    'Tshepiso',
    'Maluleke',
    true,
    '980317',
    '5 Hospital Street',
    null,
    'Thohoyandou',
    'Limpopo',
    '0950',
    HIGHVELD,
    'Thohoyandou',
    'active',
  ],
  [
    'Sizwe',
    'Mabuza',
    false,
    '930708',
    '23 Samora Machel Drive',
    'Secunda Central',
    'Secunda',
    'Mpumalanga',
    '2302',
    HIGHVELD,
    'Secunda',
    'inactive',
  ],
];

const phone = (i: number) => `+2782${String(5550100 + i * 7).padStart(7, '0')}`;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '.');

async function consentPdf(name: string, number: string, signedOn: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`POPIA consent - ${name}`);
  doc.setCreationDate(new Date(`${signedOn}T08:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText('Consent to process personal information (POPIA)', {
    x: 50,
    y: 780,
    size: 15,
    font: bold,
  });
  const lines = [
    `Consultant: ${name} (${number})`,
    'I consent to Back Office processing my personal information to administer my consultant',
    'account, orders, commission and deliveries, as described in the privacy notice.',
    `Signed on ${signedOn}.`,
    'Signature: ______________________',
  ];
  for (const [i, text] of lines.entries()) {
    page.drawText(text, { x: 50, y: 740 - i * 22, size: 11, font });
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * Seeds 25 consultants (`CN-000101`…) across the nine provinces with valid SA ID numbers, mostly
 * active, some inactive or suspended, and POPIA consent forms (small generated PDFs) for a few;
 * each registered on the day it joined (64 to 400 days before the seeding moment).
 */
export async function seedDemoConsultants(tx: Queryable, clock: DemoClock): Promise<void> {
  const users = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE email = 'warehouse@example.com'`,
  );
  const uploader = users[0]?.id ?? null;
  for (const [i, p] of PEOPLE.entries()) {
    const [
      first,
      last,
      female,
      birth,
      line1,
      line2,
      city,
      province,
      postal,
      distributor,
      branch,
      status,
    ] = p;
    // Joined (and registered) 400 days ago down to 64 days ago, on the demo's SAST clock.
    const joinedAgo = 400 - i * 14;
    const joinedDay = clock.day(joinedAgo);
    const number = `CN-${String(101 + i).padStart(6, '0')}`;
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO consultants (consultant_number, first_name, last_name, email, phone, id_number,
         address_line1, address_line2, city, province, postal_code, distributor, branch, status,
         joined_date, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) RETURNING id`,
      [
        number,
        first,
        last,
        i % 6 === 5 ? null : `${slug(first)}.${slug(last)}@example.co.za`,
        i % 8 === 7 ? null : phone(i),
        i % 9 === 8 ? null : saId(birth, female, i),
        line1,
        line2,
        city,
        province,
        postal,
        distributor,
        branch,
        status,
        joinedDay,
        clock.at(joinedAgo, 10, 30),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined || i % 4 !== 0) continue;
    const pdf = await consentPdf(`${first} ${last}`, number, joinedDay);
    await tx.query(
      `INSERT INTO consent_forms (consultant_id, file_name, file_type, description, content_type,
         size_bytes, content, uploaded_by, created_at)
       VALUES ($1, $2, 'popia_consent', $3, 'application/pdf', $4, $5, $6, $7)`,
      [
        id,
        `popia_consent_${slug(first)}_${slug(last)}.pdf`
          .replace(/\./g, '_')
          .replace(/_pdf$/, '.pdf'),
        branch ? `Signed at the ${branch} branch` : 'Signed at registration',
        pdf.byteLength,
        pdf,
        uploader,
        clock.at(joinedAgo, 10, 41),
      ],
    );
  }
}
