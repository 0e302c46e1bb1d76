import { PtRegionType } from '@fsmis/domain';
import type { Database } from '../database.js';
import { companies, users } from '../schema/index.js';
import type { SeededAccounts } from './demo-accounts.js';

/** Where a laboratory wants its test items delivered (a participation's delivery address). */
export interface DeliveryAddress {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  country: string;
}

/** A laboratory taking part in the seeded rounds: the demo accounts and the laboratories below. */
export interface PtLaboratory {
  key: string;
  companyId: string;
  userId: string;
  isLocal: boolean;
  contactName: string;
  contactEmail: string;
  contactNumber: string;
  deliveryAddress: DeliveryAddress;
}

interface DemoPtLaboratory {
  key: string;
  companyName: string;
  /** Local laboratories only: overseas ones have no UEN and sign in through an e-mailed link. */
  uen: string | null;
  singpassIdentifier: string | null;
  userName: string;
  email: string;
  contactNumber: string;
  address: DeliveryAddress;
}

const singapore = (line1: string, line2: string, postalCode: string): DeliveryAddress => ({
  line1,
  line2,
  city: 'Singapore',
  postalCode,
  country: 'Singapore',
});

/**
 * Laboratories beyond the demo accounts that take part in proficiency testing only, so that a
 * completed round has enough participants for robust statistics. Their identities collide with no
 * demo account's (docs/demo-data.md); nothing outside the seed relies on them.
 */
export const DEMO_PT_LABORATORIES: readonly DemoPtLaboratory[] = [
  {
    key: 'lionCity',
    companyName: 'Lion City Food Analytics Pte. Ltd.',
    uen: '200604127K',
    singpassIdentifier: 'S7012345B',
    userName: 'Tan Wei Ming',
    email: 'weiming.tan@lioncity-analytics.example',
    contactNumber: '6779 1234',
    address: singapore('71 Ayer Rajah Crescent', '#06-14', '139951'),
  },
  {
    key: 'merlion',
    companyName: 'Merlion Testing Laboratory Pte. Ltd.',
    uen: '199805623D',
    singpassIdentifier: 'S8123456C',
    userName: 'Siti Nurhaliza binte Rahman',
    email: 'siti.rahman@merlion-testing.example',
    contactNumber: '6861 2045',
    address: singapore('5 Tuas Avenue 9', '', '639172'),
  },
  {
    key: 'kallang',
    companyName: 'Kallang Bioscience Laboratories Pte. Ltd.',
    uen: '201007781R',
    singpassIdentifier: 'S7734521J',
    userName: 'Rajesh Kumar s/o Subramaniam',
    email: 'rajesh.kumar@kallang-bioscience.example',
    contactNumber: '6296 3310',
    address: singapore('20 Kallang Avenue', '#04-01 Pico Creative Centre', '339411'),
  },
  {
    key: 'jurong',
    companyName: 'Jurong Food Chemistry Centre Pte. Ltd.',
    uen: '201309954G',
    singpassIdentifier: 'S8456712E',
    userName: 'Lim Shu Fen',
    email: 'shufen.lim@jurong-foodchem.example',
    contactNumber: '6265 7781',
    address: singapore('2 Jurong East Street 21', '#05-10 IMM Building', '609601'),
  },
  {
    key: 'pasirPanjang',
    companyName: 'Pasir Panjang Analytical Laboratory Pte. Ltd.',
    uen: '200211836N',
    singpassIdentifier: 'S7623490A',
    userName: 'Goh Boon Kiat',
    email: 'boonkiat.goh@pp-analytical.example',
    contactNumber: '6273 4418',
    address: singapore('30 Pasir Panjang Road', '#07-32 Mapletree Business City', '117440'),
  },
  {
    key: 'sembawang',
    companyName: 'Sembawang Quality Labs Pte. Ltd.',
    uen: '201524410H',
    singpassIdentifier: 'S8290137H',
    userName: 'Nurul Aisyah binte Ismail',
    email: 'aisyah.ismail@sembawang-quality.example',
    contactNumber: '6755 0192',
    address: singapore('11 Woodlands Close', '#03-27 Woodlands 11', '737853'),
  },
  {
    key: 'selangor',
    companyName: 'Selangor Food Testing Sdn. Bhd.',
    uen: null,
    singpassIdentifier: null,
    userName: 'Ahmad Faizal bin Hassan',
    email: 'faizal.hassan@selangor-foodtest.example',
    contactNumber: '+60 3 7955 2210',
    address: {
      line1: 'Lot 12, Jalan Teknologi 3/5',
      line2: 'Taman Sains Selangor',
      city: 'Petaling Jaya, Selangor',
      postalCode: '47810',
      country: 'Malaysia',
    },
  },
  {
    key: 'bangkok',
    companyName: 'Bangkok Analytical Centre Co., Ltd.',
    uen: null,
    singpassIdentifier: null,
    userName: 'Siriporn Chaiyasit',
    email: 'siriporn.chaiyasit@bkk-analytical.example',
    contactNumber: '+66 2 561 4470',
    address: {
      line1: '99/9 Vibhavadi Rangsit Road',
      line2: 'Chatuchak',
      city: 'Bangkok',
      postalCode: '10900',
      country: 'Thailand',
    },
  },
  {
    key: 'jakarta',
    companyName: 'PT Laboratorium Mutu Jakarta',
    uen: null,
    singpassIdentifier: null,
    userName: 'Dewi Lestari',
    email: 'dewi.lestari@lab-mutu-jakarta.example',
    contactNumber: '+62 21 4682 3315',
    address: {
      line1: 'Jl. Raya Bekasi Km 21',
      line2: 'Cakung',
      city: 'Jakarta Timur',
      postalCode: '13910',
      country: 'Indonesia',
    },
  },
  {
    key: 'auckland',
    companyName: 'Auckland Food Science Ltd.',
    uen: null,
    singpassIdentifier: null,
    userName: 'Hannah Whitmore',
    email: 'hannah.whitmore@akl-foodscience.example',
    contactNumber: '+64 9 573 2281',
    address: {
      line1: '14 Carbine Road',
      line2: 'Mount Wellington',
      city: 'Auckland',
      postalCode: '1060',
      country: 'New Zealand',
    },
  },
  {
    key: 'saigon',
    companyName: 'Saigon Food Safety Laboratory Co., Ltd.',
    uen: null,
    singpassIdentifier: null,
    userName: 'Nguyen Thi Lan',
    email: 'lan.nguyen@hcmc-foodlab.example',
    contactNumber: '+84 28 3829 4410',
    address: {
      line1: '2 Nguyen Van Thu Street',
      line2: 'Da Kao Ward, District 1',
      city: 'Ho Chi Minh City',
      postalCode: '700000',
      country: 'Vietnam',
    },
  },
  {
    key: 'manila',
    companyName: 'Manila Food Analysis Laboratory Inc.',
    uen: null,
    singpassIdentifier: null,
    userName: 'Maria Cristina Santos',
    email: 'maria.santos@manila-foodlab.example',
    contactNumber: '+63 2 8817 5520',
    address: {
      line1: '1200 EDSA, Unit 804',
      line2: 'Barangay Wack-Wack',
      city: 'Mandaluyong City, Metro Manila',
      postalCode: '1550',
      country: 'Philippines',
    },
  },
];

/** The company's address in one line, as profiles show it. */
const oneLine = (address: DeliveryAddress) => {
  const local = address.country === 'Singapore';
  const parts = local
    ? [address.line1, address.line2, `Singapore ${address.postalCode}`]
    : [address.line1, address.line2, `${address.city} ${address.postalCode}`, address.country];
  return parts.filter((part) => part !== '').join(', ');
};

/**
 * The demo laboratories (a company with proficiency testing access and one user each, in two inserts),
 * with `dual` and `overseas` first: every laboratory the seeded rounds may register, by key.
 */
export async function seedPtLaboratories(
  db: Database,
  accounts: SeededAccounts,
): Promise<Map<string, PtLaboratory>> {
  const rows = await db
    .insert(companies)
    .values(
      DEMO_PT_LABORATORIES.map((lab) => ({
        uen: lab.uen,
        name: lab.companyName,
        address: oneLine(lab.address),
        regionType: lab.uen ? PtRegionType.local : PtRegionType.overseas,
        hasAccessToProficiencyTesting: true,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  const companyIdOf = new Map(rows.map((row) => [row.name, row.id]));
  const companyOf = (lab: DemoPtLaboratory) => {
    const id = companyIdOf.get(lab.companyName);
    if (!id) throw new Error(`Could not seed the laboratory ${lab.companyName}`);
    return id;
  };
  const people = await db
    .insert(users)
    .values(
      DEMO_PT_LABORATORIES.map((lab) => ({
        companyId: companyOf(lab),
        singpassIdentifier: lab.singpassIdentifier,
        name: lab.userName,
        email: lab.email,
        ...(lab.uen
          ? { contactCountryCode: '65', contactAreaCode: '', contactNumber: lab.contactNumber }
          : {}),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIdOf = new Map(people.map((row) => [row.email, row.id]));

  const laboratories = new Map<string, PtLaboratory>([
    [
      'dual',
      {
        key: 'dual',
        ...accounts.dual,
        isLocal: true,
        contactName: 'Carol Ng Hui Min',
        contactEmail: 'carol@dual-labs.example',
        contactNumber: '6123 4567',
        deliveryAddress: singapore('1 Science Park Road', '#02-08 The Capricorn', '117528'),
      },
    ],
    [
      'overseas',
      {
        key: 'overseas',
        ...accounts.overseas,
        isLocal: false,
        contactName: 'Dave Wilson',
        contactEmail: 'dave@overseas-lab.example',
        contactNumber: '+61 2 9251 4400',
        deliveryAddress: {
          line1: '42 Harbour Street',
          line2: 'Level 3, Receiving Dock B',
          city: 'Sydney NSW',
          postalCode: '2000',
          country: 'Australia',
        },
      },
    ],
  ]);
  for (const lab of DEMO_PT_LABORATORIES) {
    const userId = userIdOf.get(lab.email);
    if (!userId) throw new Error(`Could not seed the user of ${lab.companyName}`);
    laboratories.set(lab.key, {
      key: lab.key,
      companyId: companyOf(lab),
      userId,
      isLocal: lab.uen !== null,
      contactName: lab.userName,
      contactEmail: lab.email,
      contactNumber: lab.contactNumber,
      deliveryAddress: lab.address,
    });
  }
  return laboratories;
}
