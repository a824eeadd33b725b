import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/testing/render';
import { RichTextEditor } from './rich-text-editor';

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
const noRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
const zeroRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = zeroRect;
if (!document.elementFromPoint) document.elementFromPoint = () => null;

const Harness = ({ initial, onChange }: { initial: string; onChange: (html: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Body"
      purpose="blog-image"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
};

describe('RichTextEditor', () => {
  it('shows the stored HTML, names its toolbar buttons and marks a pressed format', async () => {
    const onChange = vi.fn();
    renderAt(<Harness initial="<h2>Campus to career</h2><p>First job tips</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box.querySelector('h2')?.textContent).toBe('Campus to career');
    for (const name of ['Heading 2', 'Heading 3', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Quote'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['Code block', 'Link', 'Insert picture', 'Undo', 'Redo'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('refuses a link address that is not https', async () => {
    renderAt(<Harness initial="<p>Read more</p>" onChange={vi.fn()} />);
    await screen.findByRole('textbox', { name: 'Body' });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link address' }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a full address starting with https://')).toBeInTheDocument();
  });
});
