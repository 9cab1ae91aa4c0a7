import { ArrowUpRight, MessageCircle, MessagesSquare } from "lucide-react";
import { LINKS } from "../../lib/links";
import { SectionHeading } from "./SectionHeading";
import { TestimonialWall } from "./TestimonialWall";

const CHANNELS = [
  {
    icon: MessagesSquare,
    title: "Discussions forum",
    description: "Ask questions, propose ideas and show what you built.",
    href: LINKS.discussions,
  },
  {
    icon: MessageCircle,
    title: "Chat community",
    description: "Real-time help from the team and other builders.",
    href: LINKS.chatCommunity,
  },
];

/** PRODUCT.md §1: 'Join the community', with the forum, the chat and the testimonial wall. */
export function CommunitySection() {
  return (
    <section
      id="community"
      aria-labelledby="community-title"
      className="scroll-mt-16 overflow-hidden bg-white py-24 sm:py-32"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
        <SectionHeading
          id="community-title"
          eyebrow="Community"
          title="Join the community"
          description="Shopwright is built in the open, with the people who use it. Come say hi."
        />
        <div className="mx-auto mt-12 grid max-w-3xl gap-4 sm:grid-cols-2">
          {CHANNELS.map((channel) => (
            <a
              key={channel.title}
              href={channel.href}
              target="_blank"
              rel="noreferrer"
              className="group flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <channel.icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-slate-900">
                  {channel.title}
                  <ArrowUpRight
                    className="size-4 text-slate-400 transition group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-brand-600"
                    aria-hidden
                  />
                </span>
                <span className="mt-1 block text-sm leading-6 text-slate-600">
                  {channel.description}
                </span>
              </span>
            </a>
          ))}
        </div>
      </div>
      <div className="mt-16">
        <h3 className="sr-only">What builders say</h3>
        <TestimonialWall />
      </div>
    </section>
  );
}
