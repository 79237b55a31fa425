/** A chart waiting to be drawn. */
export interface ChartJob {
  /** Its distance from the top of the viewport, in pixels: the higher one is drawn first. */
  readonly top: number;
  /** Draws it. */
  readonly draw: () => void;
  /** It is on screen: drawn in the first slice, however long that slice runs. */
  readonly onScreen?: boolean;
}

/** Charts waiting to be drawn, drawn in order and in slices. */
export interface ChartQueue {
  /** Queues a chart; the answer takes it out again if it is still waiting (its chart left, or its data changed). */
  add(job: ChartJob): () => void;
}

/**
 * A queue that draws the charts of a page one after another, from the top down, so the chart a user
 * scrolls to next appears first, whatever order they were added in. Drawing starts
 * in a later task (`later`), once every chart of a render has been added (so the page is painted first,
 * with the charts' places), and gives the browser back its thread (`later` again) whenever a slice has
 * run for `sliceMs`, so a section of many charts is painted as it is drawn instead of holding the page
 * in one long task. The charts on screen are drawn together in one slice whatever its length: each
 * slice is followed by a frame of the whole page, and the charts a user is looking at are wanted at
 * once. A chart whose drawing throws is left blank; the others are still drawn.
 */
export function createChartQueue({ now, later, sliceMs }: { readonly now: () => number; readonly later: (run: () => void) => void; readonly sliceMs: number }): ChartQueue {
  const waiting = new Set<ChartJob>();
  let scheduled = false;

  /** The charts on screen first, then from the top down. */
  const before = (job: ChartJob, other: ChartJob) => ((job.onScreen === true) === (other.onScreen === true) ? job.top < other.top : job.onScreen === true);
  const next = (): ChartJob | undefined => {
    let best: ChartJob | undefined;
    for (const job of waiting) {
      if (best === undefined || before(job, best)) best = job;
    }
    return best;
  };

  const run = () => {
    scheduled = false;
    const start = now();
    for (let job = next(); job !== undefined; job = next()) {
      waiting.delete(job);
      try {
        job.draw();
      } catch (error) {
        console.error('A chart could not be drawn', error);
      }
      if (waiting.size > 0 && now() - start >= sliceMs && next()?.onScreen !== true) {
        schedule();
        return;
      }
    }
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    later(run);
  };

  return {
    add(job) {
      waiting.add(job);
      schedule();
      return () => {
        waiting.delete(job);
      };
    },
  };
}

/** Runs `run` in a task of its own, as soon as the browser can (a message to itself: no timer clamping). */
export function nextTask(): (run: () => void) => void {
  if (typeof MessageChannel === 'undefined') return (run) => void setTimeout(run, 0);
  const channel = new MessageChannel();
  const runs: (() => void)[] = [];
  channel.port1.onmessage = () => runs.shift()?.();
  return (run) => {
    runs.push(run);
    channel.port2.postMessage(undefined);
  };
}
