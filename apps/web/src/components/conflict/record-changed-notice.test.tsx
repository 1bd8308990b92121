import { createLiveRecords, useRecordChange } from '@back-office/hooks/live';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { RecordChangedNotice } from './record-changed-notice.tsx';

const feed = createLiveRecords();
const saved = (version: number, byId: number) => ({
  resource: 'consultants',
  id: 8,
  version,
  by: { id: byId, name: byId === 2 ? 'Bongani Dube' : 'Me' },
  at: '2026-11-28T08:00:00Z',
});

function Watched({ version, onReload }: { version: number; onReload: () => void }) {
  const change = useRecordChange({ resource: 'consultants', id: 8, version, selfId: 1, feed });
  return <RecordChangedNotice change={change} onReload={onReload} />;
}

describe('RecordChangedNotice', () => {
  it('says at once, politely, who saved the record shown, and offers to reload it', async () => {
    const onReload = vi.fn();
    const { user, rerender } = renderWithTheme(<Watched version={10} onReload={onReload} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => feed.publish(saved(11, 1))); // the user's own save
    act(() => feed.publish({ ...saved(12, 2), id: 9 })); // another record
    act(() => feed.publish(saved(9, 2))); // older than what is shown
    expect(region.textContent).toBe('');
    act(() => feed.publish(saved(12, 2)));
    expect(region.textContent).toContain('Changed by Bongani Dube a moment ago');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    rerender(<Watched version={12} onReload={onReload} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
