import { MACHINES, toMermaid, type MachineName } from '../src/common/outreach/states';

// Prints the Mermaid diagrams of docs/architecture.md's "Outreach states" section from the one
// transition table (src/common/outreach/states.ts); states.test.ts fails when the docs differ.
for (const m of Object.keys(MACHINES) as MachineName[])
  console.log(`<!-- outreach-state:${m} -->\n\`\`\`mermaid\n${toMermaid(m)}\n\`\`\`\n`);
