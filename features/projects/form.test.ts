import { describe, expect, it } from 'vitest';
import { readProject } from './form';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe('the project form', () => {
  it('reads a project with defaults for what was left empty', () => {
    expect(readProject(form({ name: '  Villa Solbacken ' }))).toEqual({
      ok: true,
      input: { name: 'Villa Solbacken', description: '', location: '', status: 'idea' },
      values: { name: 'Villa Solbacken', description: '', location: '', status: 'idea' },
    });
  });

  it('refuses what the route handler would refuse, with its message keys, and keeps the input', () => {
    const read = readProject(form({ name: ' ', location: 'x'.repeat(161), status: 'archived', description: 'kvar' }));
    expect(read).toEqual({
      ok: false,
      fieldErrors: { name: 'nameRequired', location: 'textTooLong', status: 'invalid' },
      values: { name: ' ', location: 'x'.repeat(161), status: 'archived', description: 'kvar' },
    });
    expect(readProject(form({ name: 'x'.repeat(121) }))).toMatchObject({ ok: false, fieldErrors: { name: 'nameTooLong' } });
  });
});
