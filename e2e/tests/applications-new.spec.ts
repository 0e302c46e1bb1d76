import { type ProgrammeSlug, type Question, sectionProblems } from '@fsmis/domain';
import type { Page } from '@playwright/test';
import { ApplicationFiller, isoDateFromToday, labelOf } from '../application-filler.js';
import { expect, mainHeading, PHONE_TAG, type ProgrammeCode, screenPath, test } from '../fixtures.js';

// A new laboratory applies under each programme: the New form, filled from start to confirmation as a
// person fills it (application-filler.ts). Each test has a laboratory of its own (labReadyToApply): a
// company has one open application per programme and category.

test.describe.configure({ mode: 'parallel' });

const PROGRAMMES: readonly {
  readonly code: ProgrammeCode;
  readonly slug: ProgrammeSlug;
  readonly label: string;
}[] = [
  { code: 1, slug: 'lrp', label: 'LRP' },
  { code: 2, slug: 'ibr', label: 'IBR' },
  { code: 3, slug: 'aor', label: 'AOR' },
];

/** The control a problem of the error summary leads to. */
function controlOf(page: Page, question: Question) {
  if (question.kind === 'radios' || question.kind === 'checkboxes') {
    return page
      .getByRole('group', { name: labelOf(question), exact: true })
      .getByRole(question.kind === 'radios' ? 'radio' : 'checkbox');
  }
  return page.getByLabel(labelOf(question), { exact: true });
}

for (const { code, slug, label } of PROGRAMMES) {
  const screens = slug === 'lrp';
  test(`${label} New Application: a new laboratory fills every section, submits it, and finds it in review on the Dashboard`, {
    tag: screens ? [PHONE_TAG] : [],
  }, async ({ page, labReadyToApply, navigate, saveScreen, accessibilityViolations }) => {
    test.setTimeout(120_000);
    await labReadyToApply(code);
    const filler = new ApplicationFiller(page, slug, 'new', {
      onListPage: async (section) => {
        if (screens && section.id === 'tests') {
          expect(await accessibilityViolations(), 'repeating list').toEqual([]);
          await saveScreen('application-repeating-list');
        }
      },
    });
    const [first] = filler.template.sections;
    if (!first) throw new Error('A template has sections');

    if (screens) {
      await navigate(`/application/${slug}/instructions`);
      await expect(mainHeading(page)).toHaveText('Before you apply');
      await expect(page.getByRole('heading', { name: filler.template.title })).toBeVisible();
      expect(await accessibilityViolations(), 'instructions').toEqual([]);
      await saveScreen('application-instructions');
      // The Dashboard offers the form the laboratory may start.
      await navigate('/dashboard');
      await page
        .getByRole('region', { name: 'Start an application' })
        .getByRole('link', { name: filler.template.title, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/application/${slug}/new$`));
    } else {
      await navigate(filler.startPath);
    }
    await expect(mainHeading(page)).toHaveText(filler.template.title);
    await expect(page.getByRole('button', { name: 'Start now' })).toBeVisible();
    if (screens) await saveScreen('application-start');

    const reference = await filler.start();
    await expect(filler.taskLink(first)).toHaveAccessibleDescription('Not started');
    if (screens) {
      // A section that waits for another cannot start yet.
      const tests = filler.sectionOf('tests');
      await expect(filler.taskRow(tests)).toContainText('Cannot start yet');
      await expect(page.getByRole('link', { name: 'Tests to be recognised' })).toHaveCount(0);
      expect(await accessibilityViolations(), 'task list').toEqual([]);
      await saveScreen('application-task-list');

      // "Save and continue" on an empty section lists every problem, each leading to its field.
      await filler.open(first);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      const problems = sectionProblems(first, {}, { today: isoDateFromToday(0) });
      await expect(summary.getByRole('link')).toHaveText(problems.map((problem) => problem.message));
      expect(await accessibilityViolations(), 'section with errors').toEqual([]);
      await saveScreen('application-section-errors');
      for (const problem of problems) {
        const question = first.questions.find((candidate) => candidate.id === problem.path);
        if (!question) throw new Error(`No question ${problem.path}`);
        await summary.getByRole('link', { name: problem.message, exact: true }).click();
        await expect(controlOf(page, question).first()).toBeFocused();
        await expect(controlOf(page, question).first()).toHaveAttribute('aria-invalid', 'true');
      }
      await page.getByRole('button', { name: 'Save and return to task list' }).click();
      await filler.expectTaskList();
    }

    // One section, then a reload: what was saved is still there.
    await filler.fillSection(first.id);
    await page.reload();
    await filler.expectTaskList();
    await expect(filler.taskLink(first)).toHaveAccessibleDescription('Completed');
    await filler.expectKept(first.id);

    await filler.fillRemaining();
    await filler.checkAnswers();
    if (screens) {
      expect(await accessibilityViolations(), 'check answers').toEqual([]);
      await saveScreen('application-check-answers');
    }
    await filler.submit(reference);
    if (screens) {
      expect(await accessibilityViolations(), 'confirmation').toEqual([]);
      await saveScreen('application-confirmation');
      // Back on the form, the submitted application can no longer be changed.
      await page.goBack();
      await expect(
        page.getByText('This application can no longer be changed: its status is Application Review.'),
      ).toBeVisible();
      await page.goForward();
      await page.getByRole('link', { name: 'View your application' }).click();
      await expect(mainHeading(page)).toHaveText(/^(LRP|IBR|AOR)-\d{4}-\d{6}$/);
      await expect(page.getByText('Application Review', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Declaration' })).toBeVisible();
      await saveScreen('application-details');
    }

    await navigate('/dashboard');
    await filler.expectInReview(reference);
  });
}

test('two tabs editing the same section: the later save is refused, and that tab shows the newer answers', async ({
  page,
  labReadyToApply,
  navigate,
}) => {
  await labReadyToApply(2);
  const filler = new ApplicationFiller(page, 'ibr', 'new');
  const contact = filler.sectionOf('contact');
  await navigate(filler.startPath);
  await filler.start();
  await filler.open(contact);

  const secondTab = await page.context().newPage();
  await secondTab.goto(page.url());
  await expect(mainHeading(secondTab)).toHaveText(contact.title);

  // The first tab saves a name.
  await page.getByLabel('Full name', { exact: true }).fill('Aisha Rahman');
  await expect(page.getByText(/^Your answers were saved at/)).toBeVisible();

  // The second tab, opened before that save, saves a job title from its older copy.
  await secondTab.getByLabel('Job title or designation', { exact: true }).fill('Quality Manager');
  const refused = secondTab.getByRole('region', { name: 'Your answers were not saved' });
  await expect(refused).toContainText('This section was changed in another tab or by someone else');
  await expect(secondTab.getByLabel('Full name', { exact: true })).toHaveValue('Aisha Rahman');
  await expect(secondTab.getByLabel('Job title or designation', { exact: true })).toHaveValue('');
  await secondTab.screenshot({ path: screenPath('application-conflict'), fullPage: true });

  // Made again on the newer answers, the change is kept, and both tabs' answers are there.
  await secondTab.getByLabel('Job title or designation', { exact: true }).fill('Quality Manager');
  await expect(secondTab.getByText(/^Your answers were saved at/)).toBeVisible();
  await expect(refused).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Aisha Rahman');
  await expect(page.getByLabel('Job title or designation', { exact: true })).toHaveValue('Quality Manager');
  await secondTab.close();
});
