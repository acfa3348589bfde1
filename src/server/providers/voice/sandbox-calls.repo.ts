import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { sandboxCalls } from '../../db/schema';

/** One simulated call as the Sandbox voice provider stores it. */
export interface SandboxCallRecord {
  id: string;
  clientRef: string | null;
  phoneNumber: string;
  task: string;
  voice: string | null;
  metadata: Record<string, string>;
  queuedMs: number;
  talkMs: number;
  createdAt: Date;
}

/** Where the sandbox keeps its dial log: the database in the app, a Map in unit tests. */
export interface SandboxCallStore {
  /** Stores the call unless one with this clientRef exists; answers the stored call either way. */
  put(call: SandboxCallRecord): Promise<SandboxCallRecord>;
  get(id: string): Promise<SandboxCallRecord | null>;
  byRef(clientRef: string): Promise<SandboxCallRecord | null>;
}

export function databaseSandboxStore(db: DbOrTx): SandboxCallStore {
  const byRef = async (clientRef: string) => {
    const [row] = await db.select().from(sandboxCalls).where(eq(sandboxCalls.clientRef, clientRef)).limit(1);
    return row ?? null;
  };
  return {
    async put(call) {
      const [row] = await db
        .insert(sandboxCalls)
        .values(call)
        .onConflictDoNothing({ target: sandboxCalls.clientRef })
        .returning();
      if (row) return row;
      const existing = call.clientRef ? await byRef(call.clientRef) : null;
      if (!existing) throw new Error('sandbox call id collision');
      return existing;
    },
    async get(id) {
      const [row] = await db.select().from(sandboxCalls).where(eq(sandboxCalls.id, id)).limit(1);
      return row ?? null;
    },
    byRef,
  };
}

/** Unit tests of the simulation only; the app always uses the database store. */
export function memorySandboxStore(): SandboxCallStore {
  const calls = new Map<string, SandboxCallRecord>();
  return {
    async put(call) {
      const existing = call.clientRef ? [...calls.values()].find((c) => c.clientRef === call.clientRef) : undefined;
      if (existing) return existing;
      calls.set(call.id, call);
      return call;
    },
    get: async (id) => calls.get(id) ?? null,
    byRef: async (ref) => [...calls.values()].find((c) => c.clientRef === ref) ?? null,
  };
}
