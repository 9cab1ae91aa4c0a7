import { ArrowUpRight, Mail, MessageCircle, MessagesSquare, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { LINKS } from "../../lib/links";
import { SiteLayout } from "../landing/SiteLayout";
import { useInviteGate } from "../landing/use-invite-gate";
import { CONTACT_EMAIL } from "./contact-mailto";
import { ContactForm } from "./ContactForm";
import { PageIntro } from "./PageIntro";

const CHANNELS: {
  icon: LucideIcon;
  title: string;
  description: string;
  href: string;
  label: string;
}[] = [
  {
    icon: MessagesSquare,
    title: "Discussions forum",
    description: "Questions, ideas and show-and-tell. Answers stay searchable for the next person.",
    href: LINKS.discussions,
    label: "Open the forum",
  },
  {
    icon: MessageCircle,
    title: "Chat community",
    description: "Quick questions and real-time help from the team and other builders.",
    href: LINKS.chatCommunity,
    label: "Join the chat",
  },
  {
    icon: Mail,
    title: "Email",
    description: "For anything private: partnerships, press or your account.",
    href: `mailto:${CONTACT_EMAIL}`,
    label: CONTACT_EMAIL,
  },
];

/** Ways to reach the team, and a message form that opens the visitor's mail app. */
export function ContactPage() {
  const invite = useInviteGate();
  return (
    <SiteLayout invite={invite}>
      <title>Contact · Shopwright</title>
      <PageIntro
        eyebrow="Contact"
        title="Talk to the people who build Shopwright"
        description="Questions about the beta, self-hosting or a partnership? Pick whatever suits you. A real person reads every message."
      />

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-5 py-16 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:gap-16 lg:px-8 lg:py-20">
        <section aria-labelledby="channels-title">
          <h2 id="channels-title" className="text-lg font-semibold text-slate-900">
            Ways to reach us
          </h2>
          <ul className="mt-6 space-y-4">
            {CHANNELS.map((channel) => {
              const isExternal = channel.href.startsWith("http");
              return (
                <li key={channel.title}>
                  <a
                    href={channel.href}
                    target={isExternal ? "_blank" : undefined}
                    rel={isExternal ? "noreferrer" : undefined}
                    className="group flex gap-4 rounded-2xl p-5 ring-1 ring-slate-200 transition hover:bg-slate-50 hover:ring-brand-200"
                  >
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                      <channel.icon className="size-5" aria-hidden />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900">{channel.title}</span>
                      <span className="mt-1 block text-sm leading-6 text-slate-600">
                        {channel.description}
                      </span>
                      <span className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-600 group-hover:text-brand-700">
                        {channel.label}
                        <ArrowUpRight className="size-3.5" aria-hidden />
                      </span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
          <p className="mt-8 text-sm text-slate-500">
            Looking for setup help? The{" "}
            <Link to="/docs" className="font-medium text-brand-600 hover:text-brand-700">
              getting-started guide
            </Link>{" "}
            and the{" "}
            <Link to="/#faq" className="font-medium text-brand-600 hover:text-brand-700">
              FAQ
            </Link>{" "}
            may already have your answer.
          </p>
        </section>

        <ContactForm />
      </div>
    </SiteLayout>
  );
}
