import { ArrowRight, Info } from "lucide-react";
import { Link } from "react-router";
import { LINKS } from "../../lib/links";
import { CodeBlock } from "../landing/CodeBlock";
import { SiteLayout } from "../landing/SiteLayout";
import { useInviteGate } from "../landing/use-invite-gate";
import {
  AUTH_ENDPOINTS,
  AUTHORIZED_SNIPPET,
  CONFIG_SNIPPET,
  DOC_SECTIONS,
  ERROR_SNIPPET,
  INSTALL_SNIPPET,
  LOGIN_SNIPPET,
  STORE_ENDPOINTS,
  SUCCESS_SNIPPET,
} from "./docs.content";
import { DocsSection } from "./DocsSection";
import { DocsToc } from "./DocsToc";
import { EndpointTable } from "./EndpointTable";
import { EnvVarTable } from "./EnvVarTable";
import { InlineCode } from "./InlineCode";
import { PageIntro } from "./PageIntro";
import { useActiveSection } from "./use-active-section";

const SECTION_IDS = DOC_SECTIONS.map((section) => section.id);

/** A getting-started guide: install, configure, and the basics of the REST API. */
export function DocsPage() {
  const invite = useInviteGate();
  const activeId = useActiveSection(SECTION_IDS);
  return (
    <SiteLayout invite={invite}>
      <title>Docs · Shopwright</title>
      <PageIntro
        eyebrow="Documentation"
        title="Getting started"
        description="Run Shopwright on your own machine in a couple of minutes, configure it for production, and talk to it over the REST API."
      />

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-5 py-14 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-16 lg:px-8 lg:py-20">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 lg:bg-transparent lg:p-0 lg:ring-0">
            <DocsToc activeId={activeId} />
          </div>
        </aside>

        <div className="min-w-0 max-w-3xl space-y-16">
          <DocsSection id="introduction">
            <p>
              Shopwright runs as a single Node.js process that serves the web app and the REST API
              from one port. All you need is{" "}
              <strong className="text-slate-900">Node.js 20.19</strong> or newer: the database is
              embedded, so there is nothing else to install or run.
            </p>
            <p>
              Everything the web app does goes through the same API, so anything you can click you
              can also script.
            </p>
          </DocsSection>

          <DocsSection id="install">
            <p>
              Clone the repository, install the dependencies with{" "}
              <InlineCode>npm install</InlineCode>, then start the server with{" "}
              <InlineCode>npm start</InlineCode>.
            </p>
            <CodeBlock title="Terminal" code={INSTALL_SNIPPET} language="shell" />
            <p>
              Open <InlineCode>http://localhost:3000</InlineCode> and create your account with your
              invite code. Data is kept in an embedded database under{" "}
              <InlineCode>./data</InlineCode>; to back up your instance, stop the server and copy
              that folder.
            </p>
          </DocsSection>

          <DocsSection id="configuration">
            <p>
              Shopwright reads its configuration from environment variables. All of them are
              optional; the defaults suit a local install.
            </p>
            <EnvVarTable />
            <CodeBlock title="Terminal" code={CONFIG_SNIPPET} language="shell" />
            <p className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm leading-6 text-brand-900 ring-1 ring-brand-100">
              <Info className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden />
              <span>
                For anything public, set <InlineCode>PUBLIC_URL</InlineCode> to the address people
                use and keep <InlineCode>DATA_DIR</InlineCode> on a disk that is backed up. Point{" "}
                <InlineCode>DATABASE_URL</InlineCode> at PostgreSQL when you outgrow the embedded
                database.
              </span>
            </p>
          </DocsSection>

          <DocsSection id="api">
            <p>
              Every endpoint lives under the base path <InlineCode>/api</InlineCode> and speaks
              JSON. Sign in with <InlineCode>POST /api/auth/login</InlineCode> to get a token:
            </p>
            <CodeBlock title="Sign in" code={LOGIN_SNIPPET} language="shell" />
            <p>Send that token as a bearer token on every other request:</p>
            <CodeBlock title="List your stores" code={AUTHORIZED_SNIPPET} language="shell" />
            <p>
              Every answer uses the same envelope. A success carries{" "}
              <InlineCode>success: true</InlineCode> and its payload under{" "}
              <InlineCode>data</InlineCode>; a failure carries{" "}
              <InlineCode>success: false</InlineCode>, a human-readable{" "}
              <InlineCode>message</InlineCode> and a stable <InlineCode>code</InlineCode> you can
              switch on.
            </p>
            <div className="grid gap-4 md:grid-cols-2">
              <CodeBlock title="Success" code={SUCCESS_SNIPPET} language="json" />
              <CodeBlock title="Failure" code={ERROR_SNIPPET} language="json" />
            </div>
            <p>
              Codes are snake_case, such as <InlineCode>unauthorized</InlineCode>,{" "}
              <InlineCode>validation_failed</InlineCode> or <InlineCode>store_not_found</InlineCode>
              . A store outside your organization answers 404, exactly as one that does not exist.
            </p>
          </DocsSection>

          <DocsSection id="auth-endpoints">
            <p>
              Register and sign in are public; <InlineCode>/api/auth/me</InlineCode> needs the
              bearer token.
            </p>
            <EndpointTable caption="Auth endpoints" endpoints={AUTH_ENDPOINTS} />
          </DocsSection>

          <DocsSection id="store-endpoints">
            <p>
              All store endpoints need the bearer token and only ever see the stores of your
              organization. Domains are lower-cased on the way in.
            </p>
            <EndpointTable caption="Store endpoints" endpoints={STORE_ENDPOINTS} />
          </DocsSection>

          <DocsSection id="next-steps">
            <ul className="grid gap-4 sm:grid-cols-2">
              <li>
                <Link
                  to="/#developers"
                  className="group block h-full rounded-xl p-5 ring-1 ring-slate-200 transition hover:ring-brand-300"
                >
                  <span className="flex items-center gap-1 font-semibold text-slate-900">
                    CLI and SDK examples
                    <ArrowRight
                      className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                      aria-hidden
                    />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">
                    Scaffold a store and create products from code.
                  </span>
                </Link>
              </li>
              <li>
                <a
                  href={LINKS.discussions}
                  target="_blank"
                  rel="noreferrer"
                  className="group block h-full rounded-xl p-5 ring-1 ring-slate-200 transition hover:ring-brand-300"
                >
                  <span className="flex items-center gap-1 font-semibold text-slate-900">
                    Ask the community
                    <ArrowRight
                      className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                      aria-hidden
                    />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">
                    Stuck? The discussions forum is the fastest way to an answer.
                  </span>
                </a>
              </li>
            </ul>
          </DocsSection>
        </div>
      </div>
    </SiteLayout>
  );
}
