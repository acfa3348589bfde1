import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { useCallCapacity } from './use-dispatch';

/** Spec §2 Dispatch tab: call capacity (one budget for trials, test calls and campaigns), refreshed every 30 s. */
export function CapacityCard() {
  const { data } = useCallCapacity();
  const rows = data
    ? [
        { label: 'Daily', used: data.dailyUsage, limit: data.limits.daily },
        { label: 'Hourly', used: data.hourlyUsage, limit: data.limits.hourly },
        { label: 'Concurrent', used: data.concurrentCalls, limit: data.limits.concurrent },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Call Capacity</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3" data-testid="call-capacity">
        {rows.map((r) => (
          <div key={r.label} className="space-y-1">
            <div className="flex justify-between text-sm">
              <span>{r.label}</span>
              <span className="tabular-nums">
                {r.used.toLocaleString()} / {r.limit.toLocaleString()}
              </span>
            </div>
            <Progress value={Math.min(100, (r.used / Math.max(1, r.limit)) * 100)} label={`${r.label} calls used`} />
          </div>
        ))}
        {data && !data.canMakeCall && (
          <p className="text-sm text-destructive sm:col-span-3">Capacity reached: new calls wait until usage drops.</p>
        )}
      </CardContent>
    </Card>
  );
}
