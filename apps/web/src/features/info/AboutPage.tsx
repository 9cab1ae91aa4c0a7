import {
  Gauge,
  GitFork,
  HardDrive,
  Scale,
  Terminal,
  Undo2,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/Button";
import { LINKS } from "../../lib/links";
import { SiteLayout } from "../landing/SiteLayout";
import { StartButton } from "../landing/StartButton";
import { useInviteGate } from "../landing/use-invite-gate";
import { PageIntro } from "./PageIntro";

const PRINCIPLES: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: Scale,
    title: "Open source",
    description:
      "MIT licensed, developed in public. Read every line, fork it, and send a fix when something bugs you.",
  },
  {
    icon: HardDrive,
    title: "Self-hostable",
    description:
      "One Node.js process with an embedded database. Your stores, customers and data stay on your own disk.",
  },
  {
    icon: Undo2,
    title: "Scoped, undoable AI edits",
    description:
      "The AI changes only what you asked for, and every change it makes is a single step you can undo.",
  },
  {
    icon: Gauge,
    title: "A fast editor",
    description:
      "Typing in a field re-renders that field and its section, not the whole page. It stays quick on big stores.",
  },
  {
    icon: Zap,
    title: "Instant storefronts",
    description:
      "Publish turns your design into a live storefront in seconds, at a shareable address or your own domain.",
  },
  {
    icon: Terminal,
    title: "Two-command install",
    description:
      "npm install, npm start. No container to build and no cloud account to create before you can try it.",
  },
];

const STORY = [
  "Established store platforms are powerful, but you rent your storefront from them: closed themes, pricing that grows with your success, and data that is hard to take with you.",
  "AI site builders are quick, but they tend to rewrite everything at once. One prompt too many and the page you liked is gone.",
  "Shopwright takes the best of both. An AI that drafts your store and edits it in small, scoped steps you can always undo, and a visual editor that stays fast and predictable, on software you can run yourself.",
];

/** What Shopwright is and why it exists. */
export function AboutPage() {
  const invite = useInviteGate();
  return (
    <SiteLayout invite={invite}>
      <title>About · Shopwright</title>
      <PageIntro
        eyebrow="About"
        title="A store builder you can own"
        description="Shopwright is an open-source, AI-assisted online store builder for entrepreneurs and developers. Describe your store, refine it in a visual editor, and launch it, on your own terms."
      />

      <section aria-labelledby="story-title" className="py-20 sm:py-24">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-5 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8">
          <h2
            id="story-title"
            className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
          >
            Why we built it
          </h2>
          <div className="space-y-6 text-lg leading-8 text-slate-600">
            {STORY.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="principles-title" className="bg-slate-50 py-20 sm:py-24">
        <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
          <h2
            id="principles-title"
            className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
          >
            What we hold ourselves to
          </h2>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {PRINCIPLES.map((principle) => (
              <article
                key={principle.title}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                  <principle.icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-5 font-semibold text-slate-900">{principle.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{principle.description}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="open-title" className="py-20 sm:py-24">
        <div className="mx-auto max-w-6xl px-5 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-8 rounded-3xl bg-slate-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-xl">
              <h2
                id="open-title"
                className="text-2xl font-semibold tracking-tight text-white sm:text-3xl"
              >
                Built in the open
              </h2>
              <p className="mt-4 leading-7 text-slate-400">
                The code and the discussions are public. Try it on your laptop, then tell us what to
                build next.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <StartButton isVerified={invite.isVerified} onEnterCode={invite.openModal} />
              <a
                href={LINKS.sourceRepository}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses("secondary", "lg")}
              >
                <GitFork className="size-4" aria-hidden />
                View source
              </a>
            </div>
          </div>
          <p className="mt-8 text-center text-sm text-slate-500">
            Want to run it yourself?{" "}
            <Link to="/docs" className="font-semibold text-brand-600 hover:text-brand-700">
              Read the getting-started guide
            </Link>
          </p>
        </div>
      </section>
    </SiteLayout>
  );
}
