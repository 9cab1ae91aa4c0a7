import { createServer, type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, teamInvites } from "../../db/schema.js";
import { startSmtpServer } from "../../test/loopback/smtp-server.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/** A loopback port with nothing listening, for the failure case. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function ownerWithTeam(t: TestApp) {
  const owner = await t.signUp("Olive Owner");
  const created = await t.app.inject({
    method: "POST",
    url: "/api/teams",
    headers: owner.auth,
    payload: { name: "Mail Team" },
  });
  return { owner, teamId: created.json().data.team._id as string };
}

describe("invites over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      publicUrl: "https://shop.example.com",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("emails the accept link, answers no link, keeps nothing in the outbox, and the link works", async () => {
    const { owner, teamId } = await ownerWithTeam(t);
    const invitee = await t.signUp("Ivy");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: invitee.auth });
    const email = me.json().data.user.email as string;

    const response = await t.app.inject({
      method: "POST",
      url: `/api/teams/${teamId}/invites`,
      headers: owner.auth,
      payload: { email, role: "admin" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.delivery).toBe("email");
    expect(response.json().data.acceptUrl).toBeUndefined();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe("no-reply@shop.example.com");
    expect(mail.subject).toBe("Olive Owner invited you to Mail Team on Shopwright");
    const link = /https:\/\/shop\.example\.com\/invite\/accept\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email))).toEqual(
      [],
    );

    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/teams/invites/accept",
      headers: invitee.auth,
      payload: { token: link![1] },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ role: "admin", team: { _id: teamId } });
  });
});

describe("an unreachable SMTP server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t.close());

  it("answers 502 with a clear message and leaves no invite behind", async () => {
    const { owner, teamId } = await ownerWithTeam(t);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/teams/${teamId}/invites`,
      headers: owner.auth,
      payload: { email: "nobody@example.com" },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: "mail_failed",
      message: "The invite email could not be sent. Please try again in a moment.",
    });
    const rows = await t.database.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.teamId, teamId));
    expect(rows).toEqual([]);
  });
});
