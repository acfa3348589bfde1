import { zodResolver } from '@hookform/resolvers/zod';
import { ZStep1 } from '@common/wizard/step-schemas';

// Step 1's validation, in its own chunk with zod: the landing page's first screen does not need it
// until the visitor presses Continue (see lazy-resolver.ts).
export const step1Resolver = zodResolver(ZStep1);
