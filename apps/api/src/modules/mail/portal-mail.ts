import { htmlText } from './html-text.js';
import type { MailMessage } from './mailer.js';

/**
 * A part of a portal e-mail's body, each its own paragraph:
 * - a string, the same words in the text and the HTML;
 * - a link: in the text its `lead` (if any) and the address on a line of its own, in the HTML `label` as
 *   the link's words;
 * - words that differ between the two (a link inside a sentence), the HTML written already escaped.
 */
export type MailBlock =
  | string
  | { readonly href: string; readonly label: string; readonly lead?: string }
  | { readonly text: string; readonly html: string };

const SIGN_OFF = ['FSMIS portal', 'This e-mail was sent automatically. Please do not reply to it.'] as const;

const textOf = (block: MailBlock): string[] => {
  if (typeof block === 'string') return [block];
  if ('href' in block) return block.lead === undefined ? [block.href] : [block.lead, '', block.href];
  return [block.text];
};

const htmlOf = (block: MailBlock): string => {
  if (typeof block === 'string') return htmlText(block);
  if ('href' in block) return `<a href="${htmlText(block.href)}">${htmlText(block.label)}</a>`;
  return block.html;
};

/**
 * Every e-mail the portal sends, in its one layout: "Dear …," then the body's paragraphs, then the
 * sign-off, as plain text and as HTML (the same words; names and addresses escaped in the HTML).
 */
export function portalMail(letter: {
  readonly to: string;
  readonly name: string;
  readonly subject: string;
  readonly body: readonly MailBlock[];
}): MailMessage {
  const text = [
    `Dear ${letter.name},`,
    ...letter.body.flatMap((block) => ['', ...textOf(block)]),
    '',
    ...SIGN_OFF,
  ];
  const paragraphs = [`Dear ${htmlText(letter.name)},`, ...letter.body.map(htmlOf), SIGN_OFF.join('<br>')];
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
</body></html>`;
  return { to: letter.to, subject: letter.subject, text: text.join('\n'), html };
}
