/**
 * The console's staff and audit log, by what is on screen: the owner invites a fulfilment member,
 * who sets a password from the e-mailed link and sees only the screens their role may use; the
 * owner changes their role, reads both changes in the audit log, and disables them, which sends
 * the member back to sign-in at their next step. The staff screen is also used in Chinese.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/server/testing/outbox.ts';
import { launchBrowser } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await shop?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  return context.newPage();
}

const visible = (page: Page, locator: ReturnType<Page['getByText']>) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const heading = (page: Page, name: string) => visible(page, page.getByRole('heading', { name, exact: true }));
const navLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** The invitation link in the newest e-mail to `email`, as its recipient would open it. */
async function inviteLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = readOutbox(shop.dataDir)
          .filter((m) => m.to.includes(email))
          .map((m) => /https?:\/\/\S+\/admin\/accept-invite\?token=[\w-]+/.exec(m.text)?.[0])
          .filter(Boolean)
          .at(-1)),
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

async function signIn(page: Page, account: string, password: string, texts = { account: 'E-mail or mobile', password: 'Password', submit: 'Sign in' }) {
  await page.getByLabel(texts.account).fill(account);
  await page.getByLabel(texts.password).fill(password);
  await page.getByRole('button', { name: texts.submit }).click();
}

describe('staff and the audit log in the console', () => {
  it('invites a fulfilment member who joins, sees only their screens, is audited and disabled', async () => {
    const hire = `nia.${Date.now()}@shop.test`;
    const owner = await newPage();
    await owner.goto(`${shop.url}/admin`);
    await owner.waitForURL(/\/admin\/signin/);
    await heading(owner, 'Staff sign-in');
    await signIn(owner, shop.owner.email, shop.owner.password);
    await heading(owner, 'Dashboard');

    await navLink(owner, 'Staff').click();
    await heading(owner, 'Staff');
    const ownRow = owner.getByRole('row', { name: new RegExp(shop.owner.email) });
    await visible(owner, ownRow);
    expect(await ownRow.getByRole('combobox').isDisabled()).toBe(true);
    expect(await ownRow.getByRole('button', { name: 'Disable' }).count()).toBe(0);

    await owner.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(owner, dialog.getByText('Please enter an e-mail address'));
    expect(await dialog.getByText('Please choose a role').isVisible()).toBe(true);
    await dialog.getByLabel('E-mail').fill(shop.customer.email);
    await dialog.getByLabel('Role').selectOption({ label: 'Fulfilment' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(owner, dialog.getByText('An account with this e-mail or mobile number already exists'));
    await dialog.getByLabel('E-mail').fill(hire);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(owner, owner.getByRole('status').getByText(`Invitation sent to ${hire}`));
    const invitation = owner.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: new RegExp(hire) });
    await visible(owner, invitation);
    expect(await invitation.textContent()).toContain('Fulfilment');

    // The invitee, in their own browser, from the e-mail.
    const member = await newPage();
    await member.goto(await inviteLink(hire));
    await member.waitForURL(/\/admin\/accept-invite$/);
    await heading(member, 'Join the shop staff');
    await member.getByLabel('First name').fill('Nia');
    await member.getByLabel('Last name').fill('Reyes');
    await member.getByLabel('New password').fill('nia-ships-parcels-7');
    await member.getByRole('button', { name: 'Set password' }).click();
    await visible(member, member.getByText('Your password is set'));
    await member.getByRole('link', { name: 'Go to the merchant console' }).click();
    await member.waitForURL(/\/admin\/signin/);
    await heading(member, 'Staff sign-in');
    await signIn(member, hire, 'nia-ships-parcels-7');
    await heading(member, 'Dashboard');
    expect(await navLink(member, 'Orders').isVisible()).toBe(true);
    expect(await navLink(member, 'Staff').count()).toBe(0);
    expect(await navLink(member, 'Audit log').count()).toBe(0);
    expect(await navLink(member, 'Customers').count()).toBe(0);
    expect(await navLink(member, 'Returns').isVisible()).toBe(true);
    await member.goto(`${shop.url}/admin/customers`);
    await heading(member, 'You cannot open this screen');
    await member.goto(`${shop.url}/admin/staff`);
    await heading(member, 'You cannot open this screen');
    expect(await member.getByRole('button', { name: 'Invite staff' }).count()).toBe(0);

    // The owner sees the new member and changes their role.
    await owner.reload();
    await heading(owner, 'Staff');
    const row = owner.getByRole('table', { name: 'Members' }).getByRole('row', { name: /Nia Reyes/ });
    await visible(owner, row);
    expect(await row.textContent()).toContain('Active');
    await row.getByLabel('Role of Nia Reyes').selectOption({ label: 'Support' });
    await visible(owner, owner.getByRole('status').getByText('Nia Reyes is now Support'));
    expect(
      await owner
        .getByRole('table', { name: 'Pending invitations' })
        .getByRole('row', { name: new RegExp(hire) })
        .count(),
    ).toBe(0);

    // The audit log: the invitation and the role change, the change's detail field by field.
    await navLink(owner, 'Audit log').click();
    await heading(owner, 'Audit log');
    const log = owner.getByRole('table', { name: 'Audit log' });
    await visible(owner, log.getByRole('row', { name: /Invited a member/ }).first());
    expect(
      await log
        .getByRole('row', { name: /Accepted an invitation/ })
        .first()
        .textContent(),
    ).toContain(hire);
    const change = log.getByRole('row', { name: /Changed a role/ }).first();
    expect(await change.textContent()).toContain(shop.owner.email);
    await change.getByRole('button', { name: /View entry/ }).click();
    const detail = owner.getByRole('dialog', { name: /Audit entry/ });
    await visible(owner, detail);
    const roleChange = detail.getByRole('row', { name: /Role/ });
    expect(await roleChange.getByRole('deletion').textContent()).toBe('Fulfilment');
    expect(await roleChange.getByRole('insertion').textContent()).toBe('Support');
    expect(await detail.getByRole('row').count()).toBe(2);
    await detail.getByRole('button', { name: 'Close' }).click();
    await owner.getByLabel('Action', { exact: true }).fill('staff.invite');
    await owner.getByRole('button', { name: 'Filter', exact: true }).click();
    await owner.waitForURL(/action=staff\.invite/);
    await expect.poll(() => log.getByRole('row', { name: /Changed a role/ }).count()).toBe(0);
    expect(await log.getByRole('row', { name: /Invited a member/ }).count()).toBeGreaterThanOrEqual(1);

    // Disabled: the member's next step sends them to sign-in.
    await navLink(owner, 'Staff').click();
    await heading(owner, 'Staff');
    await row.getByRole('button', { name: 'Disable' }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Disable Nia Reyes?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await visible(owner, owner.getByRole('status').getByText('Nia Reyes is disabled'));
    await expect.poll(() => row.textContent()).toContain('Disabled');

    await navLink(member, 'Orders').click();
    await member.waitForURL(/\/admin\/signin/);
    await heading(member, 'Staff sign-in');
  });

  it('works the staff screen in Chinese', async () => {
    const hire = `li.${Date.now()}@shop.test`;
    const owner = await newPage();
    await owner.goto(`${shop.url}/admin`);
    await owner.waitForURL(/\/admin\/signin/);
    await owner.getByLabel('Language').first().selectOption({ label: '简体中文' });
    await heading(owner, '员工登录');
    await signIn(owner, shop.owner.email, shop.owner.password, { account: '邮箱或手机号', password: '密码', submit: '登录' });
    await heading(owner, '概览');
    expect(await navLink(owner, '操作日志').isVisible()).toBe(true);

    await navLink(owner, '员工').click();
    await heading(owner, '员工');
    const members = owner.getByRole('table', { name: '成员' });
    for (const column of ['姓名', '邮箱', '角色', '状态']) expect(await members.getByRole('columnheader', { name: column }).isVisible()).toBe(true);
    await owner.getByRole('button', { name: '邀请员工' }).click();
    const dialog = owner.getByRole('dialog', { name: '邀请员工' });
    await dialog.getByLabel('邮箱').fill('not-an-address');
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await visible(owner, dialog.getByText('请输入有效的邮箱地址'));
    expect(await dialog.getByText('请选择角色').isVisible()).toBe(true);
    await dialog.getByLabel('邮箱').fill(hire);
    await dialog.getByLabel('角色').selectOption({ label: '客服' });
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await visible(owner, owner.getByRole('status').getByText(`已向 ${hire} 发送邀请`));
    const invitation = owner.getByRole('table', { name: '待接受的邀请' }).getByRole('row', { name: new RegExp(hire) });
    await visible(owner, invitation);
    expect(await invitation.textContent()).toContain('客服');
  });
});
