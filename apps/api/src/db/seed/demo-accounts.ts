/**
 * The demo accounts: a contract that tests inside and outside the repository rely on.
 * Keep these identities exactly (see the README).
 */
export const DEMO_ACCOUNTS = {
  ready: {
    singpassIdentifier: 'S1234567D',
    companyUen: '201912345A',
    email: 'alice@alpha-labs.example',
    name: 'Alice Tan Mei Ling',
    companyName: 'Alpha Laboratories Pte. Ltd.',
    companyAddress: '21 Biopolis Road, #05-12 Nucleos, Singapore 138567',
    summary: 'Local lab, complete profile; LRP terms acknowledged, IBR terms waiting for acknowledgement',
  },
  newcomer: {
    singpassIdentifier: 'S7654321F',
    companyUen: '202087654B',
    email: 'bob@newco.example',
    name: 'Bob Lim Wei Jie',
    companyName: 'NewCo Food Testing Pte. Ltd.',
    companyAddress: '3 Fusionopolis Way, #09-21 Symbiosis, Singapore 138633',
    summary: 'Local lab signing in for the first time: profile incomplete, no terms',
  },
  dual: {
    singpassIdentifier: 'S2345678H',
    companyUen: '201811111C',
    email: 'carol@dual-labs.example',
    name: 'Carol Ng Hui Min',
    companyName: 'Dual Analytical Services Pte. Ltd.',
    companyAddress: '1 Science Park Road, #02-08 The Capricorn, Singapore 117528',
    summary: 'Local lab with proficiency testing access (both modules)',
  },
  suspended: {
    singpassIdentifier: 'S3456789A',
    companyUen: '201722222D',
    email: 'erin@eastern-audit.example',
    name: 'Erin Koh Li Ting',
    companyName: 'Eastern Audit & Certification Pte. Ltd.',
    companyAddress: '10 Changi South Lane, #03-01, Singapore 486162',
    summary: 'Local lab whose AOR recognition is suspended',
  },
  overseas: {
    singpassIdentifier: null,
    companyUen: null,
    email: 'dave@overseas-lab.example',
    name: 'Dave Wilson',
    companyName: 'Overseas Reference Laboratory Ltd.',
    companyAddress: '42 Harbour Street, Sydney NSW 2000, Australia',
    summary: 'Overseas lab, proficiency testing only; signs in through an e-mailed link',
  },
  veteran: {
    singpassIdentifier: 'S4567890C',
    companyUen: '201633333E',
    email: 'victor@veritas-assurance.example',
    name: 'Victor Lee Kok Wah',
    companyName: 'Veritas Assurance Pte. Ltd.',
    companyAddress: '2 Ang Mo Kio Street 64, #04-10 Econ Industrial Building, Singapore 569084',
    summary:
      'Local company recognised under LRP, IBR and AOR (LRP expiring in 45 days), no open applications',
  },
  revoked: {
    singpassIdentifier: 'S5678901D',
    companyUen: '201544444F',
    email: 'grace@granite-labs.example',
    name: 'Grace Tay Siew Ling',
    companyName: 'Granite Laboratories Pte. Ltd.',
    companyAddress: '8 Kaki Bukit Avenue 1, #03-05 Kaki Bukit Techpark, Singapore 417941',
    summary: 'Local lab whose LRP recognition was revoked after an appeal: it may start no LRP application',
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** The contact number (country code 65) of every complete demo profile. */
export const DEMO_CONTACT_NUMBER = '6123 4567';

/** The ids the seed gave each demo account, for the seed files of each area. */
export type SeededAccounts = Record<
  DemoAccountKey,
  { userId: string; companyId: string; signatureAttachmentId: string | null }
>;

/** The regulator's own row in companies: its users are officers. */
export const REGULATOR = {
  uen: 'T08GB0001A',
  name: 'National Food Regulator',
  address: '52 Jurong Gateway Road, #14-01, Singapore 608550',
} as const;

/** The seeded officer: signs in with the test login at the regulator's UEN; the CLI acts as them by default. */
export const DEMO_OFFICER = {
  singpassIdentifier: 'S9000001B',
  companyUen: REGULATOR.uen,
  email: 'olivia.tan@regulator.example',
  name: 'Olivia Tan',
  summary: "Officer of the regulator: the officer API and the officer command line's default officer",
} as const;

/** A second officer of the regulator, for assignment and hand-over. */
export const SECOND_OFFICER = {
  singpassIdentifier: 'S9000002J',
  companyUen: REGULATOR.uen,
  email: 'rahul.nair@regulator.example',
  name: 'Rahul Nair',
  summary: 'Second officer of the regulator, for assignment and hand-over',
} as const;

/** Every seeded officer, DEMO_OFFICER first. */
export const DEMO_OFFICERS = [DEMO_OFFICER, SECOND_OFFICER] as const;
