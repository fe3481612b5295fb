import type { Page } from "@playwright/test";
import { expect } from "./test";

// The role checks on a customer's page (e2e/customers.spec.ts, e2e/person-export.spec.ts): each
// staff member signs in afresh, opens the member's page, and the spec checks what that role finds.

interface CustomerPageVisit {
  page: Page;
  signIn: (email: string) => Promise<void>;
  museumId: string;
  member: { customerId: string; name: string };
}

/** For each of `emails`: sign in alone, open the member's customer page, then `check` it. */
export async function onCustomerPageAs(emails: string[], { page, signIn, museumId, member }: CustomerPageVisit, check: (email: string) => Promise<void>): Promise<void> {
  for (const email of emails) {
    await page.context().clearCookies();
    await signIn(email);
    await page.goto(`/museums/${museumId}/customers/${member.customerId}`);
    await expect(page.getByRole("heading", { name: member.name, level: 1 })).toBeVisible();
    await check(email);
  }
}
