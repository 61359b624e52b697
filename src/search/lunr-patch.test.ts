import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import lunr from 'lunr';

const require = createRequire(import.meta.url);

// Taken before ./engine replaces it.
// eslint-disable-next-line @typescript-eslint/unbound-method -- the method is compared, never called unbound
const lunrToString = lunr.TokenSet.prototype.toString;

/** Two different token sets of digits whose keys lunr 2.3.9 builds alike: "1" + node 23 and "12" + node 3. */
function collidingKeys(toString: () => string): [string, string] {
  const node = (edges: Record<string, number>) =>
    ({
      final: false,
      edges: Object.fromEntries(Object.entries(edges).map(([l, id]) => [l, {id}])),
    }) as never;
  return [toString.call(node({1: 23})), toString.call(node({12: 3}))];
}

test('lunr still keys token-set nodes by toString() when it minimises them (what engine.ts replaces)', () => {
  const source = readFileSync(require.resolve('lunr'), 'utf8');
  assert.match(
    source,
    /childKey = node\.child\.toString\(\)/,
    "lunr's TokenSet.Builder#minimize no longer keys nodes by toString(): the replacement of lunr.TokenSet.prototype.toString in src/search/engine.ts no longer applies. Check whether numbers in queries still work, then adapt or remove the patch (see ARCHITECTURE.md).",
  );
});

test("lunr's own token-set key is still ambiguous, so the patch is still needed", () => {
  const [a, b] = collidingKeys(lunrToString);
  assert.equal(
    a,
    b,
    "lunr's TokenSet#toString() now tells '1'→23 from '12'→3: the bug is fixed upstream; remove the patch in src/search/engine.ts and its ledger row.",
  );
});

test('with the patch, the two token sets get different keys', async () => {
  await import('./engine');
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the method is compared, never called unbound
  assert.notEqual(lunr.TokenSet.prototype.toString, lunrToString, 'engine.ts replaced toString');
  // eslint-disable-next-line @typescript-eslint/unbound-method -- collidingKeys calls it with a token set as `this`
  const [a, b] = collidingKeys(lunr.TokenSet.prototype.toString);
  assert.notEqual(a, b);
});
