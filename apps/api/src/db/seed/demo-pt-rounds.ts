import { type PtAssignment, PtStatus } from '@fsmis/domain';

/** An analyte of a seeded round, and how the participants' results for it are spread. */
export interface SeedAnalyte {
  name: string;
  unit: string;
  /** Decimals the laboratories report. */
  decimals: number;
  /** Where the laboratories' results centre, and how far they spread (one standard deviation). */
  trueValue: number;
  spread: number;
  /** The methods the laboratories name, one picked per laboratory. */
  methods: readonly string[];
  /** How the officer scores it; consensus with the robust standard deviation when not given. */
  assignment?: PtAssignment;
}

/** What one laboratory reported for an analyte, against the spread: deviations, or not tested. */
export type SeedDeviation = number | 'not-tested';

/** A seeded round (docs/demo-data.md "Proficiency testing schemes"); the key names it in SeededSchemes. */
export interface SeedRound {
  key: string;
  name: string;
  matrix: string;
  description: string;
  status: PtStatus;
  /** Days from now (negative: in the past) when registration opens; the other dates follow from it. */
  opensInDays: number;
  feeSgd: number;
  analytes: readonly SeedAnalyte[];
  /** The laboratories registered, in the order they registered (their lab codes follow it). */
  participants: readonly string[];
  /** Laboratories that registered for these analytes only (all of them otherwise). */
  partOnly?: Readonly<Record<string, readonly string[]>>;
  /** Laboratories that never submitted their results (a round past Results Submission Open). */
  notSubmitted?: readonly string[];
  /** In Results Submission Open: who has submitted already, and who has saved a draft. */
  submitted?: readonly string[];
  drafted?: readonly string[];
  /** Results that are not drawn at random: deviations from the true value in spreads, by laboratory. */
  fixed?: Readonly<Record<string, Readonly<Record<string, SeedDeviation>>>>;
  /** Who has not yet confirmed receiving the test items, and whose arrived too warm. */
  notReceived?: readonly string[];
  arrivedWarm?: readonly string[];
}

const consensus: PtAssignment = {
  source: 'consensus',
  referenceValue: null,
  referenceUncertainty: null,
  sigmaRule: 'robust',
  sigmaValue: null,
};

const protein = (trueValue: number): SeedAnalyte => ({
  name: 'Protein',
  unit: 'g/100 g',
  decimals: 2,
  trueValue,
  spread: 0.32,
  methods: ['Kjeldahl, N × 6.25 (AOAC 991.20)', 'Dumas combustion, N × 6.25 (AOAC 992.15)'],
  assignment: { ...consensus, sigmaRule: 'fixed', sigmaValue: 0.4 },
});
const fat = (trueValue: number): SeedAnalyte => ({
  name: 'Fat',
  unit: 'g/100 g',
  decimals: 2,
  trueValue,
  spread: 0.22,
  methods: ['Acid hydrolysis and Soxhlet (AOAC 922.06)', 'Mojonnier extraction (AOAC 989.05)'],
});
const sodium = (trueValue: number, referenceValue: number): SeedAnalyte => ({
  name: 'Sodium',
  unit: 'mg/100 g',
  decimals: 0,
  trueValue,
  spread: 14,
  methods: ['ICP-OES after microwave digestion', 'Flame AAS after dry ashing'],
  assignment: {
    source: 'reference',
    referenceValue,
    referenceUncertainty: 4,
    sigmaRule: 'percent',
    sigmaValue: 5,
  },
});

const PROXIMATES = {
  name: 'Proximates in infant cereal',
  matrix: 'Infant cereal',
  description: 'Nutrition labelling: protein, fat and sodium in a rice-based infant cereal.',
  feeSgd: 450,
} as const;

/** Every demo laboratory of demo-pt-laboratories.ts, in the order they first registered. */
const LABS = [
  'lionCity',
  'selangor',
  'merlion',
  'bangkok',
  'kallang',
  'jakarta',
  'jurong',
  'auckland',
  'pasirPanjang',
  'saigon',
  'sembawang',
  'manila',
] as const;

/**
 * One round or more in every PT status; `dual` and `overseas` take part in statuses 2-6 and in two
 * earlier completed rounds of the same scheme (their z-score history).
 */
export const SEED_ROUNDS: readonly SeedRound[] = [
  {
    key: 'completedTwoYearsAgo',
    ...PROXIMATES,
    status: PtStatus.ptCompleted,
    opensInDays: -930,
    analytes: [protein(13.6), fat(3.95), sodium(398, 402)],
    participants: [
      'lionCity',
      'dual',
      'selangor',
      'overseas',
      'merlion',
      'bangkok',
      'kallang',
      'jurong',
      'auckland',
    ],
    // dual's fat extraction ran high: questionable, then put right in the next rounds.
    fixed: {
      dual: { Protein: 0.6, Fat: 2.7, Sodium: -0.9 },
      overseas: { Protein: -0.4, Fat: 0.5, Sodium: 1.1 },
    },
  },
  {
    key: 'completedLastYear',
    ...PROXIMATES,
    status: PtStatus.ptCompleted,
    opensInDays: -565,
    analytes: [protein(14.05), fat(4.3), sodium(421, 418)],
    participants: [
      'dual',
      'lionCity',
      'overseas',
      'selangor',
      'merlion',
      'bangkok',
      'kallang',
      'jakarta',
      'jurong',
      'auckland',
      'pasirPanjang',
    ],
    fixed: {
      dual: { Protein: 0.3, Fat: 1.3, Sodium: -0.5 },
      overseas: { Protein: 0.2, Fat: -0.6, Sodium: -2.1 },
      jakarta: { Sodium: 'not-tested' },
    },
  },
  {
    key: 'completed',
    ...PROXIMATES,
    status: PtStatus.ptCompleted,
    opensInDays: -200,
    analytes: [protein(14.2), fat(4.1), sodium(412, 410)],
    participants: ['lionCity', 'selangor', 'dual', 'merlion', 'overseas', ...LABS.slice(3)],
    partOnly: { auckland: ['Protein', 'Fat'] },
    notSubmitted: ['manila'],
    arrivedWarm: ['bangkok'],
    fixed: {
      dual: { Protein: -0.3, Fat: 0.2, Sodium: 0.4 },
      overseas: { Protein: 0.7, Fat: -0.4, Sodium: 0.9 },
      // A fat result far out (a weighing slip) and a sodium result far low (a dilution left out).
      bangkok: { Fat: 7.5 },
      saigon: { Sodium: -5 },
      jurong: { Sodium: 'not-tested' },
    },
  },
  {
    key: 'resultsClosed',
    name: 'Histamine in canned fish',
    matrix: 'Canned tuna',
    description: 'Histamine and moisture in canned tuna in brine.',
    status: PtStatus.resultsSubmissionClosed,
    opensInDays: -110,
    feeSgd: 600,
    analytes: [
      {
        name: 'Histamine',
        unit: 'mg/kg',
        decimals: 1,
        trueValue: 182,
        spread: 16,
        methods: [
          'HPLC-FLD after dansyl chloride derivatisation',
          'LC-MS/MS',
          'ELISA screening, HPLC confirmation',
        ],
      },
      {
        name: 'Moisture',
        unit: 'g/100 g',
        decimals: 2,
        trueValue: 70.4,
        spread: 0.6,
        methods: ['Oven drying at 105 °C (AOAC 950.46)'],
      },
    ],
    participants: [
      'dual',
      'overseas',
      'merlion',
      'selangor',
      'kallang',
      'bangkok',
      'pasirPanjang',
      'saigon',
      'sembawang',
    ],
    notSubmitted: ['saigon'],
    fixed: { merlion: { Histamine: 3.8 } },
  },
  {
    key: 'resultsOpen',
    name: 'Veterinary drug residues in chicken',
    matrix: 'Chicken muscle',
    description: 'Fluoroquinolone and amphenicol residues in freeze-dried chicken muscle.',
    status: PtStatus.resultsSubmissionOpen,
    opensInDays: -70,
    feeSgd: 850,
    analytes: [
      {
        name: 'Enrofloxacin',
        unit: 'µg/kg',
        decimals: 1,
        trueValue: 48,
        spread: 5,
        methods: ['LC-MS/MS (EU 2021/808 confirmatory)'],
      },
      {
        name: 'Chloramphenicol',
        unit: 'µg/kg',
        decimals: 2,
        trueValue: 0.62,
        spread: 0.08,
        methods: ['LC-MS/MS with d5-chloramphenicol internal standard'],
      },
    ],
    participants: ['overseas', 'dual', 'lionCity', 'jakarta', 'jurong', 'auckland'],
    submitted: ['lionCity', 'auckland'],
    drafted: ['dual'],
    notReceived: ['jurong'],
  },
  {
    key: 'registrationClosed',
    name: 'Pesticide residues in leafy vegetables',
    matrix: 'Spinach purée',
    description: 'Organophosphate and pyrethroid residues in a spiked spinach purée.',
    status: PtStatus.registrationClosed,
    opensInDays: -40,
    feeSgd: 700,
    analytes: [
      {
        name: 'Chlorpyrifos',
        unit: 'mg/kg',
        decimals: 3,
        trueValue: 0.085,
        spread: 0.01,
        methods: ['GC-MS/MS (QuEChERS)'],
      },
      {
        name: 'Cypermethrin',
        unit: 'mg/kg',
        decimals: 3,
        trueValue: 0.21,
        spread: 0.03,
        methods: ['GC-ECD (QuEChERS)'],
      },
    ],
    participants: ['dual', 'kallang', 'overseas', 'sembawang', 'bangkok'],
  },
  {
    key: 'registrationOpenJoined',
    name: 'Aflatoxins in peanut butter',
    matrix: 'Peanut butter',
    description: 'Aflatoxin B1 and total aflatoxins in a naturally contaminated peanut butter.',
    status: PtStatus.registrationOpen,
    opensInDays: -10,
    feeSgd: 650,
    analytes: [
      {
        name: 'Aflatoxin B1',
        unit: 'µg/kg',
        decimals: 2,
        trueValue: 4.2,
        spread: 0.6,
        methods: ['HPLC-FLD'],
      },
      {
        name: 'Total aflatoxins (B1, B2, G1, G2)',
        unit: 'µg/kg',
        decimals: 2,
        trueValue: 6.1,
        spread: 0.9,
        methods: ['HPLC-FLD'],
      },
    ],
    participants: ['overseas', 'pasirPanjang', 'dual'],
  },
  {
    key: 'registrationOpen',
    name: 'Preservatives in fruit juice',
    matrix: 'Orange juice',
    description: 'Benzoic and sorbic acid in a preserved orange juice drink.',
    status: PtStatus.registrationOpen,
    opensInDays: -3,
    feeSgd: 380,
    analytes: [
      { name: 'Benzoic acid', unit: 'mg/kg', decimals: 0, trueValue: 150, spread: 9, methods: ['HPLC-DAD'] },
      { name: 'Sorbic acid', unit: 'mg/kg', decimals: 0, trueValue: 240, spread: 14, methods: ['HPLC-DAD'] },
    ],
    participants: ['merlion'],
  },
  {
    key: 'draft',
    name: 'Heavy metals in rice',
    matrix: 'Rice flour',
    description: 'Lead, cadmium and inorganic arsenic in rice flour.',
    status: PtStatus.draft,
    opensInDays: 30,
    feeSgd: 550,
    analytes: [
      { name: 'Lead', unit: 'mg/kg', decimals: 3, trueValue: 0.05, spread: 0.008, methods: ['ICP-MS'] },
      { name: 'Cadmium', unit: 'mg/kg', decimals: 3, trueValue: 0.04, spread: 0.006, methods: ['ICP-MS'] },
      {
        name: 'Inorganic arsenic',
        unit: 'mg/kg',
        decimals: 3,
        trueValue: 0.09,
        spread: 0.015,
        methods: ['HPLC-ICP-MS'],
      },
    ],
    participants: [],
  },
];
