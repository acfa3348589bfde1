import type { FeatureRoutes } from '../../http/types';
import {
  ZLeadBulkRequest,
  ZLeadBulkResponse,
  ZLeadDeleteImpact,
  ZLeadForm,
  ZLeadPatch,
  ZLeadParams,
} from '@common/campaigns/lead-edit';
import { ZCampaignParams, ZLead } from '@common/campaigns/schemas';
import { addLead } from './add-lead';
import { bulkDeleteLeads, bulkDoNotCall } from './bulk-lead-actions';
import { deleteLead, getLeadDeleteImpact } from './delete-lead';
import { updateLead } from './update-lead';

const tags = ['admin', 'campaigns'];

/** A campaign's leads one at a time and in bulk: add, edit, delete, add to do-not-call. */
export const leadRoutes: FeatureRoutes = async (app, ctx) => {
  app.post(
    '/admin/campaigns/:id/leads',
    { schema: { tags, params: ZCampaignParams, body: ZLeadForm, response: { 200: ZLead } } },
    async (req) => addLead(ctx, req.params.id, req.body),
  );

  app.patch(
    '/admin/leads/:id',
    { schema: { tags, params: ZLeadParams, body: ZLeadPatch, response: { 200: ZLead } } },
    async (req) => updateLead(ctx, req.params.id, req.body),
  );

  app.post(
    '/admin/leads/bulk-delete',
    { schema: { tags, body: ZLeadBulkRequest, response: { 200: ZLeadBulkResponse } } },
    async (req) => bulkDeleteLeads(ctx, req.body.leadIds),
  );

  app.post(
    '/admin/leads/bulk-do-not-call',
    { schema: { tags, body: ZLeadBulkRequest, response: { 200: ZLeadBulkResponse } } },
    async (req) => bulkDoNotCall(ctx, req.body.leadIds),
  );

  app.get(
    '/admin/leads/:id/delete-impact',
    { schema: { tags, params: ZLeadParams, response: { 200: ZLeadDeleteImpact } } },
    async (req) => getLeadDeleteImpact(ctx, req.params.id),
  );

  app.delete(
    '/admin/leads/:id',
    {
      schema: {
        tags,
        params: ZLeadParams,
        description: 'Removes the lead and its enrichment; its call records and bookings stay. Answers what stayed.',
        response: { 200: ZLeadDeleteImpact },
      },
    },
    async (req) => deleteLead(ctx, req.params.id),
  );
};
