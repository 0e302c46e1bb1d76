import { formatDay, formatScore, type PtReport, Z_SCORE_CLASS_LABELS } from '@fsmis/domain';
import PDFDocument from 'pdfkit';
import { REGULATOR_NAME } from '../application-workflow/invoice-pdf.js';

/** What the laboratory's report shows: the report as the API answers it, without the charts' data. */
export type PtReportContent = Pick<
  PtReport,
  'code' | 'name' | 'labCode' | 'publishedAt' | 'participantCount'
> & {
  readonly analytes: readonly Omit<PtReport['analytes'][number], 'participants'>[];
};

const MARGIN = 50;
const GREY = '#505a5f';
const BLACK = '#0b0c0c';

// The standard Helvetica fonts hold no Greek: σ is drawn from the standard Symbol font, where it is "s".
function drawText(
  document: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions,
  font: string,
) {
  const segments = text
    .split('σ')
    .flatMap((part, index) => [
      ...(index > 0 ? [{ font: 'Symbol', text: 's' }] : []),
      ...(part === '' ? [] : [{ font, text: part }]),
    ]);
  segments.forEach((segment, index) => {
    const continued = index < segments.length - 1;
    document.font(segment.font);
    if (index === 0) document.text(segment.text, x, y, { ...options, continued });
    else document.text(segment.text, { ...options, continued });
  });
}

const OUTCOME_WORDS = { 'less-than': 'Less than', 'not-tested': 'Not tested' } as const;

/** A number as the report prints it: 4 significant figures, or a dash when there is none. */
export function reportNumber(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '–';
  return Number(value.toPrecision(4)).toString();
}

function resultText(analyte: PtReportContent['analytes'][number]): string {
  if (analyte.outcome === null) return 'No result';
  if (analyte.outcome === 'value') return reportNumber(analyte.value);
  const words = OUTCOME_WORDS[analyte.outcome];
  return analyte.outcome === 'less-than' ? `< ${reportNumber(analyte.value)}` : words;
}

function scoreText(analyte: PtReportContent['analytes'][number]): string {
  if (analyte.score === null) return 'Not scored';
  const kind = analyte.scoreKind === 'z-prime' ? "z'" : 'z';
  const reading = analyte.scoreClass ? Z_SCORE_CLASS_LABELS[analyte.scoreClass] : '';
  return `${kind} = ${formatScore(analyte.score)}${reading ? ` (${reading})` : ''}`;
}

/**
 * The laboratory's report of a round as an A4 PDF, drawn with the standard Helvetica fonts: the round,
 * the laboratory's code, and per analyte its result, the assigned value, σpt, u(x_pt) and its score with
 * the reading, with a note on z′ where it was used.
 */
export function ptReportPdf(report: PtReportContent): Promise<Buffer> {
  const publishedAt = new Date(report.publishedAt);
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: `Proficiency test report ${report.code} ${report.labCode}`,
      Author: REGULATOR_NAME,
      Subject: `${report.code} ${report.name}: report for laboratory ${report.labCode}`,
      CreationDate: publishedAt,
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const width = document.page.width - 2 * MARGIN;
  document.fillColor(BLACK).font('Helvetica-Bold').fontSize(14).text(REGULATOR_NAME, MARGIN, MARGIN);
  document.moveDown(0.8).fontSize(20).text(`Proficiency test report: ${report.code}`);
  document.moveDown(0.2).font('Helvetica').fontSize(12).text(report.name);
  document.moveDown(0.8);
  const facts: [string, string][] = [
    ['Laboratory code', report.labCode],
    ['Published', formatDay(publishedAt)],
    ['Participants', String(report.participantCount)],
  ];
  for (const [label, value] of facts) {
    document.font('Helvetica').fontSize(10).fillColor(GREY).text(label, MARGIN, document.y, { width: 130 });
    document
      .moveUp()
      .font('Helvetica-Bold')
      .fillColor(BLACK)
      .text(value, MARGIN + 130, document.y);
    document.moveDown(0.3);
  }

  const columns = [
    { title: 'Analyte', width: 0.22 },
    { title: 'Your result', width: 0.12 },
    { title: 'Assigned value', width: 0.13 },
    { title: 'σpt', width: 0.1 },
    { title: 'u(x_pt)', width: 0.1 },
    { title: 'Score', width: 0.33 },
  ];
  const row = (cells: readonly string[], bold = false) => {
    const top = document.y;
    let x = MARGIN;
    let bottom = top;
    document.fontSize(10).fillColor(BLACK);
    cells.forEach((cell, index) => {
      const cellWidth = (columns[index]?.width ?? 0) * width;
      drawText(document, cell, x, top, { width: cellWidth - 8 }, bold ? 'Helvetica-Bold' : 'Helvetica');
      bottom = Math.max(bottom, document.y);
      x += cellWidth;
    });
    document.y = bottom + 6;
  };
  const rule = () => {
    document
      .moveTo(MARGIN, document.y)
      .lineTo(MARGIN + width, document.y)
      .lineWidth(0.75)
      .strokeColor(GREY)
      .stroke();
    document.y += 6;
  };

  document.moveDown(1.2);
  row(
    columns.map((column) => column.title),
    true,
  );
  rule();
  for (const analyte of report.analytes) {
    row([
      `${analyte.name} (${analyte.unit})`,
      resultText(analyte),
      `${reportNumber(analyte.assignedValue)}${analyte.assignedValueSource === 'reference' ? ' (reference)' : ''}`,
      reportNumber(analyte.sigmaPt),
      reportNumber(analyte.assignedUncertainty),
      scoreText(analyte),
    ]);
  }
  rule();

  const notes = [
    'z = (x - x_pt) / σpt, where x is your result, x_pt the assigned value and σpt the standard deviation for proficiency assessment. |z| of 2 or less is satisfactory, between 2 and 3 questionable, and 3 or more unsatisfactory (ISO 13528).',
    ...(report.analytes.some((analyte) => analyte.scoreKind === 'z-prime')
      ? [
          "z' = (x - x_pt) / sqrt(σpt² + u(x_pt)²) is given instead of z where the standard uncertainty of the assigned value, u(x_pt), is more than 0.3 σpt: that uncertainty is then not negligible, and z' takes it into account. It is read as z is.",
        ]
      : []),
    '“Less than” and “not tested” results are listed but not scored. Other participants are known in the report only by their laboratory codes.',
  ];
  document.moveDown(1).font('Helvetica-Bold').fontSize(11).text('Notes', MARGIN, document.y);
  document.moveDown(0.3).fontSize(9).fillColor(BLACK);
  for (const note of notes) {
    drawText(document, note, MARGIN, document.y, { width }, 'Helvetica');
    document.moveDown(0.6);
  }
  document.end();
  return finished;
}
