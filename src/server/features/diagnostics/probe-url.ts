export interface ProbeResult {
  success: boolean;
  time: number;
  status?: number;
  error?: string;
}

export const PROBE_TIMEOUT_MS = 5_000;

/**
 * Is a vendor's base URL reachable from this server? Any HTTP answer below 500 counts (an API root
 * without a key usually answers 401 or 404, which still proves DNS, TLS and routing work); a 5xx,
 * a refused connection or no answer within the timeout is a failure. Redirects are not followed.
 */
export async function probeUrl(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    const success = res.status < 500;
    return {
      success,
      time: elapsed(),
      status: res.status,
      ...(success ? {} : { error: `HTTP ${res.status} ${res.statusText}`.trim() }),
    };
  } catch (err) {
    return { success: false, time: elapsed(), error: describeFetchError(err, timeoutMs) };
  }
}

function describeFetchError(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return `No answer within ${timeoutMs} ms`;
  const cause = err instanceof Error ? (err.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code && cause.message)
    return cause.message.includes(cause.code) ? cause.message : `${cause.code}: ${cause.message}`;
  if (cause?.message) return cause.message;
  return err instanceof Error ? err.message : String(err);
}
