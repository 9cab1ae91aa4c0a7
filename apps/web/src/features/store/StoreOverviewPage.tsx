import { ApiError } from "@shopwright/sdk";
import {
  BarChart3,
  LayoutGrid,
  Package,
  PenTool,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  TicketPercent,
  Truck,
  Wallet,
} from "lucide-react";
import { useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { setEditorStoreId } from "../../lib/session";
import { StoreAnalyticsCard } from "../analytics/StoreAnalyticsCard";
import { errorText } from "../../lib/error-text";
import { useStore } from "./stores.api";
import { FormSubmissionsCard } from "./FormSubmissionsCard";
import { GettingStartedCard } from "./GettingStartedCard";
import { LiveSiteCard } from "./LiveSiteCard";
import { MoveToTeamCard } from "./MoveToTeamCard";
import { NextStepsCard } from "./NextStepsCard";
import { QuickLinkCard } from "./QuickLinkCard";
import { STORE_TEXT } from "./store.errors";
import { storePaths } from "./store-paths";
import { StoreInfoCard } from "./StoreInfoCard";
import { StoreNotFound } from "./StoreNotFound";
import { StorePageHeader } from "./StorePageHeader";
import { StorePageSkeleton } from "./StorePageSkeleton";
import { StoreSettingsCard } from "./StoreSettingsCard";
import { DomainCard } from "./DomainCard";
import { WebhooksCard } from "./WebhooksCard";

/** /dashboard/store/{storeId} (PRODUCT.md §2): overview, store info, getting started, next steps. */
export function StoreOverviewPage() {
  const { storeId = "" } = useParams();
  const query = useStore(storeId);

  if (query.isPending) return <StorePageSkeleton label="Loading store" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <StoreNotFound />;
    return (
      <div className="mx-auto max-w-6xl">
        <Alert>
          <p className="font-medium">{STORE_TEXT.overviewLoadFailed}</p>
          <p className="mt-0.5">{errorText(query.error, STORE_TEXT.loadStoreFailed)}</p>
        </Alert>
      </div>
    );
  }

  const store = query.data;
  return (
    <div className="mx-auto max-w-6xl">
      <StorePageHeader store={store} />

      <section aria-labelledby="overview" className="mt-10">
        <h2 id="overview" className="text-sm font-semibold text-slate-900">
          Overview
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          <QuickLinkCard
            to={storePaths.chatbox(store._id)}
            label="AI Builder"
            description="Describe changes in plain words"
            icon={Sparkles}
          />
          <QuickLinkCard
            to={storePaths.editor(store._id)}
            onClick={() => setEditorStoreId(store._id)}
            label="Editor"
            description="Fine-tune pages and publish"
            icon={PenTool}
          />
          <QuickLinkCard
            to={storePaths.products(store._id)}
            label="Products"
            description="Manage your catalogue"
            icon={Package}
          />
          <QuickLinkCard
            to={storePaths.collections(store._id)}
            label="Collections"
            description="Group products for the site"
            icon={LayoutGrid}
          />
          <QuickLinkCard
            to={storePaths.orders(store._id)}
            label="Orders"
            description="See and fulfil what customers bought"
            icon={ShoppingBag}
          />
          <QuickLinkCard
            to={storePaths.analytics(store._id)}
            label="Analytics"
            description="Visitors, sources and sales"
            icon={BarChart3}
          />
          <QuickLinkCard
            to={storePaths.payments(store._id)}
            label="Payments"
            description="How customers pay at checkout"
            icon={Wallet}
          />
          <QuickLinkCard
            to={storePaths.shipping(store._id)}
            label="Shipping and taxes"
            description="Zones, rates, pickup and tax"
            icon={Truck}
          />
          <QuickLinkCard
            to={storePaths.discounts(store._id)}
            label="Discounts"
            description="Codes and automatic offers"
            icon={TicketPercent}
          />
          <QuickLinkCard
            to={storePaths.approval(store._id)}
            label="Approval"
            description={store.approved ? "Approved and active" : "Review and approve"}
            icon={ShieldCheck}
          />
        </div>
      </section>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <GettingStartedCard store={store} />
          <NextStepsCard store={store} />
          <DomainCard store={store} />
          <FormSubmissionsCard storeId={store._id} />
          <WebhooksCard storeId={store._id} role={store.role} />
        </div>
        <div className="min-w-0 space-y-6">
          <StoreAnalyticsCard store={store} />
          <LiveSiteCard store={store} />
          <StoreInfoCard store={store} />
          <MoveToTeamCard store={store} />
          <StoreSettingsCard store={store} />
        </div>
      </div>
    </div>
  );
}
