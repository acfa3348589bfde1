import { ZPublicConfig } from '@common/system/config';
import type { FeatureRoutes } from '../../http/types';
import { devCredentials } from '../auth/admin-password';

export const systemRoutes: FeatureRoutes = async (app, ctx) => {
  app.get('/config', { schema: { tags: ['system'], response: { 200: ZPublicConfig } } }, async () => ({
    contactEmail: ctx.env.CONTACT_EMAIL,
    parentCompanyUrl: ctx.env.PARENT_COMPANY_URL,
    enterpriseUrl: ctx.env.ENTERPRISE_URL,
    createdByUrl: ctx.env.CREATED_BY_URL,
    devCredentials: devCredentials(ctx) !== null,
    providers: ctx.providers.report,
  }));
};
