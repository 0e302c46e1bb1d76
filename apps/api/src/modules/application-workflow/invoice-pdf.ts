import { formatDay, formatMoney, type PaymentDetails, paymentInstructions } from '@fsmis/domain';
import PDFDocument from 'pdfkit';

/** The regulator, as it names itself on what it issues. */
export const REGULATOR_NAME = 'Food Safety Management Information System';

export interface InvoiceContent {
  readonly number: string;
  readonly issuedAt: Date;
  /** yyyy-mm-dd, in Singapore. */
  readonly dueDate: string;
  readonly company: { readonly name: string; readonly uen: string | null; readonly address: string | null };
  readonly application: { readonly referenceNumber: string; readonly description: string };
  readonly lines: readonly { readonly item: string; readonly amountSgd: number }[];
  readonly amountSgd: number;
  /** How to pay, as the regulator keeps it (the console's site settings); null until it is kept. */
  readonly payment: PaymentDetails | null;
}

const MARGIN = 56;
const GREY = '#505a5f';
const BLACK = '#0b0c0c';

/**
 * The invoice as an A4 PDF, drawn with the standard Helvetica fonts (nothing is fetched or embedded
 * from outside): who issues it, who it is for, the application, the fee lines, the total, the due date
 * and how to pay.
 */
export function invoicePdf(invoice: InvoiceContent): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: REGULATOR_NAME,
      Subject: `Fees for application ${invoice.application.referenceNumber}`,
      CreationDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const width = document.page.width - 2 * MARGIN;
  const right = MARGIN + width;
  const day = (date: string | Date) => formatDay(date);

  document.fillColor(BLACK).font('Helvetica-Bold').fontSize(16).text(REGULATOR_NAME, MARGIN, MARGIN);
  document.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(GREY).text('Singapore');
  document.moveDown(1.5).fillColor(BLACK).font('Helvetica-Bold').fontSize(22).text('Invoice');

  document.moveDown(0.8);
  const factsTop = document.y;
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Date of issue', day(invoice.issuedAt)],
    ['Due date', day(invoice.dueDate)],
    ['Application', invoice.application.referenceNumber],
  ];
  for (const [label, value] of facts) {
    document.font('Helvetica').fontSize(10).fillColor(GREY).text(label, MARGIN, document.y, { width: 120 });
    document
      .moveUp()
      .font('Helvetica-Bold')
      .fillColor(BLACK)
      .text(value, MARGIN + 120, document.y);
    document.moveDown(0.3);
  }

  const billTo = [
    invoice.company.name,
    ...(invoice.company.uen ? [`UEN ${invoice.company.uen}`] : []),
    ...(invoice.company.address ? [invoice.company.address] : []),
  ];
  const billX = MARGIN + width / 2 + 20;
  document.font('Helvetica').fontSize(10).fillColor(GREY).text('Bill to', billX, factsTop);
  document
    .font('Helvetica-Bold')
    .fillColor(BLACK)
    .text(billTo[0] ?? '', billX, document.y, { width: right - billX });
  document.font('Helvetica').text(billTo.slice(1).join('\n'), billX, document.y, { width: right - billX });

  document.y = Math.max(document.y, factsTop + facts.length * 18) + 28;
  document.font('Helvetica').fontSize(10).fillColor(GREY).text('For', MARGIN, document.y);
  document.fillColor(BLACK).text(invoice.application.description, MARGIN, document.y, { width });

  document.moveDown(1.5);
  const amountWidth = 110;
  const row = (item: string, amount: string, bold = false) => {
    const top = document.y;
    document
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(BLACK);
    document.text(item, MARGIN, top, { width: width - amountWidth - 12 });
    const bottom = document.y;
    document.text(amount, right - amountWidth, top, { width: amountWidth, align: 'right' });
    document.y = Math.max(bottom, document.y) + 6;
  };
  const rule = () => {
    document.moveTo(MARGIN, document.y).lineTo(right, document.y).lineWidth(0.75).strokeColor(GREY).stroke();
    document.y += 6;
  };
  row('Item', 'Amount', true);
  rule();
  for (const line of invoice.lines) row(line.item, formatMoney(line.amountSgd));
  rule();
  row('Total due', formatMoney(invoice.amountSgd), true);

  document.moveDown(2).font('Helvetica-Bold').fontSize(12).text('How to pay', MARGIN, document.y);
  document
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(10)
    .text(
      [
        `Pay ${formatMoney(invoice.amountSgd)} by ${day(invoice.dueDate)}, and quote ${invoice.number} as the payment reference so that we can match your payment to this application.`,
        ...(invoice.payment
          ? paymentInstructions(invoice.payment, invoice.number)
          : ['Ask the regulator how to pay: add a comment on the application in the portal.']),
        'We record your payment on the application once it reaches us. If you have a question about this invoice, add a comment on the application in the portal.',
      ].join('\n\n'),
      MARGIN,
      document.y,
      { width },
    );

  document
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(
      `${REGULATOR_NAME} · Invoice ${invoice.number} · Issued through the FSMIS portal`,
      MARGIN,
      document.page.height - MARGIN - 10,
      { width, align: 'center', lineBreak: false },
    );
  document.end();
  return finished;
}
