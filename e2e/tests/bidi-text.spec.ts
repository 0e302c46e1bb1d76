import { ApplicationFiller } from '../application-filler.js';
import { expect, mainHeading, signInOfficer, test } from '../fixtures.js';
import { definitionOf } from '../locators.js';

// A laboratory's name typed with a right-to-left override (U+202E), as someone spoofing it would paste
// it: shown as it is, everything after the control reads right to left, so "sbal ecneics" shows as
// "science labs" and the words after it come out reversed. The portal keeps and shows it without the
// control (docs/domain.md, "Text a company supplies"), isolated in a <bdi>, on Check your answers and
// on the officer's case page. Each screen passes axe-core and is kept
// (e2e/.artifacts/screens/bidi-*.png).

const TYPED = 'Alpha \u202Esbal ecneics\u202C Pte. Ltd.';
const SHOWN = 'Alpha sbal ecneics Pte. Ltd.';

test('a name typed with a right-to-left override shows without it, to the company and to the officer', async ({
  page,
  labReadyToApply,
  saveScreen,
  accessibilityViolations,
}) => {
  test.setTimeout(180_000);
  await labReadyToApply(1);
  const filler = new ApplicationFiller(page, 'lrp', 'new', { changes: { laboratory: { name: TYPED } } });
  await page.goto(filler.startPath);
  const reference = await filler.start();
  await filler.fillRemaining();
  await filler.checkAnswers();

  const answer = definitionOf(filler.answersOf(filler.sectionOf('laboratory')), 'Laboratory name');
  await expect(answer).toHaveText(SHOWN);
  await expect(answer.locator('bdi')).toHaveText(SHOWN);
  expect(await answer.evaluate((element) => element.textContent)).toBe(SHOWN);
  expect(await accessibilityViolations(), 'check answers').toEqual([]);
  await saveScreen('bidi-check-answers');

  await filler.submit(reference);
  const href = (await page.getByRole('link', { name: 'View your application' }).getAttribute('href')) ?? '';
  const id = /\/application\/([0-9a-f-]{36})$/.exec(href)?.[1];
  if (!id) throw new Error(`No application link on the confirmation: ${href}`);

  // The officer signs in, in place of the company, and opens the case.
  await signInOfficer(page.request);
  await page.goto(`/officer/applications/${id}`);
  await expect(mainHeading(page)).toContainText(reference);
  const officerAnswer = definitionOf(
    page.getByRole('region', { name: filler.sectionOf('laboratory').title, exact: true }),
    'Laboratory name',
  );
  await expect(officerAnswer).toHaveText(SHOWN);
  await expect(officerAnswer.locator('bdi')).toHaveText(SHOWN);
  expect(await officerAnswer.evaluate((element) => element.textContent)).toBe(SHOWN);
  await officerAnswer.scrollIntoViewIfNeeded();
  expect(await accessibilityViolations(), 'the officer case').toEqual([]);
  await saveScreen('bidi-officer-case');
});
