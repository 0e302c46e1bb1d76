import { PT_ROUND_SECTIONS, type PtRoundSection } from '@fsmis/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const PT_SECTION_LABELS: Readonly<Record<PtRoundSection, string>> = {
  general: 'General details',
  registration: 'Registration',
  dispatch: 'Dispatch',
  results: 'Results',
  report: 'Report',
};

/** The section a `?tab=` asks for, when the laboratory may open it; its general details otherwise. */
export function sectionToShow(asked: string | null, sections: readonly PtRoundSection[]): PtRoundSection {
  const found = sections.find((section) => section === asked);
  return found ?? 'general';
}

/**
 * The GOV.UK tabs as links: each section of the round is a page of its own (`?tab=…`), so it can be
 * bookmarked, shared and reached with the browser's back button; the current one says so with
 * `aria-current`. Only the sections the laboratory may open now are listed, in the round's order.
 */
export function PtRoundTabs({
  roundId,
  sections,
  current,
}: {
  readonly roundId: string;
  readonly sections: readonly PtRoundSection[];
  readonly current: PtRoundSection;
}) {
  const shown = PT_ROUND_SECTIONS.filter((section) => section === 'general' || sections.includes(section));
  return (
    <nav className="pt-tabs" aria-label="Parts of the round">
      <ul className="pt-tabs__list">
        {shown.map((section) => (
          <li
            key={section}
            className={section === current ? 'pt-tabs__item pt-tabs__item--current' : 'pt-tabs__item'}
          >
            <Link
              className="pt-tabs__link"
              to={paths.ptSchemeDetails.href(roundId, section)}
              aria-current={section === current ? 'page' : undefined}
              preventScrollReset
            >
              {PT_SECTION_LABELS[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
