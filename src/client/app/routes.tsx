import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import LandingPage from '@client/pages/landing-page';

// The whole route table (spec part 1 §2 and part 2 §2). Only the landing page is in the main
// bundle; every other page is a lazy chunk, so the landing page loads no admin code.

export type Layout = 'site' | 'admin' | 'bare';
export interface RouteDef {
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  layout: Layout;
}

const SuccessPage = lazy(() => import('@client/pages/success-page'));
const PricingPage = lazy(() => import('@client/pages/pricing-page'));
const TermsPage = lazy(() => import('@client/pages/terms-page'));
const PrivacyPage = lazy(() => import('@client/pages/privacy-page'));
const TestBlandApiPage = lazy(() => import('@client/pages/test-bland-api-page'));
const PromptTestPage = lazy(() => import('@client/pages/prompt-test-page'));
const TestFirecrawlPage = lazy(() => import('@client/pages/test-firecrawl-page'));
const TestEnhancedVoicePage = lazy(() => import('@client/pages/test-enhanced-voice-page'));
const LeadScoutPage = lazy(() => import('@client/pages/lead-scout-page'));
const PromptPreviewPage = lazy(() => import('@client/pages/prompt-preview-page'));
const PreviewVoicePage = lazy(() => import('@client/pages/preview-voice-page'));
const AdminPage = lazy(() => import('@client/pages/admin-page'));
const AdminLoginPage = lazy(() => import('@client/pages/admin-login-page'));
const LoginPage = lazy(() => import('@client/pages/login-page'));
const DeploymentTestPage = lazy(() => import('@client/pages/deployment-test-page'));
const OutboxPage = lazy(() => import('@client/pages/outbox-page'));
const EmailVerifiedPage = lazy(() => import('@client/pages/email-verified-page'));
const ResetPasswordPage = lazy(() => import('@client/pages/reset-password-page'));
const LeadBookingPage = lazy(() => import('@client/pages/lead-booking-page'));
const AcceptInvitationPage = lazy(() => import('@client/pages/accept-invitation-page'));

export const ROUTES: RouteDef[] = [
  { path: '/', component: LandingPage, layout: 'site' },
  { path: '/features', component: LandingPage, layout: 'site' },
  { path: '/how-it-works', component: LandingPage, layout: 'site' },
  { path: '/success', component: SuccessPage, layout: 'site' },
  { path: '/pricing', component: PricingPage, layout: 'site' },
  { path: '/book/:token', component: LeadBookingPage, layout: 'site' },
  { path: '/terms', component: TermsPage, layout: 'site' },
  { path: '/privacy', component: PrivacyPage, layout: 'site' },
  { path: '/test-bland-api', component: TestBlandApiPage, layout: 'site' },
  { path: '/prompt-test', component: PromptTestPage, layout: 'admin' },
  { path: '/test-firecrawl', component: TestFirecrawlPage, layout: 'admin' },
  { path: '/test-enhanced-voice', component: TestEnhancedVoicePage, layout: 'admin' },
  { path: '/lead-scout', component: LeadScoutPage, layout: 'admin' },
  { path: '/prompt-preview', component: PromptPreviewPage, layout: 'admin' },
  { path: '/preview-voice', component: PreviewVoicePage, layout: 'bare' },
  { path: '/admin', component: AdminPage, layout: 'admin' },
  { path: '/admin/login', component: AdminLoginPage, layout: 'bare' },
  { path: '/login', component: LoginPage, layout: 'bare' },
  { path: '/admin/outbox', component: OutboxPage, layout: 'admin' },
  { path: '/email-verified', component: EmailVerifiedPage, layout: 'bare' },
  { path: '/reset-password', component: ResetPasswordPage, layout: 'bare' },
  { path: '/accept-invitation', component: AcceptInvitationPage, layout: 'bare' },
  { path: '/deployment-test', component: DeploymentTestPage, layout: 'admin' },
];
