import { CompanyRecognitionStatus, type OfficerRecognition, Programme } from '@fsmis/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderForm } from '../../../components/forms/form-test-kit.fixture';
import { RecognitionStepsSection } from './recognition-steps-section';

afterEach(cleanup);

const recognised: OfficerRecognition = {
  id: '00000000-0000-4000-8000-000000000001',
  programme: Programme.AOR,
  programmeLabel: 'AOR',
  status: CompanyRecognitionStatus.recognised,
  statusLabel: 'Recognised',
  recognitionNumber: 'AOR-REC-2026-0001',
  validFrom: '2026-01-05T02:00:00.000Z',
  validUntil: '2028-01-05T02:00:00.000Z',
  scopeSummary: 'Chemical testing',
  hasOngoingSuspension: false,
  isRestricted: false,
  daysUntilExpiry: 400,
  renewalDue: false,
  openSuspension: null,
  pendingDetailsCount: 0,
  companyId: '00000000-0000-4000-8000-000000000002',
  companyName: 'Harbour Fresh Pte. Ltd.',
  companyUen: '201600001E',
};

const stepButtons = () => screen.queryAllByRole('button').map((button) => button.textContent);
const refusals = () =>
  [...document.querySelectorAll('.recognitions-refusals li')].map((item) => item.textContent);

describe('RecognitionStepsSection', () => {
  it('offers the withdrawal of a current recognition whose company has no open application', () => {
    renderForm(<RecognitionStepsSection recognition={recognised} openApplications={0} onDone={() => {}} />);
    expect(stepButtons()).toContain('Withdraw the recognition');
    expect(refusals()).toEqual([]);
  });

  it('says why it is not offered while the company has open applications under the programme', () => {
    renderForm(<RecognitionStepsSection recognition={recognised} openApplications={1} onDone={() => {}} />);
    expect(stepButtons()).not.toContain('Withdraw the recognition');
    expect(stepButtons()).toContain('Propose a suspension');
    expect(refusals()).toEqual([
      'Withdraw the recognition: The company has open applications under this programme: end them first.',
    ]);
  });
});
