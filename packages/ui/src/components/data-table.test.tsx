import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

afterEach(cleanup);

type Round = { id: string; code: string; name: string };
const ROUNDS: Round[] = [
  { id: '1', code: 'PT-1', name: 'Aflatoxin' },
  { id: '2', code: 'PT-2', name: 'Lead in rice' },
];

function renderTable(rows: readonly Round[], options: { busy?: boolean; empty?: string } = {}) {
  render(
    <DataTable
      captionId="rounds-caption"
      caption="Rounds, newest first"
      columns={['Code', 'Name', { key: 'actions', label: <span className="visually-hidden">Actions</span> }]}
      rows={rows}
      busy={options.busy}
      className="table--sticky-first"
      empty={options.empty === undefined ? undefined : <p>{options.empty}</p>}
    >
      {(round) => (
        <tr key={round.id}>
          <th scope="row">{round.code}</th>
          <td>{round.name}</td>
          <td>Open</td>
        </tr>
      )}
    </DataTable>,
  );
}

describe('DataTable', () => {
  it('is a table named by its caption, in a scrolling region of the same name', () => {
    renderTable(ROUNDS);
    const table = screen.getByRole('table', { name: 'Rounds, newest first' });
    expect(table.classList.contains('table--sticky-first')).toBe(true);
    expect(screen.getByRole('region', { name: 'Rounds, newest first' }).getAttribute('aria-busy')).toBeNull();
  });

  it('heads each column, and draws a row for each item in order', () => {
    renderTable(ROUNDS);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Code', 'Name', 'Actions']);
    for (const header of headers) expect(header.getAttribute('scope')).toBe('col');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['PT-1', 'PT-2']);
    const row = screen.getByRole('row', { name: /PT-2/ });
    expect(within(row).getByRole('cell', { name: 'Lead in rice' })).toBeTruthy();
  });

  it('tells assistive technology to wait while its rows are replaced', () => {
    renderTable(ROUNDS, { busy: true });
    expect(screen.getByRole('region', { name: 'Rounds, newest first' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('says why there are no rows instead of showing an empty table', () => {
    renderTable([], { empty: 'No rounds yet.' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No rounds yet.');
  });

  it('keeps its header when there is nothing to say about no rows', () => {
    renderTable([]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
  });
});
