// How long a simulation run may go without progress before it is taken for dead.
//
// A run's progress is a verdict: each scenario conversation (a step) ends in one, and the job
// writes the run's heartbeat when it takes the run and after every verdict. A step is bounded by
// the job that runs it: pg-boss gives the job SIMULATION_JOB_EXPIRY_S, then fails it and retries
// (the retry beats at its start). So a healthy run is never silent for longer than one expiry
// plus the time pg-boss takes to notice it (its supervision runs every minute or two) and the
// retry's delay; STALLED_RUN_MS allows five minutes for that. A step usually takes seconds (up to
// 20 callee lines, each a model reply); one slowed by a model's timeouts and retries is still cut
// at the expiry, so the bound holds for it too.

/** Upper bound for one try of the run-simulations job (pg-boss expiry). */
export const SIMULATION_JOB_EXPIRY_S = 15 * 60;

/** A running run silent for longer than this has no job working it: the sweep fails it. */
export const STALLED_RUN_MS = SIMULATION_JOB_EXPIRY_S * 1000 + 5 * 60_000;
