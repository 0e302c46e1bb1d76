import { Programme, type Section } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { answersLinks, formHref } from './form-location';

const application = {
  id: '7f1c2d3e-0000-4000-8000-000000000001',
  programme: Programme.LRP,
  form: 'change-of-company-name',
  isSubmitted: false,
};

describe('answersLinks', () => {
  it('leads each Change to its section, marked as opened from Check your answers', () => {
    const change = answersLinks(application, { change: true }).change;
    const section: Section = {
      id: 'newName',
      kind: 'questions',
      title: 'New laboratory name',
      questions: [],
    };
    const href = change?.(section) ?? '';
    expect(href).toBe(formHref(application, { section: 'newName', from: 'check' }));
    expect(new URLSearchParams(href.slice(href.indexOf('?'))).get('from')).toBe('check');
  });

  it('offers no Change once the answers cannot be changed', () => {
    expect(answersLinks(application, { change: false }).change).toBeUndefined();
  });
});
