import {
  BookingPrefillNotice,
  BookingSection,
  DepositCard,
  ImportantInfo,
  MinutesPricingCard,
} from '@client/features/pricing';

/** /pricing (spec §2): deposit, minutes pricing, the consultation calendar once paid, and the fine print. */
export default function PricingPage() {
  return (
    <section className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-12 sm:py-16">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Hire your custom AI voice agent</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Pay the deposit to unlock a consultation with our team. We contact you within 24 hours and deploy your agent
          in 2 to 3 weeks on average.
        </p>
      </header>
      <BookingPrefillNotice />
      <div className="grid gap-6 md:grid-cols-2">
        <DepositCard />
        <MinutesPricingCard />
      </div>
      <BookingSection />
      <ImportantInfo />
    </section>
  );
}
