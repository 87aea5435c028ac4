import { fireEvent, render, screen } from '@testing-library/react';
import { PlainSelect } from '../../../src/common/components/PlainSelect';

const OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'refused', label: 'Refused' },
] as const;

type Choice = (typeof OPTIONS)[number]['value'];

describe('PlainSelect', () => {
  it('is a select named by its label, showing the value and answering the chosen option', () => {
    const onChange = jest.fn<undefined, [Choice]>();
    render(<PlainSelect<Choice> aria-label="Status" value="all" options={OPTIONS} onChange={onChange} />);

    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect(select.value).toBe('all');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Refused']);
    expect(select).toHaveAttribute('aria-busy', 'false');

    fireEvent.change(select, { target: { value: 'refused' } });
    expect(onChange).toHaveBeenCalledWith('refused');
  });

  it('says it is busy while its options are worked out', () => {
    render(<PlainSelect<Choice> aria-label="Status" value="all" options={OPTIONS} onChange={jest.fn()} busy />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute('aria-busy', 'true');
  });
});
