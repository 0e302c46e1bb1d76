import { Programme } from '@fsmis/domain';

/**
 * The people, tests, proficiency test rounds and addresses the demo answers are drawn from: realistic
 * Singapore detail, in pools shifted per company so that no two companies share staff.
 */

export interface Address {
  readonly block: string;
  readonly street: string;
  readonly unit: string;
  readonly building: string;
  readonly postalCode: string;
}

export interface Person {
  readonly name: string;
  readonly handle: string;
  readonly mobile: string;
  readonly years: number;
}

export interface Test {
  readonly analyte: string;
  readonly matrix: string;
  readonly methodReference: string;
  readonly technique: string;
  readonly otherTechnique?: string;
  readonly limitOfQuantification: string;
  readonly unit: string;
}

export interface ProficiencyTestRound {
  readonly provider: string;
  readonly round: string;
  readonly analyte: string;
  readonly zScore: string;
}

export const PEOPLE: readonly Person[] = [
  { name: 'Tan Wei Ming', handle: 'weiming.tan', mobile: '9123 4567', years: 14 },
  { name: 'Nurul Huda binti Ahmad', handle: 'nurul.huda', mobile: '9234 5178', years: 9 },
  { name: 'Rajesh Kumar', handle: 'rajesh.kumar', mobile: '9345 1289', years: 21 },
  { name: 'Lim Shu Fen', handle: 'shufen.lim', mobile: '8456 2390', years: 7 },
  { name: 'Goh Jun Hao', handle: 'junhao.goh', mobile: '9567 3401', years: 5 },
  { name: 'Siti Aisyah binti Rahman', handle: 'siti.aisyah', mobile: '8678 4512', years: 11 },
  { name: 'Chen Jia Hui', handle: 'jiahui.chen', mobile: '9789 5623', years: 16 },
  { name: 'Muhammad Faizal bin Ismail', handle: 'faizal.ismail', mobile: '9890 6734', years: 8 },
  { name: 'Priya Menon', handle: 'priya.menon', mobile: '8901 7845', years: 12 },
  { name: 'Ong Kai Xiang', handle: 'kaixiang.ong', mobile: '9012 8956', years: 4 },
  { name: 'Wong Zhi Wei', handle: 'zhiwei.wong', mobile: '9321 9067', years: 18 },
  { name: 'Lee Hui Qi', handle: 'huiqi.lee', mobile: '8432 0178', years: 6 },
];

export const TESTS: readonly Test[] = [
  {
    analyte: 'Lead',
    matrix: 'Rice and rice products',
    methodReference: 'AOAC 2015.01',
    technique: 'icpMs',
    limitOfQuantification: '0.01',
    unit: 'mg/kg',
  },
  {
    analyte: 'Cadmium',
    matrix: 'Molluscs and crustaceans',
    methodReference: 'AOAC 2015.01',
    technique: 'icpMs',
    limitOfQuantification: '0.005',
    unit: 'mg/kg',
  },
  {
    analyte: 'Aflatoxin B1',
    matrix: 'Peanuts and tree nuts',
    methodReference: 'AOAC 2005.08',
    technique: 'lcMsMs',
    limitOfQuantification: '0.5',
    unit: 'µg/kg',
  },
  {
    analyte: 'Chlorpyrifos',
    matrix: 'Leafy vegetables',
    methodReference: 'EN 15662:2018 (QuEChERS)',
    technique: 'gcMsMs',
    limitOfQuantification: '0.01',
    unit: 'mg/kg',
  },
  {
    analyte: 'Inorganic arsenic',
    matrix: 'Rice and dried seaweed',
    methodReference: 'EN 16802:2016',
    technique: 'other',
    otherTechnique: 'HPLC-ICP-MS',
    limitOfQuantification: '0.02',
    unit: 'mg/kg',
  },
  {
    analyte: 'Ochratoxin A',
    matrix: 'Roasted coffee',
    methodReference: 'EN 14132:2009',
    technique: 'hplc',
    limitOfQuantification: '0.5',
    unit: 'µg/kg',
  },
  {
    analyte: 'Benzoic acid',
    matrix: 'Fruit juices and soft drinks',
    methodReference: 'In-house method CHM-021 (based on EN 12856)',
    technique: 'hplc',
    limitOfQuantification: '10',
    unit: 'mg/kg',
  },
  {
    analyte: 'Listeria monocytogenes',
    matrix: 'Ready-to-eat foods',
    methodReference: 'ISO 11290-2:2017',
    technique: 'culture',
    limitOfQuantification: '10',
    unit: 'cfu/g',
  },
  {
    analyte: '3-MCPD',
    matrix: 'Soy sauce and oyster sauce',
    methodReference: 'AOAC 2000.01',
    technique: 'gcMsMs',
    limitOfQuantification: '0.01',
    unit: 'mg/kg',
  },
  {
    analyte: 'Total mercury',
    matrix: 'Fish and fish products',
    methodReference: 'US EPA Method 7473',
    technique: 'other',
    otherTechnique: 'Direct mercury analysis (thermal decomposition AAS)',
    limitOfQuantification: '0.005',
    unit: 'mg/kg',
  },
];

export const PT_ROUNDS: readonly ProficiencyTestRound[] = [
  {
    provider: 'FAPAS (Fera Science Ltd)',
    round: 'FAPAS 07389',
    analyte: 'Lead and cadmium in rice flour',
    zScore: '0.4',
  },
  {
    provider: 'LGC AXIO Proficiency Testing',
    round: 'AXIO FC-2301 Round 127',
    analyte: 'Aflatoxin B1 in peanut butter',
    zScore: '-1.1',
  },
  {
    provider: 'National Food Regulator PT Programme',
    round: 'PT-2025-03',
    analyte: 'Chlorpyrifos in spinach',
    zScore: '1.6',
  },
  { provider: 'Bipea', round: 'Bipea 10-2025-08', analyte: 'Ochratoxin A in roasted coffee', zScore: '-0.3' },
  {
    provider: 'FAPAS (Fera Science Ltd)',
    round: 'FAPAS 19327',
    analyte: 'Benzoic acid in orange juice',
    zScore: '0.9',
  },
  {
    provider: 'LGC AXIO Proficiency Testing',
    round: 'AXIO QMS-2402 Round 88',
    analyte: 'Listeria monocytogenes in cooked chicken',
    zScore: '-0.7',
  },
];

export const QUALIFICATIONS: Readonly<Record<Programme, readonly string[]>> = {
  [Programme.LRP]: [
    'BSc (Hons) Chemistry, National University of Singapore. Trained in ICP-MS and LC-MS/MS; internal auditor to ISO/IEC 17025.',
    'MSc Analytical Chemistry, Nanyang Technological University. Approved signatory for mycotoxin and pesticide residue tests.',
    'PhD Food Science, National University of Singapore. Technical manager of the laboratory; SAC-SINGLAS technical assessor.',
    'BSc Food Science and Technology, National University of Singapore. Specialist in trace metal analysis.',
    'Diploma in Chemical Process Technology, Ngee Ann Polytechnic; BSc Chemistry, University of London.',
  ],
  [Programme.IBR]: [
    'Diploma in Food Science and Nutrition, Temasek Polytechnic. WSQ Food Safety Course Level 3; ISO/IEC 17020 inspector training.',
    'BSc Food Science and Technology, National University of Singapore. Certified HACCP auditor; inspects food factories and cold stores.',
    'Diploma in Veterinary Technology, Republic Polytechnic. Inspector for slaughterhouses and meat processing plants.',
    'BSc Biotechnology, Nanyang Technological University. ISO/IEC 17020 lead inspector; trained in sampling of import consignments.',
  ],
  [Programme.AOR]: [
    'FSSC 22000 lead auditor (Exemplar Global); ISO 22000 lead auditor course, 40 hours.',
    'BSc Food Science, National University of Singapore; HACCP and GMP auditor for food manufacturing.',
    'MSc Food Safety, University of Reading; BRCGS Food Safety approved auditor.',
  ],
};

export const DESIGNATIONS = [
  'Managing Director',
  'Quality Manager',
  'Head of Operations',
  'Technical Director',
];

export const CONTACT_DESIGNATION: Readonly<Record<Programme, string>> = {
  [Programme.LRP]: 'Laboratory Manager',
  [Programme.IBR]: 'Head of Inspection',
  [Programme.AOR]: 'Certification Manager',
};

/** Where companies that move go. */
export const KALLANG: Address = {
  block: '8',
  street: 'Kallang Avenue',
  unit: '#10-03',
  building: 'Aperia Tower 1',
  postalCode: '339509',
};
export const NEW_ADDRESSES: readonly Address[] = [
  KALLANG,
  { block: '11', street: 'Tai Seng Link', unit: '#06-01', building: '', postalCode: '534182' },
  {
    block: '25',
    street: 'International Business Park',
    unit: '#03-58',
    building: 'German Centre',
    postalCode: '609916',
  },
];

export const TELEPHONES = ['6871 2300', '6779 4411', '6484 2650', '6266 1088', '6547 3320'];
