import { ATTESTATION_TEXT, isRegistryStale, REGISTRY_MSG } from '@common/dispatch/registry';
import { AppError } from '@common/errors';
import type { z } from 'zod';
import type { ZConsentState } from '@common/dispatch/registry';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { findAttestation, insertAttestation, latestRegistryDate } from './dnc-registry.repo';

/** Real phones ring when the voice provider is keyed (not the Sandbox) and test mode is off. */
export const ringsRealPhones = (ctx: AppContext, testMode: boolean) =>
  !testMode && ctx.providers.voice.mode !== 'sandbox';

export async function getConsentState(ctx: AppContext, campaignId: string): Promise<z.infer<typeof ZConsentState>> {
  const row = await findAttestation(ctx.db, campaignId);
  return {
    needed: ctx.providers.voice.mode !== 'sandbox',
    attestation: row ? { attestedBy: row.attestedBy, attestedAt: row.createdAt.toISOString(), text: row.text } : null,
  };
}

/** POST …/consent-attestation (or `consentAttestation: true` with the dispatch): who attests, now, the text. */
export async function attestConsent(
  ctx: AppContext,
  campaignId: string,
  admin: AdminUser | null,
): Promise<z.infer<typeof ZConsentState>> {
  const who = admin ? `${admin.name || admin.username || admin.email} <${admin.email}>` : 'admin';
  await insertAttestation(ctx.db, { campaignId, attestedBy: who, text: ATTESTATION_TEXT });
  return getConsentState(ctx, campaignId);
}

/**
 * Before a dispatch that rings real phones: the registry copy must be at most 31 days old, and the
 * campaign needs its attestation (given now with the request, or earlier). Refused otherwise, with
 * the copy's date. The Sandbox and test mode need neither.
 */
export async function assertLawfulDispatch(
  ctx: AppContext,
  campaignId: string,
  testMode: boolean,
  attestNow: boolean,
  admin: AdminUser | null,
): Promise<void> {
  if (!ringsRealPhones(ctx, testMode)) return;
  const date = await latestRegistryDate(ctx.db);
  if (isRegistryStale(date, ctx.clock.now()))
    throw new AppError('CONFLICT', date ? REGISTRY_MSG.stale(date) : REGISTRY_MSG.missing);
  if (await findAttestation(ctx.db, campaignId)) return;
  if (!attestNow) throw new AppError('CONFLICT', REGISTRY_MSG.attestationNeeded);
  await attestConsent(ctx, campaignId, admin);
}
