import { protocol, types, type PGlite } from '@electric-sql/pglite';

// PGlite's query() runs parse, describe, bind, describe, execute and sync as six calls into the
// database, parsing and planning the statement every time. For a hot single-row lookup (the
// dial-time do-not-call check) this sends a named statement's Parse once per instance and then
// one buffer of Bind + Describe + Execute + Sync per call: the plan is reused and the database is
// entered once. Measured in docs/decisions/2026-11-24b-25-lawful.md.

const parsed = new WeakMap<PGlite, Set<string>>();
const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

type Message = { name: string; fields?: Array<{ name: string; dataTypeID: number }> | Array<string | null> };

export async function pglitePrepared<T>(
  client: PGlite,
  name: string,
  text: string,
  values: unknown[],
): Promise<{ rows: T[] }> {
  try {
    return await run(client, name, text, values);
  } catch (err) {
    // The embedded database may have been reopened under us (pglite-reopen.ts: `client` is then a
    // stand-in for a new instance that never saw the Parse): forget the name and parse it again.
    if ((err as { code?: unknown }).code !== '26000') throw err;
    parsed.get(client)?.delete(name);
    return run(client, name, text, values);
  }
}

function run<T>(client: PGlite, name: string, text: string, values: unknown[]): Promise<{ rows: T[] }> {
  // The same locks query() takes: never inside another caller's transaction or statement (and, as
  // with query() on the instance, never called from inside one of its own transactions).
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let names = parsed.get(client);
      if (!names) parsed.set(client, (names = new Set()));
      if (!names.has(name)) {
        await client.execProtocol(concat([serialize.parse({ name, text }), serialize.sync()]), { syncToFs: false });
        names.add(name);
      }
      const params = values.map((v) => (v === null || v === undefined ? null : String(v)));
      const { messages } = await client.execProtocol(
        concat([
          serialize.bind({ statement: name, values: params }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      let columns: Array<{ name: string; dataTypeID: number }> = [];
      const rows: T[] = [];
      for (const m of messages as Message[]) {
        if (m.name === 'rowDescription') columns = m.fields as typeof columns;
        else if (m.name === 'dataRow') {
          const fields = m.fields as Array<string | null>;
          rows.push(Object.fromEntries(columns.map((c, i) => [c.name, types.parseType(fields[i], c.dataTypeID)])) as T);
        }
      }
      return { rows };
    }),
  );
}
