import { formatDate, PtStatus } from '@fsmis/domain';
import type { Database } from '../database.js';
import {
  proficiencyTestAnalytes,
  proficiencyTestParticipations,
  proficiencyTestSchemes,
} from '../schema/index.js';
import type { SeededAccounts } from './demo-accounts.js';
import { addDays, daysAgo } from './demo-dates.js';

interface SeedScheme {
  key: string;
  name: string;
  matrix: string;
  description: string;
  status: PtStatus;
  /** Days from now (negative: in the past) when registration opens; the other dates follow from it. */
  opensInDays: number;
  analytes: ReadonlyArray<{ name: string; unit: string }>;
  /** Whether `dual` and `overseas` are registered. */
  participants: boolean;
  /** Whether the participants have made their final results submission. */
  resultsSubmitted?: boolean;
}

/** One scheme or more in every PT status (DEMO-DATA.md); the participants take part in statuses 2-6. */
const SCHEMES: readonly SeedScheme[] = [
  {
    key: 'completed',
    name: 'Proximates in infant cereal',
    matrix: 'Infant cereal',
    description: 'Nutrition labelling: protein, fat and sodium in a rice-based infant cereal.',
    status: PtStatus.ptCompleted,
    opensInDays: -200,
    analytes: [
      { name: 'Protein', unit: 'g/100 g' },
      { name: 'Fat', unit: 'g/100 g' },
      { name: 'Sodium', unit: 'mg/100 g' },
    ],
    participants: true,
    resultsSubmitted: true,
  },
  {
    key: 'resultsClosed',
    name: 'Histamine in canned fish',
    matrix: 'Canned tuna',
    description: 'Histamine and moisture in canned tuna in brine.',
    status: PtStatus.resultsSubmissionClosed,
    opensInDays: -110,
    analytes: [
      { name: 'Histamine', unit: 'mg/kg' },
      { name: 'Moisture', unit: 'g/100 g' },
    ],
    participants: true,
    resultsSubmitted: true,
  },
  {
    key: 'resultsOpen',
    name: 'Veterinary drug residues in chicken',
    matrix: 'Chicken muscle',
    description: 'Fluoroquinolone and amphenicol residues in freeze-dried chicken muscle.',
    status: PtStatus.resultsSubmissionOpen,
    opensInDays: -70,
    analytes: [
      { name: 'Enrofloxacin', unit: 'µg/kg' },
      { name: 'Chloramphenicol', unit: 'µg/kg' },
    ],
    participants: true,
  },
  {
    key: 'registrationClosed',
    name: 'Pesticide residues in leafy vegetables',
    matrix: 'Spinach purée',
    description: 'Organophosphate and pyrethroid residues in a spiked spinach purée.',
    status: PtStatus.registrationClosed,
    opensInDays: -40,
    analytes: [
      { name: 'Chlorpyrifos', unit: 'mg/kg' },
      { name: 'Cypermethrin', unit: 'mg/kg' },
    ],
    participants: true,
  },
  {
    key: 'registrationOpenJoined',
    name: 'Aflatoxins in peanut butter',
    matrix: 'Peanut butter',
    description: 'Aflatoxin B1 and total aflatoxins in a naturally contaminated peanut butter.',
    status: PtStatus.registrationOpen,
    opensInDays: -10,
    analytes: [
      { name: 'Aflatoxin B1', unit: 'µg/kg' },
      { name: 'Total aflatoxins (B1, B2, G1, G2)', unit: 'µg/kg' },
    ],
    participants: true,
  },
  {
    key: 'registrationOpen',
    name: 'Preservatives in fruit juice',
    matrix: 'Orange juice',
    description: 'Benzoic and sorbic acid in a preserved orange juice drink.',
    status: PtStatus.registrationOpen,
    opensInDays: -3,
    analytes: [
      { name: 'Benzoic acid', unit: 'mg/kg' },
      { name: 'Sorbic acid', unit: 'mg/kg' },
    ],
    participants: false,
  },
  {
    key: 'draft',
    name: 'Heavy metals in rice',
    matrix: 'Rice flour',
    description: 'Lead, cadmium and inorganic arsenic in rice flour.',
    status: PtStatus.draft,
    opensInDays: 30,
    analytes: [
      { name: 'Lead', unit: 'mg/kg' },
      { name: 'Cadmium', unit: 'mg/kg' },
      { name: 'Inorganic arsenic', unit: 'mg/kg' },
    ],
    participants: false,
  },
];

export type SeededSchemes = Record<string, string>;

/**
 * PT schemes, analytes and registrations (DEMO-DATA.md). Codes run in order of registration:
 * "PT-<year>-<round>". Registration lasts 30 days, items go out 15 days after it closes, results are
 * due 30 days after dispatch.
 */
export async function seedProficiencyTests(db: Database, accounts: SeededAccounts): Promise<SeededSchemes> {
  const now = Date.now();
  const ids: SeededSchemes = {};
  const inOrder = [...SCHEMES].sort((a, b) => a.opensInDays - b.opensInDays);
  for (const [index, seed] of inOrder.entries()) {
    const registrationOpensAt = daysAgo(-seed.opensInDays, now);
    const registrationClosesAt = addDays(registrationOpensAt, 30);
    const dispatchAt = addDays(registrationClosesAt, 15);
    const resultsDueAt = addDays(dispatchAt, 30);
    const year = formatDate(registrationOpensAt, 'dd/MM/yyyy').slice(6);
    const [scheme] = await db
      .insert(proficiencyTestSchemes)
      .values({
        code: `PT-${year}-${String(index + 1).padStart(2, '0')}`,
        name: seed.name,
        matrix: seed.matrix,
        description: seed.description,
        status: seed.status,
        registrationOpensAt,
        registrationClosesAt,
        dispatchAt,
        resultsDueAt,
        createdAt: addDays(registrationOpensAt, -14),
        updatedAt: addDays(registrationOpensAt, -14),
      })
      .returning({ id: proficiencyTestSchemes.id });
    if (!scheme) throw new Error(`Could not seed the scheme ${seed.name}`);
    ids[seed.key] = scheme.id;

    await db.insert(proficiencyTestAnalytes).values(
      seed.analytes.map((analyte, position) => ({
        schemeId: scheme.id,
        name: analyte.name,
        unit: analyte.unit,
        matrix: seed.matrix,
        position,
      })),
    );

    if (seed.participants) {
      await db.insert(proficiencyTestParticipations).values(
        [accounts.dual, accounts.overseas].map((account, order) => ({
          companyId: account.companyId,
          schemeId: scheme.id,
          registeredAt: addDays(registrationOpensAt, 2 + order),
          resultsSubmittedAt: seed.resultsSubmitted ? addDays(resultsDueAt, -3 - order) : null,
        })),
      );
    }
  }
  return ids;
}
