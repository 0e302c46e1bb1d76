import { type ApprovalDocument, CorrespondenceStatus, ReviewResponseStatus } from '@fsmis/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApprovalDocumentLinks, ApprovalDocumentList } from './approval-document-list';
import { approvalDocument, workflowDocument } from './workflow-records.fixture';

afterEach(cleanup);

/** A document whose first version the company answered with a marked-up copy, then a second version. */
function revised(): ApprovalDocument {
  const document = approvalDocument('Scope of recognition', ReviewResponseStatus.rejected);
  const [first] = document.versions;
  if (!first?.response) throw new Error('The fixture answers the first version.');
  const answered = {
    ...first,
    status: CorrespondenceStatus.obsolete,
    statusLabel: 'Obsolete',
    response: { ...first.response, comment: 'Clause 3 is wrong.', document: workflowDocument('marked.pdf') },
  };
  const second = {
    ...first,
    id: `${first.id.slice(0, -1)}f`,
    version: 2,
    document: workflowDocument('scope-v2.pdf'),
    response: { ...answered.response, document: workflowDocument('marked-v2.pdf') },
  };
  return { ...document, versions: [answered, second] };
}

const links: ApprovalDocumentLinks = {
  version: ({ version }) => `/version/${version.version}`,
  markedUp: (copy, { current }) => (current ? `/marked-up/${copy.fileName}` : null),
};

describe('ApprovalDocumentList', () => {
  it('shows each version with the company’s response in its own words, and the links it is given', () => {
    render(<ApprovalDocumentList documents={[revised()]} reader="company" links={links} />);
    const versions = within(screen.getByRole('list', { name: 'Versions of Scope of recognition' }))
      .getAllByRole('listitem')
      .map((item) => item as HTMLElement);
    expect(versions).toHaveLength(2);
    const [first, second] = versions as [HTMLElement, HTMLElement];
    expect(
      within(first)
        .getByRole('link', { name: /^Download version 1/ })
        .getAttribute('href'),
    ).toBe('/version/1');
    expect(first.textContent).toContain('Your response: Rejected');
    expect(first.textContent).toContain('Clause 3 is wrong.');
    // Where no link is given, the copy is named but not offered.
    expect(within(first).queryByRole('link', { name: /marked-up copy/ })).toBeNull();
    expect(within(first).getByText('Your marked-up copy: marked.pdf')).toBeTruthy();
    expect(
      within(second)
        .getByRole('link', { name: /^Your marked-up copy: marked-v2\.pdf/ })
        .getAttribute('href'),
    ).toBe('/marked-up/marked-v2.pdf');
  });

  it('names the company’s response for an officer, and says what is still awaited', () => {
    const waiting = approvalDocument('Certificate wording', null);
    render(
      <ApprovalDocumentList
        documents={[revised(), waiting]}
        reader="officer"
        links={{ ...links, markedUp: (copy) => `/file/${copy.fileName}` }}
      />,
    );
    expect(screen.getAllByText(/^Company’s response:/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: /^The company’s marked-up copy: marked\.pdf/ })).toBeTruthy();
    const [, awaited] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(awaited).getByText('Awaiting the company’s response.')).toBeTruthy();
  });

  it('adds what follows a document after its versions, and says when there is none', () => {
    render(
      <ApprovalDocumentList
        documents={[approvalDocument('Certificate wording', null)]}
        reader="company"
        links={links}
        after={(document) => <p>Respond to {document.title}</p>}
      />,
    );
    expect(screen.queryByText('Awaiting the company’s response.')).toBeNull();
    expect(within(screen.getByRole('article')).getByText('Respond to Certificate wording')).toBeTruthy();
    cleanup();
    render(<ApprovalDocumentList documents={[]} reader="officer" links={links} />);
    expect(screen.getByText('No approval or review document has been added.')).toBeTruthy();
  });
});
