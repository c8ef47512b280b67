import { describe, expect, it } from 'vitest';
import { describeLeadEvent, eventActor } from '../../../src/domain/leads/lead-history';

describe('lead history in words', () => {
  it.each([
    [{ type: 'created', from: null, to: null }, 'Получена'],
    [{ type: 'status', from: 'new', to: 'in_progress' }, 'Статус: Новая → В работе'],
    [{ type: 'status', from: 'closed', to: 'spam' }, 'Статус: Закрыта → Спам'],
    [{ type: 'status', from: null, to: 'archived' }, 'Статус: — → archived'],
    [{ type: 'assignee', from: null, to: 'Иван Петров' }, 'Ответственный: — → Иван Петров'],
    [{ type: 'assignee', from: 'Иван Петров', to: ' ' }, 'Ответственный: Иван Петров → —'],
  ] as const)('%o reads «%s»', (event, text) => {
    expect(describeLeadEvent(event)).toBe(text);
  });

  it.each([
    [null, 'Система'],
    ['', 'Система'],
    ['Ольга Админ', 'Ольга Админ'],
  ])('actor %s reads «%s»', (actor, text) => {
    expect(eventActor({ actor })).toBe(text);
  });
});
