import {
  APPLICATION_FORMS,
  type ApplicationForms,
  type FormRequirements,
  type LatestRecognised,
  PROGRAMMES,
  type Programme,
  type ProgrammeStanding,
  type PublishedTemplate,
  programmeLabel,
  startRefusal,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { latestTemplates } from '../application-templates/application-templates.service.js';
import { standingsOf } from '../company-standing/company-standing.service.js';
import { recognitionOf } from '../recognition/recognition.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { baselineOf, requireLocalLab } from './application-start.service.js';
import * as repository from './applications.repository.js';
import { toSummary } from './applications.service.js';

export const noRecognitionMessage = (programme: Programme) =>
  `You have no current ${programmeLabel(programme)} recognition.`;

/**
 * GET /api/applications/forms: for each form of the programmes, whether the company may start it and why
 * not, and its draft of the form when it has one.
 */
export function applicationForms(db: Database, session: Session): Promise<ApplicationForms[]> {
  return formStarts(db, session, PROGRAMMES, (start) => start);
}

/**
 * GET /api/applications/form-requirements: the same, and what each form's newest template asks for
 * (sections, documents, fees, timelines).
 */
export function formRequirements(
  db: Database,
  session: Session,
  programmes: readonly Programme[] = PROGRAMMES,
): Promise<FormRequirements[]> {
  return formStarts(db, session, programmes, (start, template) => ({ ...start, ...contentOf(template) }));
}

type FormStart = ApplicationForms['forms'][number];

/**
 * Each programme's forms that have a published template, with the company's standing towards each,
 * each described by `describe` from that standing and the form's newest template.
 */
async function formStarts<Form>(
  db: Database,
  session: Session,
  programmes: readonly Programme[],
  describe: (start: FormStart, template: PublishedTemplate) => Form,
) {
  requireLocalLab(session);
  const [templates, standings, drafts] = await Promise.all([
    latestTemplates(db),
    standingsOf(db, session.companyId),
    repository.findCompanyDrafts(db, session.companyId),
  ]);
  return programmes.map((programme) => {
    const label = programmeLabel(programme);
    const standing = standings.get(programme) as ProgrammeStanding;
    return {
      programme,
      programmeLabel: label,
      forms: APPLICATION_FORMS[programme].flatMap((form) => {
        const template = templates.find(
          ({ definition }) => definition.programme === programme && definition.form === form.slug,
        );
        if (!template) return [];
        const refusal = startRefusal(standing, form.category, label);
        const draft = drafts.find((row) => row.programme === programme && row.form === form.slug);
        const start: FormStart = {
          form: form.slug,
          name: form.name,
          category: form.category,
          title: template.definition.title,
          canStart: refusal === null,
          refusal,
          draftId: draft?.id ?? null,
        };
        return [describe(start, template)];
      }),
    };
  });
}

function contentOf({ definition }: PublishedTemplate) {
  return {
    introduction: definition.introduction,
    fees: definition.fees,
    timelines: definition.timelines,
    sections: definition.sections.map(({ id, title }) => ({ id, title })),
    documents: definition.sections.flatMap((section) =>
      section.questions.flatMap((question) =>
        question.kind === 'file'
          ? [
              {
                section: section.title,
                label: question.label,
                hint: question.hint ?? null,
                fileTypes: [...question.fileTypes],
                maxMb: question.maxMb,
                optional: question.optional === true,
                perItem: section.kind === 'repeating' ? section.itemName : null,
              },
            ]
          : [],
      ),
    ),
  };
}

/**
 * GET /api/applications/latest-recognised: the company's recognition in the programme, the application
 * that set it and that application's answers (what renewals and changes start from).
 */
export async function latestRecognised(
  db: Database,
  session: Session,
  programme: Programme,
): Promise<LatestRecognised> {
  requireLocalLab(session);
  const found = await recognitionOf(db, session.companyId, programme);
  if (!found) throw notFound(noRecognitionMessage(programme));
  const application = found.applicationId
    ? await repository.findCompanyApplicationRow(db, session.companyId, found.applicationId)
    : null;
  const baseline = application ? await baselineOf(db, session.companyId, programme) : null;
  const { recognition } = found;
  return {
    recognition: {
      id: recognition.id,
      recognitionNumber: recognition.recognitionNumber,
      status: recognition.status,
      statusLabel: recognition.statusLabel,
      validFrom: recognition.validFrom,
      validUntil: recognition.validUntil,
      scopeSummary: recognition.scopeSummary,
    },
    application: application ? toSummary(application) : null,
    answers: baseline?.answers ?? null,
  };
}
