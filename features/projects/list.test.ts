import { describe, expect, it } from 'vitest';
import type { Project } from '@/lib/records/account';
import { addMaterial, draftProject, isDraft, removeMaterial, withChange, withoutProject, withProject } from './list';

const project = (id: string, extra: Partial<Project> = {}): Project => ({
  id,
  name: id,
  description: '',
  location: '',
  status: 'idea',
  updatedAt: '2026-01-01T00:00:00.000Z',
  materialIds: [],
  quantities: [],
  ...extra,
});

describe('the project list between answers', () => {
  const list = [project('a'), project('b'), project('c')];

  it('puts a new or changed project first, once', () => {
    expect(withProject(list, project('d')).map((p) => p.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(withProject(list, project('c', { name: 'C' })).map((p) => p.name)).toEqual(['C', 'a', 'b']);
  });

  it('replaces a draft with the project the cms created', () => {
    const draft = draftProject({ name: 'Villa', description: '', location: '', status: 'idea' }, 'now');
    expect(isDraft(draft)).toBe(true);
    const created = project('x1', { name: 'Villa' });
    expect(withProject(withProject(list, draft), created, draft.id).map((p) => p.id)).toEqual(['x1', 'a', 'b', 'c']);
  });

  it('applies a change, stamps it and moves it first; an unknown id changes nothing', () => {
    const changed = withChange(list, 'b', { status: 'done' }, '2026-02-02T00:00:00.000Z');
    expect(changed[0]).toMatchObject({ id: 'b', status: 'done', updatedAt: '2026-02-02T00:00:00.000Z' });
    expect(withChange(list, 'zz', { status: 'done' }, 'now')).toEqual(list);
  });

  it('removes a project', () => {
    expect(withoutProject(list, 'b').map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('adds a material once, at the end, and removes it', () => {
    expect(addMaterial(['m1'], 'm2')).toEqual(['m1', 'm2']);
    expect(addMaterial(['m1', 'm2'], 'm1')).toEqual(['m1', 'm2']);
    expect(removeMaterial(['m1', 'm2'], 'm1')).toEqual(['m2']);
  });
});
