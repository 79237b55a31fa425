import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChartQueue, type ChartJob } from '../../../src-ui/shared/charts/chart-queue';

/** A queue whose later tasks are run by hand and whose clock moves by `costMs` at every drawing. */
function queueUnderTest(costMs: number, sliceMs = 40) {
  let clock = 0;
  const tasks: (() => void)[] = [];
  const drawn: string[] = [];
  const queue = createChartQueue({ now: () => clock, later: (run) => tasks.push(run), sliceMs });
  const job = (name: string, top: number, fails = false, onScreen = false): ChartJob => ({
    top,
    onScreen,
    draw: () => {
      clock += costMs;
      if (fails) throw new Error(`${name} failed`);
      drawn.push(name);
    },
  });
  /** Runs the next waiting task; answers what it drew. */
  const runTask = () => {
    const before = drawn.length;
    tasks.shift()?.();
    return drawn.slice(before);
  };
  return { queue, job, runTask, tasks, drawn };
}

describe('the chart queue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws nothing while the render that adds the charts runs, then every chart from the top down', () => {
    const { queue, job, runTask, tasks, drawn } = queueUnderTest(1);
    queue.add(job('at 1500', 1500));
    queue.add(job('at 400', 400));
    queue.add(job('at 1100', 1100));
    queue.add(job('at 20', 20));
    expect(drawn).toEqual([]);
    expect(tasks).toHaveLength(1);
    expect(runTask()).toEqual(['at 20', 'at 400', 'at 1100', 'at 1500']);
    expect(tasks).toHaveLength(0);
  });

  it('gives the thread back once a slice has run its time, and goes on in the next task', () => {
    const { queue, job, runTask, tasks } = queueUnderTest(25, 40);
    for (const top of [300, 100, 500, 200, 400]) queue.add(job(`chart ${top}`, top));
    expect(runTask()).toEqual(['chart 100', 'chart 200']);
    expect(tasks).toHaveLength(1);
    expect(runTask()).toEqual(['chart 300', 'chart 400']);
    expect(runTask()).toEqual(['chart 500']);
    expect(tasks).toHaveLength(0);
  });

  it('draws the charts on screen first and together, however long that takes, then the others in slices', () => {
    const { queue, job, runTask, tasks } = queueUnderTest(25, 40);
    queue.add(job('above the screen', -900));
    queue.add(job('below, first', 1000));
    queue.add(job('on screen, lower', 500, false, true));
    queue.add(job('on screen, top', 40, false, true));
    queue.add(job('on screen, middle', 300, false, true));
    queue.add(job('below, second', 1400));
    expect(runTask()).toEqual(['on screen, top', 'on screen, middle', 'on screen, lower']);
    expect(tasks).toHaveLength(1);
    expect(runTask()).toEqual(['above the screen', 'below, first']);
    expect(runTask()).toEqual(['below, second']);
    expect(tasks).toHaveLength(0);
  });

  it('leaves out a chart taken back before its turn, and asks for one task however many charts are added', () => {
    const { queue, job, runTask, tasks } = queueUnderTest(1);
    const takeBack = queue.add(job('left the page', 0));
    queue.add(job('stays', 50));
    queue.add(job('also stays', 900));
    takeBack();
    expect(tasks).toHaveLength(1);
    expect(runTask()).toEqual(['stays', 'also stays']);
  });

  it('draws the other charts when one fails, and says which failed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queue, job, runTask } = queueUnderTest(1);
    queue.add(job('first', 0, true));
    queue.add(job('second', 10));
    expect(runTask()).toEqual(['second']);
    expect(error).toHaveBeenCalledWith('A chart could not be drawn', new Error('first failed'));
  });

  it('starts again when a chart is added after the queue ran dry', () => {
    const { queue, job, runTask, tasks } = queueUnderTest(1);
    queue.add(job('one', 0));
    expect(runTask()).toEqual(['one']);
    queue.add(job('two', 700));
    expect(tasks).toHaveLength(1);
    expect(runTask()).toEqual(['two']);
  });
});
