// A deposit paid but not yet verified (the tab closed, a reload, a lost connection before
// "Verify Payment Status") is remembered in this browser, so the pricing page resumes at
// verification instead of offering "Pay $100" again. Forgotten once the server has it verified.

const KEY = 'callcraft.deposit.paid';

export function rememberPaid(paymentId: string): void {
  try {
    localStorage.setItem(KEY, paymentId);
  } catch {
    // Storage blocked (private mode, a full quota): the card still works, without the memory.
  }
}

export function rememberedPaid(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetPaid(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
