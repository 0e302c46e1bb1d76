import type { SuspensionAction } from '@fsmis/domain';

/**
 * The suspensions of the demo data, step by step, in the words of the officer and the company: each step
 * a move of the suspension's transition table (the seed checks it against the domain), some with a file.
 */

export interface StoryStep {
  readonly action: SuspensionAction | 'propose';
  readonly daysAgo: number;
  /** The grounds of a proposal, the officer's question or reason, the company's answer or appeal. */
  readonly detail: string | null;
  readonly file?: { readonly fileName: string; readonly lines: readonly string[] };
}

/**
 * `suspended`: proposed 20 days ago, details asked and given, suspended 5 days ago: the company may
 * still acknowledge the suspension or appeal (within 14 days of it).
 */
export const SUSPENDED_AOR_STORY: readonly StoryStep[] = [
  {
    action: 'propose',
    daysAgo: 20,
    detail:
      'Two audit reports (AR-2291 and AR-2307) were signed by an auditor who is not on your list of authorised auditors, contrary to clause 1 of the AOR terms and conditions.',
    file: {
      fileName: 'Review of audit reports AR-2291 and AR-2307.pdf',
      lines: [
        'Audit reports AR-2291 (Kranji Fresh Foods) and AR-2307 (Tuas Cold Chain) reviewed.',
        'Signing auditor: Tan Boon Huat. Not on the list of authorised auditors held by the regulator.',
        'Finding: audits carried out and reports signed without authorisation.',
      ],
    },
  },
  {
    action: 'require-details',
    daysAgo: 17,
    detail:
      'Tell us why Mr Tan Boon Huat signed reports AR-2291 and AR-2307 while not authorised, and what you have done about the two audits.',
  },
  {
    action: 'provide-details',
    daysAgo: 15,
    detail:
      'Mr Tan joined us in March and his authorisation was sent late by our office. We have withdrawn both reports and are re-auditing both premises with an authorised auditor.',
    file: {
      fileName: 'Auditor authorisation records.pdf',
      lines: [
        'Tan Boon Huat: joined 4 March; authorisation request prepared 11 March, not sent.',
        'Reports AR-2291 and AR-2307 withdrawn; clients told in writing.',
        'Re-audits scheduled with authorised auditor Lim Siew Hoon.',
      ],
    },
  },
  {
    action: 'suspend',
    daysAgo: 5,
    detail:
      'Audits were reported without an authorised auditor and the re-audits are not complete. The recognition is suspended until they are, and your list of authorised auditors is up to date.',
  },
];

/**
 * `veteran`'s IBR: suspended about 300 days ago, acknowledged, appealed with a supporting document, put
 * forward for reinstatement and reinstated about 250 days ago.
 */
export const VETERAN_IBR_STORY: readonly StoryStep[] = [
  {
    action: 'propose',
    daysAgo: 300,
    detail:
      'An inspection of a cold store was carried out by an inspector who had worked at the same premises as a consultant the year before: a conflict of interest the IBR terms and conditions forbid.',
    file: {
      fileName: 'Impartiality review, inspection IN-5520.pdf',
      lines: [
        'Inspection IN-5520 at Senoko Cold Store reviewed.',
        'The inspector was engaged by the premises the previous year; no conflict of interest was declared.',
      ],
    },
  },
  {
    action: 'suspend',
    daysAgo: 292,
    detail:
      'The conflict of interest was not declared. The recognition is suspended while your impartiality arrangements are reviewed.',
  },
  { action: 'acknowledge', daysAgo: 291, detail: null },
  {
    action: 'appeal',
    daysAgo: 285,
    detail:
      "The inspector's earlier work at the premises was a one-day training session, not consultancy: the contract and the training record are attached. Every inspection assignment is now checked for earlier work at the premises.",
    file: {
      fileName: 'Training contract and impartiality procedure.pdf',
      lines: [
        'Contract: one-day food hygiene training at Senoko Cold Store. No advice on its systems was given.',
        'Impartiality procedure IP-03 rev. 4: assignments checked for earlier work at the premises.',
      ],
    },
  },
  {
    action: 'consider-reinstatement',
    daysAgo: 265,
    detail:
      'The training contract confirms that no consultancy was given, and the new procedure closes the gap.',
  },
  {
    action: 'reinstate',
    daysAgo: 250,
    detail: 'The appeal is upheld: the impartiality procedure now checks every assignment.',
  },
];

/**
 * `revoked`'s LRP: every stage of a suspension, from the proposal through details, suspension,
 * acknowledgement, appeal and reinstatement considered, to its revocation about 60 days ago.
 */
export const REVOKED_LRP_STORY: readonly StoryStep[] = [
  {
    action: 'propose',
    daysAgo: 140,
    detail:
      'Proficiency testing results for cadmium and lead in rice were unsatisfactory (|z| of 3 or more) in two rounds in a row, and test reports for these tests were still issued under the recognition.',
    file: {
      fileName: 'Proficiency testing review, heavy metals in rice.pdf',
      lines: [
        'Round HM-2024-2: cadmium z = 3.4, lead z = 3.1 (unsatisfactory).',
        'Round HM-2025-1: cadmium z = 3.8 (unsatisfactory).',
        '46 test reports for cadmium or lead issued under the recognition since the first round.',
      ],
    },
  },
  {
    action: 'require-details',
    daysAgo: 137,
    detail:
      'Send your investigation of the unsatisfactory results and the list of reports issued for cadmium and lead since the first round.',
  },
  {
    action: 'provide-details',
    daysAgo: 134,
    detail:
      'Our investigation found a contaminated digestion reagent lot. The list of the 46 reports issued since the first round is attached.',
    file: {
      fileName: 'Investigation of unsatisfactory results.pdf',
      lines: [
        'Root cause: nitric acid lot 7731 contaminated with cadmium.',
        'Reports issued since round HM-2024-2: 46 (list attached).',
      ],
    },
  },
  {
    action: 'suspend',
    daysAgo: 130,
    detail:
      'Reports were issued for tests with unsatisfactory proficiency testing results. The recognition is suspended.',
  },
  { action: 'acknowledge', daysAgo: 129, detail: null },
  {
    action: 'appeal',
    daysAgo: 122,
    detail:
      'We replaced the reagent lot, validated the method again and recalled the 46 reports. We ask for the recognition to be reinstated.',
    file: {
      fileName: 'Method revalidation report.pdf',
      lines: [
        'Method HM-ICP-02 validated again with certified reference material ERM-BC211.',
        'Recall of 46 reports completed; clients told in writing.',
      ],
    },
  },
  {
    action: 'consider-reinstatement',
    daysAgo: 110,
    detail:
      'The validation is complete. Reinstatement depends on a satisfactory result in the next proficiency testing round.',
  },
  {
    action: 'revoke',
    daysAgo: 60,
    detail:
      'The next proficiency testing round was again unsatisfactory for cadmium in rice (z = 3.3). The recognition is revoked.',
  },
];

/** The details veteran's AOR recognition still owes. */
export const VETERAN_AOR_PENDING_DETAILS = {
  description: 'An updated list of approved signatories',
  requestedDaysAgo: 10,
  dueInDays: 30,
} as const;
