import { ApplicationCategory, ApplicationStatus, FindingSeverity, Programme } from '@fsmis/domain';

/** The words of the seeded workflow: what officers asked and found, what companies answered. */

const { LRP, IBR, AOR } = Programme;
const S = ApplicationStatus;

export interface DemoRequest {
  subject: string;
  message: string;
  documentsRequested: string[];
  response: string;
}

const REQUESTS: Readonly<Record<Programme, DemoRequest>> = {
  [LRP]: {
    subject: 'Method validation records',
    message:
      'Please send the validation report of the LC-MS/MS method for mycotoxins in your scope, with recovery and precision data for each matrix, and its measurement uncertainty budget.',
    documentsRequested: ['Method validation report', 'Measurement uncertainty budget'],
    response:
      'We attach the validation report of the mycotoxin method (aflatoxins B1, B2, G1, G2 and ochratoxin A in cereals and nuts), with the uncertainty budget in its annex.',
  },
  [IBR]: {
    subject: 'Inspector competence records',
    message:
      'Please send the training and authorisation records of the inspectors named in your application, and your procedure for monitoring their performance.',
    documentsRequested: ['Inspector training records', 'Inspector monitoring procedure'],
    response:
      'We attach the training and authorisation records of our four inspectors. The monitoring procedure is section 6 of the same file.',
  },
  [AOR]: {
    subject: 'Auditor qualification records',
    message:
      'Please send the qualification records of the auditors named for food chain category C, and the latest witnessed audit report from your accreditation body.',
    documentsRequested: ['Auditor qualification records', 'Witnessed audit report'],
    response:
      'We attach the qualification records of the three category C auditors and the witnessed audit report of SAC-SINGLAS.',
  },
};

const DETAILS_REQUEST: DemoRequest = {
  subject: 'Proof of the change',
  message:
    'Please send your ACRA business profile dated after the change, so that we can confirm the new company details.',
  documentsRequested: ['ACRA business profile'],
  response: 'We attach our ACRA business profile, printed after the change was registered.',
};

export function requestFor(programme: Programme, category: ApplicationCategory): DemoRequest {
  return category === ApplicationCategory.changeOfCompanyDetails ? DETAILS_REQUEST : REQUESTS[programme];
}

export interface DemoFinding {
  clause: string;
  description: string;
  severity: FindingSeverity;
  correctiveAction: string;
}

/** Two findings per programme, against the standard its bodies are accredited to. */
const FINDINGS: Readonly<Record<Programme, readonly [DemoFinding, DemoFinding]>> = {
  [LRP]: [
    {
      clause: 'ISO/IEC 17025:2017 7.2.2.1',
      description:
        'The LC-MS/MS method for aflatoxins was extended from peanuts to chilli powder without validation data for the new matrix.',
      severity: FindingSeverity.major,
      correctiveAction:
        'We validated the method for chilli powder (recovery 87 to 104 %, repeatability below 8 % RSD) and changed procedure QP-07 so that no matrix is added to the scope before it is validated.',
    },
    {
      clause: 'ISO/IEC 17025:2017 6.4.13',
      description: 'Records of the intermediate checks of the ICP-MS from March to May were not kept.',
      severity: FindingSeverity.minor,
      correctiveAction:
        'Intermediate checks now run monthly with a check standard and are recorded in the equipment log. Two analysts were retrained on procedure QP-11.',
    },
  ],
  [IBR]: [
    {
      clause: 'ISO/IEC 17020:2012 6.1.10',
      description:
        'Records of the supervised training and authorisation of two inspectors who carried out cold-chain inspections were not available.',
      severity: FindingSeverity.major,
      correctiveAction:
        'Both inspectors completed recorded supervised inspections and were authorised in writing by the technical manager. The training matrix now lists the records needed before authorisation.',
    },
    {
      clause: 'ISO/IEC 17020:2012 7.4.2',
      description: 'Three of the inspection reports sampled did not state the date of the inspection.',
      severity: FindingSeverity.minor,
      correctiveAction:
        'The report template now requires the date of inspection, and the three reports were reissued with it.',
    },
  ],
  [AOR]: [
    {
      clause: 'ISO/IEC 17021-1:2015 7.1.2',
      description:
        'Competence criteria for auditors of food chain category C (food manufacturing) were not defined for each technical area audited.',
      severity: FindingSeverity.major,
      correctiveAction:
        'Procedure CP-03 (revision 4) defines the criteria for each technical area of category C, and the five auditors were evaluated against them.',
    },
    {
      clause: 'ISO/IEC 17021-1:2015 9.4.8',
      description:
        "Two of the audit reports sampled did not record the audit team's conclusion on the effectiveness of the food safety management system.",
      severity: FindingSeverity.minor,
      correctiveAction:
        'The audit report template now has a required conclusion on effectiveness, which the reviewer checks before the certification decision.',
    },
  ],
};

export const findingsFor = (programme: Programme) => FINDINGS[programme];

const SCHEDULES: Readonly<Record<Programme, string>> = {
  [LRP]: 'Schedule of recognised tests',
  [IBR]: 'Schedule of recognised inspection activities',
  [AOR]: 'Schedule of recognised audit scopes',
};

/** The two approval documents the officer prepares: a letter, and the schedule or certificate it sends. */
export function approvalDocumentTitles(
  programme: Programme,
  category: ApplicationCategory,
): [string, string] {
  switch (category) {
    case ApplicationCategory.renewal:
      return ['Letter of renewal of recognition', SCHEDULES[programme]];
    case ApplicationCategory.changeOfScope:
      return ['Letter confirming the change of scope', `Revised ${SCHEDULES[programme].toLowerCase()}`];
    case ApplicationCategory.changeOfCompanyDetails:
      return ['Letter confirming the change of company details', 'Updated certificate of recognition'];
    default:
      return ['Letter of recognition', SCHEDULES[programme]];
  }
}

/**
 * Why applications ended, in the words of whoever ended them; each status's reasons taken in turn. A
 * Closed application had been recognised: its reason never says otherwise of the recognition it granted
 * (the recognition's page lists a Closed renewal as "Renewed").
 */
const END_REASONS: Readonly<Partial<Record<ApplicationStatus, readonly string[]>>> = {
  [S.voided]: [
    'No answer to the request for information was received, and the company could not be reached.',
    'The application was submitted twice by mistake: the other submission is being processed.',
    'The accreditation the application relies on was suspended by the accreditation body.',
  ],
  [S.withdrawn]: [
    'The company asked to withdraw the application: its plans for this scope have changed.',
    'The company asked to withdraw the application to submit it again with a corrected scope.',
    'The company asked to withdraw the application while it moves to new premises.',
  ],
  [S.cancelled]: [
    'Submitted before our accreditation certificate was renewed. We will apply again once it is.',
    'The change is no longer needed.',
    'Started under the wrong category by mistake.',
    'Our accreditation body has postponed the assessment. We will apply again after it.',
    'Submitted with the wrong inspection scope. We will apply again.',
  ],
  [S.closed]: [
    'Superseded: the recognition was renewed by a later application.',
    'Superseded: the company details were changed again by a later application.',
    'Superseded: the recognised scope was changed by a later application.',
  ],
};

export function endReason(status: ApplicationStatus, index: number): string | null {
  const reasons = END_REASONS[status];
  return reasons ? (reasons[index % reasons.length] ?? null) : null;
}

/** The comment threads some applications carry, by name. */
export const COMMENT_THREADS = {
  'evidence-per-finding': [
    {
      party: 'company',
      body: 'Can we send the calibration certificates for both findings as one PDF, or should each finding have its own file?',
    },
    {
      party: 'officer',
      body: 'Please attach the evidence to each finding separately, so that each corrective action can be reviewed on its own. One PDF per finding is fine.',
    },
  ],
  'manual-upload': [
    {
      party: 'company',
      body: 'Our updated inspection manual is with the quality manager for approval. We expect to upload it with our answer within the week.',
    },
    { party: 'officer', body: 'Thank you. Please upload it with your answer before the due date.' },
  ],
  'schedule-wording': [
    {
      party: 'officer',
      body: 'The schedule follows the wording of your accreditation certificate. Please check the list of audit scopes carefully before you respond.',
    },
  ],
  'certificate-renewed': [
    {
      party: 'company',
      body: 'Our accreditation certificate was renewed last week. Should we send the new one?',
    },
    {
      party: 'officer',
      body: 'Thank you for telling us. We will ask for it through a request for information if the review needs it.',
    },
  ],
} as const satisfies Record<string, readonly { party: 'company' | 'officer'; body: string }[]>;

export type CommentThread = keyof typeof COMMENT_THREADS;
