import { projectProgress, type ProgressTask } from './wbs-progress';

const task = (id: string, parent_id: string | null, progress = 0, estimated_hours: number | null = null): ProgressTask => ({ id, parent_id, progress, estimated_hours });

describe('projectProgress (the stored roll-up of a WBS project)', () => {
  it('weights each subtree by its estimated hours, through several levels', () => {
    const tasks = [
      task('p', null, 0, 5),
      task('m', 'p', 0, 5),
      task('m1', 'm', 100, 10),
      task('m2', 'm', 0, 10),
      task('n', 'p', 100, 20),
      task('q', null, 0, 40),
    ];
    // m = 50 (20 h), p = (50·20 + 100·20) / 40 = 75 (40 h), project = (75·40 + 0·40) / 80.
    expect(projectProgress(tasks)).toBe(37.5);
  });

  it('gives unestimated tasks the average estimate of their estimated siblings, or equal weights when none has one', () => {
    // b weighs (6 + 2) / 2 = 4 h: (100·6 + 0·4 + 50·2) / 12 = 58.33.
    expect(projectProgress([task('a', null, 100, 6), task('b', null, 0), task('c', null, 50, 2)])).toBe(58.33);
    expect(projectProgress([task('a', null, 100), task('b', null, 37.5), task('c', null, 0)])).toBe(45.83);
  });

  it('is null without tasks; a missing parent makes a root; a task in a parent cycle is counted once', () => {
    expect(projectProgress([])).toBeNull();
    expect(projectProgress([task('a', 'gone', 80)])).toBe(80);
    // a ⇄ b: a becomes a root carrying b (0 %) as its child, b is not counted again: (50 + 0) / 2.
    expect(projectProgress([task('a', 'b', 100), task('b', 'a', 0), task('c', null, 50)])).toBe(25);
  });
});
