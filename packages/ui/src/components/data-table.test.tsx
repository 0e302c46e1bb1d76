import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('DataTable on a phone', () => {
  it('labels each cell with its column, so a stacked row says what each value is', () => {
    renderTable(ROUNDS);
    const table = screen.getByRole('table', { name: 'Rounds, newest first' });
    expect(table.classList.contains('table--stack')).toBe(true);
    const row = screen.getByRole('row', { name: /PT-2/ });
    expect(within(row).getByRole('rowheader').getAttribute('data-label')).toBe('Code');
    expect(within(row).getByRole('cell', { name: 'Lead in rice' }).getAttribute('data-label')).toBe('Name');
    // The actions column's header is words for screen readers only: its cells carry no label.
    expect(within(row).getByRole('cell', { name: 'Open' }).hasAttribute('data-label')).toBe(false);
  });

  it('states its roles, which Safari takes from a table whose rows are drawn as blocks', () => {
    renderTable(ROUNDS);
    const table = screen.getByRole('table', { name: 'Rounds, newest first' });
    expect(table.getAttribute('role')).toBe('table');
    expect([...table.querySelectorAll('thead, tbody')].map((group) => group.getAttribute('role'))).toEqual([
      'rowgroup',
      'rowgroup',
    ]);
    expect(
      [...table.querySelectorAll('thead th')].every((th) => th.getAttribute('role') === 'columnheader'),
    ).toBe(true);
    const row = screen.getByRole('row', { name: /PT-2/ });
    expect(row.getAttribute('role')).toBe('row');
    expect(within(row).getByText('PT-2').closest('th')?.getAttribute('role')).toBe('rowheader');
    expect([...row.querySelectorAll('td')].every((td) => td.getAttribute('role') === 'cell')).toBe(true);
  });

  it('lays a stacked cell’s value in one element, where the spaces between its pieces stay', () => {
    render(
      <DataTable captionId="c" caption="Guides" columns={['Guide', 'File']} rows={ROUNDS}>
        {(round) => (
          <tr key={round.id}>
            <th scope="row">{round.code}</th>
            <td>
              <a href="#file">{round.name}.pdf</a> <span>(1.03 KB)</span>
            </td>
          </tr>
        )}
      </DataTable>,
    );
    const file = within(screen.getByRole('row', { name: /PT-2/ })).getByRole('cell');
    expect(file.children).toHaveLength(1);
    expect(file.firstElementChild?.className).toBe('table__value');
    expect(file.firstElementChild?.textContent).toBe('Lead in rice.pdf (1.03 KB)');
  });

  it('keeps each cell under its own column when a cell before it is left out', () => {
    render(
      <DataTable captionId="c" caption="Rounds" columns={['Code', 'Name', 'State']} rows={ROUNDS}>
        {(round) => (
          <tr key={round.id}>
            <th scope="row">{round.code}</th>
            {round.id === '1' ? <td>{round.name}</td> : null}
            <td>Open</td>
          </tr>
        )}
      </DataTable>,
    );
    const second = screen.getByRole('row', { name: /PT-2/ });
    expect(within(second).getByRole('cell', { name: 'Open' }).getAttribute('data-label')).toBe('State');
  });

  it('scrolls sideways instead when its figures are read across a row', () => {
    render(
      <DataTable captionId="c" caption="Scores" columns={['Code']} rows={ROUNDS} phoneLayout="scroll">
        {(round) => (
          <tr key={round.id}>
            <th scope="row">{round.code}</th>
          </tr>
        )}
      </DataTable>,
    );
    expect(screen.getByRole('table', { name: 'Scores' }).classList.contains('table--stack')).toBe(false);
    // Its grid keeps the table's own display, so its roles are left to the elements.
    expect(screen.getByRole('table', { name: 'Scores' }).hasAttribute('role')).toBe(false);
  });

  it('sorts by a column through a button in its header, which says how the rows are sorted', () => {
    const onSort = vi.fn();
    render(
      <DataTable
        captionId="c"
        caption="Rounds"
        columns={[
          { key: 'code', label: 'Code', sort: { direction: 'asc', onSort } },
          { key: 'name', label: 'Name', sort: { direction: null, onSort } },
        ]}
        rows={ROUNDS}
      >
        {(round) => (
          <tr key={round.id}>
            <th scope="row">{round.code}</th>
            <td>{round.name}</td>
          </tr>
        )}
      </DataTable>,
    );
    const [code, name] = screen.getAllByRole('columnheader');
    expect(code?.getAttribute('aria-sort')).toBe('ascending');
    expect(name?.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledOnce();
    expect(screen.getByRole('cell', { name: 'Lead in rice' }).getAttribute('data-label')).toBe('Name');
  });
});

describe('a table wider than its region', () => {
  /** The region as wide as a phone, its table wider when `wide`. */
  function measuring(wide: boolean) {
    const region = (element: Element) => element.classList.contains('table-region');
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return region(this) ? 358 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return region(this) ? (wide ? 900 : 358) : 0;
    });
  }
  afterEach(() => vi.restoreAllMocks());

  it('says it scrolls sideways, and the region keyboard users scroll is described by that', () => {
    measuring(true);
    renderTable(ROUNDS);
    const region = screen.getByRole('region', { name: 'Rounds, newest first' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.classList.contains('table-region--overflows')).toBe(true);
    expect(region.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(region.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Scroll sideways to see more of the table',
    );
  });

  it('says nothing of scrolling when the whole table fits', () => {
    measuring(false);
    renderTable(ROUNDS);
    const region = screen.getByRole('region', { name: 'Rounds, newest first' });
    expect(region.classList.contains('table-region--overflows')).toBe(false);
    expect(region.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
  });
});
