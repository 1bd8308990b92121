type YieldingScheduler = { readonly yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input
 * between the two: `scheduler.yield()` where the browser has it (its continuation runs before
 * other queued tasks), else a message to this window (not delayed like a zero timeout, and not
 * held back by a test's fake timers).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
