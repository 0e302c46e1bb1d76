import {
  ALL_APPLICATION_FORMS,
  ApplicationCategory,
  type ProgrammeSlug,
  programmeLabel,
  programmeSlug,
} from '@fsmis/domain';
import { ApplicationFiller, type FillerOptions } from '../application-filler.js';
import { expect, mainHeading, type ProgrammeCode, test } from '../fixtures.js';

// Renewals and changes: veteran, recognised under every programme, fills each of the twelve forms from
// its start page to the Dashboard. They start from the recognised New application's answers. A company
// has one open application per programme and category, and the Change Of Company Details forms of a
// programme share theirs: each test first cancels veteran's open application of its category through
// the API (setup, not the behaviour under test).

test.describe.configure({ mode: 'parallel' });

const CHANGE_FORMS = ALL_APPLICATION_FORMS.filter((form) => form.category !== ApplicationCategory.new);

/** What each kind of form changes against the recognised application. */
function changesFor(slug: ProgrammeSlug, category: ApplicationCategory): FillerOptions['changes'] {
  if (category === ApplicationCategory.renewal)
    return { contact: { designation: 'Head of Quality Assurance' } };
  if (category === ApplicationCategory.changeOfScope && slug === 'ibr') {
    return { scope: { inspectionCategories: 'toggle' } };
  }
  if (category === ApplicationCategory.changeOfScope && slug === 'aor')
    return { scope: { auditStandards: 'toggle' } };
  return {};
}

for (const { programme, slug: form, category, name } of CHANGE_FORMS) {
  const slug = programmeSlug(programme);
  const label = programmeLabel(programme);
  test(`${label} ${name}: veteran fills the prefilled form, submits it, and finds it in review on the Dashboard`, async ({
    page,
    signIn,
    navigate,
    cancelOpenApplications,
    saveScreen,
  }) => {
    test.setTimeout(120_000);
    await signIn('veteran');
    await cancelOpenApplications(programme as ProgrammeCode, category);
    const filler = new ApplicationFiller(page, slug, form, { changes: changesFor(slug, category) });
    const screens = `application-${slug}-${form}`;
    const [first] = filler.template.sections;
    if (!first) throw new Error('A template has sections');

    if (slug === 'lrp' && category === ApplicationCategory.renewal) {
      // The instructions list every renewal and change veteran may make.
      await navigate(`/application/${slug}/instructions`);
      await expect(page.getByRole('heading', { name: 'Renewals and changes' })).toBeVisible();
      await expect(page.getByRole('link', { name: filler.template.title, exact: true })).toBeVisible();
      await saveScreen('application-instructions-recognised');
    }
    await navigate(filler.startPath);
    await expect(mainHeading(page)).toHaveText(filler.template.title);
    if (category === ApplicationCategory.renewal) await saveScreen(`${screens}-start`);
    const reference = await filler.start();

    // One section, then a reload: what was saved is still there.
    await filler.fillSection(first.id);
    await page.reload();
    await filler.expectTaskList();
    await expect(filler.taskLink(first)).toHaveAccessibleDescription('Completed');
    await filler.expectKept(first.id);

    await filler.fillRemaining();
    await filler.checkAnswers();
    if (category === ApplicationCategory.renewal) {
      await expect(
        filler.answersOf(filler.sectionOf('contact')).getByText('Changed', { exact: true }),
      ).toHaveCount(1);
    } else if (category === ApplicationCategory.changeOfScope) {
      // LRP's scope is a list of tests; IBR's and AOR's are choices: either way, one added, one withdrawn.
      const scope = filler.answersOf(filler.sectionOf(slug === 'lrp' ? 'tests' : 'scope'));
      await expect(scope.getByText('Added', { exact: true })).toHaveCount(1);
      await expect(scope.getByText('Withdrawn', { exact: true })).toHaveCount(1);
    } else if (
      filler.template.sections.some((section) => section.questions.some((question) => question.current))
    ) {
      // A change of company details shows the value in force beside each answer it asks.
      await expect(
        page
          .getByRole('main')
          .getByText(/^Currently: /)
          .first(),
      ).toBeVisible();
      // It started from the values in force: veteran changed one of them and retyped none of the rest.
      await expect(filler.answersOf(first).getByText('Changed', { exact: true })).toHaveCount(1);
    }
    await saveScreen(`${screens}-check`);
    await filler.submit(reference);
    await navigate('/dashboard');
    await filler.expectInReview(reference);
  });
}
