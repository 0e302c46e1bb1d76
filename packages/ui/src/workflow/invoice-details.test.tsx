import type { Invoice } from '@fsmis/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoiceDetails } from './invoice-details';
import { uuid } from './workflow-records.fixture';

afterEach(cleanup);

const invoice = (lines: Invoice['lines'], paidAt: string | null = null): Invoice => ({
  id: uuid(),
  number: 'INV-2026-000012',
  lines,
  amountSgd: lines.reduce((sum, line) => sum + line.amountSgd, 0),
  dueDate: '2026-12-20',
  issuedAt: '2026-11-20T02:00:00.000Z',
  paidAt,
  attachmentId: uuid(),
  payment: null,
});

const FEE = { item: 'Application fee', amountSgd: 1250 };
const LINES_TABLE = { name: 'What the invoice is for' };

describe('InvoiceDetails', () => {
  it('shows the amount in dollars and cents, whether it is paid, and links to its PDF', () => {
    render(
      <InvoiceDetails invoice={invoice([FEE], '2026-11-25T02:00:00.000Z')} href="/pdf" reader="company" />,
    );
    expect(screen.getByText('S$1,250.00')).toBeTruthy();
    expect(screen.getByText('Paid').parentElement?.textContent).toBe('Paid on 25 Nov 2026 10:00:00');
    expect(
      screen.getByRole('link', { name: 'Download invoice INV-2026-000012 (PDF)' }).getAttribute('href'),
    ).toBe('/pdf');
  });

  it('itemises a single line for an officer, and for the company only when there are several', () => {
    render(<InvoiceDetails invoice={invoice([FEE])} href="/pdf" reader="company" />);
    expect(screen.queryByRole('table', LINES_TABLE)).toBeNull();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    cleanup();

    render(<InvoiceDetails invoice={invoice([FEE])} href="/pdf" reader="officer" />);
    expect(screen.getAllByRole('row', { name: /Application fee/ })).toHaveLength(1);
    cleanup();

    render(
      <InvoiceDetails
        invoice={invoice([FEE, { item: 'Site verification', amountSgd: 800.5 }])}
        href="/pdf"
        reader="company"
      />,
    );
    const table = screen.getByRole('table', LINES_TABLE);
    expect(table.textContent).toContain('Site verificationS$800.50');
  });

  it('says how to pay while unpaid, with the invoice number as the reference, and not once paid', () => {
    const payment = {
      payNowUen: 'T08GB0001A',
      bankName: 'DBS Bank Ltd',
      accountName: 'National Food Regulator',
      accountNumber: '003-901234-5',
      swiftCode: 'DBSSSGSG',
    };
    render(<InvoiceDetails invoice={{ ...invoice([FEE]), payment }} href="/pdf" reader="company" />);
    const howToPay = screen.getByRole('heading', { name: 'How to pay' }).parentElement as HTMLElement;
    expect([...howToPay.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'PayNow: pay to UEN T08GB0001A and enter INV-2026-000012 as the reference.',
      'Bank transfer: DBS Bank Ltd, account name National Food Regulator, account number 003-901234-5 (SWIFT DBSSSGSG), with INV-2026-000012 as the reference.',
    ]);
    cleanup();

    render(<InvoiceDetails invoice={invoice([FEE])} href="/pdf" reader="company" />);
    expect(
      screen.getByText('Ask the regulator how to pay this invoice: add a comment on this application.'),
    ).toBeTruthy();
    cleanup();

    render(
      <InvoiceDetails
        invoice={{ ...invoice([FEE], '2026-11-25T02:00:00.000Z'), payment }}
        href="/pdf"
        reader="company"
      />,
    );
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
  });
});
