import { useState } from 'react';
import { useLocation } from 'wouter';
import { BookOpen, HelpCircle, LayoutDashboard, Rocket, Search, Upload, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { requestAdminTab, type AdminTabId } from '@client/lib/admin-tabs';
import { UserGuideDialog } from './user-guide-dialog';

/** Spec §9: the help widget opens a tab 100 ms after going to /admin (the dashboard needs to mount). */
export const TAB_ACTIVATION_DELAY_MS = 100;

/** Spec §2 "Help widget": only on paths beginning with /admin; Quick Help card and quick actions. */
export function HelpWidget() {
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  if (!location.toLowerCase().startsWith('/admin')) return null;

  const openGuide = () => {
    setOpen(false);
    setGuideOpen(true);
  };
  const goToTab = (tab: AdminTabId) => {
    setOpen(false);
    navigate('/admin');
    setTimeout(() => requestAdminTab(tab), TAB_ACTIVATION_DELAY_MS);
  };

  return (
    <>
      {/* In the corner, icon-sized: it sits over the page's margin and the cards' padding, never
          over their text (the dashboard's main also ends with room below it). */}
      <div className="fixed bottom-2 left-0.5 z-40 flex flex-col items-start gap-2">
        {open && (
          <Card className="w-72 shadow-xl" role="dialog" aria-label="Quick Help">
            <CardHeader className="flex flex-row items-center justify-between p-4 pb-2">
              <CardTitle className="text-base">Quick Help</CardTitle>
              <Button
                variant="ghost"
                size="icon"
                className="h-7 w-7"
                aria-label="Close help"
                onClick={() => setOpen(false)}
              >
                <X aria-hidden />
              </Button>
            </CardHeader>
            <CardContent className="grid gap-2 p-4 pt-0">
              <Button onClick={openGuide}>
                <BookOpen aria-hidden />
                Complete User Guide
              </Button>
              <p className="pt-1 text-xs font-medium text-muted-foreground">Quick actions</p>
              <Button variant="outline" className="justify-start" onClick={openGuide}>
                <Rocket aria-hidden />
                Getting Started
              </Button>
              <Button
                variant="outline"
                className="justify-start"
                onClick={() => {
                  setOpen(false);
                  navigate('/admin');
                }}
              >
                <LayoutDashboard aria-hidden />
                Admin Dashboard
              </Button>
              <Button variant="outline" className="justify-start" onClick={() => goToTab('upload')}>
                <Upload aria-hidden />
                Upload Leads
              </Button>
              <Button variant="outline" className="justify-start" onClick={() => goToTab('lead-scout')}>
                <Search aria-hidden />
                Lead Scout
              </Button>
            </CardContent>
          </Card>
        )}
        <Button
          className="h-7 w-7 rounded-full p-0 shadow-lg"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          title="Help"
        >
          <HelpCircle aria-hidden />
          <span className="sr-only">Help</span>
        </Button>
      </div>
      {guideOpen && <UserGuideDialog open={guideOpen} onOpenChange={setGuideOpen} />}
    </>
  );
}

/** The dashboard header's "User Guide" button (spec: the guide opens from User Guide or Help). */
export function UserGuideButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <BookOpen aria-hidden />
        User Guide
      </Button>
      {open && <UserGuideDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
