import { CallToAction } from "./CallToAction";
import { CommunitySection } from "./CommunitySection";
import { DeveloperSection } from "./DeveloperSection";
import { FaqSection } from "./FaqSection";
import { FeatureGrid } from "./FeatureGrid";
import { HowItWorks } from "./HowItWorks";
import { LandingHero } from "./LandingHero";
import { LogoMarquee } from "./LogoMarquee";
import { PricingSection } from "./PricingSection";
import { SiteLayout } from "./SiteLayout";
import { useInviteGate } from "./use-invite-gate";
import { useScrollToHash } from "./use-scroll-to-hash";

/** The public landing page of PRODUCT.md §1 and §2. It makes no network calls. */
export function LandingPage() {
  const invite = useInviteGate();
  useScrollToHash();
  return (
    <SiteLayout invite={invite}>
      <title>Shopwright: AI-assisted store builder</title>
      <LandingHero isVerified={invite.isVerified} onEnterCode={invite.openModal} />
      <LogoMarquee />
      <FeatureGrid />
      <HowItWorks />
      <DeveloperSection />
      <PricingSection isVerified={invite.isVerified} onEnterCode={invite.openModal} />
      <FaqSection />
      <CommunitySection />
      <CallToAction isVerified={invite.isVerified} onEnterCode={invite.openModal} />
    </SiteLayout>
  );
}
