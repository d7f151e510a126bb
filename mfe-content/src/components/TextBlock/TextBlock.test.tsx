import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextBlock } from './TextBlock';

describe('TextBlock', () => {
  it('renders the paragraphs in order, then the list', () => {
    const { container } = render(<TextBlock content={{ paragraphs: ['One.', 'Two.'], list: ['a', 'b'] }} />);
    expect([...container.children].map((el) => el.tagName)).toEqual(['P', 'P', 'UL']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });

  it('renders no list when there is none', () => {
    const { container } = render(<TextBlock content={{ paragraphs: ['Only.'] }} />);
    expect(container.innerHTML).toBe('<p>Only.</p>');
  });
});
