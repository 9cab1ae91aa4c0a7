import { DOMAIN_PROBLEMS, PERMISSION_MESSAGES, type DomainDto } from "@shopwright/sdk";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { DomainCard } from "./DomainCard";
import { DOMAIN_STATUS_TEXT, DOMAIN_TEXT } from "./domain.texts";

const store = aStore({ _id: "s1", domain: "bloom.shop", role: "owner" });

function aDomain(overrides: Partial<DomainDto> = {}): DomainDto {
  return {
    domain: "bloom.shop",
    alias: "www.bloom.shop",
    status: "pending",
    target: "sites.example.com",
    verifiedAt: null,
    checkedAt: null,
    problem: null,
    records: [
      {
        type: "TXT",
        name: "_shopwright-challenge.bloom.shop",
        value: "c0ffee",
        purpose: "ownership",
      },
      { type: "A", name: "bloom.shop", value: "203.0.113.7", purpose: "address" },
      { type: "CNAME", name: "www.bloom.shop", value: "sites.example.com", purpose: "alias" },
    ],
    ...overrides,
  };
}

const card = () => screen.getByRole("region", { name: DOMAIN_TEXT.title });

describe("DomainCard", () => {
  it("shows the records to create with copy buttons, checks now and shows the new state", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1/domain": ok({ domain: aDomain() }),
      "POST /api/store/s1/domain/check": ok({
        domain: aDomain({
          status: "verified",
          verifiedAt: new Date().toISOString(),
          checkedAt: new Date().toISOString(),
          problem: { code: "not_pointing", message: DOMAIN_PROBLEMS.not_pointing("bloom.shop") },
        }),
      }),
    });
    renderAt(<DomainCard store={store} />);
    expect(await within(card()).findByText("_shopwright-challenge.bloom.shop")).toBeInTheDocument();
    expect(within(card()).getByText(DOMAIN_STATUS_TEXT.pending.label)).toBeInTheDocument();
    expect(within(card()).getByText(DOMAIN_TEXT.neverChecked)).toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "Copy value c0ffee" })).toBeInTheDocument();
    expect(
      within(card()).getByText("www.bloom.shop redirects visitors to bloom.shop."),
    ).toBeInTheDocument();

    await user.click(within(card()).getByRole("button", { name: DOMAIN_TEXT.checkNow }));
    expect(await within(card()).findByText(DOMAIN_STATUS_TEXT.verified.label)).toBeInTheDocument();
    expect(
      within(card()).getByText(DOMAIN_PROBLEMS.not_pointing("bloom.shop")),
    ).toBeInTheDocument();
    expect(
      within(card()).getByRole("button", { name: DOMAIN_TEXT.checkAgain }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("shows why a check could not run", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/store/s1/domain": ok({ domain: aDomain() }),
      "POST /api/store/s1/domain/check": fail(
        429,
        "Too many requests, try again in a minute",
        "rate_limited",
      ),
    });
    renderAt(<DomainCard store={store} />);
    await user.click(await within(card()).findByRole("button", { name: DOMAIN_TEXT.checkNow }));
    expect(await within(card()).findByRole("alert")).toHaveTextContent(
      "Too many requests, try again in a minute",
    );
  });

  it("shows a load failure with a retry", async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      "GET /api/store/s1/domain": () =>
        ++calls === 1 ? fail(500, "Boom") : ok({ domain: aDomain({ status: "active" }) }),
    });
    renderAt(<DomainCard store={store} />);
    expect(await within(card()).findByText(DOMAIN_TEXT.loadFailed)).toBeInTheDocument();
    await user.click(within(card()).getByRole("button", { name: "Retry" }));
    expect(await within(card()).findByText(DOMAIN_STATUS_TEXT.active.label)).toBeInTheDocument();
  });

  it("tells a member why they cannot check", async () => {
    fakeApi({ "GET /api/store/s1/domain": ok({ domain: aDomain() }) });
    renderAt(<DomainCard store={{ ...store, role: "member" }} />);
    expect(await within(card()).findByText(PERMISSION_MESSAGES.admin)).toBeInTheDocument();
    expect(within(card()).queryByRole("button", { name: DOMAIN_TEXT.checkNow })).toBeNull();
  });
});
