import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlainSearchField } from '../../../src/common/components/PlainSearchField';

const LABELS = { field: 'Search the job applications', search: 'Search', clear: 'Clear the search' };

function Harness({ onSearch, loading = false }: { readonly onSearch: (value: string) => void; readonly loading?: boolean }) {
  const [value, setValue] = useState('');
  return <PlainSearchField value={value} onChange={setValue} onSearch={onSearch} labels={LABELS} loading={loading} data-testid="search" />;
}

describe('PlainSearchField', () => {
  it('is a search box named by its label, which Enter and the search button search', () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: LABELS.field });

    fireEvent.change(field, { target: { value: 'acme' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: LABELS.search }));
    expect(onSearch.mock.calls).toEqual([['acme'], ['acme']]);
  });

  it('shows a clear button only while there is text, which empties the field and puts the focus back in it', () => {
    render(<Harness onSearch={jest.fn()} />);
    const field = screen.getByRole('searchbox', { name: LABELS.field });
    expect(screen.queryByRole('button', { name: LABELS.clear })).not.toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: LABELS.clear }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: LABELS.clear })).not.toBeInTheDocument();
  });

  it('marks the search button busy while a search is on its way', () => {
    render(<Harness onSearch={jest.fn()} loading />);
    expect(screen.getByRole('button', { name: LABELS.search })).toHaveAttribute('aria-busy', 'true');
  });
});
