import type { FormTemplate, RepeatingItem, Section, SectionAnswers } from '@fsmis/domain';
import type { DemoAnswers } from './demo-answers.js';

/**
 * A draft part-way through: every section but the last two completed, the next one in progress (its
 * last item or answer still missing) and the last one not started.
 */
export function draftSections(template: FormTemplate, answers: DemoAnswers) {
  const sections = template.sections;
  return sections.slice(0, -1).map((section, index) => {
    const given = answers[section.id] ?? {};
    const inProgress = index === sections.length - 2;
    return {
      sectionId: section.id,
      answers: inProgress ? unfinished(section, given) : given,
      confirmed: !inProgress,
    };
  });
}

function unfinished(section: Section, answers: SectionAnswers): SectionAnswers {
  if (section.kind === 'repeating' && 'items' in answers && Array.isArray(answers.items)) {
    const items = answers.items as RepeatingItem[];
    const last = items.at(-1);
    const first = section.questions[0];
    if (!last || !first) return answers;
    return { items: [...items.slice(0, -1), { key: last.key, [first.id]: last[first.id] ?? null }] };
  }
  const entries = Object.entries(answers);
  return Object.fromEntries(entries.slice(0, Math.max(1, entries.length - 2)));
}
