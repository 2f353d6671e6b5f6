// The page's own CPU time per tap, read from a Chromium trace of the taps.

/**
 * The page's main-thread CPU time for each tap in a Chromium trace: the task that dispatched its
 * click (with the mouse events a tap makes) or keydown, and every task after it until the end of
 * the one that painted the next frame. Thread time (tdur), so time other processes held the CPU
 * does not count.
 */
export function mainThreadWorkPerTap(traceEvents, type) {
  const complete = traceEvents.filter((event) => event.ph === 'X');
  const events = complete.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === type,
  );
  const tasksOf = (event) => complete.filter((e) => e.pid === event.pid && e.tid === event.tid);
  const within = (inner) => (task) => task.ts <= inner.ts && inner.ts < task.ts + task.dur;
  const taskOf = (event) => tasksOf(event).find((e) => e.name === 'RunTask' && within(event)(e));
  // A tap on a label clicks its radio too, in the same task: one tap.
  const firstOfTask = events.filter((event, i) => {
    const before = events[i - 1];
    return !before || taskOf(before) !== taskOf(event);
  });
  return firstOfTask.map((event) => {
    const onMainThread = tasksOf(event);
    const tasks = onMainThread.filter((e) => e.name === 'RunTask');
    const eventTask = taskOf(event);
    const paint = onMainThread.find((e) => e.name === 'Paint' && e.ts > event.ts);
    const paintTask = paint && tasks.find(within(paint));
    if (!eventTask || !paintTask) throw new Error(`the trace lacks the ${type} or its paint`);
    return (
      tasks
        .filter((task) => task.ts >= eventTask.ts && task.ts <= paintTask.ts)
        .reduce((sum, task) => sum + (task.tdur ?? task.dur), 0) / 1000
    );
  });
}
