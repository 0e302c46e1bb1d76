import { availableActions, RECOGNITION_CASE } from '@fsmis/domain';
import { renderForm } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { officerRecognition } from '../recognition.fixture';
import { RecognitionStepsSection } from './recognition-steps-section';

afterEach(cleanup);

const recognised = officerRecognition(1);
/** The officer's actions as the API lists them, for the company's open applications under the programme. */
const actionsWith = (openApplications: number) =>
  availableActions(RECOGNITION_CASE, recognised.status, 'officer', {
    hasOpenSuspension: recognised.openSuspension !== null,
    openApplications,
  });

const stepButtons = () => screen.queryAllByRole('button').map((button) => button.textContent);
const refusals = () =>
  [...document.querySelectorAll('.recognitions-refusals li')].map((item) => item.textContent);

describe('RecognitionStepsSection', () => {
  it('offers the withdrawal of a current recognition whose company has no open application', () => {
    renderForm(
      <RecognitionStepsSection recognition={recognised} actions={actionsWith(0)} onDone={() => {}} />,
    );
    expect(stepButtons()).toContain('Withdraw the recognition');
    expect(refusals()).toEqual([]);
  });

  it('says why it is not offered while the company has open applications under the programme', () => {
    renderForm(
      <RecognitionStepsSection recognition={recognised} actions={actionsWith(1)} onDone={() => {}} />,
    );
    expect(stepButtons()).not.toContain('Withdraw the recognition');
    expect(stepButtons()).toContain('Propose a suspension');
    expect(refusals()).toEqual([
      'Withdraw the recognition: The company has open applications under this programme: end them first.',
    ]);
  });
});
