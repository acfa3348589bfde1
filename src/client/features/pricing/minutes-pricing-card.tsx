import { useState } from 'react';
import { Info } from 'lucide-react';
import {
  DEFAULT_MINUTES,
  ENTERPRISE_NOTE,
  ONBOARDING_FEE_LABEL,
  PRICING_TIERS,
  formatCount,
  formatUsd,
  perMinuteCost,
  tierFor,
} from '@common/pricing/tiers';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';

const OPTIONS = PRICING_TIERS.map((t) => ({ value: String(t.minutes), label: `${formatCount(t.minutes)} minutes` }));

/** Spec §2/§9: onboarding fee range, the monthly-minutes selector and the per-minute cost. */
export function MinutesPricingCard() {
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const tier = tierFor(minutes);
  return (
    <Card className="flex flex-col" data-testid="pricing-card">
      <CardHeader>
        <CardTitle as="h2">Booking and pricing</CardTitle>
        <CardDescription>A one-time onboarding fee, then a monthly plan sized to your call volume.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="rounded-lg border bg-muted/30 p-4">
          <p className="text-sm font-medium text-muted-foreground">Onboarding fee</p>
          <p className="text-2xl font-bold" data-testid="onboarding-fee">
            {ONBOARDING_FEE_LABEL}
          </p>
          <p className="text-sm text-muted-foreground">Depending on complexity and integrations.</p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="minutes-select">Monthly voice minutes</Label>
          <Select
            id="minutes-select"
            aria-label="Monthly voice minutes"
            value={String(minutes)}
            onValueChange={(v) => setMinutes(Number(v))}
            options={OPTIONS}
          />
        </div>
        <div className="flex items-end justify-between gap-4">
          <div>
            <p className="text-3xl font-bold" data-testid="monthly-price">
              {formatUsd(tier.monthlyPrice)}
              <span className="text-base font-normal text-muted-foreground">/month</span>
            </p>
            <p className="text-sm text-muted-foreground">{formatCount(tier.minutes)} minutes included</p>
          </div>
          <p className="text-right text-sm" data-testid="per-minute-cost">
            <span className="text-lg font-semibold">${perMinuteCost(tier)}</span>
            <br />
            <span className="text-muted-foreground">per minute</span>
          </p>
        </div>
        <p
          className="flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm"
          data-testid="enterprise-note"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden /> {ENTERPRISE_NOTE}
        </p>
      </CardContent>
    </Card>
  );
}
