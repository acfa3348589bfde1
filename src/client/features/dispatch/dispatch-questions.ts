import type { ConfirmRequest } from '@client/components/confirm-dialog';

// What the Dispatch tab asks before it acts at once on real leads: a live run, a Stop.

const leadsWord = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;

export function liveDispatchQuestion(now: number, later: number, onConfirm: () => void): ConfirmRequest {
  return {
    title: 'Start a live run?',
    message: `${leadsWord(now)} will be called now${later ? ` and ${leadsWord(later)} later, when their calling hours open` : ''}. Calls are placed and their results recorded; Test Mode changes nothing.`,
    confirmLabel: 'Start calling',
    cancelLabel: 'Cancel',
    onConfirm,
  };
}

export function stopQuestion(onConfirm: () => void): ConfirmRequest {
  return {
    title: 'Stop this run?',
    message:
      'No new calls are placed; calls already ringing finish. The leads not yet called stay pending, and Dispatch Calls starts a new run.',
    confirmLabel: 'Stop run',
    cancelLabel: 'Cancel',
    onConfirm,
  };
}
