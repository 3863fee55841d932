// The faucet (issue 44: sandbox money): a project credits test funds to its own accounts' wallets
// on paper chains with its project key, capped per account and UTC day; the rules are in
// engine/wallets/faucet.ts. Another project's account answers 404 like a missing one.
// Tests (test/integration/): faucet.test.ts. Guide: docs/api/wallets.md#the-faucet.
import { faucetAllowance, faucetCredit, type FaucetDeps } from '../../engine/wallets/faucet.ts';
import { IdempotencyHeaders, markReplay } from '../headers.ts';
import type { AnyRoute } from '../route.ts';
import { projectRoute } from '../route-kinds.ts';
import { presentFaucetAllowance, presentFaucetCredit } from './presenters.ts';
import { AccountPath, FaucetAllowanceOut, FaucetBody, FaucetCreditOut } from './schemas.ts';

const accountAdminRoute = projectRoute({ tag: 'project', envelope: 'data' });

export function faucetRoutes(deps: FaucetDeps): AnyRoute[] {
  return [
    accountAdminRoute({
      method: 'POST',
      path: '/api/v1/project/account/:account_id/faucet',
      operationId: 'creditAccountFromFaucet',
      summary: "Paper chains: credit sandbox money to one of the account's wallets",
      description:
        'Test funds without the admin key: `pUSD` on POL for venue_a orders, `USDC` on SOL for venue_b. At most ' +
        'FAUCET_DAILY_CAP_USDC dollars per account and UTC day, over all its wallets and chains; a request past it is ' +
        'refused whole. Refused on a chain connected to its real network. The credit is a deposit `faucet:<uuid>` in ' +
        "the wallet's transfer list. Send an `Idempotency-Key` header: a repeated request credits once.",
      params: AccountPath,
      body: FaucetBody,
      headers: IdempotencyHeaders,
      response: FaucetCreditOut,
      errors: {
        409: {
          description:
            'The chain is connected to its real network (`faucet_live`), or the Idempotency-Key was used for another credit (`idempotency_conflict`).',
          example: 'POL is connected to its chain: the faucet credits paper chains only',
          code: 'faucet_live',
        },
        429: {
          description:
            "The account's credits of this UTC day would pass the cap (`faucet_cap_reached`: the message says what is left; Retry-After is the end of the day), or the key's rate limit is used up.",
          example:
            'the faucet credits at most 10000 USDC per account and UTC day: 2500 left today, 5000 asked; the cap resets at 2026-12-03T00:00:00.000Z',
          code: 'faucet_cap_reached',
          retryAfter: true,
        },
      },
      handler: async ({ params, body, principal, koa }) => {
        const idempotencyKey = koa.get('idempotency-key').trim() || undefined;
        const credit = await faucetCredit(deps, {
          projectId: principal.projectId,
          accountId: params.account_id,
          ...(body.wallet_id ? { walletId: body.wallet_id } : {}),
          chain: body.chain,
          asset: body.asset,
          amount: String(body.amount),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        });
        markReplay(koa, credit);
        return presentFaucetCredit(credit);
      },
    }),
    accountAdminRoute({
      method: 'GET',
      path: '/api/v1/project/account/:account_id/faucet',
      operationId: 'getAccountFaucetAllowance',
      summary: 'What the faucet may still credit the account today, and on which chains',
      params: AccountPath,
      response: FaucetAllowanceOut,
      handler: async ({ params, principal }) =>
        presentFaucetAllowance(await faucetAllowance(deps, principal.projectId, params.account_id)),
    }),
  ];
}
