import { apiRequest } from '@client/lib/api';
import type { TTestCallRequest } from '@common/wizard/schemas';

/** POST /api/test-bland-call (spec §7): whatever comes back is shown raw. */
export const sendTestCall = (body: TTestCallRequest) => apiRequest<unknown>('POST', '/api/test-bland-call', body);
