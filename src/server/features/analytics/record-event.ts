import type { AppContext } from '../../context';
import { insertEvent, type NewEvent } from './analytics.repo';

/**
 * Records an analytics event. Other features call this (a prompt generated, a call launched, a
 * deposit paid); a failure here is logged and never breaks the action being measured.
 */
export async function recordEvent(ctx: AppContext, event: NewEvent): Promise<void> {
  try {
    await insertEvent(ctx.db, event);
  } catch (err) {
    ctx.logger.warn({ err, type: event.type }, 'analytics event not recorded');
  }
}
