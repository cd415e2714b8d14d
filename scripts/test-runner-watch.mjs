// Servers the browser tests start must not outlive the test run, also when the run is
// killed (kill -9 of Playwright leaves its web servers running, holding their ports).
// playwright.config.ts passes its own process id as TEST_RUNNER_PID; a server that has it
// checks twice a second that the runner is still there and stops itself when it is gone.

/**
 * Calls `stop` once the process TEST_RUNNER_PID names has ended. Does nothing without it
 * (npm start, npm run site). The timer does not keep the process alive by itself.
 * @param {() => void} stop
 */
export function stopWithTestRunner(stop) {
  const runnerPid = Number(process.env.TEST_RUNNER_PID);
  if (!Number.isInteger(runnerPid) || runnerPid <= 0) return;
  const timer = setInterval(() => {
    try {
      process.kill(runnerPid, 0);
    } catch (error) {
      // EPERM: it exists but belongs to someone else; only ESRCH means it is gone.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') return;
      clearInterval(timer);
      console.error(`The test run (process ${runnerPid}) has ended: stopping.`);
      stop();
    }
  }, 500);
  timer.unref();
}
