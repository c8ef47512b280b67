import type { ComponentProps } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OutboxPanel } from '../../../src/features/outbox/outbox-panel';
import { formatQueuedAt } from '../../../src/features/outbox/outbox-texts';
import type { OutboxItem } from '../../../src/offline/outbox';

const item = (over: Partial<OutboxItem>): OutboxItem => ({
  id: 'id-1',
  kind: 'contact',
  payload: { name: 'Иван Петров', option: 'Электромонтажные работы' },
  createdAt: new Date(2026, 10, 21, 9, 5).toISOString(),
  attempts: 0,
  status: 'pending',
  ...over,
});

/** The panel with no-op handlers and an empty queue, but for what the test gives. */
const renderPanel = (props: Partial<ComponentProps<typeof OutboxPanel>>) =>
  render(
    <OutboxPanel
      sending={false}
      onSendNow={vi.fn()}
      onRetry={vi.fn()}
      onRemove={vi.fn()}
      items={[]}
      {...props}
    />,
  );

describe('OutboxPanel', () => {
  it('lists pending and refused items with their dates and reasons', () => {
    renderPanel({
      items: [
        item({}),
        item({
          id: 'id-2',
          status: 'refused',
          refusal: {
            status: 400,
            error: 'Проверьте поля формы.',
            fields: { email: 'Неверный формат электронного адреса.' },
          },
        }),
      ],
    });
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('21.11.2026, 09:05')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Электромонтажные работы — Иван Петров')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ждёт отправки')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText(
        'Отклонена сервером: Проверьте поля формы. Неверный формат электронного адреса.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes one item, retries a refused one and sends on demand', async () => {
    const onRemove = vi.fn();
    const onRetry = vi.fn();
    const onSendNow = vi.fn();
    renderPanel({ onSendNow, onRetry, onRemove, items: [item({ id: 'id-2', status: 'refused' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledWith('id-2');
    await userEvent.click(screen.getByRole('button', { name: /^Удалить/ }));
    expect(onRemove).toHaveBeenCalledWith('id-2');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить сейчас' }));
    expect(onSendNow).toHaveBeenCalled();
  });

  it('says when the queue is empty', () => {
    renderPanel({});
    expect(screen.getByText('Очередь пуста.')).toBeInTheDocument();
  });

  it('formats a bad date as nothing rather than "Invalid Date"', () => {
    expect(formatQueuedAt('вчера')).toBe('');
  });
});
